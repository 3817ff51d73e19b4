import {
  penceToPounds,
  poundsToPence,
  serverTexts,
  type StaffTransferItem,
} from "@bookwell/contract";

import type { Queryable } from "../../db/db";
import type { Handlers } from "../../handler";
import { HttpError } from "../../http-error";
import { formatAmount } from "../../mail/events";
import { placesLeftEach, placeKey } from "../slots/shift-places";
import { lockAccountAndCart, markCartPaid } from "../checkout/unpaid";
import { staffOf } from "./access";
import { audit } from "./audit";
import { pushPaymentReceived } from "./notify";

/**
 * Bank transfers, staff side: the bookings awaiting one (the reference the customer pays with,
 * the amount due, the deadline), recording one as received, extending a deadline. Recording
 * pays the cart through the customers' own path (`markCartPaid`: bookings confirmed, credit
 * taken, the confirmation mailed), once: the cart is locked, and a second recording finds it
 * paid.
 */

type TransferRow = {
  refnum: string;
  arnum: string;
  customer: string;
  email: string;
  sor: string | null;
  paid_pence: number;
  credit_used_pence: number;
  pay_by: Date;
  services: string | null;
  first_date: string | null;
};

const TRANSFER_SELECT = `
  SELECT c.refnum, c.arnum, trim(a.firstname || ' ' || a.lastname) AS customer, a.email, c.sor,
         c.paid_pence, c.credit_used_pence, c.pay_by,
         (SELECT string_agg(DISTINCT b.service_type, ', ') FROM account_bookings b
           WHERE b.ticket = c.refnum) AS services,
         (SELECT to_char(min(b.service_date), 'YYYY-MM-DD') FROM account_bookings b
           WHERE b.ticket = c.refnum) AS first_date
    FROM carts c JOIN accounts a ON a.arnum = c.arnum
   WHERE c.status = 'AwaitingPayment' AND c.payment_ref = 'paynow' AND c.pay_by IS NOT NULL`;

function toItem(row: TransferRow, now: Date): StaffTransferItem {
  return {
    refnum: row.refnum,
    arnum: row.arnum,
    customer: row.customer,
    email: row.email,
    reference: row.sor ?? row.refnum,
    amount: penceToPounds(row.paid_pence),
    payBy: new Date(row.pay_by).toISOString(),
    expired: new Date(row.pay_by).getTime() <= now.getTime(),
    services: row.services ?? "",
    firstDate: row.first_date,
  };
}

async function lockTransfer(tx: Queryable, refnum: string): Promise<TransferRow> {
  // The customer's account, then the cart (FOR UPDATE OF c): the order every payment path
  // takes (`lockAccountAndCart`).
  await lockAccountAndCart(tx, refnum);
  const [row] = await tx.query<TransferRow>(
    `${TRANSFER_SELECT} AND c.refnum = $1 FOR UPDATE OF c`,
    [refnum],
  );
  if (!row) throw new HttpError(409, serverTexts.staffTransferUnknown);
  return row;
}

/** Whether every place of a cart released at its deadline is still free to take again. */
async function placesStillFree(tx: Queryable, refnum: string, arnum: string, now: Date) {
  const visits = await tx.query<{ shiftnum: string; date: string }>(
    `SELECT b.shiftnum, to_char(b.service_date, 'YYYY-MM-DD') AS date
       FROM account_bookings b WHERE b.ticket = $1 ORDER BY b.shiftnum`,
    [refnum],
  );
  const shifts = [...new Set(visits.map((visit) => visit.shiftnum))].sort();
  for (const shiftnum of shifts) {
    await tx.query("SELECT 1 FROM shifts WHERE shiftnum = $1 FOR UPDATE", [shiftnum]);
  }
  const left = await placesLeftEach(tx, { pairs: visits, arnum, now });
  const needed = new Map<string, number>();
  for (const visit of visits) needed.set(placeKey(visit), (needed.get(placeKey(visit)) ?? 0) + 1);
  return [...needed].every(([key, count]) => (left.get(key) ?? 0) >= count);
}

export const transferHandlers: Handlers = {
  async staffTransfers({ db, clock }) {
    const rows = await db.query<TransferRow>(`${TRANSFER_SELECT} ORDER BY c.pay_by, c.refnum`);
    const now = clock.now();
    return { data: rows.map((row) => toItem(row, now)) };
  },

  /**
   * The bank shows the transfer: its amount must be the amount due, to the penny (another
   * amount is refused and nothing changes, so the agent checks with the customer). A booking
   * past its deadline has had its places released: its deadline is extended first.
   */
  async staffRecordTransfer(ctx) {
    const staff = staffOf(ctx);
    const now = ctx.clock.now();
    const received = poundsToPence(ctx.body.amount);
    const data = await ctx.db.transaction(async (tx) => {
      const cart = await lockTransfer(tx, ctx.params.refnum);
      if (received !== cart.paid_pence) {
        throw new HttpError(
          400,
          serverTexts.staffTransferAmountWrong(
            formatAmount(received),
            formatAmount(cart.paid_pence),
          ),
        );
      }
      if (new Date(cart.pay_by).getTime() <= now.getTime()) {
        throw new HttpError(409, serverTexts.staffTransferReleased);
      }
      const transactionId = `BT-${cart.refnum}${ctx.body.bankReference ? `-${ctx.body.bankReference}` : ""}`;
      const paid = await markCartPaid(ctx, tx, cart, transactionId);
      if (!paid) throw new HttpError(409, serverTexts.staffTransferUnknown);
      await pushPaymentReceived(
        tx,
        {
          refnum: cart.refnum,
          arnum: cart.arnum,
          firstDate: cart.first_date,
          services: cart.services ?? "",
        },
        now,
      );
      await audit(tx, {
        staff,
        action: "transfer.record",
        subject: cart.refnum,
        before: { status: "AwaitingPayment", due: penceToPounds(cart.paid_pence) },
        after: {
          status: "Paid",
          received: penceToPounds(received),
          bankReference: ctx.body.bankReference,
        },
        at: now,
      });
      return toItem(cart, now);
    });
    return { data, message: serverTexts.staffTransferRecorded };
  },

  /**
   * A later deadline: only later than the current one and in the future. Past the deadline
   * the places were released to others: extended only when they are all still free.
   */
  async staffExtendDeadline(ctx) {
    const staff = staffOf(ctx);
    const now = ctx.clock.now();
    const payBy = new Date(ctx.body.payBy);
    const data = await ctx.db.transaction(async (tx) => {
      const cart = await lockTransfer(tx, ctx.params.refnum);
      const was = new Date(cart.pay_by);
      if (payBy.getTime() <= Math.max(was.getTime(), now.getTime())) {
        throw new HttpError(400, serverTexts.staffDeadlineNotLater);
      }
      if (
        was.getTime() <= now.getTime() &&
        !(await placesStillFree(tx, cart.refnum, cart.arnum, now))
      ) {
        throw new HttpError(409, serverTexts.staffSlotsTaken);
      }
      await tx.query("UPDATE carts SET pay_by = $2 WHERE refnum = $1", [
        cart.refnum,
        payBy.toISOString(),
      ]);
      await audit(tx, {
        staff,
        action: "transfer.deadline",
        subject: cart.refnum,
        before: { payBy: was.toISOString() },
        after: { payBy: payBy.toISOString() },
        at: now,
      });
      return toItem({ ...cart, pay_by: payBy }, now);
    });
    return { data, message: serverTexts.staffDeadlineExtended };
  },
};
