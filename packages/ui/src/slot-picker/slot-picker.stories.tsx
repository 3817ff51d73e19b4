import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { SlotPicker } from "./slot-picker";

const slots = [
  { id: "s1", start: "08:00", end: "10:00" },
  { id: "s2", start: "13:00", end: "15:00" },
  { id: "s3", start: "18:00", end: "20:00" },
];

/**
 * Presses an arrow key and holds it until focus has moved: Radix checks the focused radio
 * only while an arrow key is down, and moves focus a tick after keydown, as real keys do.
 */
async function arrow(key: string, expected: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(expected).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

const meta = {
  title: "Booking/SlotPicker",
  component: SlotPicker,
  tags: ["autodocs"],
  args: { slots, onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Use SlotPicker to choose one time slot on a chosen date. Each slot is a radio named " +
          "by its part of day and range. Use `loading` while slots are fetched and " +
          "`emptyMessage` when the date has none. Not for free time entry: use a time input.",
      },
    },
  },
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then from the keyboard: Tab reaches the chosen slot, arrow keys move to and
 * choose the next or previous one (ending focused on the afternoon).
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radiogroup", { name: "Time slot" })).toBeVisible();
    const radios = canvas.getAllByRole("radio");
    await expect(radios.map((radio) => radio.getAttribute("aria-label"))).toEqual([
      "Morning, 08:00 to 10:00",
      "Afternoon, 13:00 to 15:00",
      "Evening, 18:00 to 20:00",
    ]);
    const morning = canvas.getByRole("radio", { name: "Morning, 08:00 to 10:00" });
    const afternoon = canvas.getByRole("radio", { name: "Afternoon, 13:00 to 15:00" });
    const evening = canvas.getByRole("radio", { name: "Evening, 18:00 to 20:00" });
    await userEvent.click(afternoon);
    await expect(args.onValueChange).toHaveBeenCalledWith("s2");
    await expect(afternoon).toBeChecked();

    afternoon.blur();
    await userEvent.tab();
    await expect(afternoon).toHaveFocus();
    await arrow("ArrowLeft", morning);
    await expect(morning).toBeChecked();
    await arrow("ArrowRight", afternoon);
    await expect(afternoon).toBeChecked();
    await arrow("ArrowDown", evening);
    await expect(evening).toBeChecked();
    await arrow("ArrowLeft", afternoon);
    await expect(afternoon).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("s2");
  },
};

function ControlledDemo() {
  const [value, setValue] = useState("s3");
  return (
    <div className="space-y-3">
      <SlotPicker slots={slots} value={value} onValueChange={setValue} />
      <button type="button" className="min-h-11 underline" onClick={() => setValue("")}>
        Clear
      </button>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: /Evening/ })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).not.toBeChecked();
  },
};

export const WithDisabledSlot: Story = {
  args: { slots: [slots[0]!, { ...slots[1]!, disabled: true }, slots[2]!] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const afternoon = canvas.getByRole("radio", { name: /Afternoon/ });
    await expect(afternoon).toBeDisabled();
    await userEvent.click(canvas.getByRole("radio", { name: /Morning/ }));
    const evening = canvas.getByRole("radio", { name: /Evening/ });
    await arrow("ArrowRight", evening);
    await expect(evening).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalledWith("s2");
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading time slots");
    await expect(canvas.queryAllByRole("radio")).toHaveLength(0);
  },
};

/** A slot chosen, at rest (the screenshot baseline). */
export const Chosen: Story = {
  tags: ["visual"],
  args: { defaultValue: "s2" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("radio", { name: "Afternoon, 13:00 to 15:00" }),
    ).toBeChecked();
  },
};

export const Empty: Story = {
  tags: ["visual"],
  args: {
    slots: [],
    emptyMessage: (
      <p>
        For assistance, please call our office at <a href="tel:+442000000000">020 0000 0000</a>.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/For assistance, please call our office at/)).toBeVisible();
    await expect(canvas.queryByRole("radiogroup")).toBeNull();
  },
};
