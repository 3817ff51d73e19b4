import { formatCalendarDate, formatHolidayDate, isCalendarDate } from "@bookwell/contract";

/*
 * How the account area shows dates and splits lists (account-area.md section 9): inbox dates
 * "DD MMM YYYY", credit dates "DD-MMM-YYYY", the inbox in pages of 5.
 */

/** "2026-11-20T09:30:00Z" or "2026-11-20" → "20 Nov 2026" (the date as written, no zone shift). */
export function inboxDate(value: string, locale?: string): string {
  const date = value.slice(0, 10);
  return isCalendarDate(date) ? formatCalendarDate(date, "dd MMM yyyy", locale) : "";
}

/** "2026-12-31" → "31-Dec-2026"; "" (no expiry) stays "". */
export function creditDate(value: string, locale?: string): string {
  return value ? formatHolidayDate(value.slice(0, 10), locale) : "";
}

/** The inbox's page size. */
export const INBOX_PAGE_SIZE = 5;

/** How many pages `count` items make (at least 1, so an empty list still has a page). */
export function pageCountOf(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The items of page `page` (from 1), the page clamped into range. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  const last = pageCountOf(items.length, size);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  return items.slice((current - 1) * size, current * size);
}

/** The messages whose sender contains the search (any case, spaces around ignored). */
export function searchBySender<T extends { sender: string }>(
  items: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  return needle ? items.filter((item) => item.sender.toLowerCase().includes(needle)) : [...items];
}
