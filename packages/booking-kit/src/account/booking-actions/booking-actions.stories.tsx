import {
  addDays,
  DEFAULT_REFUND_HOURS,
  DEFAULT_REFUND_REASONS,
  formatDisplayDate,
  messages,
  texts,
} from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { lastNavigation, withKit } from "../../testing/kit-story";
import { BookingDetails } from "../booking-details";
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

const meta = {
  title: "Booking Kit/Account/BookingActions",
  component: BookingDetails,
  tags: ["autodocs"],
  decorators: [withKit],
  args: { type: "active", refnum: "BK-1001-02" },
  beforeEach: () => {
    actionsMock.reset();
  },
  parameters: {
    layout: "padded",
    msw: { handlers: actionsHandlers },
    docs: {
      description: {
        component:
          "Booking Details' actions (account-area.md sections 2, 4 and 5), in the right panel: change date and skip (shown with `changebtn` / `skipbtn`, enabled while `changeable`), a refund request, feedback with a 6-star rating, items and a tip from credit (TOP-UP CREDITS when the credit is short), and rebook on history, a link to the wizard carrying the package. Stories run over MSW answering as the reference server does.",
      },
    },
  },
} satisfies Meta<typeof BookingDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The dialog's first answer comes after two calls (holidays, then slots): allow for a busy machine. */
const slow = { timeout: 5000 };

/** A day button's name in the calendar: "Monday, 7 December 2026". */
function dayName(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" }).format(date);
  return `${part({ weekday: "long" })}, ${part({ day: "numeric" })} ${part({ month: "long" })} ${part({ year: "numeric" })}`;
}

/**
 * The calendar's button for a day, going to its month first when it is not shown: the story's
 * days are counted from today, so near a month's end they fall on either side of the month the
 * calendar opens on.
 */
async function dayButton(dialog: HTMLElement, iso: string): Promise<HTMLElement> {
  const scope = within(dialog);
  for (let step = 0; step < 3; step++) {
    const shown = scope.queryByRole("button", { name: dayName(iso) });
    if (shown) return shown;
    // The month shown, from a day in the middle of its grid ("Monday, 14 December 2026").
    const days = scope.getAllByRole("button", { name: /^\w+, \d{1,2} \w+ \d{4}$/ });
    const middle = days[Math.floor(days.length / 2)]?.getAttribute("aria-label") ?? "";
    const month = new Date(`${middle.replace(/^\w+, /, "")} 12:00 UTC`).toISOString().slice(0, 7);
    const later = iso.slice(0, 7) > month;
    await userEvent.click(
      scope.getByRole("button", { name: later ? /next month/i : /previous month/i }),
    );
  }
  return scope.findByRole("button", { name: dayName(iso) });
}

/** A card's value for a label in its description list. */
function termOf(canvasElement: HTMLElement, card: string, label: string): string {
  const region = within(canvasElement).getByRole("region", { name: card });
  const term = [...region.querySelectorAll("dt")].find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? "";
}

async function openChangeDate(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: "Change date" }, slow));
  return body(canvasElement).findByRole("dialog", { name: "Change service date" });
}

export const Playground: Story = {};

/**
 * An active session of a weekly plan, changeable: change date, skip and refund. By keyboard,
 * Enter on Change date opens its dialog, arrows choose a slot, Escape closes it.
 */
