import {
  addDays,
  messages,
  type PaymentResult,
  poundsToPence,
  serverTexts,
} from "@bookwell/contract";

import { todayOf } from "../../business-date";
import type { ServerConfig } from "../../config";
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

type Claim = { fresh: true; amountPence: number } | { fresh: false; answer: PaymentResult };

/** What a top-up call claims: a charge with its PaymentMethod, or a confirm of its intent. */
type TopUpCall =
  { kind: "charge"; paymentMethodId: string } | { kind: "confirm"; paymentIntentId: string };

/**
 * Claims a call under its key, with the top-up locked, so that two calls at once never both
 * reach the gateway, and so that the call is on record before the gateway is called (with
 * what it takes to ask again: `checkout/reconcile.ts`). In order: the key's first answer; the
 * same call still unanswered (the gateway unreachable, the process died) goes to the gateway
 * again under the same provider key; a key of another top-up or call is a 409; a paid
 * top-up's transaction; another call of this top-up still running (409); then `check`, what
 * this call needs of the top-up. A refusal leaves no claim behind.
 */
async function claimTopUpCall(
  ctx: ServiceContext,
  arnum: string,
  body: { refnum: string; idempotencyKey: string },
  call: TopUpCall,
  check: (topUp: TopUpRow) => void,
): Promise<Claim> {
  return ctx.db.transaction(async (tx): Promise<Claim> => {
    const topUp = await lockTopUp(tx, body.refnum, arnum);
    const [first] = await tx.query<{
      refnum: string | null;
      answer: PaymentResult | null;
      status: string;
      kind: string;
      payment_method_id: string | null;
      payment_intent_id: string | null;
    }>(
      `SELECT refnum, answer, status, kind, payment_method_id, payment_intent_id
         FROM topup_payments WHERE arnum = $1 AND idempotency_key = $2`,
      [arnum, body.idempotencyKey],
    );
    if (first) {
      if (first.answer && first.refnum === body.refnum)
        return { fresh: false, answer: first.answer };
      const same =
        first.status === "pending" &&
        first.refnum === body.refnum &&
        first.kind === call.kind &&
        (call.kind === "charge"
          ? first.payment_method_id === call.paymentMethodId
          : first.payment_intent_id === call.paymentIntentId);
      if (!same) throw new HttpError(409, serverTexts.paymentInProgress);
      return { fresh: true, amountPence: topUp.amount_pence };
    }
    if (topUp.status === "Paid") return { fresh: false, answer: paidAnswer(topUp) };
    const [running] = await tx.query(
      "SELECT 1 FROM topup_payments WHERE refnum = $1 AND status = 'pending'",
      [body.refnum],
    );
    if (running) throw new HttpError(409, serverTexts.paymentInProgress);
    check(topUp);
    await tx.query(
      `INSERT INTO topup_payments (arnum, idempotency_key, refnum, status, kind,
              payment_method_id, payment_intent_id, claimed_at)
       VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7)`,
      [
        arnum,
        body.idempotencyKey,
        body.refnum,
        call.kind,
        call.kind === "charge" ? call.paymentMethodId : null,
        call.kind === "confirm" ? call.paymentIntentId : null,
        ctx.clock.now(),
      ],
    );
    return { fresh: true, amountPence: topUp.amount_pence };
  });
}

const paidAnswer = (topUp: TopUpRow): PaymentResult => ({ transactionId: topUp.transaction_id! });

/**
 * One top-up call after its claim: the gateway asked under the provider's key, the outcome
 * settled. A gateway that cannot be reached leaves the claim pending (the provider may have
 * taken the call): the same key may be sent again, and the reconciler finishes it otherwise.
 */
async function runTopUpCall(
  ctx: ServiceContext,
  arnum: string,
  call: { refnum: string; idempotencyKey: string; confirmed?: string },
  kind: TopUpCall["kind"],
  send: () => Promise<GatewayOutcome>,
) {
  const step = { order: "topup", kind } as const;
  ctx.paymentStep?.("claimed", step);
  let outcome: GatewayOutcome;
  try {
    outcome = await send();
  } catch (error) {
    return gatewayFailure(ctx, error);
  }
  ctx.paymentStep?.("answered", step);
  const answer = await finishTopUpCall(ctx, arnum, call, outcome);
  ctx.paymentStep?.("settled", step);
  return { data: answer };
}

/**
 * Applies the gateway's outcome to the top-up and keeps the answer under the call's key, in
 * one transaction. Paid: the record marked paid and its credit entered, once. Action
 * required: the intent is the one `confirmtopup` may confirm. Declined: nothing credited;
 * after a confirmation (`confirmed`) that intent cannot be confirmed again.
 */
export async function finishTopUpCall(
  ctx: Pick<ServiceContext, "db" | "clock"> & { config: Pick<ServerConfig, "timeZone"> },
  arnum: string,
  call: { refnum: string; idempotencyKey: string; confirmed?: string },
  outcome: GatewayOutcome,
): Promise<PaymentResult> {
  return ctx.db.transaction(async (tx) => {
    const topUp = await lockTopUp(tx, call.refnum, arnum);
    const [claimed] = await tx.query<{ status: string; answer: PaymentResult | null }>(
      "SELECT status, answer FROM topup_payments WHERE arnum = $1 AND idempotency_key = $2 FOR UPDATE",
      [arnum, call.idempotencyKey],
    );
    // Finished already (the reconciler and the customer's own call both at it): its answer.
    if (claimed && claimed.status !== "pending" && claimed.answer) return claimed.answer;
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
      `UPDATE topup_payments SET status = $3, answer = $4, retry_at = NULL
        WHERE arnum = $1 AND idempotency_key = $2`,
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
    const call = { kind: "charge", paymentMethodId: body.PaymentMethodId } as const;
    const claim = await claimTopUpCall(ctx, arnum, body, call, (topUp) => {
      if (poundsToPence(body.paidamt) !== topUp.amount_pence) {
        throw new HttpError(400, serverTexts.topUpAmountMismatch);
      }
    });
    if (!claim.fresh) return { data: claim.answer };
    return runTopUpCall(ctx, arnum, body, "charge", () =>
      gateway.charge({
        paymentMethodId: body.PaymentMethodId,
        amountPence: claim.amountPence,
        reference: body.refnum,
        idempotencyKey: providerKey(body.refnum, body.idempotencyKey),
      }),
    );
  },

  async confirmTopUp(ctx) {
    const arnum = me(ctx);
    const body = ctx.body;
    const gateway = gatewayFor(ctx, body.paymentMethod);
    const call = { kind: "confirm", paymentIntentId: body.PaymentIntentId } as const;
    const claim = await claimTopUpCall(ctx, arnum, body, call, (topUp) => {
      // Only the intent this top-up is waiting on: never another's, never a settled one.
      if (topUp.payment_intent_id === null || topUp.payment_intent_id !== body.PaymentIntentId) {
        throw new HttpError(400, serverTexts.topUpNoAction);
      }
    });
    if (!claim.fresh) return { data: claim.answer };
    return runTopUpCall(ctx, arnum, { ...body, confirmed: body.PaymentIntentId }, "confirm", () =>
      gateway.confirm({
        paymentIntentId: body.PaymentIntentId,
        idempotencyKey: providerKey(body.refnum, body.idempotencyKey),
      }),
    );
  },
};
