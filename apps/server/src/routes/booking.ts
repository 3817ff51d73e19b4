import { texts } from "@bookwell/contract";
import type { Handlers } from "../handler";
import { HttpError } from "../http-error";
import { liveBooking } from "../shop/shift-places";

/** Calendar calls of the Date & Time step. */
export const bookingHandlers: Handlers = {
  async holidays({ params, db }) {
    const [pkg] = await db.query<{ start_after_days: number }>(
      "SELECT start_after_days FROM packages WHERE matnum = $1",
      [params.matnum],
    );
    if (!pkg) throw new HttpError(404, texts.packageUnknown);
    const rows = await db.query<{ pubDate: string }>(
      "SELECT to_char(holiday_date, 'YYYY-MM-DD') AS \"pubDate\" FROM holidays ORDER BY holiday_date",
    );
    return { data: { startAfterDays: pkg.start_after_days, holidays: rows } };
  },

  async timeSlots({ params, query, db, session, clock }) {
    const date = String(query.date);
    const [job] = await db.query("SELECT 1 FROM jobs WHERE jobnum = $1", [params.jobnum]);
    if (!job) throw new HttpError(404, texts.jobUnknown);
    const [holiday] = await db.query("SELECT 1 FROM holidays WHERE holiday_date = $1", [date]);
    if (holiday) return { data: [] };
    // Only shifts with a place left on that date: bookings and other customers' live holds
    // take places (issue 15; an expired hold, or an unpaid booking past its deadline, counts
    // for nothing).
    const rows = await db.query<{ shiftnum: string; starttime: string; endtime: string }>(
      `SELECT s.shiftnum, to_char(s.starttime, 'HH24:MI') AS starttime, to_char(s.endtime, 'HH24:MI') AS endtime
         FROM shifts s
        WHERE s.jobnum = $1
          AND (SELECT count(*) FROM shift_bookings b
                WHERE b.shiftnum = s.shiftnum AND b.service_date = $2 AND ${liveBooking("b", "$3")})
            + (SELECT count(*) FROM slot_holds h
                WHERE h.shiftnum = s.shiftnum AND h.service_date = $2 AND h.expires_at > $3
                  AND h.arnum IS DISTINCT FROM $4) < s.capacity
        ORDER BY s.starttime`,
      [params.jobnum, date, clock.now(), session?.arnum ?? null],
    );
    return { data: rows };
  },
};
