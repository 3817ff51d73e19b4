import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ComponentProps } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { DatePicker } from "./date-picker";
import {
  drawForcedStates,
  lookOf,
  showcaseParametersFor,
  StatesTable,
} from "../testing/states-showcase";

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
          "Use DatePicker to choose one date, passed in and out as `YYYY-MM-DD` and shown as " +
          "DD/MM/YYYY. Weeks start on Monday; unavailable days (lead time, holidays) are " +
          "disabled by `fromDate`/`toDate`, a rule on date strings (`isDateDisabled`) or " +
          'react-day-picker matchers (`disabledDays`). `variant="calendar"` (default) is an ' +
          "inline month grid, for a booking step where the date is the main choice. " +
          '`variant="field"` is a text field that can be typed in, with a calendar dialog, ' +
          "for forms where the date is one field among others. Not for dates of birth: a " +
          "calendar is slow for dates decades away; use a plain text field.",
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (name: string) => ({ name });

/** A form around the picker with a state of its own (a slot chosen beside the date). */
function FormAroundPicker(args: ComponentProps<typeof DatePicker>) {
  const [value, setValue] = useState("");
  const [other, setOther] = useState(0);
  return (
    <div>
      <DatePicker {...args} value={value} onValueChange={setValue} />
      <button type="button" onClick={() => setOther(other + 1)}>
        Something else ({other})
      </button>
    </div>
  );
}

/**
 * The month grid renders again only when its own props change: the form around it re-rendering
 * (another choice beside it) leaves every day's cell alone, so that press paints at once. A day
 * chosen renders it again. `isDateDisabled` is asked once per day shown per render: kept stable,
 * it counts the grid's renders.
 */
const askedPerDay = fn((iso: string) => holidays.has(iso));
export const RendersOnlyWhenItsPropsChange: Story = {
  render: (args) => <FormAroundPicker {...args} isDateDisabled={askedPerDay} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const asked = askedPerDay;
    await expect(canvas.getByRole("grid", { name: "December 2026" })).toBeVisible();
    const firstRender = asked.mock.calls.length;
    await expect(firstRender).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole("button", { name: /Something else/ }));
    await expect(canvas.getByRole("button", { name: "Something else (1)" })).toBeVisible();
    await expect(asked.mock.calls.length).toBe(firstRender);
    await userEvent.click(canvas.getByRole("button", day("Thursday, 10 December 2026")));
    await expect(canvas.getByText("10/12/2026")).toBeVisible();
    await expect(asked.mock.calls.length).toBeGreaterThan(firstRender);
  },
};

/**
 * By pointer, then from the keyboard (the APG grid keys: arrows by day and week, Home and End,
 * Page Up and Page Down by month, with Shift by year; Enter and Space choose).
 */
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
    // Back to the 7th, where the keyboard starts.
    await userEvent.click(canvas.getByRole("button", day("Monday, 7 December 2026")));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2026-12-07");
    canvas.getByRole("button", day("Monday, 7 December 2026")).blur();

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
    ).toHaveAccessibleDescription("No date chosen Error: Please choose date.");
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

/**
 * The field variant, closed, with a date chosen (the screenshot baseline). Its text field is
 * 160 px wide whatever the font: a width from the font's characters moved the calendar button
 * when the web font replaced its fallback (a layout shift on My Bookings).
 */
export const Field: Story = {
  tags: ["visual"],
  args: { variant: "field", defaultValue: "2026-12-07" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Start date" });
    await expect(input.getBoundingClientRect().width).toBe(160);
    await expect(input).toHaveValue("07/12/2026");
    await expect(input).toHaveAccessibleDescription("For example, 07/12/2026");
    const open = canvas.getByRole("button", { name: "Choose date" });
    await expect(open).toHaveAttribute("aria-haspopup", "dialog");
    await expect(open).toHaveAttribute("aria-expanded", "false");
  },
};

