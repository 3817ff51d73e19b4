import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { Skeleton } from "./skeleton";

const meta = {
  title: "Feedback/Skeleton",
  component: Skeleton,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Shapes where content will appear, so the page does not jump when it arrives. Use for lists and cards; use a Spinner for an action in progress.",
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: () => (
    <div role="status" aria-label="Loading time slots" className="flex max-w-sm flex-col gap-2">
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-2/3" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status", { name: "Loading time slots" })).toBeVisible();
    for (const block of canvasElement.querySelectorAll('[data-slot="skeleton"]')) {
      await expect(block).toHaveAttribute("aria-hidden", "true");
    }
  },
};
