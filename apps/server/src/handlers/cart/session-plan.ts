import {
  addDays,
  type CalendarDate,
  firstAllowedDate,
  holidayDates,
  type Holidays,
} from "@bookwell/contract";

/**
 * The dates of a package's sessions (recurring plans). A package with several
 * sessions (`sessionQty`) repeats on its `frequency` from the first date the customer chose,
 * in the slot they chose. The rule, one for the server (confirm books these dates) and the
 * kit (Finalise shows them):
 *
 * - Session k (0-based) is due on the first date plus k steps of the frequency (Daily 1 day,
 *   Weekly 7, Fortnightly 14, Monthly one calendar month, the day clamped to the month's
 *   end). Steps count from the first date, never from a moved session, so one holiday does
 *   not shift the rest of the plan.
 * - A due date that is a holiday, or before the lead time (`today + startAfterDays`), moves to
 *   the next day that is neither; a session never lands on or before the one before it.
 */

export type PlanStep = { days: number } | { months: number };

/** The step of a frequency name, case and spaces ignored; undefined for one it does not know. */
export function frequencyStep(frequency: string): PlanStep | undefined {
  switch (
    frequency
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "")
  ) {
    case "daily":
      return { days: 1 };
    case "weekly":
      return { days: 7 };
    case "fortnightly":
    case "biweekly":
      return { days: 14 };
    case "monthly":
      return { months: 1 };
    default:
      return undefined;
  }
}

/** `date` plus `months` calendar months, the day clamped to the last day of that month. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(year).padStart(4, "0")}-${pad(month + 1)}-${pad(Math.min(d, last))}`;
}

/** The nominal date of session `index` (0-based): before any holiday moves it. */
export function dueDate(first: CalendarDate, step: PlanStep, index: number): CalendarDate {
  return "days" in step ? addDays(first, step.days * index) : addMonths(first, step.months * index);
}

export type SessionPlanInput = {
  /** The first session's date, as chosen in Date & Time. */
  firstDate: CalendarDate;
  /** The package's frequency ("Weekly", "Fortnightly"...); ignored for one session. */
  frequency: string;
  /** How many sessions the package has (1 or more). */
  sessionQty: number;
  holidays: Holidays;
  /** The business's date. */
  today: CalendarDate;
  /** The package's lead time in days. */
  startAfterDays: number;
};

export type SessionPlan =
  | { ok: true; dates: CalendarDate[]; repeatEveryDays: number }
  | { ok: false; reason: "frequency" | "no-date" };

/** The longest run of days a session may move over before the holiday list counts as broken. */
const MAX_MOVE_DAYS = 366;

/** Every session's date, in order (see the rule above). */
export function planSessions(input: SessionPlanInput): SessionPlan {
  const count = Math.max(1, Math.trunc(input.sessionQty));
  const step = count > 1 ? frequencyStep(input.frequency) : { days: 0 };
  if (!step) return { ok: false, reason: "frequency" };
  const holidays = holidayDates(input.holidays);
  const earliest = firstAllowedDate(input.today, input.startAfterDays);
  const dates: CalendarDate[] = [];
  for (let index = 0; index < count; index++) {
    let date = dueDate(input.firstDate, step, index);
    const previous = dates.at(-1);
    if (previous && date <= previous) date = addDays(previous, 1);
    if (date < earliest) date = earliest;
    let moved = 0;
    while (holidays.has(date)) {
      if (++moved > MAX_MOVE_DAYS) return { ok: false, reason: "no-date" };
      date = addDays(date, 1);
    }
    dates.push(date);
  }
  const repeatEveryDays = "days" in step ? step.days : 30 * step.months;
  return { ok: true, dates, repeatEveryDays };
}
