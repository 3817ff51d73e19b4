import { penceToPounds, type RedirectReturnResult, serverTexts, texts } from "@bookwell/contract";

import type { Queryable } from "../../db/db";
import type { Handlers } from "../../handler";
import { HttpError } from "../../http-error";
import { redirectGateway, returnSecret } from "../../payments";
import { decideTestSession, testSession } from "../../payments/test-redirect-gateway";
import { me } from "../shared";
import { refundLatePayments } from "./late-refunds";
import { lateRefundOf, lockAccountAndCart, mailPaymentNeeded, markCartPaid } from "./unpaid";

/**
 * A redirect gateway's return to the site (2C2P, UK takepayments, or the test gateway's hosted
 * page): the signed result believed once, the booking paid or left awaiting payment. Starting
 * a redirect and resuming one are the unpaid booking's (`unpaid.ts`).
 */

/** The visits of a paid cart, for the result page's schedule. */
async function visitsOf(db: Queryable, refnum: string): Promise<RedirectReturnResult["visits"]> {
  const rows = await db.query<{
    title: string;
    date: string;
    start: string;
    end: string;
    location: string;
  }>(
    `SELECT CASE WHEN b.session_qty > 1
                 THEN b.service_type || ', session ' || b.session_no || '/' || b.session_qty
                 ELSE b.service_type END AS title,
            to_char(b.service_date, 'YYYY-MM-DD') AS date,
            to_char(s.starttime, 'HH24:MI') AS start, to_char(s.endtime, 'HH24:MI') AS "end",
            b.ship_address AS location
       FROM account_bookings b JOIN shifts s ON s.shiftnum = b.shiftnum
      WHERE b.ticket = $1 ORDER BY b.service_date, b.refnum`,
    [refnum],
  );
  return rows.map((row) => ({
    title: row.title,
    date: row.date,
    start: row.start,
    end: row.end,
    ...(row.location ? { location: row.location } : {}),
  }));
}

export const redirectReturnHandlers: Handlers = {
  /**
   * A redirect gateway's return: believed only when its signature verifies, and only once
   * (a replay is refused). Approved pays the booking; declined or cancelled leaves it
   * awaiting payment (resumable), with the payment-failed mail on a decline.
   */
  async redirectReturn(ctx) {
    const arnum = me(ctx);
    const gateway = redirectGateway();
    const verified = gateway?.verifyReturn(ctx.body) ?? null;
    if (!verified) throw new HttpError(400, serverTexts.paymentResultForged);
    const now = ctx.clock.now();
    const answer = await ctx.db.transaction(async (tx) => {
      // The account, the cart, then the gateway session: the order confirm, resume and card
      // payment lock them in (`lockAccountAndCart`), so a return racing one of them waits
      // instead of deadlocking (PostgreSQL's 40P01, a 500).
      const cart = await lockAccountAndCart(tx, verified.reference);
      const [session] = await tx.query<{
        id: string;
        refnum: string;
        status: string;
        returned_at: Date | null;
        transaction_id: string | null;
      }>(
        `SELECT id, refnum, status, returned_at, transaction_id FROM redirect_payments
          WHERE id = $1 FOR UPDATE`,
        [verified.sessionId],
      );
      if (!session || session.refnum !== verified.reference) {
        throw new HttpError(400, serverTexts.paymentResultForged);
      }
      if (!cart || cart.arnum !== arnum) throw new HttpError(403, serverTexts.forbidden);
      if (session.returned_at) {
        // The same signed result again (the customer reloaded the result page): what it
        // settled, changing nothing. Any other use of a spent session is refused.
        if (verified.outcome === "approved" && (await lateRefundOf(tx, cart.refnum))) {
          return "refunded" as const;
        }
        const settled =
          verified.outcome === "approved"
            ? session.status === "approved" && cart.status === "Paid"
            : session.status === verified.outcome;
        if (!settled) throw new HttpError(409, serverTexts.paymentResultUsed);
        const transactionId =
          verified.outcome === "approved" ? (session.transaction_id ?? undefined) : undefined;
        const again: RedirectReturnResult = {
          refnum: cart.refnum,
          outcome: verified.outcome,
          amount: penceToPounds(cart.paid_pence),
          ...(transactionId ? { transactionId } : {}),
          visits: verified.outcome === "approved" ? await visitsOf(tx, cart.refnum) : [],
        };
        return again;
      }
      await tx.query("UPDATE redirect_payments SET returned_at = $2 WHERE id = $1", [
        session.id,
        now,
      ]);
      let transactionId: string | undefined;
      if (verified.outcome === "approved") {
        transactionId = verified.transactionId ?? session.transaction_id ?? undefined;
        if (!transactionId) throw new HttpError(400, serverTexts.paymentResultForged);
        await tx.query(
          "UPDATE redirect_payments SET status = 'approved', transaction_id = $2 WHERE id = $1",
          [session.id, transactionId],
        );
        const paid = await markCartPaid(ctx, tx, cart, transactionId);
        if (!paid && (await lateRefundOf(tx, cart.refnum))?.transaction_id === transactionId) {
          return "refunded" as const;
        }
      } else if (session.status === "open") {
        await tx.query("UPDATE redirect_payments SET status = $2 WHERE id = $1", [
          session.id,
          verified.outcome,
        ]);
        if (cart.status === "AwaitingPayment") {
          await mailPaymentNeeded(
            tx,
            cart.refnum,
            verified.outcome === "declined" ? "failed" : "awaiting",
            now,
          );
        }
      }
      const result: RedirectReturnResult = {
        refnum: cart.refnum,
        outcome: verified.outcome,
        amount: penceToPounds(cart.paid_pence),
        ...(transactionId ? { transactionId } : {}),
        visits: verified.outcome === "approved" ? await visitsOf(tx, cart.refnum) : [],
      };
      return result;
    });
    // Too late for its places: the booking is cancelled and the payment refunded.
    if (answer === "refunded") {
      await refundLatePayments(ctx, verified.reference);
      throw new HttpError(409, serverTexts.latePaymentRefunded);
    }
    return { data: answer };
  },

  /** The hosted test page's session (test redirect gateway only). */
  async testPaymentSession(ctx) {
    const row = await testSession(ctx.db, ctx.params.sessionId);
    if (!row) throw new HttpError(404, serverTexts.paymentNotFound);
    return {
      data: {
        sessionId: row.session_id,
        gateway: row.gateway === "2c2p" ? "2C2P" : "UK takepayments",
        reference: row.reference,
        amount: penceToPounds(row.amount_pence),
        status: row.status,
        expiresAt: new Date(row.expires_at).toISOString(),
      },
    };
  },

  /** The card holder's answer on the hosted test page: where the browser goes next. */
  async decideTestPayment(ctx) {
    const secret = returnSecret();
    if (!secret) throw new HttpError(409, serverTexts.redirectUnavailable);
    const returnUrl = await decideTestSession(
      ctx.db,
      ctx.params.sessionId,
      ctx.body.outcome,
      ctx.clock.now(),
      secret,
    );
    if (!returnUrl) throw new HttpError(409, texts.paymentSessionClosed);
    return { data: { returnUrl } };
  },
};
