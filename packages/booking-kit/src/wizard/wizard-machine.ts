import { type CalendarDate, type DateTimeForm, validateDateTime } from "@bookwell/contract";

import type { SelectedPackage, WizardEntry } from "../booking/booking-entry";
import type { WizardProgress } from "../booking/booking-storage";

export type { SelectedPackage, WizardEntry };

/** The wizard's four steps, in order (booking-flow.md section 4). */
export const WIZARD_STEPS = [
  "DATE_TIME",
  "BOOKING_INFORMATION",
  "FINALIZE_BOOKING",
  "CHECKOUT_PAYMENT",
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The labels of the progress header. */
export const WIZARD_STEP_LABELS: Record<WizardStep, string> = {
  DATE_TIME: "Date & Time",
  BOOKING_INFORMATION: "Booking Information",
  FINALIZE_BOOKING: "Finalise Booking",
  CHECKOUT_PAYMENT: "Checkout & Payment",
};

/** Message keys of `@bookwell/contract`'s catalogue that the wizard can raise. */
export type WizardMessage =
  | "chooseDate"
  | "chooseShift"
  | "choosePickDate"
  | "choosePickShift"
  | "directAccess"
  | "sessionExpired";

export interface WizardState {
  step: WizardStep;
  pkg: SelectedPackage | null;
  date: CalendarDate | null;
  shift: string | null;
  date2: CalendarDate | null;
  shift2: string | null;
  /** Set when the visitor must log in before going on (Date & Time CONTINUE without a session). */
  loginRequested: boolean;
  /** The last problem to show, as a message key. */
  error: WizardMessage | null;
  /**
   * When the server's hold on the chosen slots ends (ISO instant), renewed at each
   * step after Date & Time; null before the first hold or after it ran out.
   */
  holdExpiresAt: string | null;
}

/** Where the wizard starts, or why it cannot: the site then shows the message and goes home. */
export type WizardStart =
  { ok: true; state: WizardState } | { ok: false; message: WizardMessage; goHome: true };

const empty: Omit<WizardState, "step" | "pkg"> = {
  date: null,
  shift: null,
  date2: null,
  shift2: null,
  loginRequested: false,
  error: null,
  holdExpiresAt: null,
};

/**
 * The spec's entry rules: redirect FINALIZE opens Finalise Booking (a session is required);
 * package data opens Date & Time (a visitor without a session may enter it); anything else
 * is a direct access.
 */
/** The state before the wizard has started (its entry not read yet): the first step, nothing chosen. */
export const WIZARD_PLACEHOLDER: WizardState = { ...empty, step: "DATE_TIME", pkg: null };

export function startWizard(entry: WizardEntry, hasSession: boolean): WizardStart {
  if (entry && "redirect" in entry && entry.redirect === "FINALIZE") {
    if (!hasSession) return { ok: false, message: "sessionExpired", goHome: true };
    return { ok: true, state: { ...empty, step: "FINALIZE_BOOKING", pkg: null } };
  }
  if (entry && "package" in entry && entry.package) {
    return { ok: true, state: { ...empty, step: "DATE_TIME", pkg: entry.package } };
  }
  if (entry && "jobnum" in entry && entry.jobnum && entry.matnum) {
    const { matname, matnum, jobnum, jobnum2, baseamt } = entry;
    return {
      ok: true,
      state: { ...empty, step: "DATE_TIME", pkg: { matname, matnum, jobnum, jobnum2, baseamt } },
    };
  }
  return { ok: false, message: "directAccess", goHome: true };
}

export function isTwoJobPackage(pkg: SelectedPackage | null): boolean {
  return Boolean(pkg?.jobnum2 && pkg.jobnum2.trim() !== "");
}

/** The first problem of the Date & Time step, in the spec's order, or null. */
/** The message key of each Date & Time field the contract's rule can refuse. */
const DATE_TIME_MESSAGES: Partial<Record<keyof DateTimeForm, WizardMessage>> = {
  startdate: "chooseDate",
  shiftnum: "chooseShift",
  startdate2: "choosePickDate",
  shiftnum2: "choosePickShift",
};

/** The first Date & Time problem, by the contract's `validateDateTime`, as a message key. */
export function dateTimeError(state: WizardState): WizardMessage | null {
  const [first] = validateDateTime({
    startdate: state.date ?? "",
    shiftnum: state.shift ?? "",
    isMultijob: isTwoJobPackage(state.pkg),
    startdate2: state.date2 ?? "",
    shiftnum2: state.shift2 ?? "",
  });
  return first ? (DATE_TIME_MESSAGES[first.field] ?? null) : null;
}

export type WizardEvent =
  | { type: "SELECT_DATE"; date: CalendarDate }
  | { type: "SELECT_SHIFT"; shift: string }
  | { type: "SELECT_DATE2"; date: CalendarDate }
  | { type: "SELECT_SHIFT2"; shift: string }
  /** CONTINUE on Date & Time. */
  | { type: "CONTINUE_DATE_TIME"; hasSession: boolean }
  /** The booking line was saved (Booking Information CONTINUE succeeded). */
  | { type: "BOOKING_SAVED" }
  /** CONTINUE on Finalise Booking. */
  | { type: "CONTINUE_FINALIZE" }
  | { type: "PREVIOUS" }
  | { type: "LOGIN_HANDLED" }
  | { type: "DISMISS_ERROR" }
  /** The server held (or renewed the hold on) the chosen slots until `expiresAt`. */
  | { type: "HOLD_PLACED"; expiresAt: string }
  /**
   * The hold ran out (the countdown reached 0) or could not be placed (the slot was taken):
   * back to Date & Time to choose a slot again, the date and every other answer kept.
   */
  | { type: "HOLD_LOST" }
  /** The answers kept for this tab (a reload): see `restoreProgress`. */
  | {
      type: "RESTORE";
      progress: WizardProgress;
      /** The session's arnum; null for a visitor. */
      customer: string | null;
      today: CalendarDate;
    };

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case "SELECT_DATE":
      // A new first date clears the second date (and its slot), and the first slot.
      return { ...state, date: event.date, shift: null, date2: null, shift2: null, error: null };
    case "SELECT_SHIFT":
      return { ...state, shift: event.shift, error: null };
    case "SELECT_DATE2":
      return { ...state, date2: event.date, shift2: null, error: null };
    case "SELECT_SHIFT2":
      return { ...state, shift2: event.shift, error: null };
    case "CONTINUE_DATE_TIME": {
      if (state.step !== "DATE_TIME") return state;
      const error = dateTimeError(state);
      if (error) return { ...state, error };
      if (!event.hasSession) return { ...state, loginRequested: true, error: null };
      return { ...state, step: "BOOKING_INFORMATION", loginRequested: false, error: null };
    }
    case "BOOKING_SAVED":
      if (state.step !== "BOOKING_INFORMATION") return state;
      return { ...state, step: "FINALIZE_BOOKING", error: null };
    case "CONTINUE_FINALIZE":
      if (state.step !== "FINALIZE_BOOKING") return state;
      return { ...state, step: "CHECKOUT_PAYMENT", error: null };
    case "PREVIOUS": {
      const index = WIZARD_STEPS.indexOf(state.step);
      if (index <= 0) return state;
      return { ...state, step: WIZARD_STEPS[index - 1]!, error: null };
    }
    case "LOGIN_HANDLED":
      return { ...state, loginRequested: false };
    case "DISMISS_ERROR":
      return { ...state, error: null };
    case "HOLD_PLACED":
      return { ...state, holdExpiresAt: event.expiresAt };
    case "HOLD_LOST":
      if (state.pkg === null) return { ...state, holdExpiresAt: null };
      return {
        ...state,
        step: "DATE_TIME",
        shift: null,
        shift2: null,
        holdExpiresAt: null,
        error: null,
      };
    case "RESTORE":
      return restoreProgress(state, event);
  }
}

