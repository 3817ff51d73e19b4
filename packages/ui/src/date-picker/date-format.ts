/**
 * Calendar dates travel as "YYYY-MM-DD" strings (DESIGN.md) and are shown as DD/MM/YYYY.
 * These helpers convert at the edges; they read and write LOCAL dates (no time zone shift:
 * "2026-12-07" is 7 December wherever the browser is). Plain code, no date library: a date
 * field loads them before its calendar (and the calendar's date library) is wanted.
 */

/** Parses a "YYYY-MM-DD" string to a local date, or `undefined` when it is not one. */
export function parseIsoDate(iso: string | undefined): Date | undefined {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  // 2026-02-30 rolls over to 2 March: not a date.
  date.setFullYear(year); // years 0-99 are not 1900-1999
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** Formats a local date as "YYYY-MM-DD". */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** Formats a "YYYY-MM-DD" string as "DD/MM/YYYY"; `""` when it is not a date. */
export function formatDisplayDate(iso: string | undefined): string {
  const date = parseIsoDate(iso);
  return date
    ? `${pad(date.getDate(), 2)}/${pad(date.getMonth() + 1, 2)}/${pad(date.getFullYear(), 4)}`
    : "";
}

/**
 * Reads a typed "DD/MM/YYYY" date (day and month may have one digit; spaces around are
 * ignored) as "YYYY-MM-DD"; `undefined` when it is not a real date (31/02/2026, 7/12/26).
 */
export function parseDisplayDate(text: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, day = "", month = "", year = ""] = match;
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return parseIsoDate(iso) ? iso : undefined;
}
