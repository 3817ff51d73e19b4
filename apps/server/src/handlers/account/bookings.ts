import {
  addDays,
  type BookingAwaitingPayment,
  type BookingDetail,
  type BookingListItem,
  type PaymentRef,
  firstAllowedDate,
  messages,
  penceToPounds,
  validateChangeDate,
  serverTexts,
} from "@bookwell/contract";

import { todayOf } from "../../business-date";
import type { Handlers } from "../../handler";
import type { Queryable } from "../../db/db";
import { holidayOn, holidaySet } from "../../holidays";
import { HttpError } from "../../http-error";
import { bookingActions } from "./rules";
import { takePlace } from "../slots/shift-places";
import { isExpired } from "../checkout/unpaid";
import { mailDateChanged, mailRefundRequested } from "../../mail/events";
import { pushDateChanged } from "../../push/index";
import { me, trimmed } from "./shared";
import { readParticulars } from "./particulars";

/** The longest list window a customer may ask for at once. */
const MAX_WINDOW_DAYS = 366;

/** A booking as read, before its amounts become pounds and its actions are worked out. */
type BookingRow = {
  refnum: string;
  ticket: string;
  arnum: string;
  jobnum: string;
  matnum: string;
  matname: string;
  shiftnum: string;
  base_pence: number;
  price_pence: number;
  start_after_days: number;
  repeat_every_days: number;
  crewname: string;
  crewimg: string;
  rating: number;
  status: string;
  modifiedby: string;
  reason: string;
  modifiedon: string;
  notes: string;
  cusremarks: string;
  lat: number | null;
  longi: number | null;
  createdon: string;
  servicetype: string;
  crewqty: number;
  serviceno: string;
  propertytype: string;
  area: number;
  bedroomqty: number;
  bathroomqty: number;
  shipaddress: string;
  servicedate: string;
  timestart: string;
  timeend: string;
  docurl: string;
  progress: number;
  refund_requested_on: string | null;
};

const BOOKING_SELECT = `
  SELECT b.refnum, b.ticket, b.arnum, b.jobnum, b.matnum, p.matname, b.shiftnum,
         b.base_pence, b.price_pence, p.start_after_days, b.repeat_every_days,
         b.crew_name AS crewname, b.crew_img AS crewimg, coalesce(f.rating, 0) AS rating,
         b.status, b.modified_by AS modifiedby, b.modified_reason AS reason,
         coalesce(to_char(b.modified_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), '') AS modifiedon,
         b.notes, b.cus_remarks AS cusremarks, b.lat, b.longi,
         to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS createdon,
         b.service_type AS servicetype, b.crew_qty AS crewqty,
         b.session_no || '/' || b.session_qty AS serviceno,
         b.property_type AS propertytype, b.area, b.bedroomqty, b.bathroomqty,
         b.ship_address AS shipaddress, to_char(b.service_date, 'YYYY-MM-DD') AS servicedate,
         to_char(s.starttime, 'HH24:MI') AS timestart, to_char(s.endtime, 'HH24:MI') AS timeend,
         b.doc_url AS docurl, b.progress,
         to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS refund_requested_on
    FROM account_bookings b
    JOIN packages p ON p.matnum = b.matnum
    JOIN shifts s ON s.shiftnum = b.shiftnum
    LEFT JOIN booking_feedback f ON f.refnum = b.refnum
    LEFT JOIN refund_requests r ON r.refnum = b.refnum`;

/** One booking with its actions; `lock` holds the row until the transaction ends. */
export async function readBooking(db: Queryable, refnum: string, today: string, lock = false) {
  const [row] = await db.query<BookingRow>(
    `${BOOKING_SELECT} WHERE b.refnum = $1${lock ? " FOR UPDATE OF b" : ""}`,
    [refnum],
  );
  if (!row) throw new HttpError(403, serverTexts.forbidden);
  const actions = bookingActions(
    {
      status: row.status,
      servicedate: row.servicedate,
      startAfterDays: row.start_after_days,
      repeatEveryDays: row.repeat_every_days,
      holidays: await holidaySet(db, today),
    },
    today,
  );
  return { row, actions };
}

function toBookingDetail(
  { row, actions }: Awaited<ReturnType<typeof readBooking>>,
  awaitingPayment: BookingAwaitingPayment | undefined,
): BookingDetail {
  const {
    arnum: _arnum,
    shiftnum: _shiftnum,
    base_pence,
    price_pence,
    start_after_days: _lead,
    repeat_every_days: _repeat,
    refund_requested_on,
    ...rest
  } = row;
  return {
    ...rest,
    baseamt: penceToPounds(base_pence),
    price: penceToPounds(price_pence),
    ...actions,
    ...(awaitingPayment ? { awaitingPayment } : {}),
    ...(refund_requested_on ? { refundRequestedOn: refund_requested_on } : {}),
  };
}

