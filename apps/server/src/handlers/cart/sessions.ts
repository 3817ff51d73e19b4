import type { CalendarDate } from "@bookwell/contract";

import type { Queryable } from "../../db/db";
import { holidaysAround } from "../../holidays";
import { planSessions } from "./session-plan";

/** One session of a cart line: its number in the plan and its date (the line's slot). */
export type LineSession = { sessionNo: number; date: CalendarDate };

/** Every holiday date a session plan steps over (`holidays.ts`), in date order. */
export async function readHolidays(db: Queryable, today: CalendarDate): Promise<CalendarDate[]> {
  return (await holidaysAround(db, today)).map((day) => day.date);
}

/**
 * The sessions a line books (`session-plan.ts`): its package's `sessionQty` on its frequency
 * from the line's date. A quoted line books the sessions its quotation says ("Sessions 4,
 * Weekly"), on that frequency from the date its schedule gave.
 * Undefined when the package's frequency is unknown or its holidays leave no date.
 */
export function sessionsOf(
  line: {
    startdate: string | null;
    session_qty: number;
    frequency: string;
    start_after_days: number;
    quote: { sessionQty: number; frequency: string } | null;
  },
  holidays: readonly CalendarDate[],
  today: CalendarDate,
): { sessions: LineSession[]; repeatEveryDays: number } | undefined {
  if (!line.startdate) return { sessions: [], repeatEveryDays: 0 };
  const plan = planSessions({
    firstDate: line.startdate,
    frequency: line.quote ? line.quote.frequency : line.frequency,
    sessionQty: line.quote ? Math.max(1, line.quote.sessionQty) : line.session_qty,
    holidays,
    today,
    startAfterDays: line.start_after_days,
  });
  if (!plan.ok) return undefined;
  return {
    sessions: plan.dates.map((date, index) => ({ sessionNo: index + 1, date })),
    repeatEveryDays: plan.repeatEveryDays,
  };
}
