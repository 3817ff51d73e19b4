import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { Badge } from "../badge";
import { Button } from "../button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../card";
import { CartTotals } from "../cart-totals";
import { Checkbox } from "../checkbox";
import { Field } from "../field";
import { parseColor } from "../lib/contrast";
import { TextInput } from "../text-input";
import { ThemeEditor } from "./theme-editor";

const meta = {
  title: "Theme editor/Components",
  component: ThemeEditor,
  parameters: {
    layout: "fullscreen",
    docs: {
      story: { iframeHeight: 1600 },
      description: {
        component:
          "Change the brand's tokens and watch the components follow; every colour pair is measured against WCAG AA as you type; Export gives the brand's CSS file (`themeCss`), the one file a brand loads after the design system's stylesheet.",
      },
    },
  },
  // Starts from the brand picked in the toolbar; switching brands starts again.
  render: (args, { globals }) => (
    <ThemeEditor key={String(globals.brand)} {...args} className="p-4">
      <ComponentsPreview />
    </ThemeEditor>
  ),
} satisfies Meta<typeof ThemeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sample of the primitives and commerce components, painted with the edited tokens. */
function ComponentsPreview() {
  return (
    <>
      <h3 className="text-2xl font-semibold">Book a home clean</h3>
      <div className="flex flex-wrap gap-3">
        <Button>Book Now</Button>
        <Button variant="secondary">Apply voucher</Button>
        <Button variant="outline">Cancel</Button>
        <Button variant="destructive">Remove</Button>
        <Button variant="link">Terms and conditions</Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone="primary">Popular</Badge>
        <Badge tone="success">Paid</Badge>
        <Badge tone="warning">Unpaid</Badge>
        <Badge tone="info">New</Badge>
        <Badge>Draft</Badge>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h4">Deep clean, 3 hours</CardTitle>
            <CardDescription>Kitchen, bathrooms and floors</CardDescription>
          </CardHeader>
          <CardContent>
            <CartTotals subtotal={120} serviceFee={5} vat={25} finalAmount={150} />
          </CardContent>
        </Card>
        <div className="grid content-start gap-3">
          <Field label="Postcode" error="Enter a valid postcode">
            <TextInput defaultValue="EC1R" />
          </Field>
          <Checkbox label="Keep me posted" defaultChecked />
        </div>
      </div>
    </>
  );
}

const primaryField = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole("textbox", { name: "--primary" });

/** What the preview paints a token as, in this browser, as sRGB channels 0 to 255. */
function rgb(colour: string) {
  const { r, g, b } = parseColor(colour);
  return [r, g, b].map((channel) => Math.round(channel * 255));
}

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The editor starts from the brand in force: its primary, and a file that sets it.
    const start = getComputedStyle(document.documentElement).getPropertyValue("--primary").trim();
    await expect(primaryField(canvas)).toHaveValue(start);
    const exported = canvas.getByRole("region", { name: "Exported brand.css" });
    await expect(exported.textContent).toMatch(/^:root \{\n/);
    await expect(exported.textContent).toContain(`  --primary: ${start};`);
    await expect(
      canvas.getByText(/^Every colour pair reaches WCAG AA \(\d+ checked\)\.$/),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Download brand.css" })).toHaveAttribute(
      "download",
      "brand.css",
    );
  },
};

/**
 * The designer's path: a primary too light for white text is flagged at once and still
 * exported as typed; a darker one clears the warning, and the preview's button is painted
 * exactly the colour the file says.
 */
export const ChangePrimary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = primaryField(canvas);
    const exported = canvas.getByRole("region", { name: "Exported brand.css" });
    const button = canvas.getByRole("button", { name: "Book Now" });

    await userEvent.clear(field);
    await userEvent.type(field, "oklch(0.8 0.1 185)");
    const warnings = await canvas.findByRole("list", { name: "Contrast warnings" });
    await expect(
      within(warnings).getByText(/^--primary-foreground on --primary: 1\.\d\d:1$/),
    ).toBeVisible();
    await expect(warnings.textContent).toContain("needs 4.5:1 (text on primary surfaces)");
    await expect(canvas.getByText(/colour pairs are below WCAG AA\.$/)).toBeVisible();
    await expect(exported.textContent).toContain("  --primary: oklch(0.8 0.1 185);");
    await waitFor(() =>
      expect(rgb(getComputedStyle(button).backgroundColor)).toEqual(rgb("oklch(0.8 0.1 185)")),
    );

    // Half-typed values are refused with a reason; the preview keeps the last good one.
    await userEvent.clear(field);
    await userEvent.type(field, "oklch(0.45 0.16 300");
    await expect(
      await canvas.findByText("--primary is not a colour: use oklch(), rgb() or #hex."),
    ).toBeVisible();
    await expect(exported.textContent).toContain("  --primary: oklch(0.8 0.1 185);");
    await userEvent.type(field, ")");

    await waitFor(() =>
      expect(canvas.queryByRole("list", { name: "Contrast warnings" })).toBeNull(),
    );
    await expect(canvas.getByText(/^Every colour pair reaches WCAG AA/)).toBeVisible();
    await expect(exported.textContent).toContain("  --primary: oklch(0.45 0.16 300);");
    await waitFor(() =>
      expect(rgb(getComputedStyle(button).backgroundColor)).toEqual(rgb("oklch(0.45 0.16 300)")),
    );
    // Only the preview follows: the page keeps its brand.
    await expect(
      getComputedStyle(document.documentElement).getPropertyValue("--primary").trim(),
    ).not.toBe("oklch(0.45 0.16 300)");
  },
};

/** Radius and fonts: the preview's corners and type follow; Reset starts again. */
export const ShapeAndType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Book Now" });
    const radius = canvas.getByRole("textbox", { name: "--radius" });
    await userEvent.clear(radius);
    await userEvent.type(radius, "0rem");
    await waitFor(() => expect(getComputedStyle(button).borderTopLeftRadius).toBe("0px"));
    await userEvent.clear(radius);
    await userEvent.type(radius, "1.5rem");
    // The button's corners are --radius-md, derived from --radius on the preview.
    await waitFor(() => expect(getComputedStyle(button).borderTopLeftRadius).toBe("22px"));

    const heading = canvas.getByRole("textbox", { name: "--font-heading" });
    await userEvent.clear(heading);
    await userEvent.type(heading, "Georgia, serif");
    await waitFor(() =>
      expect(
        getComputedStyle(canvas.getByRole("heading", { name: "Book a home clean" })).fontFamily,
      ).toBe("Georgia, serif"),
    );
    const exported = canvas.getByRole("region", { name: "Exported brand.css" });
    await expect(exported.textContent).toContain("  --radius: 1.5rem;");
    await expect(exported.textContent).toContain("  --font-heading: Georgia, serif;");

    await userEvent.click(canvas.getByRole("button", { name: "Reset to the starting theme" }));
    await expect(exported.textContent).not.toContain("Georgia");
    await expect(canvas.getByRole("textbox", { name: "--radius" })).not.toHaveValue("1.5rem");
  },
};
