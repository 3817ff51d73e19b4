import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { BrandsSideBySide, ColourPairs, ColourSwatches } from "../../docs/foundations/colours";
import { MotionScale, RadiusScale, ShadowScale, SpacingScale } from "../../docs/foundations/scales";
import { FontFamilies, TypeScale } from "../../docs/foundations/typography";
import { COLOUR_PAIRS } from "../lib/contrast";

/**
 * The live token tables shown on the Foundations docs pages. They read computed CSS
 * variables, so they show the brand picked in the toolbar. These stories test them and
 * hold the screenshot baselines of the tokens; read the Foundations pages instead.
 */
const meta = {
  title: "Foundations/Live tokens",
  parameters: {
    docs: {
      description: {
        component:
          "Live token tables used by the Foundations pages. Use the pages to read the tokens; these stories exist to test the tables and to keep screenshot baselines of both brands.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Restores the brand a play function changed, so later stories start from the toolbar's. */
function setBrand(brand: "uk" | "sg") {
  if (brand === "uk") delete document.documentElement.dataset.brand;
  else document.documentElement.dataset.brand = brand;
}

export const Colours: Story = {
  tags: ["visual"],
  render: () => <ColourPairs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: /Colour pairs of the (uk|sg) brand/ });
    // A header row plus one row per pair, and every pair passes in both brands.
    await expect(within(table).getAllByRole("row")).toHaveLength(COLOUR_PAIRS.length + 1);
    await expect(within(table).queryAllByText(/^Fail/)).toHaveLength(0);
    await expect(within(table).getAllByText(/^Pass/)).toHaveLength(COLOUR_PAIRS.length);
    const primaryRow = within(table)
      .getAllByRole("row")
      .find((row) => row.textContent?.includes("--primary-foreground on --primary"));
    await expect(primaryRow).toBeDefined();
    await expect(primaryRow?.textContent).toMatch(/\d+\.\d\d:1/);
  },
};

export const ColoursFollowTheBrand: Story = {
  render: () => <ColourPairs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = document.documentElement.dataset.brand === "sg" ? "sg" : "uk";
    try {
      setBrand("uk");
      await waitFor(() =>
        expect(canvas.getByRole("table", { name: /Colour pairs of the uk brand/ })).toBeVisible(),
      );
      await expect(canvas.getAllByText("oklch(0.44 0.09 185)").length).toBeGreaterThan(0);
      setBrand("sg");
      await waitFor(() =>
        expect(canvas.getByRole("table", { name: /Colour pairs of the sg brand/ })).toBeVisible(),
      );
      await expect(canvas.getAllByText("oklch(0.5 0.19 25)").length).toBeGreaterThan(0);
      await expect(canvas.queryAllByText("oklch(0.44 0.09 185)")).toHaveLength(0);
    } finally {
      setBrand(before);
    }
  },
};

export const Swatches: Story = {
  render: () => <ColourSwatches />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Colour tokens" });
    const items = within(list).getAllByRole("listitem");
    await expect(items.length).toBeGreaterThanOrEqual(18);
    for (const item of items) await expect(item.textContent).toMatch(/oklch\(/);
  },
};

/** Both brands at once, whatever the toolbar says: a value differs where a brand overrides it. */
export const BrandsSideBySideView: Story = {
  name: "Brands side by side",
  render: () => <BrandsSideBySide />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const uk = canvas.getByRole("list", { name: "Colour tokens of the uk brand" });
    const sg = canvas.getByRole("list", { name: "Colour tokens of the sg brand" });
    await expect(within(uk).getByText("oklch(0.44 0.09 185)")).toBeVisible();
    await expect(within(sg).getByText("oklch(0.5 0.19 25)")).toBeVisible();
    // sg's error colour is its own, not the uk one.
    await expect(within(sg).getByText("oklch(0.42 0.16 355)")).toBeVisible();
    await expect(within(sg).queryByText("oklch(0.44 0.09 185)")).toBeNull();
  },
};

export const Typography: Story = {
  tags: ["visual"],
  render: () => (
    <div className="grid gap-8">
      <TypeScale />
      <FontFamilies />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scale = canvas.getByRole("table", { name: "Type scale" });
    await expect(within(scale).getAllByRole("row")).toHaveLength(9);
    await expect(within(scale).getByText("1rem")).toBeVisible();
    const fonts = canvas.getByLabelText(/Fonts of the (uk|sg) brand/);
    const brandFont = document.documentElement.dataset.brand === "sg" ? "Nunito" : "Inter";
    await expect(within(fonts).getAllByText(new RegExp(`${brandFont} Variable`))).toHaveLength(2);
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: /Spacing: multiples of/ });
    await expect(table).toHaveAccessibleName("Spacing: multiples of --spacing (0.25rem)");
    await expect(within(table).getAllByRole("row")).toHaveLength(9);
  },
};

export const RadiusAndShadow: Story = {
  tags: ["visual"],
  render: () => (
    <div className="grid gap-8">
      <RadiusScale />
      <ShadowScale />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radii = within(canvas.getByRole("list", { name: "Radius tokens" })).getAllByRole(
      "listitem",
    );
    await expect(radii).toHaveLength(5);
    const expected = document.documentElement.dataset.brand === "sg" ? "1rem" : "0.5rem";
    // --radius-lg is var(--radius): the computed value is the brand's radius.
    await expect(radii[2]?.textContent).toContain(expected);
    const shadows = within(canvas.getByRole("list", { name: "Shadow tokens" })).getAllByRole(
      "listitem",
    );
    await expect(shadows).toHaveLength(3);
  },
};

export const Motion: Story = {
  render: () => <MotionScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Preview motion" });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(canvas.getByText("cubic-bezier(0.2, 0, 0, 1)")).toBeVisible();
  },
};
