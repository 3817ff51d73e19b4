import { texts } from "@bookwell/contract";
import type { Handlers } from "../handler";
import { HttpError } from "../http-error";

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

  async timeSlots({ params, query, db }) {
    const date = String(query.date);
    const [job] = await db.query("SELECT 1 FROM jobs WHERE jobnum = $1", [params.jobnum]);
    if (!job) throw new HttpError(404, texts.jobUnknown);
    const [holiday] = await db.query("SELECT 1 FROM holidays WHERE holiday_date = $1", [date]);
    if (holiday) return { data: [] };
    // Only shifts with a place left on that date.
    const rows = await db.query<{ shiftnum: string; starttime: string; endtime: string }>(
      `SELECT s.shiftnum, to_char(s.starttime, 'HH24:MI') AS starttime, to_char(s.endtime, 'HH24:MI') AS endtime
         FROM shifts s
         LEFT JOIN shift_bookings b ON b.shiftnum = s.shiftnum AND b.service_date = $2
        WHERE s.jobnum = $1
        GROUP BY s.shiftnum, s.starttime, s.endtime, s.capacity
       HAVING count(b.id) < s.capacity
        ORDER BY s.starttime`,
      [params.jobnum, date],
    );
    return { data: rows };
  },
};
