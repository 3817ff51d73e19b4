import {
  addDays,
  messages,
  type PaymentResult,
  poundsToPence,
  serverTexts,
} from "@bookwell/contract";

import { todayOf } from "../../business-date";
import type { Handlers, ServiceContext } from "../../handler";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../http-error";
import {
  gatewayFailure,
  type GatewayOutcome,
  type PaymentGateway,
  providerKey,
} from "../../payments";
import { mailTopUpReceipt } from "../../mail/events";

/**
 * Card top-ups (account-area section 4, "Top-up flow"): `POST mycredit/{arnum}` made a pending
 * record; `initiatetopup` charges the record's amount (never the browser's) and `confirmtopup`
 * confirms a charge that needed the card holder's action (3-D Secure), both through the card
 * gateway in force, as cart payments are (`src/payments`: Stripe with `STRIPE_SECRET_KEY`, the
 * built-in test gateway otherwise). A declined card or a failed authentication is the
 * gateway's `{ error }` and credits nothing.
 *
 * Once only: each call is claimed under its idempotency key before the gateway is called, and
 * the provider sees `{refnum}:{key}`. The same key gets the first answer; a second call for a
 * top-up while one is running is refused; a paid top-up answers its transaction again and is
 * never charged again. The credit lands in the ledger in the same transaction that marks the
 * record paid, and the database allows one top-up entry a record.
 */

/** How long topped-up credit stays usable. */
export const TOP_UP_VALID_DAYS = 365;

type TopUpRow = {
  refnum: string;
  arnum: string;
  amount_pence: number;
  status: "Pending" | "Paid" | "Failed";
  payment_intent_id: string | null;
  transaction_id: string | null;
};

function me(ctx: Pick<ServiceContext, "session">): string {
  if (!ctx.session) throw new HttpError(401, messages.sessionExpired);
  return ctx.session.arnum;
}

/** The gateway in force, if the browser's card field was made for it; else a 400. */
function gatewayFor(ctx: ServiceContext, paymentMethod: string): PaymentGateway {
  const gateway = ctx.payments;
  if (paymentMethod !== gateway.name) throw new HttpError(400, serverTexts.gatewayMismatch);
  return gateway;
}

/** The session's top-up, locked until the transaction ends; another's or none is a 403. */
async function lockTopUp(tx: Queryable, refnum: string, arnum: string): Promise<TopUpRow> {
  const [row] = await tx.query<TopUpRow>(
    "SELECT * FROM credit_topups WHERE refnum = $1 AND arnum = $2 FOR UPDATE",
    [refnum, arnum],
  );
  if (!row) throw new HttpError(403, serverTexts.forbidden);
  return row;
}

type Claim = { fresh: true; topUp: TopUpRow } | { fresh: false; answer: PaymentResult };

/**
 * Claims a call under its key, with the top-up locked, so that two calls at once never both
 * reach the gateway. In order: the key's first answer (a key of another top-up, or one still
 * running, is a 409); a paid top-up's transaction; another call of this top-up still running
 * (409); then `check`, what this call needs of the top-up. A refusal leaves no claim behind.
 */
async function claimTopUpCall(
  ctx: ServiceContext,
  arnum: string,
  body: { refnum: string; idempotencyKey: string },
  check: (topUp: TopUpRow) => void,
): Promise<Claim> {
  return ctx.db.transaction(async (tx): Promise<Claim> => {
    const topUp = await lockTopUp(tx, body.refnum, arnum);
    const [first] = await tx.query<{ refnum: string | null; answer: PaymentResult | null }>(
      "SELECT refnum, answer FROM topup_payments WHERE arnum = $1 AND idempotency_key = $2",
      [arnum, body.idempotencyKey],
    );
    if (first) {
      if (!first.answer || first.refnum !== body.refnum) {
        throw new HttpError(409, serverTexts.paymentInProgress);
      }
      return { fresh: false, answer: first.answer };
    }
    if (topUp.status === "Paid") return { fresh: false, answer: paidAnswer(topUp) };
    const [running] = await tx.query(
      "SELECT 1 FROM topup_payments WHERE refnum = $1 AND status = 'pending'",
      [body.refnum],
    );
    if (running) throw new HttpError(409, serverTexts.paymentInProgress);
    check(topUp);
    await tx.query(
      `INSERT INTO topup_payments (arnum, idempotency_key, refnum, status)
       VALUES ($1, $2, $3, 'pending')`,
      [arnum, body.idempotencyKey, body.refnum],
    );
    return { fresh: true, topUp };
  });
}

const paidAnswer = (topUp: TopUpRow): PaymentResult => ({ transactionId: topUp.transaction_id! });

/** The gateway never answered: the key's claim goes, so the same key may be tried again. */
async function releaseClaim(ctx: ServiceContext, arnum: string, key: string): Promise<void> {
  await ctx.db.query(
    "DELETE FROM topup_payments WHERE arnum = $1 AND idempotency_key = $2 AND status = 'pending'",
    [arnum, key],
  );
}

