import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { StepProgress } from "./step-progress";

const steps = ["Date & Time", "Booking Information", "Finalise Booking", "Checkout & Payment"];

const meta = {
  title: "Navigation/StepProgress",
  component: StepProgress,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Shows where a person is in a process of known steps (the booking wizard). Current and earlier steps are marked; it does not navigate.",
      },
    },
  },
  args: { steps, current: 1 },
} satisfies Meta<typeof StepProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole("navigation", { name: "Booking progress" })).getAllByRole(
      "listitem",
    );
    await expect(items.map((item) => item.dataset.state)).toEqual([
      "complete",
      "current",
      "upcoming",
      "upcoming",
    ]);
    await expect(items[1]).toHaveAttribute("aria-current", "step");
    await expect(items[0]).not.toHaveAttribute("aria-current");
    await expect(items[1]).toHaveTextContent("Booking Information (current step)");
  },
};

export const LastStep: Story = {
  args: { current: 3 },
  parameters: { viewport: { defaultViewport: "mobile" } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    await expect(items.filter((item) => item.dataset.state === "complete")).toHaveLength(3);
    await expect(items[3]).toHaveAttribute("aria-current", "step");
  },
};
