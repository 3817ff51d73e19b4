import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentProps, useState } from "react";
import { expect, userEvent, within } from "storybook/test";

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

function BookAClean(args: ComponentProps<typeof EmptyState>) {
  const [pressed, setPressed] = useState(0);
  return (
    <EmptyState
      {...args}
      description={pressed ? `Opened ${pressed} time(s)` : undefined}
      action={<Button onClick={() => setPressed((n) => n + 1)}>Book a clean</Button>}
    />
  );
}

export const KeyboardAction: Story = {
  args: { title: "No Records Found", description: undefined, action: undefined },
  render: (args) => <BookAClean {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Book a clean" });
    await expect(canvas.getByText("No Records Found")).toBeVisible();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Opened 1 time(s)")).toBeVisible();
    await userEvent.keyboard(" ");
    await expect(canvas.getByText("Opened 2 time(s)")).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { title: "No Message here..", description: undefined, action: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
    await expect(within(canvasElement).getByText("No Message here..")).toBeVisible();
  },
};
