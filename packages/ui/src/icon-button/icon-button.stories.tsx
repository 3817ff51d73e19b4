import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShoppingCart, X } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";

import { IconButton } from "./icon-button";

const meta = {
  title: "Primitives/IconButton",
  component: IconButton,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A button that shows only an icon: close, cart, menu. Its `label` is required and becomes the accessible name and tooltip. When a word fits, prefer a Button with text.",
      },
    },
  },
  args: { label: "Open cart", onClick: fn(), children: <ShoppingCart aria-hidden="true" /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Open cart" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Keyboard: Story = {
  args: { label: "Close", children: <X aria-hidden="true" />, variant: "outline", size: "sm" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Close" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