/** The cart a booking awaits payment for, as `bookingList` and `bookingDetail` read it. */
type AwaitedCart = {
  cart_refnum: string | null;
  pay_reference: string | null;
  payment_ref: string | null;
  pay_by: Date | string | null;
};

/** What is awaited: the reference to pay with and the deadline (expired once passed). */
function awaitingPaymentOf(cart: AwaitedCart, now: Date): BookingAwaitingPayment | undefined {
  const { cart_refnum, pay_reference, payment_ref, pay_by } = cart;
  if (!cart_refnum || !pay_by) return undefined;
  return {
    refnum: cart_refnum,
    reference: pay_reference ?? cart_refnum,
    paymentref: (payment_ref ?? "paynow") as PaymentRef,
    payBy: new Date(pay_by).toISOString(),
    expired: isExpired({ pay_by: new Date(pay_by) }, now),
  };
}

/** An Open booking's cart awaiting payment (bank transfer, a redirect gateway), if any. */
async function awaitedCart(db: Queryable, row: BookingRow): Promise<AwaitedCart> {
  if (row.status !== "Open")
    return { cart_refnum: null, pay_reference: null, payment_ref: null, pay_by: null };
  const [cart] = await db.query<AwaitedCart>(
    `SELECT refnum AS cart_refnum, coalesce(sor, refnum) AS pay_reference, payment_ref, pay_by
       FROM carts
      WHERE refnum = $1 AND arnum = $2 AND status = 'AwaitingPayment' AND pay_by IS NOT NULL`,
    [row.ticket, row.arnum],
  );
  return cart ?? { cart_refnum: null, pay_reference: null, payment_ref: null, pay_by: null };
}

type BookingListRow = Pick<
  BookingListItem,
  "ticket" | "sessionNo" | "serviceDate" | "assignedCrew" | "serviceType" | "status" | "refnum"
> &
  AwaitedCart & { refund_requested: boolean };

/**
 * A list of the customer's bookings (never another account's: the session's `arnum`). A
 * booking awaiting payment with a deadline (bank transfer or a redirect gateway)
 * carries its reference and deadline; once the deadline has passed its place was released
 * (`checkout/unpaid.ts`'s `isExpired`, the same `pay_by <= now` the places count by), so it lists
 * in History rather than Active, whatever its date.
 */
async function bookingList(
  db: Queryable,
  arnum: string,
  query: Record<string, unknown>,
  which: "active" | "history",
  today: string,
  now: Date,
): Promise<BookingListItem[]> {
  const from = String(query.datefrom);
  const to = String(query.dateto);
  if (from > to) throw new HttpError(400, serverTexts.dateRange);
  if (addDays(from, MAX_WINDOW_DAYS) < to) throw new HttpError(400, serverTexts.windowTooLong);
  // Active: not over, not before today, not released. History: over, passed, or released.
  const released = "coalesce(c.pay_by <= $5, false)";
  const filter =
    which === "active"
      ? `b.service_date >= $4 AND b.status IN ('Open', 'Confirmed') AND NOT ${released}`
      : `(b.service_date < $4 OR b.status NOT IN ('Open', 'Confirmed') OR ${released})`;
  const rows = await db.query<BookingListRow>(
    `SELECT b.ticket, b.session_no || '/' || b.session_qty AS "sessionNo",
            to_char(b.service_date, 'YYYY-MM-DD') AS "serviceDate", b.crew_name AS "assignedCrew",
            b.service_type AS "serviceType", b.status, b.refnum,
            c.refnum AS cart_refnum, coalesce(c.sor, c.refnum) AS pay_reference, c.payment_ref,
            c.pay_by, r.refnum IS NOT NULL AND b.status <> 'Refunded' AS refund_requested
       FROM account_bookings b
       LEFT JOIN carts c ON c.refnum = b.ticket AND c.arnum = b.arnum AND b.status = 'Open'
                        AND c.status = 'AwaitingPayment' AND c.pay_by IS NOT NULL
       LEFT JOIN refund_requests r ON r.refnum = b.refnum
      WHERE b.arnum = $1 AND b.service_date BETWEEN $2 AND $3 AND ${filter}
      ORDER BY b.service_date ${which === "active" ? "ASC" : "DESC"}, b.refnum`,
    [arnum, from, to, today, now],
  );
  return rows.map(
    ({ cart_refnum, pay_reference, payment_ref, pay_by, refund_requested, ...listed }) => {
      const row: BookingListItem = refund_requested ? { ...listed, refundRequested: true } : listed;
      const awaitingPayment = awaitingPaymentOf(
        { cart_refnum, pay_reference, payment_ref, pay_by },
        now,
      );
      return awaitingPayment ? { ...row, awaitingPayment } : row;
    },
  );
}

