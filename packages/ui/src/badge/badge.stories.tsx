import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { Badge } from "./badge";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A short status label: an unread marker (New), a booking status (Paid, Pending). Do not use it for actions; it is not focusable.",
      },
    },
  },
  args: { children: "New" },
  argTypes: {
    tone: {
      control: "select",
      options: ["neutral", "primary", "success", "warning", "destructive", "info"],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("New")).toHaveAttribute("data-slot", "badge");
  },
};

export const Tones: Story = {
  tags: ["visual"],
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>Neutral</Badge>
      <Badge tone="primary">Primary</Badge>
      <Badge tone="success">Paid</Badge>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="destructive">Cancelled</Badge>
      <Badge tone="info">New</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Paid")).toBeVisible();
    await expect(canvas.getByText("Cancelled")).toBeVisible();
  },
};
