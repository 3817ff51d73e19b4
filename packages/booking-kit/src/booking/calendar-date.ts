/**
 * Calendar dates as the wire carries them: "YYYY-MM-DD" strings, no time, no zone.
 * Arithmetic goes through UTC midnight so no local time zone or DST can shift a day.
 */
export type CalendarDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function toUtc(date: CalendarDate): Date {
  const match = ISO.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const [, y, m, d] = match;
  const utc = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (utc.getUTCDate() !== Number(d)) throw new RangeError(`Not a calendar date: ${date}`);
  return utc;
}

function fromUtc(utc: Date): CalendarDate {
  return utc.toISOString().slice(0, 10);
}

export function isCalendarDate(value: string): value is CalendarDate {
  try {
    toUtc(value);
    return true;
  } catch {
    return false;
  }
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return fromUtc(utc);
}

/** Negative when a is before b. Plain string order is date order for this format. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The business's "today" in its own time zone (Europe/London for the UK brand), whatever
 * the browser's zone: a visitor in Singapore at 01:00 on the 2nd still sees the 1st in London.
 */
export function businessToday(timeZone: string, now: Date = new Date()): CalendarDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** "25-Dec-2026" (the holiday list's format) to "2026-12-25"; null when it is not a date. */
export function parseHolidayDate(value: string): CalendarDate | null {
  const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, d, mon, y] = match;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === mon!.toLowerCase());
  if (month < 0) return null;
  const date = `${y}-${String(month + 1).padStart(2, "0")}-${d!.padStart(2, "0")}`;
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
