import {
  penceToPounds,
  serverTexts,
  type StaffBookingDetail,
  type StaffBookingItem,
} from "@bookwell/contract";

import { todayOf } from "../../business-date";
import type { Queryable } from "../../db/db";
import type { Handlers, ServiceContext } from "../../handler";
import { HttpError } from "../../http-error";
import { staffOf } from "./access";
import { audit } from "./audit";
import { tellBookingStatus } from "./notify";

/**
 * A booking's lifecycle, staff side: the board (visits of a day by status or crew), a visit in
 * full, and the actions that move it: crew, the crew's position, progress, Completed,
 * Cancelled. Each action locks the visit, refuses a closed one, writes its audit entry and
 * tells the customer in its own transaction.
 */

const ITEM_COLUMNS = `
  b.refnum, b.ticket, b.arnum, trim(a.firstname || ' ' || a.lastname) AS customer,
  b.service_type AS "serviceType", to_char(b.service_date, 'YYYY-MM-DD') AS "serviceDate",
  b.shiftnum, to_char(s.starttime, 'HH24:MI') AS start, to_char(s.endtime, 'HH24:MI') AS "end",
  b.status, b.crew_name AS "crewName", b.progress, b.price_pence,
  coalesce(c.status = 'AwaitingPayment', false) AS "awaitingPayment"`;

const FROM = `
  FROM account_bookings b
  JOIN accounts a ON a.arnum = b.arnum
  JOIN shifts s ON s.shiftnum = b.shiftnum
  LEFT JOIN carts c ON c.refnum = b.ticket`;

type ItemRow = Omit<StaffBookingItem, "price"> & { price_pence: number };
type DetailRow = ItemRow & {
  email: string;
  mobile: string;
  ship_address: string;
  session_no: number;
  session_qty: number;
  crew_phone: string;
  crew_img: string;
  crew_qty: number;
  lat: number | null;
  longi: number | null;
  notes: string;
  cus_remarks: string;
  modified_by: string;
  modified_reason: string;
  modified_on: Date | null;
  refunded_pence: number;
};

const toItem = ({ price_pence, ...row }: ItemRow): StaffBookingItem => ({
  ...row,
  price: penceToPounds(price_pence),
});

export async function readBookingDetail(
  db: Queryable,
  refnum: string,
): Promise<StaffBookingDetail | null> {
  const [row] = await db.query<DetailRow>(
    `SELECT ${ITEM_COLUMNS}, a.email, a.mobile, b.ship_address, b.session_no, b.session_qty,
            b.crew_phone, b.crew_img, b.crew_qty, b.lat, b.longi, b.notes, b.cus_remarks,
            b.modified_by, b.modified_reason, b.modified_on,
            coalesce((SELECT sum(r.amount_pence) FROM refund_requests r
                       WHERE r.refnum = b.refnum AND r.status = 'Approved'), 0)::int AS refunded_pence
       ${FROM} WHERE b.refnum = $1`,
    [refnum],
  );
  if (!row) return null;
  const paid = row.status === "Open" || row.awaitingPayment ? 0 : row.price_pence;
  return {
    ...toItem(row),
    email: row.email,
    mobile: row.mobile,
    address: row.ship_address,
    sessionNo: row.session_no,
    sessionQty: row.session_qty,
    crewPhone: row.crew_phone,
    crewPhoto: row.crew_img,
    crewQty: row.crew_qty,
    lat: row.lat,
    longi: row.longi,
    notes: row.notes,
    customerRemarks: row.cus_remarks,
    modifiedBy: row.modified_by,
    modifiedReason: row.modified_reason,
    modifiedOn: row.modified_on ? new Date(row.modified_on).toISOString() : null,
    paid: penceToPounds(paid),
    refunded: penceToPounds(row.refunded_pence),
  };
}

type Locked = {
  refnum: string;
  status: string;
  crew_name: string;
  crew_phone: string;
  crew_img: string;
  crew_qty: number;
  lat: number | null;
  longi: number | null;
  progress: number;
  awaiting: boolean;
};

const CLOSED = new Set(["Completed", "Cancelled", "Refunded"]);

