import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { Button } from "../button";
import { EmptyState } from "./empty-state";

const meta = {
  title: "Content/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Fills an empty list (No Records Found, Cart Is Empty, No Message here..) and offers the next step.",
      },
    },
  },
  args: {
    title: "Cart Is Empty",
    description: "Choose a service to start a booking.",
    action: <Button>Our services</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Cart Is Empty")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Our services" })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { title: "No Message here..", description: undefined, action: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
    await expect(within(canvasElement).getByText("No Message here..")).toBeVisible();
  },
};
