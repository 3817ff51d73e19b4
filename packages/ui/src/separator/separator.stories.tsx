import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { Separator } from "./separator";

const meta = {
  title: "Primitives/Separator",
  component: Separator,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A thin rule between groups. Decorative by default; use `decorative={false}` only when it separates sections a screen reader should know about.",
      },
    },
  },
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <div className="max-w-sm">
      <p>Subtotal</p>
      <Separator {...args} className="my-2" />
      <p>Total</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("separator")).toBeNull();
  },
};

export const Semantic: Story = {
  args: { decorative: false },
  render: (args) => (
    <div className="flex h-8 items-center gap-3">
      <span>General</span>
      <Separator {...args} orientation="vertical" />
      <span>Our Services</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("separator")).toHaveAttribute(
      "aria-orientation",
      "vertical",
    );
  },
};
