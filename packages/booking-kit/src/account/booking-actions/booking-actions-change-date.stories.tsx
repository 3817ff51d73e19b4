import { addDays, fail, formatDisplayDate, messages, texts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { lastNavigation } from "../../testing/kit-story";
import type { BookingDetails } from "../booking-details";
import { storyToday } from "../../testing/mocks/bookings.mocks";
import {
  actionsHandlers,
  actionsMock,
  expiredOnPost,
  failingPost,
  HOLIDAY_DAYS,
  LEAD_DAYS,
  MORNING_ONLY_DAY,
  pendingGet,
} from "../../testing/mocks/booking-actions.mocks";
import {
  bookingActionsStoryMeta,
  body,
  slow,
  dayButton,
  termOf,
  openChangeDate,
} from "./booking-actions-stories";

const meta = {
  ...bookingActionsStoryMeta,
  title: "Booking Kit/Account/BookingActions/Change Date and Skip",
} satisfies Meta<typeof BookingDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Change date: the holidays first, then the slots of the first allowed date (the lead-time
 * day is a holiday, so the day after); a holiday cannot be chosen; another date reloads the
 * slots and clears the shift; success closes, and the details show the new date.
 */
export const ChangeDate: Story = {
  play: async ({ canvasElement }) => {
    const today = storyToday();
    const first = addDays(today, LEAD_DAYS + 1);
    const next = addDays(today, MORNING_ONLY_DAY);
    const dialog = await openChangeDate(canvasElement);
    const scope = within(dialog);
    const morning = await scope.findByRole("radio", { name: "Morning, 08:00 to 10:00" }, slow);
    await expect(actionsMock.sent("holidays")).toHaveLength(1);
    await expect(actionsMock.slotDates()).toEqual([first]);
    // The later holiday: the lead-time one can sit in the month before the calendar's first
    // (on 28 November the calendar opens on December, and November cannot be shown).
    await expect(await dayButton(dialog, addDays(today, HOLIDAY_DAYS[1]))).toBeDisabled();

    await userEvent.click(morning);
    await expect(morning).toBeChecked();
    await userEvent.click(await dayButton(dialog, next));
    await waitFor(() => expect(actionsMock.slotDates()).toEqual([first, next]));
    const nextMorning = await scope.findByRole("radio", { name: "Morning, 08:00 to 10:00" }, slow);
    await expect(nextMorning).not.toBeChecked();
    await expect(scope.queryByRole("radio", { name: /Evening/ })).toBeNull();

    await userEvent.click(nextMorning);
    await userEvent.click(scope.getByRole("button", { name: "Change date" }));
    await expect(await body(canvasElement).findByText(messages.dateTimeChanged)).toBeVisible();
    await waitFor(() =>
      expect(body(canvasElement).queryByRole("dialog", { name: "Change service date" })).toBeNull(),
    );
    await expect(actionsMock.sent("changeBookingDate")[0]?.body).toEqual({
      refnum: "BK-1001-02",
      requestDate: next,
      shiftnum: "J-RHC-a",
    });
    await waitFor(() =>
      expect(termOf(canvasElement, "Service Information", "Service date")).toBe(
        formatDisplayDate(next),
      ),
    );
    // Opened again, the form starts afresh on the first allowed date.
    const again = await openChangeDate(canvasElement);
    await expect(
      await within(again).findByRole("radio", { name: "Morning, 08:00 to 10:00" }, slow),
    ).not.toBeChecked();
  },
};

/** CHANGE DATE without a slot: "Please choose shift.", and nothing is sent. */
export const ChangeDateNeedsShift: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openChangeDate(canvasElement);
    const scope = within(dialog);
    await scope.findByRole("radio", { name: "Morning, 08:00 to 10:00" }, slow);
    await userEvent.click(scope.getByRole("button", { name: "Change date" }));
    await expect(scope.getByRole("alert")).toHaveTextContent("Please choose shift.");
    await expect(actionsMock.sent("changeBookingDate")).toHaveLength(0);
  },
};

