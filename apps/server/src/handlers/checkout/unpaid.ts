import {
  penceToPounds,
  type ResumePaymentResult,
  texts,
  type UnpaidBooking,
  serverTexts,
} from "@bookwell/contract";
import { randomBytes } from "node:crypto";

import type { Queryable } from "../../db/db";
import type { ServerConfig } from "../../config";
import type { Handlers, ServiceContext } from "../../handler";
import { HttpError } from "../../http-error";
import { formatAmount, mailBookingConfirmation, notify } from "../../mail/events";
import { siteUrl } from "../../mail/settings";
import { redirectGateway, unpaidHoldHours } from "../../payments";
import { returnCartCredit, takeCartCredit } from "../../credit-ledger";
import { placeKey, placesLeftEach, type ShiftDate } from "../slots/shift-places";
import { CART_COLUMNS, type CartRow } from "../cart/cart";
import { supersedeCardAttempts, voidRedirects } from "./redirect-sessions";
import { refuseUnofferedMethod } from "./offered-methods";
import { me, today } from "../shared";

/**
 * Unpaid bookings: their deadline, their list, resuming them, and paying them
 * (`markCartPaid`, which every way of paying calls). A redirect gateway's return is
 * `redirect-return.ts`.
 *
 * A cart confirmed for bank transfer or a redirect gateway is awaiting payment: its bookings
 * hold their places until `pay_by` (`UNPAID_HOLD_HOURS` after confirm, 24 by default), shown
 * to the customer with the reference. After it the places are free for others: the counts
 * leave such bookings out (`shift-places.ts`), with no job. Until then the customer resumes:
 * the QR and reference again, the gateway's page again, or a card instead, and the booking is
 * paid once whatever comes back late (`resumePayment` voids the gateway's session first; an
 * approval it finds already taken pays the cart instead of the card).
 */

export type UnpaidCartRow = CartRow & { pay_by: Date | null };

/** The deadline of a booking confirmed now: the earlier one still running is kept. */
export function payByOf(now: Date, earlier: Date | null): Date {
  if (earlier && earlier.getTime() > now.getTime()) return earlier;
  return new Date(now.getTime() + unpaidHoldHours() * 3_600_000);
}

export const isExpired = (cart: { pay_by: Date | null }, now: Date) =>
  cart.pay_by !== null && new Date(cart.pay_by).getTime() <= now.getTime();

/** The QR payload of a bank transfer (what the customer's banking app reads). */
export const qrPayloadOf = (sor: string, pence: number) =>
  `BOOKWELL|${sor}|GBP|${penceToPounds(pence).toFixed(2)}`;