const samePackage = (a: SelectedPackage | null, b: SelectedPackage) =>
  a !== null &&
  a.matnum === b.matnum &&
  a.jobnum === b.jobnum &&
  (a.jobnum2 ?? "") === (b.jobnum2 ?? "") &&
  a.baseamt === b.baseamt;

/**
 * A reload reopens the wizard where the customer was, with the dates and slots
 * they chose: only a wizard just entered for the same package, on the same business day
 * (dates and slots move on); Booking Information only for the same logged-in customer (else
 * Date & Time with the answers). Anything else leaves the state as it is.
 */
export function restoreProgress(
  state: WizardState,
  event: { progress: WizardProgress; customer: string | null; today: CalendarDate },
): WizardState {
  const { progress, customer } = event;
  if (state.step !== "DATE_TIME" || state.date !== null) return state;
  if (!samePackage(state.pkg, progress.pkg) || progress.savedOn !== event.today) return state;
  const sameCustomer = customer !== null && customer === progress.owner;
  return {
    ...state,
    step:
      progress.step === "BOOKING_INFORMATION" && sameCustomer ? "BOOKING_INFORMATION" : "DATE_TIME",
    date: progress.date,
    shift: progress.shift,
    date2: progress.date2,
    shift2: progress.shift2,
    error: null,
  };
}

/** Steps before the current one are complete; the progress header marks them active. */
export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}
