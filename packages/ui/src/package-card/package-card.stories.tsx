import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { SafeHtml } from "../safe-html/safe-html";
import { PackageCard } from "./package-card";
import { splitRate } from "./split-rate";

const image =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#8ab"/></svg>',
  );

const meta = {
  title: "Commerce/PackageCard",
  component: PackageCard,
  tags: ["autodocs"],
  args: {
    name: "Deep clean",
    image,
    rate: "From **£45.00** per visit",
    description: <p>Kitchen, bathrooms and living areas, top to bottom.</p>,
    onDetails: fn(),
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Use PackageCard in package listings and carousels. Give the rate as `textBefore`, " +
          "`price` (emphasised) and `textAfter`, or as the API's `rate` text with the price " +
          "between `**` (split by `splitRate`). The description takes text or an already " +
          "sanitised node (SafeHtml for CMS HTML). Action names include the package name so a " +
          "list of cards has distinct buttons. Not for cart contents: use CartLine.",
      },
    },
  },
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then from the keyboard: Tab reaches Details (Enter) and Select (Space).
 */
export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Deep clean" })).toBeVisible();
    await expect(canvas.getByText("£45.00").tagName).toBe("STRONG");
    await expect(canvasElement.querySelector('[data-slot="package-card-rate"]')).toHaveTextContent(
      "From £45.00 per visit",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Details Deep clean" }));
    await expect(args.onDetails).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("button", { name: "Select Deep clean" }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    canvas.getByRole("button", { name: "Select Deep clean" }).blur();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Details Deep clean" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDetails).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

/** A featured card's image is fetched first; cards further down wait until they near the view. */
export const ImageLoading: Story = {
  render: (args) => (
    <div className="grid grid-cols-2 gap-4">
      <PackageCard {...args} name="Featured clean" imageLoading="high" />
      <PackageCard {...args} name="Other clean" imageLoading="lazy" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [featured, other] = [...canvasElement.querySelectorAll("img")];
    await expect(featured).toHaveAttribute("fetchpriority", "high");
    await expect(featured).not.toHaveAttribute("loading");
    await expect(other).toHaveAttribute("loading", "lazy");
    await expect(other).not.toHaveAttribute("fetchpriority");
  },
};

export const PlainRate: Story = {
  args: { rate: "Price on request", onDetails: undefined, image: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Price on request")).toBeVisible();
    await expect(canvasElement.querySelector("strong")).toBeNull();
    await expect(canvas.getAllByRole("button")).toHaveLength(1);
  },
};

export const List: Story = {
  tags: ["visual"],
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div className="grid grid-cols-2 gap-4">
      <PackageCard {...args} />
      <PackageCard {...args} name="End of tenancy" rate="From **£180.00** per home" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Select Deep clean" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Select End of tenancy" })).toBeVisible();
  },
};

/** The rate given in parts, and a CMS description through SafeHtml (script stripped). */
export const RateParts: Story = {
  args: {
    rate: undefined,
    textBefore: "Only ",
    price: "£120.00",
    textAfter: " for the whole home",
    description: (
      <SafeHtml html={'<p>Oven, fridge <em>and</em> windows.</p><script>alert("x")</script>'} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("£120.00").tagName).toBe("STRONG");
    await expect(canvasElement.querySelector('[data-slot="package-card-rate"]')).toHaveTextContent(
      "Only £120.00 for the whole home",
    );
    await expect(canvas.getByText("and").tagName).toBe("EM");
    await expect(canvasElement.querySelector("script")).toBeNull();
    // splitRate gives the same parts from the API's rate text.
    await expect(splitRate("Only **£120.00** for the whole home")).toEqual({
      textBefore: "Only ",
      price: "£120.00",
      textAfter: " for the whole home",
    });
  },
};