const newSessionId = () => `rp_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;

/** The cart, locked for the change that follows (`FOR UPDATE`). */
export async function lockCart(tx: Queryable, refnum: string): Promise<UnpaidCartRow | undefined> {
  const [cart] = await tx.query<UnpaidCartRow>(
    `SELECT ${CART_COLUMNS}, pay_by FROM carts WHERE refnum = $1 FOR UPDATE`,
    [refnum],
  );
  return cart;
}

/**
 * The account's row lock (`FOR NO KEY UPDATE`: the one a confirm, a top-up and a tip take
 * before they read or spend the credit balance).
 */
export async function lockAccount(tx: Queryable, arnum: string): Promise<void> {
  await tx.query("SELECT 1 FROM accounts WHERE arnum = $1 FOR NO KEY UPDATE", [arnum]);
}

/**
 * The cart's account, then the cart: the one order every path that pays or confirms a cart
 * takes the two locks in (confirm, resume, a card attempt's outcome, a gateway's return, a
 * transfer recorded, `markCartPaid`). Taken the other way round by one of them, a confirm
 * holding the account and a payment holding the cart would each wait for the other
 * (PostgreSQL's deadlock, 40P01: a 500). A cart's account never changes, so it is read first
 * without a lock.
 */
export async function lockAccountAndCart(
  tx: Queryable,
  refnum: string,
): Promise<UnpaidCartRow | undefined> {
  const [owner] = await tx.query<{ arnum: string }>("SELECT arnum FROM carts WHERE refnum = $1", [
    refnum,
  ]);
  if (!owner) return undefined;
  await lockAccount(tx, owner.arnum);
  return lockCart(tx, refnum);
}

/**
 * Opens a redirect session for the cart at the gateway in force: our record (the only open
 * one of the cart), then the provider's. Null when no redirect gateway can run.
 */
export async function startRedirect(
  db: Queryable,
  cart: { refnum: string; paid_pence: number; pay_by: Date },
  gatewayRef: "2c2p" | "uktakepay",
): Promise<string> {
  const gateway = redirectGateway();
  if (!gateway) throw new HttpError(409, serverTexts.redirectUnavailable);
  const sessionId = newSessionId();
  await db.query(
    `INSERT INTO redirect_payments (id, refnum, gateway, amount_pence) VALUES ($1, $2, $3, $4)`,
    [sessionId, cart.refnum, gatewayRef, cart.paid_pence],
  );
  const { redirectUrl } = await gateway.start(db, {
    sessionId,
    gateway: gatewayRef,
    reference: cart.refnum,
    amountPence: cart.paid_pence,
    expiresAt: cart.pay_by,
  });
  return redirectUrl;
}

/**
 * Marks an awaiting cart paid (its bookings confirmed, its credit taken, the confirmation
 * mail queued). False when it was not awaiting payment, or when the payment came after the
 * cart's deadline and its places have gone to others since: then the booking is cancelled and
 * the payment is owed back in full (`late_payment_refunds`, refunded by the reconciler), and
 * `lateRefundOf` says so. A late payment whose places are still free keeps its booking.
 */
export async function markCartPaid(
  ctx: Pick<ServiceContext, "clock"> & { config: Pick<ServerConfig, "timeZone"> },
  tx: Queryable,
  cart: Pick<CartRow, "refnum" | "arnum" | "credit_used_pence">,
  transactionId: string,
): Promise<boolean> {
  // The account's lock before the cart's (the credit is settled under it); a caller that
  // locked them already, in that order, holds both.
  const locked = await lockAccountAndCart(tx, cart.refnum);
  if (locked?.status !== "AwaitingPayment") return false;
  const now = ctx.clock.now();
  if (isExpired(locked, now) && !(await placesStillFree(tx, locked, now))) {
    await refundLatePayment(tx, locked, transactionId);
    return false;
  }
  const paid = await tx.query(
    `UPDATE carts SET status = 'Paid', transaction_id = $2, paid_at = now()
      WHERE refnum = $1 AND status = 'AwaitingPayment' RETURNING 1`,
    [cart.refnum, transactionId],
  );
  if (!paid.length) return false;
  await tx.query("UPDATE account_bookings SET status = 'Confirmed' WHERE ticket = $1", [
    cart.refnum,
  ]);
  await takeCartCredit(
    tx,
    { arnum: cart.arnum, refnum: cart.refnum, creditUsedPence: cart.credit_used_pence },
    today(ctx),
  );
  await mailBookingConfirmation(tx, cart.refnum, ctx.clock.now());
  return true;
}

/**
 * Whether every place a lapsed cart's bookings held is still free (its own bookings stopped
 * counting at its deadline), with the shifts locked as a confirm locks them.
 */
async function placesStillFree(tx: Queryable, cart: UnpaidCartRow, now: Date): Promise<boolean> {
  const held = await tx.query<ShiftDate>(
    `SELECT sb.shiftnum, to_char(sb.service_date, 'YYYY-MM-DD') AS date
       FROM shift_bookings sb JOIN account_bookings b ON b.refnum = sb.booking_refnum
      WHERE b.ticket = $1`,
    [cart.refnum],
  );
  if (!held.length) return true;
  await tx.query(
    `SELECT 1 FROM shifts WHERE shiftnum = ANY($1::text[]) ORDER BY shiftnum COLLATE "C" FOR UPDATE`,
    [[...new Set(held.map((pair) => pair.shiftnum))].sort()],
  );
  const needed = new Map<string, number>();
  for (const pair of held) needed.set(placeKey(pair), (needed.get(placeKey(pair)) ?? 0) + 1);
  const left = await placesLeftEach(tx, { pairs: held, arnum: cart.arnum, now });
  return [...needed].every(([key, count]) => (left.get(key) ?? 0) >= count);
}

/**
 * A late payment whose places have gone: the booking cancelled (its places and redeemed
 * credit given back), the payment owed back in full. Once a cart.
 */
async function refundLatePayment(tx: Queryable, cart: UnpaidCartRow, transactionId: string) {
  await tx.query(
    `DELETE FROM shift_bookings WHERE booking_refnum IN
       (SELECT refnum FROM account_bookings WHERE ticket = $1)`,
    [cart.refnum],
  );
  await tx.query("UPDATE account_bookings SET status = 'Refunded' WHERE ticket = $1", [
    cart.refnum,
  ]);
  await tx.query("UPDATE carts SET status = 'Cancelled', transaction_id = $2 WHERE refnum = $1", [
    cart.refnum,
    transactionId,
  ]);
  await returnCartCredit(tx, cart.refnum);
  await tx.query(
    `INSERT INTO late_payment_refunds (refnum, transaction_id, amount_pence) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [cart.refnum, transactionId, cart.paid_pence],
  );
}

