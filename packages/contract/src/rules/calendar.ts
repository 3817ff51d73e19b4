import { isRealDate } from "../primitive-checks";

/**
 * Calendar dates as the wire carries them: "YYYY-MM-DD" strings, no time, no zone.
 * Arithmetic goes through UTC midnight so no local time zone or DST can shift a day.
 * This is the one home of calendar dates for the kit, the site, the mail and the server:
 * parsing, the real-date check, and the spec's display forms with month and weekday names
 * from `Intl.DateTimeFormat` in the brand's locale.
 */
export type CalendarDate = string;

/** The locale dates are written in when a brand names none. */
export const DEFAULT_DATE_LOCALE = "en-GB";

/** A real "YYYY-MM-DD" date (no 2026-02-30): the wire's check itself, not a wrapper of it. */
export const isCalendarDate = isRealDate as (value: string) => value is CalendarDate;

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
  // en-CA formats as YYYY-MM-DD.
  return dateFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * One `Intl.DateTimeFormat` per (locale, options), made on first use: making one costs far
 * more than formatting with it.
 */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** The day of the week of a calendar date, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return toUtc(date).getUTCDay();
}

/** The calendar date of year, month (1-12) and day, or `undefined` when there is no such day. */
export function calendarDateOf(year: number, month: number, day: number): CalendarDate | undefined {
  const date = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return isRealDate(date) ? date : undefined;
}

/**
 * Month names in `locale` from Intl, January first. "long" is the full name; "MMM", the
 * spec's three-letter form, is the first three letters of it ("Sep": en-GB's own short
 * form is "Sept", which the spec's DD MMM YYYY does not write).
 */
export function monthNames(locale: string = DEFAULT_DATE_LOCALE): readonly string[] {
  return names(`month:${locale}`, () => {
    const format = dateFormat(locale, { month: "long", timeZone: "UTC" });
    return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2026, month, 1)));
  });
}

/** Weekday names in `locale` from Intl, Sunday first ("Sunday" … "Saturday" in English). */
export function weekdayNames(locale: string = DEFAULT_DATE_LOCALE): readonly string[] {
  return names(`weekday:${locale}`, () => {
    const format = dateFormat(locale, { weekday: "long", timeZone: "UTC" });
    // 2026-01-04 was a Sunday.
    return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2026, 0, 4 + day)));
  });
}

const nameLists = new Map<string, readonly string[]>();
function names(key: string, make: () => readonly string[]): readonly string[] {
  let list = nameLists.get(key);
  if (!list) {
    list = make();
    nameLists.set(key, list);
  }
  return list;
}

/**
 * The forms the specs show a date in, by their pattern: DD/MM/YYYY (fields, tables),
 * DD MMM YYYY (inbox, blog), DD-MMM-YYYY (holidays, credits), and the weekday forms of mails
 * and quotations.
 */
export type DatePattern =
  "dd/MM/yyyy" | "dd MMM yyyy" | "dd-MMM-yyyy" | "EEEE dd MMM yyyy" | "EEEE d MMMM yyyy";

/**
 * A calendar date in one of the spec's forms, its names in `locale` ("2026-12-25" →
 * "25/12/2026", "25 Dec 2026", "25-Dec-2026", "Friday 25 Dec 2026", "Friday 25 December
 * 2026"). A calendar date has no zone: to show an instant, take its date in the business's
 * zone first (`businessToday(timeZone, instant)`).
 */
export function formatCalendarDate(
  date: CalendarDate,
  pattern: DatePattern,
  locale: string = DEFAULT_DATE_LOCALE,
): string {
  const [y = "", m = "", d = ""] = date.split("-");
  const month = monthNames(locale)[Number(m) - 1] ?? "";
  return pattern.replace(/yyyy|MMMM|MMM|MM|dd|d|EEEE/g, (token) => {
    switch (token) {
      case "yyyy":
        return y;
      case "MMMM":
        return month;
      case "MMM":
        return month.slice(0, 3);
      case "MM":
        return m;
      case "dd":
        return d;
      case "d":
        return String(Number(d));
      default:
        return weekdayNames(locale)[weekdayOf(date)] ?? "";
    }
  });
}

/** "25-Dec-2026" (the holiday list's format) to "2026-12-25"; null when it is not a date. */
export function parseHolidayDate(value: string, locale?: string): CalendarDate | null {
  const match = /^(\d{1,2})-(\p{L}{3})-(\d{4})$/u.exec(value.trim());
  if (!match) return null;
  const [, d = "", mon = "", y = ""] = match;
  return calendarDateOf(Number(y), monthOf(mon, locale) + 1, Number(d)) ?? null;
}

/**
 * The month (0-11) a written month name names, by its first three letters in `locale`
 * ("Sep", "sept", "September" → 8); -1 when it names none.
 */
export function monthOf(name: string, locale?: string): number {
  const start = name.slice(0, 3).toLocaleLowerCase(locale);
  return monthNames(locale).findIndex(
    (month) => month.slice(0, 3).toLocaleLowerCase(locale) === start,
  );
}

/** "2026-12-25" to "25-Dec-2026". */
export function formatHolidayDate(date: CalendarDate, locale?: string): string {
  return formatCalendarDate(date, "dd-MMM-yyyy", locale);
}

/**
 * "2026-12-25" to "25/12/2026", the date picker's display format; "" when it is not a date
 * (the same contract as ui's date field, which cannot import this package). Digits only, so
 * no locale's names: the parts rearranged, not `formatCalendarDate` (a page that shows only
 * these dates then carries none of the names' code).
 */
export function formatDisplayDate(date: CalendarDate | undefined): string {
  return date && isRealDate(date) ? date.split("-").reverse().join("/") : "";
}
