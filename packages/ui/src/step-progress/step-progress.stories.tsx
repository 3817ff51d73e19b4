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
          "Shows where a person is in a process of known steps (the booking wizard: Date & Time, Booking Information, Finalise Booking, Checkout & Payment). Current and earlier steps are marked active (`data-state` complete / current / upcoming; the current one has aria-current=step). Below 640 px the labels give way to one line, “Step 2 of 4: Booking Information”. It does not navigate: not for tabs or links.",
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

/**
 * At 375 px the labels give way to one summary line; every column stays inside the frame, the
 * circles keep their size, and screen readers still get every label from the list.
 */
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
    const summary = canvasElement.querySelector('[data-slot="step-progress-summary"]')!;
    await expect(summary).toBeVisible();
    await expect(summary).toHaveTextContent("Step 3 of 4: Finalise Booking");
    const frame = canvas.getByTestId("frame").getBoundingClientRect();
    const items = canvas.getAllByRole("listitem");
    for (const item of items) {
      const box = item.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(frame.right + 0.5);
      const marker = item.querySelector('[data-slot="step-progress-marker"]')!;
      await expect(marker.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
      // The label is visually hidden here, not removed.
      const stepLabel = item.querySelector('[data-slot="step-progress-label"]')!;
      await expect(stepLabel.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    }
    await expect(items[2]).toHaveTextContent("Finalise Booking (current step)");
    await expect(items[0]).toHaveTextContent("Date & Time (completed)");
    await expect(items[3]).toHaveTextContent("4");
    // Keyboard: the progress is not interactive, so Tab goes straight past it.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "After" })).toHaveFocus();
  },
};

/** From 640 px: labels under the circles, no summary line. */
export const Wide: Story = {
  args: { current: 0 },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(640);
    const summary = canvasElement.querySelector('[data-slot="step-progress-summary"]')!;
    await expect(summary).not.toBeVisible();
    const labels = [...canvasElement.querySelectorAll('[data-slot="step-progress-label"]')];
    for (const stepLabel of labels) {
      await expect(stepLabel.getBoundingClientRect().width).toBeGreaterThan(20);
    }
    const items = within(canvasElement).getAllByRole("listitem");
    await expect(items.map((item) => item.dataset.state)).toEqual([
      "current",
      "upcoming",
      "upcoming",
      "upcoming",
    ]);
  },
};
