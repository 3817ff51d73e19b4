import { serverTexts } from "@bookwell/contract";

import type { Db } from "../../db/db";
import type { Handlers } from "../../handler";
import { holidayOn, holidaysAround } from "../../holidays";
import { HttpError } from "../../http-error";
import { today } from "../shared";
import { bookingTakesPlace, capacityOn } from "./shift-places";

/** Calendar calls of the Date & Time step. */
export const timeSlotHandlers: Handlers = {
  async holidays(ctx) {
    const { params, db } = ctx;
    const [pkg] = await db.query<{ start_after_days: number }>(
      "SELECT start_after_days FROM packages WHERE matnum = $1",
      [params.matnum],
    );
    if (!pkg) throw new HttpError(404, serverTexts.packageUnknown);
    const rows = (await holidaysAround(db, today(ctx))).map((day) => ({ pubDate: day.date }));
    return { data: { startAfterDays: pkg.start_after_days, holidays: rows } };
  },

  async timeSlots({ params, query, db, session, clock }) {
    const date = String(query.date);
    const day = await readShiftDay(db, params.jobnum, date);
    if (!day) throw new HttpError(404, serverTexts.jobUnknown);
    if (day.holiday) return { data: [] };
    // Only shifts with a place left on that date: bookings and other customers' live holds take
    // places (an expired hold, or an unpaid booking past its deadline, counts for
    // nothing: `bookingTakesPlace`, the twin of the SQL's `liveBooking`). Worked out on every
    // call from the stored rows: the clock and who asks are never part of what is kept.
    const now = clock.now().getTime();
    const me = session?.arnum ?? null;
    return {
      data: day.shifts
        .filter(
          (shift) =>
            shift.bookings.filter((releasedAt) => bookingTakesPlace(releasedAt, now)).length +
              shift.holds.filter((hold) => hold.expiresAt > now && hold.arnum !== me).length <
            shift.capacity,
        )
        .map(({ shiftnum, starttime, endtime }) => ({ shiftnum, starttime, endtime })),
    };
  },
};

type ShiftDay = {
  holiday: boolean;
  shifts: {
    shiftnum: string;
    starttime: string;
    endtime: string;
    capacity: number;
    /** Each booking's release time: its cart's payment deadline while it awaits payment, else null. */
    bookings: (number | null)[];
    holds: { arnum: string | null; expiresAt: number }[];
  }[];
};

/**
 * A job's shifts on one date as stored: capacity, bookings, every hold with its expiry; `null`
 * for a job that does not exist. The answer the calendar asks for most, read once and kept until
 * one of its tables changes (`db.cache`): a booking, a hold, a shift, a holiday.
 */
function readShiftDay(db: Db, jobnum: string, date: string): Promise<ShiftDay | null> {
  return db.cache.get(
    `shift-day:${jobnum}:${date}`,
    [
      "jobs",
      "holidays",
      "shifts",
      "shift_day_capacity",
      "shift_bookings",
      "slot_holds",
      "account_bookings",
      "carts",
    ],
    async () => {
      const [row] = await db.query<{
        job: boolean;
        shifts: ShiftDay["shifts"] | null;
      }>(
        `SELECT EXISTS (SELECT 1 FROM jobs WHERE jobnum = $1) AS job,
                (SELECT json_agg(json_build_object(
                          'shiftnum', s.shiftnum,
                          'starttime', to_char(s.starttime, 'HH24:MI'),
                          'endtime', to_char(s.endtime, 'HH24:MI'),
                          'capacity', ${capacityOn("s", "$2")},
                          'bookings', coalesce((SELECT json_agg((
                                        SELECT (extract(epoch FROM min(uc.pay_by)) * 1000)::bigint
                                          FROM account_bookings ub JOIN carts uc ON uc.refnum = ub.ticket
                                         WHERE ub.refnum = b.booking_refnum
                                           AND uc.status = 'AwaitingPayment'))
                                         FROM shift_bookings b
                                        WHERE b.shiftnum = s.shiftnum AND b.service_date = $2),
                                       '[]'::json),
                          'holds', coalesce((SELECT json_agg(json_build_object(
                                              'arnum', h.arnum,
                                              'expiresAt', (extract(epoch FROM h.expires_at) * 1000)::bigint))
                                             FROM slot_holds h
                                            WHERE h.shiftnum = s.shiftnum AND h.service_date = $2),
                                           '[]'::json))
                          ORDER BY s.starttime)
                   FROM shifts s WHERE s.jobnum = $1) AS shifts`,
        [jobnum, date],
      );
      if (!row?.job) return null;
      return { holiday: (await holidayOn(db, date)) !== null, shifts: row.shifts ?? [] };
    },
  );
}
