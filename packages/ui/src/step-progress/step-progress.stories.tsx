import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

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

/** At 375 px every label stays inside its column and nothing in it takes focus. */
export const Narrow375: Story = {
  args: { current: 2 },
  globals: { viewport: { value: "mobile", isRotated: false } },
  render: (args) => (
    <div data-testid="frame">
      <StepProgress {...args} />
      <button type="button">After</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBeLessThanOrEqual(375);
    const frame = canvas.getByTestId("frame").getBoundingClientRect();
    for (const item of canvas.getAllByRole("listitem")) {
      const box = item.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(frame.right + 0.5);
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
      const circle = item.querySelector("span[aria-hidden]:not(.absolute)")!;
      await expect(circle.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    }
    await expect(canvas.getAllByRole("listitem")[3]).toHaveTextContent("4");
    // Keyboard: the progress is not interactive, so Tab goes straight past it.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "After" })).toHaveFocus();
  },
};