/** The dialog while the holidays are on their way. */
export const ChangeDateLoading: Story = {
  parameters: {
    msw: { handlers: [pendingGet("*/api/booking/holidaylist/:matnum"), ...actionsHandlers] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openChangeDate(canvasElement);
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Loading dates");
  },
};

/** The holidays' first call fails once: the dialog says so, and its Try again shows the dates. */
let holidaysFailed = false;
export const ChangeDateHolidaysFail: Story = {
  beforeEach: () => {
    holidaysFailed = false;
  },
  parameters: {
    msw: {
      handlers: [
        http.get("*/api/booking/holidaylist/:matnum", () => {
          if (holidaysFailed) return undefined;
          holidaysFailed = true;
          return HttpResponse.json(fail(messages.oops), { status: 500 });
        }),
        ...actionsHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openChangeDate(canvasElement);
    const scope = within(dialog);
    const alert = await scope.findByRole("alert", {}, slow);
    await expect(alert).toHaveTextContent(messages.oops);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(
      await scope.findByRole("radio", { name: "Morning, 08:00 to 10:00" }, slow),
    ).toBeVisible();
    await expect(actionsMock.sent("holidays")).toHaveLength(1);
  },
};

/**
 * The evening slot was taken after the list was read: the server's text, the dialog stays
 * open on the same date, the shift is cleared and the slots are asked again.
 */
export const ChangeDateSlotFull: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openChangeDate(canvasElement);
    const scope = within(dialog);
    await userEvent.click(
      await scope.findByRole("radio", { name: "Evening, 18:00 to 20:00" }, slow),
    );
    await userEvent.click(scope.getByRole("button", { name: "Change date" }));
    await expect(await scope.findByRole("alert")).toHaveTextContent(texts.slotFull);
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(actionsMock.slotDates()).toHaveLength(2));
    await waitFor(() => expect(scope.queryByRole("radio", { checked: true })).toBeNull());
    // Nothing changed: the details were not asked again.
    await expect(actionsMock.sent("bookingDetail")).toHaveLength(1);
  },
};

/** The server fails: the notification says so; the dialog and the choice stay. */
export const ChangeDateServerError: Story = {
  parameters: {
    msw: {
      handlers: [failingPost("*/api/mybooking/details/changedate/:refnum"), ...actionsHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openChangeDate(canvasElement);
    const scope = within(dialog);
    await userEvent.click(
      await scope.findByRole("radio", { name: "Afternoon, 13:00 to 15:00" }, slow),
    );
    await userEvent.click(scope.getByRole("button", { name: "Change date" }));
    await expect(
      (await body(canvasElement).findAllByText(messages.oops)).length,
    ).toBeGreaterThanOrEqual(1);
    await expect(dialog).toBeVisible();
  },
};

/** A 401: "Your session has been expired, Please login again", and home. */
export const ChangeDateSessionExpired: Story = {
  parameters: {
    msw: {
      handlers: [expiredOnPost("*/api/mybooking/details/changedate/:refnum"), ...actionsHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openChangeDate(canvasElement);
    const scope = within(dialog);
    await userEvent.click(
      await scope.findByRole("radio", { name: "Morning, 08:00 to 10:00" }, slow),
    );
    await userEvent.click(scope.getByRole("button", { name: "Change date" }));
    await expect(await body(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

/** Skip: the session moves to `skiptodate` (the change-date call without a shift). */
export const Skip: Story = {
  play: async ({ canvasElement }) => {
    const skipTo = addDays(storyToday(), 16);
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Skip" }, slow));
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Skip this session?" });
    await userEvent.click(
      within(dialog).getByRole("button", { name: `Skip to ${formatDisplayDate(skipTo)}` }),
    );
    await expect(await body(canvasElement).findByText(messages.dateTimeChanged)).toBeVisible();
    await expect(actionsMock.sent("changeBookingDate")[0]?.body).toEqual({
      refnum: "BK-1001-02",
      requestDate: skipTo,
    });
    await waitFor(() =>
      expect(termOf(canvasElement, "Service Information", "Service date")).toBe(
        formatDisplayDate(skipTo),
      ),
    );
  },
};