/** The refund owed for a payment that came too late for its places, if any. */
export async function lateRefundOf(
  db: Queryable,
  refnum: string,
): Promise<{ transaction_id: string; amount_pence: number } | undefined> {
  const [row] = await db.query<{ transaction_id: string; amount_pence: number }>(
    "SELECT transaction_id, amount_pence FROM late_payment_refunds WHERE refnum = $1",
    [refnum],
  );
  return row;
}

/**
 * The awaiting-payment or payment-failed mail (and inbox message), with the link that
 * resumes the booking and its deadline. In the caller's transaction.
 */
export async function mailPaymentNeeded(
  tx: Queryable,
  refnum: string,
  reason: "failed" | "awaiting",
  now: Date,
): Promise<void> {
  const [cart] = await tx.query<{
    arnum: string;
    email: string;
    firstname: string;
    paid_pence: number;
    pay_by: Date | null;
    services: string | null;
  }>(
    `SELECT c.arnum, a.email, a.firstname, c.paid_pence, c.pay_by,
            (SELECT string_agg(DISTINCT b.service_type, ', ') FROM account_bookings b
              WHERE b.ticket = c.refnum) AS services
       FROM carts c JOIN accounts a ON a.arnum = c.arnum WHERE c.refnum = $1`,
    [refnum],
  );
  if (!cart) return;
  const deadline = cart.pay_by ? new Date(cart.pay_by).toISOString().slice(0, 10) : undefined;
  await notify(tx, {
    to: cart.email,
    arnum: cart.arnum,
    now,
    mail: {
      template: "payment-needed",
      props: {
        firstname: cart.firstname,
        refnum,
        service: cart.services ?? "",
        amount: formatAmount(Number(cart.paid_pence)),
        resumeUrl: resumeUrlOf(refnum),
        reason,
        ...(deadline ? { deadline } : {}),
      },
    },
  });
}

/** The site's page that resumes an unpaid booking. */
export const resumeUrlOf = (refnum: string) =>
  `${siteUrl()}/paynow-qrcode?resume=${encodeURIComponent(refnum)}`;

type UnpaidRow = UnpaidCartRow & {
  services: string | null;
  first_date: string | null;
};