/**
 * Applies the gateway's outcome to the top-up and keeps the answer under the call's key, in
 * one transaction. Paid: the record marked paid and its credit entered, once. Action
 * required: the intent is the one `confirmtopup` may confirm. Declined: nothing credited;
 * after a confirmation (`confirmed`) that intent cannot be confirmed again.
 */
async function settle(
  ctx: ServiceContext,
  arnum: string,
  call: { refnum: string; idempotencyKey: string; confirmed?: string },
  outcome: GatewayOutcome,
): Promise<PaymentResult> {
  return ctx.db.transaction(async (tx) => {
    const topUp = await lockTopUp(tx, call.refnum, arnum);
    let answer: PaymentResult;
    if (outcome.status === "succeeded") {
      const paid = await tx.query(
        `UPDATE credit_topups SET status = 'Paid', transaction_id = $2, payment_intent_id = NULL,
                paid_at = now()
          WHERE refnum = $1 AND status = 'Pending' RETURNING 1`,
        [topUp.refnum, outcome.transactionId],
      );
      if (paid.length) {
        const today = todayOf(ctx);
        await tx.query(
          `INSERT INTO account_credit_entries (arnum, amount_pence, trandate, expiry_date, ticket, service_type, source)
           VALUES ($1, $2, $3, $4, $5, 'Top-up', 'topup')`,
          [topUp.arnum, topUp.amount_pence, today, addDays(today, TOP_UP_VALID_DAYS), topUp.refnum],
        );
        await mailTopUpReceipt(
          tx,
          {
            refnum: topUp.refnum,
            arnum: topUp.arnum,
            amountPence: topUp.amount_pence,
            date: today,
          },
          ctx.clock.now(),
        );
        answer = { transactionId: outcome.transactionId };
      } else {
        answer = paidAnswer(topUp);
      }
    } else if (outcome.status === "requires_action") {
      await tx.query("UPDATE credit_topups SET payment_intent_id = $2 WHERE refnum = $1", [
        topUp.refnum,
        outcome.paymentIntentId,
      ]);
      answer = {
        requiresAction: true,
        clientSecret: outcome.clientSecret,
        paymentIntentId: outcome.paymentIntentId,
      };
    } else {
      if (call.confirmed) {
        await tx.query(
          "UPDATE credit_topups SET payment_intent_id = NULL WHERE refnum = $1 AND payment_intent_id = $2",
          [topUp.refnum, call.confirmed],
        );
      }
      answer = { error: outcome.error };
    }
    await tx.query(
      "UPDATE topup_payments SET status = $3, answer = $4 WHERE arnum = $1 AND idempotency_key = $2",
      [arnum, call.idempotencyKey, outcome.status, JSON.stringify(answer)],
    );
    return answer;
  });
}

export const topUpHandlers: Handlers = {
  async initiateTopUp(ctx) {
    const arnum = me(ctx);
    const body = ctx.body;
    if (body.arnum !== arnum) throw new HttpError(403, serverTexts.forbidden);
    const gateway = gatewayFor(ctx, body.paymentMethod);
    const claim = await claimTopUpCall(ctx, arnum, body, (topUp) => {
      if (poundsToPence(body.paidamt) !== topUp.amount_pence) {
        throw new HttpError(400, serverTexts.topUpAmountMismatch);
      }
    });
    if (!claim.fresh) return { data: claim.answer };
    let outcome: GatewayOutcome;
    try {
      outcome = await gateway.charge({
        paymentMethodId: body.PaymentMethodId,
        amountPence: claim.topUp.amount_pence,
        reference: body.refnum,
        idempotencyKey: providerKey(body.refnum, body.idempotencyKey),
      });
    } catch (error) {
      await releaseClaim(ctx, arnum, body.idempotencyKey);
      return gatewayFailure(ctx, error);
    }
    return { data: await settle(ctx, arnum, body, outcome) };
  },

  async confirmTopUp(ctx) {
    const arnum = me(ctx);
    const body = ctx.body;
    const gateway = gatewayFor(ctx, body.paymentMethod);
    const claim = await claimTopUpCall(ctx, arnum, body, (topUp) => {
      // Only the intent this top-up is waiting on: never another's, never a settled one.
      if (topUp.payment_intent_id === null || topUp.payment_intent_id !== body.PaymentIntentId) {
        throw new HttpError(400, serverTexts.topUpNoAction);
      }
    });
    if (!claim.fresh) return { data: claim.answer };
    let outcome: GatewayOutcome;
    try {
      outcome = await gateway.confirm({
        paymentIntentId: body.PaymentIntentId,
        idempotencyKey: providerKey(body.refnum, body.idempotencyKey),
      });
    } catch (error) {
      await releaseClaim(ctx, arnum, body.idempotencyKey);
      return gatewayFailure(ctx, error);
    }
    return {
      data: await settle(ctx, arnum, { ...body, confirmed: body.PaymentIntentId }, outcome),
    };
  },
};
