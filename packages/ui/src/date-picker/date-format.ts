import { format, isValid, parse } from "date-fns";

/**
 * Calendar dates travel as "YYYY-MM-DD" strings (DESIGN.md) and are shown as DD/MM/YYYY.
 * These helpers convert at the edges; they read and write LOCAL dates (no time zone shift:
 * "2026-12-07" is 7 December wherever the browser is).
 */

/** Parses a "YYYY-MM-DD" string to a local date, or `undefined` when it is not one. */
export function parseIsoDate(iso: string | undefined): Date | undefined {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const date = parse(iso, "yyyy-MM-dd", new Date(2000, 0, 1));
  return isValid(date) ? date : undefined;
}

/** Formats a local date as "YYYY-MM-DD". */
export function toIsoDate(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** Formats a "YYYY-MM-DD" string as "DD/MM/YYYY"; `""` when it is not a date. */
export function formatDisplayDate(iso: string | undefined): string {
  const date = parseIsoDate(iso);
  return date ? format(date, "dd/MM/yyyy") : "";
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
