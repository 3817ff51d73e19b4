import {
  accountTexts,
  addDays,
  BOOKING_WINDOW_DAYS,
  compareDates,
  type BookingListItem,
  type CalendarDate,
} from "@bookwell/contract";

/*
 * My Booking's rules (account-area.md sections 2 and 4), pure so they are tested without
 * React: each tab's default dates, what changing a date does, the ticket search and the
 * status a customer reads. `MyBookings` dispatches; it does not decide.
 */

/** The two lists of My Booking, and the two kinds of booking details. */
export type BookingListType = "active" | "history";

export type DateRange = { from: CalendarDate; to: CalendarDate };

/**
 * A tab's default dates: Active from today to 30 days ahead, History from 30 days ago up to
 * today. `today` is the business's date (`businessToday(settings.timeZone)`).
 */
export function defaultBookingRange(type: BookingListType, today: CalendarDate): DateRange {
  return type === "active"
    ? { from: today, to: addDays(today, BOOKING_WINDOW_DAYS) }
    : { from: addDays(today, -BOOKING_WINDOW_DAYS), to: today };
}

/** "Open" reads as pending; any other status as confirmed (account-area.md section 4). */
export function bookingStatusLabel(status: string): "Pending" | "Confirmed" {
  return status === "Open" ? "Pending" : "Confirmed";
}

/**
 * What a booking really is beside the spec's word (which reads any status but Open as
 * "Confirmed"): Cancelled, Refunded, or Refund requested once the customer asked for one; null
 * for a booking that is just what the word says.
 */
export function bookingStateBeside(
  status: string,
  refundRequested: boolean,
): "Cancelled" | "Refunded" | typeof accountTexts.statusRefundRequested | null {
  // The booking's own status word (the API's value) where it says what it is.
  if (status === "Cancelled" || status === "Refunded") return status;
  return refundRequested ? accountTexts.statusRefundRequested : null;
}

/**
 * A listed booking's status as the customer reads it: awaiting payment (bank transfer or a
 * redirect gateway) until its deadline, released after it (the server's `expired`:
 * it cannot be resumed), otherwise the spec's pending or confirmed.
 */
export function bookingRowStatus(
  row: Pick<BookingListItem, "status" | "awaitingPayment">,
):
  | ReturnType<typeof bookingStatusLabel>
  | typeof accountTexts.statusAwaitingPayment
  | typeof accountTexts.statusReleased {
  if (row.awaitingPayment) {
    return row.awaitingPayment.expired
      ? accountTexts.statusReleased
      : accountTexts.statusAwaitingPayment;
  }
  return bookingStatusLabel(row.status);
}

/** The rows whose ticket contains the search text (case and surrounding spaces ignored). */
export function searchByTicket<Row extends Pick<BookingListItem, "ticket">>(
  rows: readonly Row[],
  search: string,
): Row[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return [...rows];
  return rows.filter((row) => row.ticket.toLowerCase().includes(wanted));
}

/**
 * What the list shows: the tab, the dates being chosen (`draft`), the dates asked for
 * (`applied`, the query's), the ticket search, and which date is missing after Filter.
 */
export type BookingListState = {
  type: BookingListType;
  draft: DateRange;
  applied: DateRange;
  search: string;
  missing: "from" | "to" | null;
};

export type BookingListEvent =
  | { type: "tab"; tab: BookingListType; today: CalendarDate }
  | { type: "from"; date: CalendarDate | "" }
  | { type: "to"; date: CalendarDate | "" }
  | { type: "filter" }
  | { type: "search"; text: string };

/** The list as it opens: a tab with its default dates, already asked for. */
export function initialBookingList(type: BookingListType, today: CalendarDate): BookingListState {
  const range = defaultBookingRange(type, today);
  return { type, draft: range, applied: range, search: "", missing: null };
}

export function bookingListReducer(
  state: BookingListState,
  event: BookingListEvent,
): BookingListState {
  switch (event.type) {
    case "tab":
      // Switching tabs starts that tab afresh with its own default dates (a new request).
      return initialBookingList(event.tab, event.today);
    case "from":
      // Changing date-from sets date-to equal to it; clearing it leaves date-to alone.
      return {
        ...state,
        draft: event.date ? { from: event.date, to: event.date } : { ...state.draft, from: "" },
        missing: null,
      };
    case "to":
      return { ...state, draft: { ...state.draft, to: event.date }, missing: null };
    case "filter": {
      const { from, to } = state.draft;
      if (!from) return { ...state, missing: "from" };
      if (!to) return { ...state, missing: "to" };
      const applied = compareDates(from, to) <= 0 ? { from, to } : { from: to, to: from };
      return { ...state, draft: applied, applied, missing: null };
    }
    case "search":
      return { ...state, search: event.text };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

/** A booking's progress as a whole percentage, or null when the server sent words. */
export function progressPercent(progress: string | number): number | null {
  const value = typeof progress === "number" ? progress : Number(progress.trim() || Number.NaN);
  if (!Number.isFinite(value)) return null;
  return Math.round(Math.min(100, Math.max(0, value)));
}