export const ActiveButtons: Story = {
  play: async ({ canvasElement }) => {
    const actions = await within(canvasElement).findByRole(
      "group",
      { name: "Booking actions" },
      slow,
    );
    const names = within(actions)
      .getAllByRole("button")
      .map((button) => button.textContent);
    await expect(names).toEqual(["Change date", "Skip", "Request refund"]);
    for (const button of within(actions).getAllByRole("button")) await expect(button).toBeEnabled();
    await expect(within(actions).queryByRole("link", { name: "Rebook" })).toBeNull();

    // By keyboard: Enter on the button opens, arrows choose a slot, Escape closes.
    const trigger = within(actions).getByRole("button", { name: "Change date" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Change service date" });
    const morning = await within(dialog).findByRole(
      "radio",
      { name: "Morning, 08:00 to 10:00" },
      slow,
    );
    morning.focus();
    await userEvent.keyboard(" ");
    await expect(morning).toBeChecked();
    // Hold the key until focus has moved (Radix checks a radio only while an arrow is down).
    const afternoon = within(dialog).getByRole("radio", { name: "Afternoon, 13:00 to 15:00" });
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() => expect(afternoon).toHaveFocus());
    await userEvent.keyboard("{/ArrowRight}");
    await expect(afternoon).toBeChecked();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The first press loaded the dialog, which took the button's place (the same button):
    // focus is back on it.
    await expect(within(actions).getByRole("button", { name: "Change date" })).toHaveFocus();
  },
};

/** Inside the lead time (`changeable` false): change date and skip show, disabled. */
export const NotChangeable: Story = {
  args: { refnum: "BK-1001-01" },
  play: async ({ canvasElement }) => {
    const actions = await within(canvasElement).findByRole(
      "group",
      { name: "Booking actions" },
      slow,
    );
    await expect(within(actions).getByRole("button", { name: "Change date" })).toBeDisabled();
    await expect(within(actions).getByRole("button", { name: "Skip" })).toBeDisabled();
    await expect(within(actions).getByRole("button", { name: "Request refund" })).toBeEnabled();
  },
};

/** An unpaid one-off booking: no skip (no `skipbtn`), nothing to refund. */
export const UnpaidOneOff: Story = {
  args: { refnum: "BK-1001-03" },
  play: async ({ canvasElement }) => {
    const actions = await within(canvasElement).findByRole(
      "group",
      { name: "Booking actions" },
      slow,
    );
    await expect(within(actions).getByRole("button", { name: "Change date" })).toBeEnabled();
    await expect(within(actions).queryByRole("button", { name: "Skip" })).toBeNull();
    await expect(within(actions).queryByRole("button", { name: "Request refund" })).toBeNull();
  },
};

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

/** Refund: no reason says so and keeps the remark; then sent, and the booking says so. */
export const Refund: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Request refund" }, slow));
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Refund request" });
    const scope = within(dialog);
    // The brand says nothing of refunds: the default reasons and hours, never the spec's
    // placeholders ("Reason 1", "within X hours").
    await expect(
      scope.getByText(texts.refundPromise(DEFAULT_REFUND_HOURS), { exact: false }),
    ).toBeVisible();
    await userEvent.type(scope.getByRole("textbox", { name: "Remark" }), "Moving house.");
    await userEvent.click(scope.getByRole("button", { name: "Submit" }));
    await expect(scope.getByText("Please select reason of refund.")).toBeVisible();
    await expect(scope.getByRole("combobox", { name: /Reason/ })).toHaveFocus();
    await expect(scope.getByRole("textbox", { name: "Remark" })).toHaveValue("Moving house.");
    await expect(actionsMock.sent("requestRefund")).toHaveLength(0);

    await userEvent.selectOptions(
      scope.getByRole("combobox", { name: /Reason/ }),
      DEFAULT_REFUND_REASONS[1],
    );
    await userEvent.click(scope.getByRole("button", { name: "Submit" }));
    await expect(await body(canvasElement).findByText(messages.requestSubmitted)).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(actionsMock.sent("requestRefund")[0]?.body).toEqual({
      refnum: "BK-1001-02",
      reason: DEFAULT_REFUND_REASONS[1],
      remark: "Moving house.",
    });

    // The request leaves a trace. The status keeps the spec's word with the request
    // beside it, the details say when it was asked, and it is not offered again.
    await expect(await canvas.findByText(texts.refundRequestedOn("22/11/2026"))).toBeVisible();
    await expect(termOf(canvasElement, "Upcoming service", "Status")).toContain(
      `Confirmed${texts.statusRefundRequested}`,
    );
    await expect(canvas.queryByRole("button", { name: "Request refund" })).toBeNull();
  },
};