/** My Bookings: the active and past lists, a booking's detail, a date change or skip, a refund request. */
export const bookingHandlers: Handlers = {
  async activeBookings({ session, query, db, clock, config }) {
    return {
      data: await bookingList(
        db,
        me(session),
        query,
        "active",
        todayOf({ clock, config }),
        clock.now(),
      ),
    };
  },

  async bookingHistory({ session, query, db, clock, config }) {
    return {
      data: await bookingList(
        db,
        me(session),
        query,
        "history",
        todayOf({ clock, config }),
        clock.now(),
      ),
    };
  },

  async bookingDetail({ params, db, clock, config }) {
    const booking = await readBooking(db, params.refnum, todayOf({ clock, config }));
    const cart = await awaitedCart(db, booking.row);
    return { data: toBookingDetail(booking, awaitingPaymentOf(cart, clock.now())) };
  },

  async changeBookingDate({ session, params, body, db, clock, config }) {
    const form = body;
    if (form.refnum !== params.refnum) throw new HttpError(400, serverTexts.bodyMismatch);
    const today = todayOf({ clock, config });
    const skip = form.shiftnum === undefined;
    const [error] = skip ? [] : validateChangeDate(form);
    if (error) throw new HttpError(400, error.message);
    const who = await readParticulars(db, me(session));
    await db.transaction(async (tx) => {
      const { row, actions } = await readBooking(tx, params.refnum, today, true);
      if (!actions.changeable || (skip ? !actions.skipbtn : !actions.changebtn)) {
        throw new HttpError(409, serverTexts.notChangeable);
      }
      let shiftnum = row.shiftnum;
      if (skip) {
        // The server decides where a skip goes: only the booking's skiptodate is accepted.
        if (form.requestDate !== actions.skiptodate) {
          throw new HttpError(400, serverTexts.dateNotAvailable);
        }
      } else {
        // A change names its shift (a skip does not): none is no shift of the job.
        const chosen = form.shiftnum ?? "";
        if (
          form.requestDate < firstAllowedDate(today, row.start_after_days) ||
          (await holidayOn(tx, form.requestDate))
        ) {
          throw new HttpError(400, serverTexts.dateNotAvailable);
        }
        const [shift] = await tx.query("SELECT 1 FROM shifts WHERE shiftnum = $1 AND jobnum = $2", [
          chosen,
          row.jobnum,
        ]);
        if (!shift) throw new HttpError(400, serverTexts.shiftNotOfJob);
        shiftnum = chosen;
      }
      await takePlace(tx, {
        shiftnum,
        date: form.requestDate,
        arnum: row.arnum,
        bookingRefnum: row.refnum,
        now: clock.now(),
      });
      await tx.query(
        `UPDATE account_bookings SET service_date = $2, shiftnum = $3, modified_by = $4,
                modified_reason = $5, modified_on = $6
          WHERE refnum = $1`,
        [
          row.refnum,
          form.requestDate,
          shiftnum,
          `${who.firstname} ${who.lastname}`.trim(),
          skip ? `Skipped from ${row.servicedate}` : `Date changed from ${row.servicedate}`,
          clock.now().toISOString(),
        ],
      );
      // The customer hears of it: mail and My Inbox (mail/events.ts).
      await mailDateChanged(
        tx,
        row.refnum,
        { date: String(row.servicedate), shiftnum: row.shiftnum },
        clock.now(),
      );
      await pushDateChanged(tx, row.refnum, clock.now());
    });
    return { data: null, message: messages.dateTimeChanged };
  },

  async requestRefund({ params, body, db, clock, config }) {
    const form = body;
    if (form.refnum !== params.refnum) throw new HttpError(400, serverTexts.bodyMismatch);
    // One of the reasons the brand offers (its configuration), as the dialog lists them.
    if (!config.brand.refunds.reasons.includes(form.reason.trim())) {
      throw new HttpError(400, messages.refundReasonRequired);
    }
    await db.transaction(async (tx) => {
      const { row } = await readBooking(tx, params.refnum, todayOf({ clock, config }), true);
      if (row.status === "Open") throw new HttpError(400, serverTexts.refundNotPaid);
      if (row.status === "Cancelled" || row.status === "Refunded") {
        throw new HttpError(409, serverTexts.refundClosed);
      }
      const [already] = await tx.query("SELECT 1 FROM refund_requests WHERE refnum = $1", [
        row.refnum,
      ]);
      if (already) throw new HttpError(409, serverTexts.refundRequested);
      await tx.query(
        "INSERT INTO refund_requests (refnum, reason, remark, created_at) VALUES ($1, $2, $3, $4)",
        // The app's clock (the day shown to the customer), as every other date it writes.
        [row.refnum, trimmed(form.reason), trimmed(form.remark), clock.now().toISOString()],
      );
      await mailRefundRequested(tx, row.refnum, clock.now());
    });
    return { data: null, message: messages.requestSubmitted };
  },
};
