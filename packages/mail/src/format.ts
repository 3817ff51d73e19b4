import { formatCalendarDate, isCalendarDate } from "@bookwell/contract";

/** "2026-12-25" to "Friday 25 Dec 2026" (the spec's DD MMM YYYY, with the weekday). */
export function formatMailDate(date: string, locale?: string): string {
  return isCalendarDate(date) ? formatCalendarDate(date, "EEEE dd MMM yyyy", locale) : date;
}
