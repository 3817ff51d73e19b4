import {
  createDateRules,
  FEEDBACK_ITEMS,
  validateChangeDate,
  validateFeedback,
  validateRefund,
  validateSkipDate,
  type BookingDetail,
  type CalendarDate,
  type FeedbackForm,
  type HolidayInfo,
  type RefundForm,
} from "@bookwell/contract";

/**
 * The rules of Booking Details' action dialogs (account-area.md sections 2, 4 and 5), pure and
 * unit-tested: the change-date form, skip, refund and the feedback form's toggles. The dialogs
 * dispatch; these decide. Which buttons show is `action-buttons.ts`.
 */

// ── Change date ─────────────────────────────────────────────────────────────────────────────

export type ChangeDateState = {
  /** The chosen date (YYYY-MM-DD), or null before the holidays are known. */
  date: CalendarDate | null;
  /** The chosen shift's number, or null. */
  shift: string | null;
  /** What to show under the form: a rule's text, or the server's refusal. */
  error: string | null;
};

export type ChangeDateEvent =
  /** The holidays came: the first allowed date is chosen, so its slots load. */
  | { type: "HOLIDAYS_LOADED"; info: HolidayInfo; today: CalendarDate }
  | { type: "DATE_CHOSEN"; date: CalendarDate }
  | { type: "SHIFT_CHOSEN"; shift: string }
  /** The customer pressed submit and the form failed a rule. */
  | { type: "INVALID"; message: string }
  /** The server refused (a full slot, a date no longer allowed): its text; the shift is cleared. */
  | { type: "REFUSED"; message: string }
  /** Success, or the dialog closed: the form starts again next time. */
  | { type: "RESET" };

export const initialChangeDate: ChangeDateState = { date: null, shift: null, error: null };

/** The first date a change may move to: the lead time from today, past holidays. */
export function firstAllowedChangeDate(info: HolidayInfo, today: CalendarDate): CalendarDate {
  return createDateRules(info, today).firstSelectable;
}

/** Change date (spec section 4): a new date always clears the shift and reloads the slots. */
export function changeDateReducer(state: ChangeDateState, event: ChangeDateEvent): ChangeDateState {
  switch (event.type) {
    case "HOLIDAYS_LOADED":
      return state.date
        ? state
        : { ...state, date: firstAllowedChangeDate(event.info, event.today), shift: null };
    case "DATE_CHOSEN":
      return event.date === state.date ? state : { date: event.date, shift: null, error: null };
    case "SHIFT_CHOSEN":
      return { ...state, shift: event.shift, error: null };
    case "INVALID":
      return { ...state, error: event.message };
    case "REFUSED":
      return { ...state, shift: null, error: event.message };
    case "RESET":
      return initialChangeDate;
  }
}

/** The change-date form's first problem ("Please choose date.", "Please choose shift."). */
export function changeDateProblem(state: ChangeDateState, refnum: string): string | null {
  const [first] = validateChangeDate({
    refnum,
    requestDate: state.date ?? "",
    shiftnum: state.shift ?? "",
  });
  return first?.message ?? null;
}

/** Skip (spec section 5): the date it moves to is the booking's `skiptodate`. */
export function skipProblem(booking: Pick<BookingDetail, "refnum" | "skiptodate">): string | null {
  const [first] = validateSkipDate({ refnum: booking.refnum, requestDate: booking.skiptodate });
  return first?.message ?? null;
}

// ── Refund ──────────────────────────────────────────────────────────────────────────────────

/** The refund form's first problem: "Please select reason of refund.", or the remark's length. */
export function refundProblem(
  form: RefundForm,
): { field: "reason" | "remark"; message: string } | null {
  const [first] = validateRefund(form);
  return first ? { field: first.field as "reason" | "remark", message: first.message } : null;
}

// ── Feedback ────────────────────────────────────────────────────────────────────────────────

/** Tips toggle (spec section 4): the same amount again clears the tip. */
export function toggleTip(current: number | null, pressed: number): number | null {
  return current === pressed ? null : pressed;
}

/** Feedback items toggle on and off; the selection keeps the spec's order of items. */
export function toggleFeedbackItem(items: readonly string[], item: string): string[] {
  const next = items.includes(item) ? items.filter((i) => i !== item) : [...items, item];
  return FEEDBACK_ITEMS.filter((known) => next.includes(known));
}

/** Whether the tip is more than the customer's credit can pay (then: top up, or a lower tip). */
export function tipExceedsCredit(tip: number | null, availableCredit: number | undefined): boolean {
  return tip !== null && availableCredit !== undefined && tip > availableCredit;
}

/**
 * The feedback form's first problem (spec section 5): "Please Select rating.", then "You do
 * not have enough credits left in your account to give a tip.", then the remark's length.
 */
export function feedbackProblem(
  form: Omit<FeedbackForm, "availableCredit"> & { availableCredit: number | undefined },
): { field: keyof FeedbackForm; message: string } | null {
  const [first] = validateFeedback(form);
  return first ? { field: first.field as keyof FeedbackForm, message: first.message } : null;
}
