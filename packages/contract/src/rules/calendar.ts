import { isRealDate } from "../primitive-checks";

/**
 * Calendar dates as the wire carries them: "YYYY-MM-DD" strings, no time, no zone.
 * Arithmetic goes through UTC midnight so no local time zone or DST can shift a day.
 */
export type CalendarDate = string;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function isCalendarDate(value: string): value is CalendarDate {
  return isRealDate(value);
}

function toUtc(date: CalendarDate): Date {
  if (!isRealDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(`${date}T00:00:00Z`);
}

/** `date` plus `days` calendar days (negative goes back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

/** Negative when a is before b. Plain string order is date order for this format. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The business's "today" in its own time zone (Europe/London for the UK brand), whatever the
 * zone of the browser or the server's host: a visitor in Singapore at 01:00 on the 2nd still
 * sees the 1st in London. Every date rule takes this as its `today`.
 */
export function businessToday(timeZone: string, now: Date = new Date()): CalendarDate {
  return dayFormatter(timeZone).format(now);
}

/** One formatter per zone: making an Intl formatter costs far more than formatting with it. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** "25-Dec-2026" (the holiday list's format) to "2026-12-25"; null when it is not a date. */
export function parseHolidayDate(value: string): CalendarDate | null {
  const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, d = "", mon = "", y = ""] = match;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === mon.toLowerCase());
  if (month < 0) return null;
  const date = `${y}-${String(month + 1).padStart(2, "0")}-${d.padStart(2, "0")}`;
  return isCalendarDate(date) ? date : null;
}

/** "2026-12-25" to "25-Dec-2026". */
export function formatHolidayDate(date: CalendarDate): string {
  const [y, m, d] = date.split("-");
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}

/** "2026-12-25" to "25/12/2026", the date picker's display format. */
export function formatDisplayDate(date: CalendarDate): string {
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y}`;
}