function toUnpaid(row: UnpaidRow, now: Date): UnpaidBooking {
  return {
    refnum: row.refnum,
    paymentref: (row.payment_ref ?? "paynow") as UnpaidBooking["paymentref"],
    ...(row.sor ? { sor: row.sor, qrPayload: qrPayloadOf(row.sor, row.paid_pence) } : {}),
    amount: penceToPounds(row.paid_pence),
    payBy: new Date(row.pay_by!).toISOString(),
    expired: isExpired(row, now),
    service: row.services ?? "",
    ...(row.first_date ? { firstDate: row.first_date } : {}),
  };
}

export const unpaidHandlers: Handlers = {
  /** The customer's bookings awaiting payment with a deadline (released ones say so). */
  async unpaidBookings(ctx) {
    const arnum = me(ctx);
    const rows = await ctx.db.query<UnpaidRow>(
      `SELECT ${CART_COLUMNS}, pay_by,
              (SELECT string_agg(DISTINCT b.service_type, ', ') FROM account_bookings b
                WHERE b.ticket = c.refnum) AS services,
              (SELECT to_char(min(b.service_date), 'YYYY-MM-DD') FROM account_bookings b
                WHERE b.ticket = c.refnum) AS first_date
         FROM carts c
        WHERE arnum = $1 AND status = 'AwaitingPayment' AND pay_by IS NOT NULL
        ORDER BY confirmed_at DESC`,
      [arnum],
    );
    const now = ctx.clock.now();
    return { data: rows.map((row) => toUnpaid(row, now)) };
  },

  /**
   * Resume: by card instead (the gateway's open session voided first), or the gateway's page
   * again (a new session, the old one voided). Refused once the deadline has passed, or when
   * the booking is not awaiting payment. An approval found at the gateway pays the booking.
   */
  async resumePayment(ctx) {
    const arnum = me(ctx);
    const refnum = ctx.params.refnum;
    const method = ctx.body.paymentref;
    const now = ctx.clock.now();
    const resumed = await ctx.db.transaction(async (tx) => {
      // The account's lock before the cart's, as a confirm takes them.
      await refuseUnofferedMethod(tx, ctx, arnum, method);
      const cart = await lockCart(tx, refnum);
      if (!cart || cart.arnum !== arnum) throw new HttpError(404, texts.notAwaitingPayment);
      if (cart.status === "Paid") {
        return { cart, transactionId: cart.transaction_id ?? undefined };
      }
      if (cart.status !== "AwaitingPayment" || !cart.pay_by) {
        throw new HttpError(409, texts.notAwaitingPayment);
      }
      const taken = await voidRedirects(tx, refnum);
      if (taken) {
        await markCartPaid(ctx, tx, cart, taken);
        return { cart, transactionId: taken };
      }
      if (isExpired(cart, now)) throw new HttpError(409, texts.unpaidExpired);
      // A card attempt waiting for its authentication is dropped when leaving cards.
      if (method !== "card") {
        const [running] = await tx.query(
          "SELECT 1 FROM card_payments WHERE refnum = $1 AND status = 'pending'",
          [refnum],
        );
        if (running) throw new HttpError(409, serverTexts.paymentInProgress);
        await supersedeCardAttempts(tx, refnum);
      }
      await tx.query("UPDATE carts SET payment_ref = $2 WHERE refnum = $1", [refnum, method]);
      return { cart: { ...cart, payment_ref: method }, transactionId: undefined };
    });
    const { cart, transactionId } = resumed;
    const result: ResumePaymentResult = {
      refnum,
      paymentref: (cart.payment_ref ?? method) as ResumePaymentResult["paymentref"],
      amount: penceToPounds(cart.paid_pence),
      ...(transactionId ? { transactionId } : {}),
    };
    if (!transactionId && method !== "card") {
      result.redirectUrl = await startRedirect(
        ctx.db,
        { refnum, paid_pence: cart.paid_pence, pay_by: new Date(cart.pay_by!) },
        method,
      );
    }
    return { data: result };
  },
};
