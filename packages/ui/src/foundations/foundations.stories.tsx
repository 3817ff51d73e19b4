import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
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
  // Their play functions also run in the static Storybook's check: they read the built,
  // minified stylesheet (tooling/scripts/check-static-storybook.mjs).
  tags: ["static-play"],
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

const radiusSteps = ["sm", "md", "lg", "xl"] as const;
const radiusClass = {
  sm: "rounded-sm",
  md: "rounded-md",
  lg: "rounded-lg",
  xl: "rounded-xl",
} as const;

/** One row of boxes, one per radius step, under whatever brand (and --radius) is in force. */
function RadiusRow({ label }: { label: string }) {
  return (
    <ul className="flex flex-wrap gap-4" aria-label={label}>
      {radiusSteps.map((step) => (
        <li
          key={step}
          data-step={step}
          className={`${radiusClass[step]} grid size-20 place-items-center border-2 border-primary bg-secondary text-sm text-secondary-foreground`}
        >
          {step}
        </li>
      ))}
    </ul>
  );
}

/** The computed corner of each step in a row, in px. */
function cornersOf(row: HTMLElement) {
  return [...row.querySelectorAll<HTMLElement>("[data-step]")].map((box) =>
    Number.parseFloat(getComputedStyle(box).borderTopLeftRadius),
  );
}

/**
 * Radii follow a brand set on part of a page: the Singapore brand on one section gets its
 * rounder steps whatever the page's brand; a brand whose `--radius` is under 0.25rem keeps
 * small, rising corners (not 0); a `--radius` of 0 gives square corners.
 */
export const RadiusFollowsABrandOnPartOfThePage: Story = {
  render: () => (
    <div className="grid gap-6">
      <section className="grid gap-2">
        <h3 className="font-heading text-lg">The page&apos;s brand</h3>
        <RadiusRow label="Radii of the page's brand" />
      </section>
      <section className="grid gap-2" data-brand="sg">
        <h3 className="font-heading text-lg">A section in the Singapore brand (--radius: 1rem)</h3>
        <RadiusRow label="Radii of the sg section" />
      </section>
      <section
        className="grid gap-2"
        data-brand="fine"
        style={{ "--radius": "0.125rem" } as React.CSSProperties}
      >
        <h3 className="font-heading text-lg">A brand with --radius: 0.125rem</h3>
        <RadiusRow label="Radii of a brand with a small radius" />
      </section>
      <section
        className="grid gap-2"
        data-brand="square"
        style={{ "--radius": "0rem" } as React.CSSProperties}
      >
        <h3 className="font-heading text-lg">A brand with --radius: 0rem</h3>
        <RadiusRow label="Radii of a square brand" />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 1rem = 16 px: sm 0.75rem, md 0.875rem, lg 1rem, xl 1.25rem, whatever <html> carries.
    await expect(cornersOf(canvas.getByRole("list", { name: "Radii of the sg section" }))).toEqual([
      12, 14, 16, 20,
    ]);
    const page = document.documentElement.dataset.brand === "sg" ? [12, 14, 16, 20] : [4, 6, 8, 12];
    await expect(
      cornersOf(canvas.getByRole("list", { name: "Radii of the page's brand" })),
    ).toEqual(page);
    // 0.125rem = 2 px: sm is half of it, md three quarters, never 0.
    await expect(
      cornersOf(canvas.getByRole("list", { name: "Radii of a brand with a small radius" })),
    ).toEqual([1, 1.5, 2, 6]);
    await expect(cornersOf(canvas.getByRole("list", { name: "Radii of a square brand" }))).toEqual([
      0, 0, 0, 4,
    ]);
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
