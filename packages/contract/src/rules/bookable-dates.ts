import type { HolidayInfo } from "../entities/booking";
import { addDays, isCalendarDate, parseHolidayDate, type CalendarDate } from "./calendar";

/**
 * Which day a visit can be booked on (booking-flow.md section 5): after today plus the
 * package's lead time (`startAfterDays`) minus one, so from `today + startAfterDays`, and not
 * a public holiday. The second visit of a two-job package counts the same lead time from the
 * first visit's date. `today` is always the business's date (`businessToday`), never the
 * browser's or the host's.
 */

/** Public holidays: a list of dates, or the holiday call's `{ pubDate }` entries. */
export type Holidays =
  ReadonlySet<CalendarDate> | ReadonlyArray<CalendarDate | { pubDate: string }>;

export type BookableOptions = {
  /** The business's date. */
  today: CalendarDate;
  /** The package's lead time in days; 0 allows today. */
  startAfterDays: number;
  holidays: Holidays;
  /** For the second visit of a two-job package: the first visit's date. */
  after?: CalendarDate;
};

/**
 * The holiday dates as YYYY-MM-DD. The wire carries YYYY-MM-DD; the spec's display format
 * DD-MMM-YYYY is read too; an entry that is neither is ignored.
 */
export function holidayDates(holidays: Holidays): ReadonlySet<CalendarDate> {
  if (holidays instanceof Set) return holidays;
  const dates = new Set<CalendarDate>();
  for (const entry of holidays as ReadonlyArray<CalendarDate | { pubDate: string }>) {
    const text = typeof entry === "string" ? entry : entry.pubDate;
    const date = isCalendarDate(text) ? text : parseHolidayDate(text);
    if (date) dates.add(date);
  }
  return dates;
}

/** The lead-time bound alone: `from + startAfterDays` (holidays not applied). */
export function firstAllowedDate(from: CalendarDate, startAfterDays: number): CalendarDate {
  return addDays(from, Math.max(0, Math.trunc(startAfterDays)));
}

/** Whether a visit may be booked on `date`. */
export function isSelectableDate(date: CalendarDate, options: BookableOptions): boolean {
  const from = options.after ?? options.today;
  return (
    date >= firstAllowedDate(from, options.startAfterDays) &&
    !holidayDates(options.holidays).has(date)
  );
}

/** The first date a visit may be booked on: the lead-time bound, moved past holidays. */
export function firstSelectableDate(options: BookableOptions): CalendarDate {
  const holidays = holidayDates(options.holidays);
  let date = firstAllowedDate(options.after ?? options.today, options.startAfterDays);
  // A year of holidays in a row is a broken list, not a calendar: stop there.
  for (let i = 0; i < 366 && holidays.has(date); i++) date = addDays(date, 1);
  return date;
}

/** The date rules of one package on one day, for a date picker. */
export interface DateRules {
  /** The first date a visit may start on (lead time and holidays applied). */
  firstSelectable: CalendarDate;
  /** True when a visit may start on this date. */
  isSelectable(date: CalendarDate): boolean;
  /** True when the second visit of a two-job package may be on this date, given the first. */
  isSelectableSecond(date: CalendarDate, firstDate: CalendarDate): boolean;
}

/** The rules above for the holiday call's answer and the business's `today`. */
export function createDateRules(info: HolidayInfo, today: CalendarDate): DateRules {
  const options = {
    today,
    startAfterDays: info.startAfterDays,
    holidays: holidayDates(info.holidays),
  };
  // A month grid asks for each day it shows, at each render: the bound is worked out once.
  const firstAllowed = firstAllowedDate(today, info.startAfterDays);
  return {
    firstSelectable: firstSelectableDate(options),
    isSelectable: (date) => date >= firstAllowed && !options.holidays.has(date),
    isSelectableSecond: (date, firstDate) =>
      isSelectableDate(date, { ...options, after: firstDate }),
  };
}
