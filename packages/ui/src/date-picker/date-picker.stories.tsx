import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { DatePicker } from "./date-picker";

const holidays = new Set(["2026-12-25", "2026-12-26"]);

const meta = {
  title: "Booking/DatePicker",
  component: DatePicker,
  tags: ["autodocs"],
  args: {
    label: "Start date",
    today: "2026-12-01",
    defaultMonth: "2026-12-01",
    onValueChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "Use DatePicker to choose one service date from a month calendar: weeks start on " +
          "Monday, unavailable days (lead time, holidays) are disabled and the choice shows as " +
          "DD/MM/YYYY. Not for dates of birth or far-away dates: use a text date field.",
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (name: string) => ({ name });

export const Playground: Story = {
  args: { defaultValue: "2026-12-07" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Start date" })).toHaveAccessibleDescription(
      "Chosen date: 07/12/2026",
    );
    await expect(canvas.getByRole("grid", { name: "December 2026" })).toBeVisible();
    // Weeks start on Monday (the weekday row is hidden from assistive technology).
    const firstWeekday = canvasElement.querySelector("thead th");
    await expect(firstWeekday).toHaveAttribute("aria-label", "Monday");
    await userEvent.click(canvas.getByRole("button", day("Thursday, 10 December 2026")));
    await expect(args.onValueChange).toHaveBeenCalledWith("2026-12-10");
    await expect(canvas.getByText("10/12/2026")).toBeVisible();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: "2026-12-07" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const focused = async (name: string) =>
      waitFor(() => expect(canvas.getByRole("button", day(name))).toHaveFocus());

    await userEvent.tab(); // previous month
    await userEvent.tab(); // next month
    await userEvent.tab(); // the chosen day
    await focused("Monday, 7 December 2026");
    await userEvent.keyboard("{ArrowRight}");
    await focused("Tuesday, 8 December 2026");
    await userEvent.keyboard("{ArrowDown}");
    await focused("Tuesday, 15 December 2026");
    await userEvent.keyboard("{ArrowLeft}");
    await focused("Monday, 14 December 2026");
    await userEvent.keyboard("{ArrowUp}");
    await focused("Monday, 7 December 2026");
    await userEvent.keyboard("{End}");
    await focused("Sunday, 13 December 2026");
    await userEvent.keyboard("{Home}");
    await focused("Monday, 7 December 2026");
    await userEvent.keyboard("{PageDown}");
    await focused("Thursday, 7 January 2027");
    await userEvent.keyboard("{PageUp}");
    await focused("Monday, 7 December 2026");
    await userEvent.keyboard("{Shift>}{PageUp}{/Shift}");
    await focused("Sunday, 7 December 2025");
    await userEvent.keyboard("{Shift>}{PageDown}{/Shift}");
    await focused("Monday, 7 December 2026");
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("2026-12-09");
    await expect(canvas.getByText("09/12/2026")).toBeVisible();
    await userEvent.keyboard("{ArrowRight} ");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2026-12-10");
  },
};

export const DisabledDays: Story = {
  tags: ["visual"],
  args: {
    fromDate: "2026-12-03",
    toDate: "2027-01-31",
    isDateDisabled: (iso: string) => holidays.has(iso),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const christmas = canvas.getByRole("button", day("Friday, 25 December 2026"));
    await expect(christmas).toBeDisabled();
    await userEvent.click(christmas);
    await expect(canvas.getByRole("button", day("Wednesday, 2 December 2026"))).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", day("Wednesday, 2 December 2026")));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByText("No date chosen")).toBeVisible();

    // Keyboard: arrows skip disabled days, and Enter on a reachable day selects it.
    await userEvent.click(canvas.getByRole("button", day("Thursday, 24 December 2026")));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2026-12-24");
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(canvas.getByRole("button", day("Sunday, 27 December 2026"))).toHaveFocus(),
    );
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2026-12-27");
    await expect(args.onValueChange).not.toHaveBeenCalledWith("2026-12-25");
    // The previous month is out of range.
    await expect(canvas.getByRole("button", { name: /previous month/i })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const WithError: Story = {
  args: { error: "Please choose date." },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("group", { name: "Start date" }),
    ).toHaveAccessibleDescription("No date chosen Please choose date.");
  },
};

function ControlledDemo() {
  const [value, setValue] = useState("2026-12-07");
  return (
    <div className="space-y-3">
      <DatePicker label="Start date" value={value} onValueChange={setValue} today="2026-12-01" />
      <button type="button" className="min-h-11 underline" onClick={() => setValue("2026-12-18")}>
        Pick 18 December
      </button>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Pick 18 December" }));
    await expect(canvas.getByText("18/12/2026")).toBeVisible();
    const cell = canvas.getByRole("button", day("Friday, 18 December 2026")).closest("td");
    await expect(cell).toHaveAttribute("aria-selected", "true");
  },
};
