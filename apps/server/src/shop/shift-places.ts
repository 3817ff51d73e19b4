import { texts } from "@bookwell/contract";

import type { Queryable } from "../db/db";
import { HttpError } from "../http-error";

/**
 * A shift's places on a date, one rule for a new booking (checkout's confirm) and a booking
 * that moves (change date): the booking takes a place if the shift has room for it, not
 * counting the place it may hold already, and gives up any other place it held. A full shift
 * is a 409 with the one text the customer sees wherever it happens.
 *
 * The shift's row is locked until the transaction ends, so two bookings cannot both take its
 * last place (a caller that locks several shifts first, in one order, may: the lock is
 * re-entrant).
 */
export async function takePlace(
  tx: Queryable,
  place: { shiftnum: string; date: string; arnum: string; bookingRefnum: string },
): Promise<void> {
  const [shift] = await tx.query<{ capacity: number }>(
    "SELECT capacity FROM shifts WHERE shiftnum = $1 FOR UPDATE",
    [place.shiftnum],
  );
  const [taken] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM shift_bookings
      WHERE shiftnum = $1 AND service_date = $2 AND booking_refnum IS DISTINCT FROM $3`,
    [place.shiftnum, place.date, place.bookingRefnum],
  );
  if (!shift || (taken?.n ?? 0) >= shift.capacity) throw new HttpError(409, texts.slotFull);
  await tx.query("DELETE FROM shift_bookings WHERE booking_refnum = $1", [place.bookingRefnum]);
  await tx.query(
    "INSERT INTO shift_bookings (shiftnum, service_date, arnum, booking_refnum) VALUES ($1, $2, $3, $4)",
    [place.shiftnum, place.date, place.arnum, place.bookingRefnum],
  );
}
