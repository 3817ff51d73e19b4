import {
  type CalendarDate,
  serverTexts,
  type StaffCapacity,
  type StaffHoliday,
} from "@bookwell/contract";

import type { Queryable } from "../../db/db";
import type { Handlers } from "../../handler";
import { holidayOn, holidaysAround, publicHolidays } from "../../holidays";
import { HttpError } from "../../http-error";
import { today } from "../shared";
import { capacityOn, liveBooking } from "../slots/shift-places";
import { staffOf } from "./access";
import { audit } from "./audit";

/**
 * The calendar, staff side: holidays (no booking on them: the date picker greys them), a
 * shift's capacity on one day (`shift_day_capacity`, which every count of places reads through
 * `capacityOn`), closing a day (its shifts to 0). Places already booked stay booked: a lower
 * capacity only stops new bookings.
 */

/** The public holidays (`holidays.ts`) with the brand's closures and the staff's days on top. */
function holidaysOf(db: Queryable, day: CalendarDate): Promise<StaffHoliday[]> {
  return holidaysAround(db, day);
}

/** Every shift of every job on `date`: usual capacity, the day's, places taken now. */
async function capacityOfDay(db: Queryable, date: string, now: Date): Promise<StaffCapacity> {
  const holiday = await holidayOn(db, date);
  const shifts = await db.query<StaffCapacity["shifts"][number]>(
    `SELECT s.jobnum, p.matname, s.shiftnum, to_char(s.starttime, 'HH24:MI') AS start,
            to_char(s.endtime, 'HH24:MI') AS "end", s.capacity AS "defaultCapacity",
            ${capacityOn("s", "$1")} AS capacity,
            (SELECT count(*) FROM shift_bookings sb
              WHERE sb.shiftnum = s.shiftnum AND sb.service_date = $1
                AND ${liveBooking("sb", "$2")})::int AS taken
       FROM shifts s JOIN jobs j ON j.jobnum = s.jobnum JOIN packages p ON p.matnum = j.matnum
      ORDER BY p.matname, s.jobnum, s.starttime`,
    [date, now.toISOString()],
  );
  return { date, holiday: holiday?.name ?? null, shifts };
}

export const calendarHandlers: Handlers = {
  async staffHolidays(ctx) {
    return { data: await holidaysOf(ctx.db, today(ctx)) };
  },

  async staffAddHoliday(ctx) {
    const staff = staffOf(ctx);
    const { date, name } = ctx.body;
    const data = await ctx.db.transaction(async (tx) => {
      if (await holidayOn(tx, date)) throw new HttpError(409, serverTexts.staffHolidayExists);
      // A public holiday the staff had opened again is closed once more: its row loses `open`.
      const added = await tx.query(
        `INSERT INTO holidays (holiday_date, name) VALUES ($1, $2)
           ON CONFLICT (holiday_date) DO UPDATE SET name = EXCLUDED.name, open = false
           WHERE holidays.open RETURNING 1`,
        [date, name],
      );
      if (!added.length) throw new HttpError(409, serverTexts.staffHolidayExists);
      await audit(tx, {
        staff,
        action: "calendar.holiday.add",
        subject: date,
        before: null,
        after: { date, name },
        at: ctx.clock.now(),
      });
      return holidaysOf(tx, today(ctx));
    });
    return { data, message: serverTexts.staffCalendarSaved };
  },

  async staffRemoveHoliday(ctx) {
    const staff = staffOf(ctx);
    const { date } = ctx.params;
    const data = await ctx.db.transaction(async (tx) => {
      const removed = await holidayOn(tx, date);
      if (!removed) throw new HttpError(404, serverTexts.staffHolidayUnknown);
      if (publicHolidays(Number(date.slice(0, 4))).some((day) => day.date === date)) {
        // A public holiday is not stored: the business opening on it is (`open`).
        await tx.query(
          `INSERT INTO holidays (holiday_date, name, open) VALUES ($1, $2, true)
             ON CONFLICT (holiday_date) DO UPDATE SET open = true`,
          [date, removed.name],
        );
      } else {
        await tx.query("DELETE FROM holidays WHERE holiday_date = $1", [date]);
      }
      await audit(tx, {
        staff,
        action: "calendar.holiday.remove",
        subject: date,
        before: { date, name: removed.name },
        after: null,
        at: ctx.clock.now(),
      });
      return holidaysOf(tx, today(ctx));
    });
    return { data, message: serverTexts.staffCalendarSaved };
  },

  async staffCapacity({ query, db, clock }) {
    return { data: await capacityOfDay(db, query.date, clock.now()) };
  },

  async staffSetCapacity(ctx) {
    const staff = staffOf(ctx);
    const { shiftnum, date, capacity } = ctx.body;
    const now = ctx.clock.now();
    const data = await ctx.db.transaction(async (tx) => {
      // The shift's lock: the order every booking of a place takes it in.
      const [shift] = await tx.query<{ capacity: number }>(
        `SELECT ${capacityOn("s", "$2")} AS capacity FROM shifts s WHERE s.shiftnum = $1 FOR UPDATE`,
        [shiftnum, date],
      );
      if (!shift) throw new HttpError(404, serverTexts.staffShiftUnknown);
      await tx.query(
        `INSERT INTO shift_day_capacity (shiftnum, service_date, capacity) VALUES ($1, $2, $3)
         ON CONFLICT (shiftnum, service_date) DO UPDATE SET capacity = $3`,
        [shiftnum, date, capacity],
      );
      await audit(tx, {
        staff,
        action: "calendar.capacity",
        subject: `${shiftnum} ${date}`,
        before: { capacity: shift.capacity },
        after: { capacity },
        at: now,
      });
      return capacityOfDay(tx, date, now);
    });
    return { data, message: serverTexts.staffCalendarSaved };
  },

  /** Closes a day: every shift (of one job, or of all) to capacity 0 for that date. */
  async staffCloseDay(ctx) {
    const staff = staffOf(ctx);
    const { date, jobnum } = ctx.body;
    const now = ctx.clock.now();
    const data = await ctx.db.transaction(async (tx) => {
      const shifts = await tx.query<{ shiftnum: string; capacity: number }>(
        `SELECT s.shiftnum, ${capacityOn("s", "$2")} AS capacity FROM shifts s
          WHERE ($1::text IS NULL OR s.jobnum = $1) ORDER BY s.shiftnum COLLATE "C" FOR UPDATE`,
        [jobnum || null, date],
      );
      if (!shifts.length) throw new HttpError(404, serverTexts.staffShiftUnknown);
      await tx.query(
        `INSERT INTO shift_day_capacity (shiftnum, service_date, capacity)
         SELECT unnest($1::text[]), $2, 0
         ON CONFLICT (shiftnum, service_date) DO UPDATE SET capacity = 0`,
        [shifts.map((shift) => shift.shiftnum), date],
      );
      await audit(tx, {
        staff,
        action: "calendar.close",
        subject: jobnum ? `${jobnum} ${date}` : date,
        before: Object.fromEntries(shifts.map((shift) => [shift.shiftnum, shift.capacity])),
        after: Object.fromEntries(shifts.map((shift) => [shift.shiftnum, 0])),
        at: now,
      });
      return capacityOfDay(tx, date, now);
    });
    return { data, message: serverTexts.staffCalendarSaved };
  },
};
