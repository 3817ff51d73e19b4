import {
  addDays,
  compareDates,
  isCalendarDate,
  parseHolidayDate,
  type CalendarDate,
} from "./calendar-date";

/**
 * What the holiday call answers: the lead time and the public holidays. Dates travel as
 * YYYY-MM-DD (DESIGN.md); the spec's display format DD-MMM-YYYY is read too.
 */
export interface HolidayInfo {
  startAfterDays: number;
  holidays: ReadonlyArray<{ pubDate: string }>;
}

export interface DateRules {
  /** The first date a visit may start on (lead time and holidays applied). */
  firstSelectable: CalendarDate;
  /** True when a visit may start on this date. */
  isSelectable(date: CalendarDate): boolean;
  /** True when the second visit of a two-job package may be on this date, given the first. */
  isSelectableSecond(date: CalendarDate, firstDate: CalendarDate): boolean;
}

/**
 * The spec's date rule: a date is selectable when it is after today plus startAfterDays
 * minus one (so on or after today + startAfterDays) and not a holiday. The second date of a
 * two-job package must be after the first date plus the same offset, and not a holiday.
 * `today` is the business's date (see `businessToday`), never the browser's.
 */
export function createDateRules(info: HolidayInfo, today: CalendarDate): DateRules {
  const offset = Math.max(0, Math.trunc(info.startAfterDays) - 1);
  const holidays = new Set(
    info.holidays
      .map((holiday) =>
        isCalendarDate(holiday.pubDate) ? holiday.pubDate : parseHolidayDate(holiday.pubDate),
      )
      .filter((date): date is CalendarDate => date !== null),
  );
  const afterOffset = (date: CalendarDate, base: CalendarDate) =>
    compareDates(date, addDays(base, offset)) > 0;

  const isSelectable = (date: CalendarDate) => afterOffset(date, today) && !holidays.has(date);
  let firstSelectable = addDays(today, offset + 1);
  while (holidays.has(firstSelectable)) firstSelectable = addDays(firstSelectable, 1);

  return {
    firstSelectable,
    isSelectable,
    isSelectableSecond: (date, firstDate) => afterOffset(date, firstDate) && !holidays.has(date),
  };
}