/** The visit, locked for the action; a closed one (Completed, Cancelled, Refunded) refused. */
async function lockOpenVisit(tx: Queryable, refnum: string): Promise<Locked> {
  const [row] = await tx.query<Locked>(
    `SELECT b.refnum, b.status, b.crew_name, b.crew_phone, b.crew_img, b.crew_qty, b.lat,
            b.longi, b.progress,
            EXISTS (SELECT 1 FROM carts c WHERE c.refnum = b.ticket AND c.status = 'AwaitingPayment') AS awaiting
       FROM account_bookings b WHERE b.refnum = $1 FOR UPDATE OF b`,
    [refnum],
  );
  if (!row) throw new HttpError(404, serverTexts.staffBookingUnknown);
  if (CLOSED.has(row.status)) throw new HttpError(409, serverTexts.staffBookingClosed);
  return row;
}

/**
 * One action on a visit in one transaction: lock it, change it (`apply` answers what the
 * audit log keeps before and after), write the audit entry, and answer the visit as it is now.
 */
async function act(
  ctx: ServiceContext,
  refnum: string,
  action: string,
  apply: (tx: Queryable, visit: Locked) => Promise<{ before: unknown; after: unknown }>,
): Promise<StaffBookingDetail> {
  const staff = staffOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const visit = await lockOpenVisit(tx, refnum);
    const { before, after } = await apply(tx, visit);
    await audit(tx, { staff, action, subject: refnum, before, after, at: ctx.clock.now() });
    return (await readBookingDetail(tx, refnum))!;
  });
}

