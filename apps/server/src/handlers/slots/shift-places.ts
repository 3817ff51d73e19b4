import { texts } from "@bookwell/contract";

import type { Queryable } from "../../db/db";
import { HttpError } from "../../http-error";

/**
 * A shift's places on a date, one rule for a new booking (checkout's confirm), a booking that
 * moves (change date) and a slot hold (`slot-holds.ts`): a place is taken by a booking
 * (`shift_bookings`) or by another customer's live hold (`slot_holds` whose `expires_at` is
 * after `now`: an expired hold counts for nothing, so no job has to delete it). A full shift
 * is a 409 with the one text the customer sees wherever it happens.
 *
 * The shift's row is locked until the transaction ends, so two bookings or holds cannot both
 * take its last place (a caller that locks several shifts first, in one order, may: the lock
 * is re-entrant).
 */
/**
 * SQL: the `shift_bookings` row aliased `alias` still takes its place at `now` (a parameter).
 * A booking of a cart awaiting payment past its deadline (`carts.pay_by`: bank transfer or a
 * redirect gateway) no longer does: its place was released at the deadline, by time
 * alone, as a slot hold's is.
 */
/**
 * The same rule over a booking's release time as the calendar reads it (`time-slots.ts`,
 * from kept rows): its cart's `pay_by` while awaiting payment, else null (never released).
 */
export const bookingTakesPlace = (releasedAt: number | null, now: number): boolean =>
  releasedAt === null || releasedAt > now;

/**
 * SQL: the capacity of the shift aliased `alias` on `date` (a parameter or column): the one
 * staff set for that day (`shift_day_capacity`; 0 closes it), else the shift's usual one.
 */
export function capacityOn(alias: string, date: string): string {
  return `coalesce((SELECT dc.capacity FROM shift_day_capacity dc
                     WHERE dc.shiftnum = ${alias}.shiftnum AND dc.service_date = ${date}::date),
                   ${alias}.capacity)`;
}

export function liveBooking(alias: string, now: string): string {
  return `NOT EXISTS (SELECT 1 FROM account_bookings ub JOIN carts uc ON uc.refnum = ub.ticket
                       WHERE ub.refnum = ${alias}.booking_refnum
                         AND uc.status = 'AwaitingPayment' AND uc.pay_by <= ${now})`;
}

export async function placesLeft(
  tx: Queryable,
  place: { shiftnum: string; date: string; arnum: string; bookingRefnum?: string; now: Date },
): Promise<number> {
  const [shift] = await tx.query<{ capacity: number }>(
    `SELECT ${capacityOn("s", "$2")} AS capacity FROM shifts s WHERE s.shiftnum = $1 FOR UPDATE`,
    [place.shiftnum, place.date],
  );
  if (!shift) return 0;
  const [taken] = await tx.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM shift_bookings sb
              WHERE sb.shiftnum = $1 AND sb.service_date = $2
                AND sb.booking_refnum IS DISTINCT FROM $3 AND ${liveBooking("sb", "$5")})
          + (SELECT count(*) FROM slot_holds
              WHERE shiftnum = $1 AND service_date = $2 AND arnum <> $4 AND expires_at > $5)
            ::int AS n`,
    [place.shiftnum, place.date, place.bookingRefnum ?? null, place.arnum, place.now],
  );
  return shift.capacity - (taken?.n ?? 0);
}

export async function takePlace(
  tx: Queryable,
  place: { shiftnum: string; date: string; arnum: string; bookingRefnum: string; now: Date },
): Promise<void> {
  // `now` is the app's clock, never the wall clock: a hold is live until its expiry by it.
  const left = await placesLeft(tx, place);
  if (left <= 0) throw new HttpError(409, texts.slotFull);
  await tx.query("DELETE FROM shift_bookings WHERE booking_refnum = $1", [place.bookingRefnum]);
  await tx.query(
    "INSERT INTO shift_bookings (shiftnum, service_date, arnum, booking_refnum) VALUES ($1, $2, $3, $4)",
    [place.shiftnum, place.date, place.arnum, place.bookingRefnum],
  );
  // The booking now keeps the place its customer's hold kept.
  await tx.query(
    "DELETE FROM slot_holds WHERE arnum = $1 AND shiftnum = $2 AND service_date = $3",
    [place.arnum, place.shiftnum, place.date],
  );
}

/** A shift on a date. */
export type ShiftDate = { shiftnum: string; date: string };

/**
 * `placesLeft` for many (shift, date) pairs in one query (a confirm's sessions): the places
 * each pair has left at `now` for `arnum` (its own holds keep nothing from it), by
 * `placeKey`. Same rule as `placesLeft`: live bookings and other customers' live holds take a
 * place, a shift that does not exist has none. The caller has locked the shifts.
 */
export async function placesLeftEach(
  tx: Queryable,
  input: { pairs: readonly ShiftDate[]; arnum: string; now: Date },
): Promise<Map<string, number>> {
  const rows = await tx.query<{ shiftnum: string; date: string; places_left: number }>(
    `SELECT p.shiftnum, to_char(p.service_date, 'YYYY-MM-DD') AS date,
            (coalesce(${capacityOn("s", "p.service_date")}, 0)
              - (SELECT count(*) FROM shift_bookings sb
                  WHERE sb.shiftnum = p.shiftnum AND sb.service_date = p.service_date
                    AND ${liveBooking("sb", "$4")})
              - (SELECT count(*) FROM slot_holds h
                  WHERE h.shiftnum = p.shiftnum AND h.service_date = p.service_date
                    AND h.arnum <> $3 AND h.expires_at > $4))::int AS places_left
       FROM unnest($1::text[], $2::date[]) AS p(shiftnum, service_date)
       LEFT JOIN shifts s ON s.shiftnum = p.shiftnum`,
    [
      input.pairs.map((pair) => pair.shiftnum),
      input.pairs.map((pair) => pair.date),
      input.arnum,
      input.now,
    ],
  );
  return new Map(
    rows.map((row) => [placeKey({ shiftnum: row.shiftnum, date: row.date }), row.places_left]),
  );
}

export const placeKey = (pair: ShiftDate) => `${pair.shiftnum}\u0000${pair.date}`;
