import type { CalendarDate } from "@bookwell/contract";
import Holidays from "date-holidays";

import { DEMO_BUSINESS, type HolidayRegion } from "./config";
import type { Queryable } from "./db/db";

/**
 * The one home of "is this day a holiday": the public holidays of the brand's country and
 * region (the date-holidays package, computed for any year, kept per year), with the rows of
 * the `holidays` table on top: the brand's own closures and the days the staff closed
 * (`open` false), and the public holidays the staff opened again (`open` true).
 */
export interface Holiday {
  date: CalendarDate;
  name: string;
}

const publicByYear = new Map<string, Holiday[]>();

/** Public holidays ("public" type only: no observances) of one year in a region. */
export function publicHolidays(
  year: number,
  region: HolidayRegion = DEMO_BUSINESS.holidays,
): Holiday[] {
  const key = `${region.country}/${region.state ?? ""}/${year}`;
  let list = publicByYear.get(key);
  if (!list) {
    const calendar = region.state
      ? new Holidays(region.country, region.state)
      : new Holidays(region.country);
    const days = calendar.getHolidays(year).filter((day) => day.type === "public");
    // A holiday on a weekend with a substitute day is off on the substitute only (the official
    // list: Boxing Day on a Saturday is the Monday after).
    const substituted = new Set(
      days
        .filter((day) => day.substitute)
        .map((day) => day.name.replace(/ \(substitute day\)$/, "")),
    );
    const seen = new Set<string>();
    list = [];
    for (const day of days) {
      const date = day.date.slice(0, 10);
      if (seen.has(date) || (!day.substitute && substituted.has(day.name))) continue;
      seen.add(date);
      list.push({ date, name: day.name });
    }
    publicByYear.set(key, list);
  }
  return list;
}

/** Every holiday of the years `from`..`to` (both included), in date order. */
export async function holidaysBetween(
  db: Queryable,
  [from, to]: [number, number],
): Promise<Holiday[]> {
  const rows = await db.query<{ date: string; name: string; open: boolean }>(
    `SELECT to_char(holiday_date, 'YYYY-MM-DD') AS date, name, open FROM holidays
      WHERE holiday_date BETWEEN $1 AND $2`,
    [`${from}-01-01`, `${to}-12-31`],
  );
  const byDate = new Map<string, Holiday>();
  for (let year = from; year <= to; year++) {
    for (const day of publicHolidays(year)) byDate.set(day.date, day);
  }
  for (const row of rows) {
    if (row.open) byDate.delete(row.date);
    else byDate.set(row.date, { date: row.date, name: row.name });
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The holidays a list shows or a plan steps over, seen from `today`: last year to five years
 * on (a single date of any year: {@link holidayOn}).
 */
export function holidaysAround(db: Queryable, today: CalendarDate): Promise<Holiday[]> {
  const year = Number(today.slice(0, 4));
  return holidaysBetween(db, [year - 1, year + 5]);
}

/** The dates of {@link holidaysAround}, as a set. */
export async function holidaySet(db: Queryable, today: CalendarDate): Promise<Set<CalendarDate>> {
  return new Set((await holidaysAround(db, today)).map((day) => day.date));
}

/** The holiday on one date, any year; null on a working day. */
export async function holidayOn(db: Queryable, date: CalendarDate): Promise<Holiday | null> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const year = Number(date.slice(0, 4));
  return (await holidaysBetween(db, [year, year])).find((day) => day.date === date) ?? null;
}