/** Typing: a real, available date is taken; anything else is refused with the reason. */
export const FieldTyping: Story = {
  args: {
    variant: "field",
    fromDate: "2026-12-03",
    isDateDisabled: (iso: string) => holidays.has(iso),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Start date" });

    await userEvent.type(input, "31/02/2027{Enter}");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "For example, 07/12/2026 Error: Enter a date as DD/MM/YYYY",
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, "25/12/2026");
    await userEvent.tab(); // leaving the field checks it too
    await expect(input).toHaveAccessibleDescription(
      "For example, 07/12/2026 Error: This date cannot be chosen. Choose another date.",
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.type(input, "2/12/2026{Enter}");
    await expect(args.onValueChange).not.toHaveBeenCalled(); // before fromDate

    await userEvent.clear(input);
    await userEvent.type(input, "4/1/2027{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2027-01-04");
    await expect(input).toHaveValue("04/01/2027");
    await expect(input).not.toHaveAttribute("aria-invalid");

    // A refused date empties the value: the text on screen is not a chosen date.
    await userEvent.clear(input);
    await userEvent.type(input, "25/12/2026{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("");
    await expect(input).toHaveValue("25/12/2026");
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

/**
 * The calendar dialog from the keyboard, then by pointer: it opens on the chosen day, arrows
 * skip unavailable days (Christmas, Boxing Day, weekends), Escape closes without choosing,
 * Enter or a click picks, and focus returns to the button.
 */
export const FieldDialog: Story = {
  args: {
    variant: "field",
    defaultValue: "2026-12-24",
    isDateDisabled: (iso: string) => holidays.has(iso),
    disabledDays: { dayOfWeek: [0, 6] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole("button", { name: "Choose date" });
    await userEvent.tab();
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    let dialog = await canvas.findByRole("dialog", { name: "Choose date" });
    // Modal: the rest of the page is hidden from assistive technology while it is open.
    await expect(canvas.queryByRole("textbox", { name: "Start date" })).toBeNull();
    const focused = async (name: string) =>
      waitFor(() => expect(within(dialog).getByRole("button", day(name))).toHaveFocus());
    await focused("Thursday, 24 December 2026");
    // Christmas, Boxing Day and the weekend are disabled: the arrow lands on the next
    // available day.
    await userEvent.keyboard("{ArrowRight}");
    await focused("Monday, 28 December 2026");
    await userEvent.keyboard("{PageDown}");
    await focused("Thursday, 28 January 2027");

    // Escape closes without choosing and gives focus back to the button.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(open).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.keyboard(" ");
    dialog = await canvas.findByRole("dialog", { name: "Choose date" });
    await focused("Thursday, 24 December 2026");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2026-12-31");
    await expect(canvas.getByRole("textbox", { name: "Start date" })).toHaveValue("31/12/2026");
    await expect(open).toHaveFocus();

    // By pointer: a disabled day cannot be chosen, an available one can.
    await userEvent.click(open);
    dialog = await canvas.findByRole("dialog", { name: "Choose date" });
    const saturday = within(dialog).getByRole("button", day("Saturday, 5 December 2026"));
    await expect(saturday).toBeDisabled();
    await userEvent.click(saturday);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", day("Friday, 4 December 2026")));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2026-12-04");
    await expect(canvas.getByRole("textbox", { name: "Start date" })).toHaveValue("04/12/2026");
  },
};

/** Matchers work in the calendar variant too: weekends closed. */
export const WeekendsClosed: Story = {
  args: { disabledDays: { dayOfWeek: [0, 6] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", day("Sunday, 6 December 2026"))).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", day("Friday, 4 December 2026")));
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(canvas.getByRole("button", day("Monday, 7 December 2026"))).toHaveFocus(),
    );
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2026-12-07");
  },
};

function ControlledFieldDemo() {
  const [value, setValue] = useState("2026-12-07");
  return (
    <div className="space-y-3">
      <DatePicker
        variant="field"
        label="Start date"
        value={value}
        onValueChange={setValue}
        today="2026-12-01"
      />
      <button type="button" className="min-h-11 underline" onClick={() => setValue("")}>
        Clear date
      </button>
      <output aria-label="Value">{value || "none"}</output>
    </div>
  );
}

/** Controlled field: a value set from outside replaces the text, even a refused one. */
export const FieldControlled: Story = {
  render: () => <ControlledFieldDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Start date" });
    await expect(input).toHaveValue("07/12/2026");
    await userEvent.clear(input);
    await userEvent.type(input, "1/13/2026{Enter}");
    await expect(canvas.getByRole("status", { name: "Value" })).toHaveTextContent("none");
    await expect(input).toHaveValue("1/13/2026");
    await userEvent.clear(input);
    await userEvent.type(input, "8/12/2026{Enter}");
    await expect(canvas.getByRole("status", { name: "Value" })).toHaveTextContent("2026-12-08");
    await userEvent.click(canvas.getByRole("button", { name: "Clear date" }));
    await expect(input).toHaveValue("");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

/** Where the states show: the field's input and calendar button, the calendar's days. */
const stateParts = {
  input: "input",
  trigger: 'button[aria-haspopup="dialog"]',
  hoveredDay: '[data-day="2026-12-10"] button',
  restDay: '[data-day="2026-12-11"] button',
  focusedDay: '[role="grid"] button[tabindex="0"]',
};

/**
 * The field at rest, with its calendar button hovered, its input focused from the keyboard
 * and in error, side by side; then one calendar (one, as on a page: two would repeat its
 * navigation landmark) with 10 December hovered, the chosen 7 December focused from the
 * keyboard and the days before 3 December unavailable. A DatePicker has no disabled state.
 */
export const States: Story = {
  parameters: showcaseParametersFor({
    hover: `${stateParts.trigger}, ${stateParts.hoveredDay}`,
    focus: `${stateParts.input}, ${stateParts.focusedDay}`,
  }),
  render: (args) => (
    <div className="grid gap-6">
      <StatesTable
        caption="Field"
        rows={["Chosen"] as const}
        states={["default", "hover", "focus", "error"]}
        render={(row, state) => (
          <DatePicker
            {...args}
            data-showcase-state={state}
            variant="field"
            label={`Start date (${row}, ${state})`}
            defaultValue="2026-12-07"
            error={state === "error" ? "Choose a date for your clean." : undefined}
          />
        )}
      />
      <div data-showcase-state="hover">
        <DatePicker
          {...args}
          data-showcase-state="focus"
          label="Start date (calendar)"
          fromDate="2026-12-03"
          defaultValue="2026-12-07"
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    drawForcedStates();
    // The field: the button hovered, the input focused and in error.
    const trigger = lookOf(canvasElement, "default", 0, stateParts.trigger);
    await waitFor(() =>
      expect(lookOf(canvasElement, "hover", 0, stateParts.trigger).background).not.toBe(
        trigger.background,
      ),
    );
    const input = lookOf(canvasElement, "default", 0, stateParts.input);
    await expect(lookOf(canvasElement, "focus", 0, stateParts.input).outline).toBe("solid");
    await expect(input.outline).not.toBe("solid");
    await expect(lookOf(canvasElement, "error", 0, stateParts.input).border).not.toBe(input.border);
    // The calendar (the second element marked hover and focus): a hovered day is shaded
    // against the day after it, the focused day has the ring.
    const restDay = lookOf(canvasElement, "hover", 1, stateParts.restDay);
    await expect(lookOf(canvasElement, "hover", 1, stateParts.hoveredDay).background).not.toBe(
      restDay.background,
    );
    await expect(lookOf(canvasElement, "focus", 1, stateParts.focusedDay).outline).toBe("solid");
    await expect(restDay.outline).not.toBe("solid");
  },
};