export const bookingHandlers: Handlers = {
  /** The board: one day's visits (the business's today by default), by shift then crew. */
  async staffBookings(ctx) {
    const { query, db } = ctx;
    const date = query.date ?? todayOf(ctx);
    const rows = await db.query<ItemRow>(
      `SELECT ${ITEM_COLUMNS} ${FROM}
        WHERE b.service_date = $1 AND ($2::text IS NULL OR b.status = $2)
          AND ($3::text IS NULL OR b.crew_name ILIKE '%' || $3 || '%')
        ORDER BY s.starttime, b.crew_name, b.refnum`,
      [date, query.status ?? null, query.crew || null],
    );
    return { data: rows.map(toItem) };
  },

  async staffBooking({ params, db }) {
    const detail = await readBookingDetail(db, params.refnum);
    if (!detail) throw new HttpError(404, serverTexts.staffBookingUnknown);
    return { data: detail };
  },

  async staffAssignCrew(ctx) {
    const { crewName, crewPhone, crewPhoto, crewQty } = ctx.body;
    const data = await act(ctx, ctx.params.refnum, "booking.crew", async (tx, visit) => {
      await tx.query(
        `UPDATE account_bookings SET crew_name = $2, crew_phone = $3, crew_img = $4, crew_qty = $5
          WHERE refnum = $1`,
        [visit.refnum, crewName, crewPhone, crewPhoto, crewQty],
      );
      return {
        before: {
          crewName: visit.crew_name,
          crewPhone: visit.crew_phone,
          crewPhoto: visit.crew_img,
          crewQty: visit.crew_qty,
        },
        after: { crewName, crewPhone, crewPhoto, crewQty },
      };
    });
    return { data, message: serverTexts.staffBookingUpdated };
  },

  /** The crew's position, which the customer's map shows (a crew must be assigned). */
  async staffCrewPosition(ctx) {
    const { lat, longi } = ctx.body;
    const data = await act(ctx, ctx.params.refnum, "booking.position", async (tx, visit) => {
      if (!visit.crew_name) throw new HttpError(409, serverTexts.staffCrewNeeded);
      await tx.query("UPDATE account_bookings SET lat = $2, longi = $3 WHERE refnum = $1", [
        visit.refnum,
        lat,
        longi,
      ]);
      return { before: { lat: visit.lat, longi: visit.longi }, after: { lat, longi } };
    });
    return { data, message: serverTexts.staffBookingUpdated };
  },

  async staffProgress(ctx) {
    const { progress } = ctx.body;
    const data = await act(ctx, ctx.params.refnum, "booking.progress", async (tx, visit) => {
      if (!visit.crew_name) throw new HttpError(409, serverTexts.staffCrewNeeded);
      await tx.query("UPDATE account_bookings SET progress = $2 WHERE refnum = $1", [
        visit.refnum,
        progress,
      ]);
      return { before: { progress: visit.progress }, after: { progress } };
    });
    return { data, message: serverTexts.staffBookingUpdated };
  },

  /** Completed: only a paid visit (Confirmed); the customer may then rate and tip. */
  async staffCompleteBooking(ctx) {
    const staff = staffOf(ctx);
    const now = ctx.clock.now();
    const data = await act(ctx, ctx.params.refnum, "booking.complete", async (tx, visit) => {
      if (visit.status !== "Confirmed" || visit.awaiting) {
        throw new HttpError(409, serverTexts.staffBookingNotConfirmed);
      }
      await tx.query(
        `UPDATE account_bookings SET status = 'Completed', progress = 100, modified_by = $2,
                modified_reason = '', modified_on = $3
          WHERE refnum = $1`,
        [visit.refnum, staff.name, now.toISOString()],
      );
      await tellBookingStatus(tx, visit.refnum, { status: "completed" }, now);
      return {
        before: { status: visit.status, progress: visit.progress },
        after: { status: "Completed", progress: 100 },
      };
    });
    return { data, message: serverTexts.staffBookingCompleted };
  },

  /**
   * Cancelled, with the reason the customer is told. Its place in the shift is freed. A paid
   * visit gets a refund request opened for it (unless the customer asked already), which an
   * admin decides as any other: money never moves without that decision.
   */
  async staffCancelBooking(ctx) {
    const staff = staffOf(ctx);
    const now = ctx.clock.now();
    const { reason } = ctx.body;
    const data = await act(ctx, ctx.params.refnum, "booking.cancel", async (tx, visit) => {
      await tx.query(
        `UPDATE account_bookings SET status = 'Cancelled', modified_by = $2, modified_reason = $3,
                modified_on = $4
          WHERE refnum = $1`,
        [visit.refnum, staff.name, reason, now.toISOString()],
      );
      await tx.query("DELETE FROM shift_bookings WHERE booking_refnum = $1", [visit.refnum]);
      const paid = visit.status === "Confirmed" && !visit.awaiting;
      if (paid) {
        await tx.query(
          `INSERT INTO refund_requests (refnum, reason, remark) VALUES ($1, $2, $3)
           ON CONFLICT (refnum) DO NOTHING`,
          [visit.refnum, reason, "Cancelled by us"],
        );
      }
      await tellBookingStatus(tx, visit.refnum, { status: "cancelled", reason }, now);
      return {
        before: { status: visit.status },
        after: { status: "Cancelled", reason, refundRequested: paid },
      };
    });
    return { data, message: serverTexts.staffBookingCancelled };
  },

  /** Ratings and tips, newest first, with the crew they were for. */
  async staffFeedback({ query, db }) {
    const rows = await db.query<{
      refnum: string;
      arnum: string;
      customer: string;
      serviceType: string;
      serviceDate: string;
      crewName: string;
      rating: number;
      items: string[];
      remark: string;
      tip_pence: number;
      givenAt: Date;
    }>(
      `SELECT b.refnum, b.arnum, trim(a.firstname || ' ' || a.lastname) AS customer,
              b.service_type AS "serviceType", to_char(b.service_date, 'YYYY-MM-DD') AS "serviceDate",
              b.crew_name AS "crewName", f.rating, f.items, f.remark, f.tip_pence,
              f.created_at AS "givenAt"
         FROM booking_feedback f
         JOIN account_bookings b ON b.refnum = f.refnum
         JOIN accounts a ON a.arnum = b.arnum
        WHERE ($1::date IS NULL OR b.service_date >= $1) AND ($2::date IS NULL OR b.service_date <= $2)
        ORDER BY f.created_at DESC, b.refnum LIMIT 500`,
      [query.datefrom ?? null, query.dateto ?? null],
    );
    return {
      data: rows.map(({ tip_pence, givenAt, ...row }) => ({
        ...row,
        tip: penceToPounds(tip_pence),
        givenAt: new Date(givenAt).toISOString(),
      })),
    };
  },
};