/** The brand's own refund reasons and promise (`settings.refunds`, from its configuration). */
export const RefundWithTheBrandsReasons: Story = {
  parameters: {
    kit: {
      settings: { refunds: { reasons: ["Missed visit", "Poor clean"], confirmWithinHours: 24 } },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole("button", { name: "Request refund" }, slow),
    );
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Refund request" });
    const scope = within(dialog);
    await expect(scope.getByText(/We confirm refunds within 24 hours\./)).toBeVisible();
    const options = within(scope.getByRole("combobox", { name: /Reason/ })).getAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual([
      "Select a reason",
      "Missed visit",
      "Poor clean",
    ]);
    await userEvent.selectOptions(scope.getByRole("combobox", { name: /Reason/ }), "Poor clean");
    await userEvent.click(scope.getByRole("button", { name: "Submit" }));
    await expect(await body(canvasElement).findByText(messages.requestSubmitted)).toBeVisible();
    await expect(actionsMock.sent("requestRefund")[0]?.body).toMatchObject({
      reason: "Poor clean",
    });
  },
};

/** Refund answered 401: the session ends and the customer goes home. */
export const RefundSessionExpired: Story = {
  parameters: {
    msw: {
      handlers: [expiredOnPost("*/api/mybooking/details/refund/:refnum"), ...actionsHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole("button", { name: "Request refund" }, slow),
    );
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Refund request" });
    await userEvent.selectOptions(
      within(dialog).getByRole("combobox", { name: /Reason/ }),
      DEFAULT_REFUND_REASONS[2],
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    await expect(await body(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

/** A past booking: feedback (not rated yet), refund and rebook; never change date or skip. */
export const HistoryButtons: Story = {
  args: { type: "history", refnum: "BK-1001-05" },
  play: async ({ canvasElement }) => {
    const actions = await within(canvasElement).findByRole(
      "group",
      { name: "Booking actions" },
      slow,
    );
    await expect(
      within(actions)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Request refund", "Give feedback"]);
    await expect(within(actions).getByRole("link", { name: "Rebook" })).toBeVisible();
  },
};

/**
 * Feedback: a rating first ("Please Select rating."), items toggled on and off, the tip
 * toggled (the same amount again clears it), a remark; sent, then the rating shows.
 */
export const Feedback: Story = {
  args: { type: "history", refnum: "BK-1001-05" },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole("button", { name: "Give feedback" }, slow),
    );
    const dialog = await body(canvasElement).findByRole(
      "dialog",
      { name: "Send us your feedback" },
      slow,
    );
    const scope = within(dialog);
    await userEvent.click(scope.getByRole("button", { name: "Submit" }));
    await expect(scope.getByText("Please Select rating.")).toBeVisible();
    await expect(actionsMock.sent("submitFeedback")).toHaveLength(0);

    // Six stars, chosen by keyboard: the first, then arrows.
    const stars = scope.getByRole("radiogroup", { name: "Your rating" });
    await expect(within(stars).getAllByRole("radio")).toHaveLength(6);
    within(stars).getByRole("radio", { name: "1 star" }).focus();
    await userEvent.keyboard(" ");
    for (const count of [2, 3, 4, 5]) {
      // Hold the key until focus has moved (Radix checks a radio only while an arrow is down).
      await userEvent.keyboard("{ArrowRight>}");
      await waitFor(() =>
        expect(within(stars).getByRole("radio", { name: `${count} stars` })).toHaveFocus(),
      );
      await userEvent.keyboard("{/ArrowRight}");
    }
    await expect(within(stars).getByRole("radio", { name: "5 stars" })).toBeChecked();

    const items = scope.getByRole("group", { name: "What went well?" });
    const clean = within(items).getByRole("button", { name: "Clean" });
    await userEvent.click(within(items).getByRole("button", { name: "Eco" }));
    await userEvent.click(clean);
    await expect(clean).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(clean);
    await expect(clean).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(within(items).getByRole("button", { name: "Professional" }));

    const tips = scope.getByRole("group", { name: "Tip for the crew" });
    const two = within(tips).getByRole("button", { name: "£2.00" });
    await userEvent.click(two);
    await expect(two).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(two);
    await expect(two).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(within(tips).getByRole("button", { name: "£5.00" }));
    await userEvent.click(two);
    await expect(within(tips).getByRole("button", { name: "£5.00" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await userEvent.type(scope.getByRole("textbox", { name: "Remark" }), "Lovely, thanks.");
    await userEvent.click(scope.getByRole("button", { name: "Submit" }));

    await expect(await body(canvasElement).findByText(messages.feedbackSubmitted)).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(actionsMock.sent("submitFeedback")[0]?.body).toEqual({
      refnum: "BK-1001-05",
      rating: 5,
      items: ["eco", "professional"],
      remark: "Lovely, thanks.",
      tipamt: 2,
    });
    await expect(
      await within(canvasElement).findByRole("img", { name: "5 out of 6 stars" }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole("button", { name: "Give feedback" })).toBeNull();
  },
};

/** A tip above the credit: the spec's text and TOP-UP CREDITS, which opens the top-up dialog. */
export const FeedbackTipAboveCredit: Story = {
  args: { type: "history", refnum: "BK-1001-05" },
  beforeEach: () => {
    actionsMock.reset(1.5);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole("button", { name: "Give feedback" }, slow),
    );
    const dialog = await body(canvasElement).findByRole(
      "dialog",
      { name: "Send us your feedback" },
      slow,
    );
    const scope = within(dialog);
    await expect(await scope.findByText("£1.50", {}, slow)).toBeVisible();
    await userEvent.click(scope.getByRole("button", { name: "£2.00" }));
    await expect(scope.getByRole("alert")).toHaveTextContent(messages.notEnoughCreditsForTip);
    await userEvent.click(scope.getByRole("button", { name: "TOP-UP CREDITS" }));
    const topUp = await body(canvasElement).findByRole("dialog", { name: "Top-up credits" });
    await expect(within(topUp).getByRole("radiogroup", { name: "Amount" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(topUp).not.toBeInTheDocument());
    await expect(
      body(canvasElement).getByRole("dialog", { name: "Send us your feedback" }),
    ).toBeVisible();
    // A smaller tip is within the credit: the message goes.
    await userEvent.click(scope.getByRole("button", { name: "£1.00" }));
    await expect(scope.queryByRole("alert")).toBeNull();
  },
};

/** Feedback answered 401: the session ends and the customer goes home. */
export const FeedbackSessionExpired: Story = {
  args: { type: "history", refnum: "BK-1001-05" },
  parameters: {
    msw: {
      handlers: [expiredOnPost("*/api/mybooking/details/feedback/:refnum"), ...actionsHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole("button", { name: "Give feedback" }, slow),
    );
    const dialog = await body(canvasElement).findByRole(
      "dialog",
      { name: "Send us your feedback" },
      slow,
    );
    await userEvent.click(within(dialog).getByRole("radio", { name: "4 stars" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    await expect(await body(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

/** Rebook: a real link to the wizard, carrying jobnum, matname, matnum and baseamt. */
export const Rebook: Story = {
  args: { type: "history", refnum: "BK-1001-07" },
  play: async ({ canvasElement }) => {
    const rebook = await within(canvasElement).findByRole("link", { name: "Rebook" }, slow);
    await expect(rebook).toHaveAttribute("href", "/booking");
    rebook.focus();
    await userEvent.keyboard("{Enter}");
    await expect(lastNavigation()).toEqual({
      to: "booking",
      state: {
        jobnum: "J-DEEP",
        matname: "Deep cleaning, 3 hours",
        matnum: "DEEP-3H",
        baseamt: 120,
      },
    });
  },
};

/** On a phone the change-date dialog fits the screen: no sideways scroll. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openChangeDate(canvasElement);
    await within(dialog).findByRole("radio", { name: "Morning, 08:00 to 10:00" }, slow);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

export const SecondBrand: Story = {
  args: { type: "history", refnum: "BK-1001-05" },
  globals: { brand: "sg" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("group", { name: "Booking actions" }, slow);
    await expect(document.documentElement.dataset.brand).toBe("sg");
  },
};
