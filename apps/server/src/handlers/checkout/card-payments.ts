import {
  type PaymentResult,
  penceToPounds,
  poundsToPence,
  texts,
  serverTexts,
} from "@bookwell/contract";

import type { ServerConfig } from "../../config";
import type { Handlers, ServiceContext } from "../../handler";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../http-error";
import { gatewayFailure, providerKey, type GatewayOutcome } from "../../payments";
import { tokenizeTestCard } from "../../payments/test-cards";
import { refundLatePayments } from "./late-refunds";
import { isExpired, lateRefundOf, lockAccountAndCart, markCartPaid } from "./unpaid";
import { me, today } from "../shared";
import { CART_COLUMNS, type CartRow, cartByRefnum } from "../cart/cart";

/**
 * Card payments through the configured gateway (`ctx.payments`): idempotent attempts,
 * authentication, and settlement.
 */

type AttemptRow = {
  arnum: string;
  idempotency_key: string;
  refnum: string;
  kind: "charge" | "confirm";
  status: "pending" | "requires_action" | "succeeded" | "failed" | "superseded";
  answer: PaymentResult | null;
  payment_intent_id: string | null;
  payment_method_id: string | null;
  amount_pence: number;
};

export const ATTEMPT_COLUMNS =
  "arnum, idempotency_key, refnum, kind, status, answer, payment_intent_id, payment_method_id, amount_pence";

/** What a card call claims: a charge with its PaymentMethod, or a confirm of its intent. */
type CardCall =
  { kind: "charge"; paymentMethodId: string } | { kind: "confirm"; paymentIntentId: string };

/** Marks the cart paid once (`unpaid.ts`: one rule for cards, credit and redirect returns). */
export const markPaid = (
  ctx: Pick<ServiceContext, "clock"> & { config: Pick<ServerConfig, "timeZone"> },
  tx: Queryable,
  cart: CartRow,
  transactionId: string,
) => markCartPaid(ctx, tx, cart, transactionId);

/**
 * Applies the gateway's outcome to a claimed attempt, once: the cart and the attempt locked (in
 * the order the claim locks them), the attempt's answer kept. An attempt already settled (the
 * reconciler and the customer's own call both finishing it) answers what it was settled with.
 * Paid marks the cart paid (`markCartPaid`: one rule); a confirm that ends the card holder's
 * action, paid or declined, ends the attempt that was waiting for it.
 */
export async function finishCardAttempt(
  ctx: Pick<ServiceContext, "db" | "clock"> & { config: Pick<ServerConfig, "timeZone"> },
  attempt: { arnum: string; key: string; refnum: string },
  outcome: GatewayOutcome,
): Promise<PaymentResult> {
  return ctx.db.transaction(async (tx) => {
    // The account's lock before the cart's: paying settles the cart's credit (`markCartPaid`).
    const cart: CartRow | undefined = await lockAccountAndCart(tx, attempt.refnum);
    const [row] = await tx.query<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM card_payments
        WHERE arnum = $1 AND idempotency_key = $2 FOR UPDATE`,
      [attempt.arnum, attempt.key],
    );
    if (!cart || !row) throw new HttpError(404, serverTexts.paymentNotFound);
    if (row.status !== "pending") return row.answer ?? { error: serverTexts.paymentNotFound };
    let answer: PaymentResult;
    if (outcome.status === "succeeded") {
      const fresh = await markPaid(ctx, tx, cart, outcome.transactionId);
      const refund = fresh ? undefined : await lateRefundOf(tx, cart.refnum);
      answer =
        refund?.transaction_id === outcome.transactionId
          ? { error: serverTexts.latePaymentRefunded }
          : {
              transactionId: fresh
                ? outcome.transactionId
                : (cart.transaction_id ?? outcome.transactionId),
            };
    } else if (outcome.status === "requires_action") {
      answer = {
        requiresAction: true,
        clientSecret: outcome.clientSecret,
        paymentIntentId: outcome.paymentIntentId,
      };
    } else {
      answer = { error: outcome.error };
    }
    if (row.kind === "confirm" && outcome.status !== "requires_action") {
      await tx.query(
        "UPDATE card_payments SET status = 'failed' WHERE payment_intent_id = $1 AND status = 'requires_action'",
        [row.payment_intent_id],
      );
    }
    await tx.query(
      `UPDATE card_payments SET status = $3, answer = $4, payment_intent_id = coalesce($5, payment_intent_id),
              transaction_id = $6, retry_at = NULL
        WHERE arnum = $1 AND idempotency_key = $2`,
      [
        attempt.arnum,
        attempt.key,
        outcome.status,
        JSON.stringify(answer),
        outcome.status === "requires_action" ? outcome.paymentIntentId : null,
        outcome.status === "succeeded" ? outcome.transactionId : null,
      ],
    );
    return answer;
  });
}

/** The caller's own cart, for a card call on this server's gateway. */
async function ownCardCart(
  ctx: ServiceContext,
  body: { paymentMethod: string; refnum: string },
): Promise<{ arnum: string; cart: CartRow }> {
  const arnum = me(ctx);
  if (body.paymentMethod !== ctx.payments.name) {
    throw new HttpError(400, serverTexts.gatewayMismatch);
  }
  const cart = await cartByRefnum(ctx.db, body.refnum);
  if (cart.arnum !== arnum) throw new HttpError(403, serverTexts.forbidden);
  return { arnum, cart };
}

/**
 * Claims a card attempt under the cart's lock, so two calls at once (two keys, two tabs, a
 * double click) never both reach the gateway, and so the attempt is on record before the
 * gateway is called (with what it takes to ask the gateway again: `reconcile.ts`). A key seen
 * before gets its first answer back, or, still unanswered (the gateway could not be reached,
 * or the process died), is sent to the gateway again under the same provider key, which
 * charges nothing twice. Otherwise a paid cart, another attempt still running or a failed
 * `check` (what this call needs of the cart) is refused, in that order, leaving no claim.
 */
async function claimCardAttempt(
  ctx: ServiceContext,
  arnum: string,
  body: { refnum: string; idempotencyKey: string },
  call: CardCall,
  check: (tx: Queryable, locked: CartRow | undefined) => Promise<void>,
): Promise<{ fresh: true; amountPence: number } | { fresh: false; answer: PaymentResult }> {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.query<CartRow>(
      `SELECT ${CART_COLUMNS} FROM carts WHERE refnum = $1 FOR UPDATE`,
      [body.refnum],
    );
    const [first] = await tx.query<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM card_payments WHERE arnum = $1 AND idempotency_key = $2`,
      [arnum, body.idempotencyKey],
    );
    if (first) {
      if (first.answer && first.refnum === body.refnum)
        return { fresh: false, answer: first.answer };
      const same =
        first.refnum === body.refnum &&
        first.kind === call.kind &&
        (call.kind === "charge"
          ? first.payment_method_id === call.paymentMethodId
          : first.payment_intent_id === call.paymentIntentId);
      if (first.status !== "pending" || !same) {
        throw new HttpError(409, serverTexts.paymentInProgress);
      }
      return { fresh: true, amountPence: first.amount_pence };
    }
    if (locked?.status === "Paid") throw new HttpError(409, serverTexts.alreadyPaid);
    // Another attempt of this cart still running (a second tab, a double click with a new
    // key) comes before this call's own checks: that attempt may be part way through
    // changing what they look at (a confirm marks the authentication used before the cart
    // is paid), and the answer is "in progress", not "nothing to confirm".
    const [running] = await tx.query(
      "SELECT 1 FROM card_payments WHERE refnum = $1 AND status = 'pending'",
      [body.refnum],
    );
    if (running) throw new HttpError(409, serverTexts.paymentInProgress);
    await check(tx, locked);
    const amountPence = locked?.paid_pence ?? 0;
    await tx.query(
      `INSERT INTO card_payments (arnum, idempotency_key, refnum, amount_pence, status, kind,
              payment_method_id, payment_intent_id, claimed_at)
       VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8)`,
      [
        arnum,
        body.idempotencyKey,
        body.refnum,
        amountPence,
        call.kind,
        call.kind === "charge" ? call.paymentMethodId : null,
        call.kind === "confirm" ? call.paymentIntentId : null,
        ctx.clock.now(),
      ],
    );
    return { fresh: true, amountPence };
  });
}

/**
 * One card call after its claim: the gateway asked under the provider's key, the outcome
 * settled. A gateway that cannot be reached leaves the claim pending (the provider may have
 * taken the call): the same key may be sent again, and the reconciler finishes it otherwise.
 */
async function runCardCall(
  ctx: ServiceContext,
  arnum: string,
  body: { refnum: string; idempotencyKey: string },
  kind: CardCall["kind"],
  send: () => Promise<GatewayOutcome>,
) {
  const call = { order: "cart", kind } as const;
  ctx.paymentStep?.("claimed", call);
  let outcome: GatewayOutcome;
  try {
    outcome = await send();
  } catch (error) {
    return gatewayFailure(ctx, error);
  }
  ctx.paymentStep?.("answered", call);
  const answer = await finishCardAttempt(
    ctx,
    { arnum, key: body.idempotencyKey, refnum: body.refnum },
    outcome,
  );
  ctx.paymentStep?.("settled", call);
  if ("error" in answer && answer.error === serverTexts.latePaymentRefunded) {
    await refundLatePayments(ctx, body.refnum);
  }
  return { data: answer };
}

/** The test gateway's own calls exist only where it takes the payments (the demo, tests). */
function refuseWithoutTestGateway(ctx: { payments: { name: string } }): void {
  if (ctx.payments.name !== "testgateway") throw new HttpError(404, serverTexts.testGatewayOff);
}

export const cardPaymentHandlers: Handlers = {
  async tokenizeTestCard(ctx) {
    refuseWithoutTestGateway(ctx);
    const card = ctx.body;
    const outcome = tokenizeTestCard(card, today(ctx));
    // A refused card is the card field's message, not a failed call.
    if (!outcome.ok) throw new HttpError(400, outcome.error);
    return { data: { PaymentMethodId: outcome.paymentMethodId } };
  },

  /** What the test gateway charged for an order (its own ledger); a real provider's: none. */
  async testGatewayCharges(ctx) {
    refuseWithoutTestGateway(ctx);
    const rows = await ctx.db.query<{ charge_id: string; amount_pence: number }>(
      `SELECT charge_id, amount_pence FROM test_gateway_charges
        WHERE reference = $1 ORDER BY charge_id`,
      [ctx.params.refnum],
    );
    return {
      data: rows.map((row) => ({
        chargeId: row.charge_id,
        amount: penceToPounds(row.amount_pence),
      })),
    };
  },

  async initiatePayment(ctx) {
    const body = ctx.body;
    const { arnum } = await ownCardCart(ctx, body);
    const call = { kind: "charge", paymentMethodId: body.PaymentMethodId } as const;
    const claim = await claimCardAttempt(ctx, arnum, body, call, async (_tx, locked) => {
      if (locked?.status !== "AwaitingPayment" || locked.payment_ref !== "card") {
        throw new HttpError(400, serverTexts.notAwaitingCard);
      }
      // A resumed unpaid booking whose deadline passed has lost its places.
      const [deadline] = await _tx.query<{ pay_by: Date | null }>(
        "SELECT pay_by FROM carts WHERE refnum = $1",
        [locked.refnum],
      );
      if (deadline && isExpired(deadline, ctx.clock.now())) {
        throw new HttpError(409, texts.unpaidExpired);
      }
      if (poundsToPence(body.paidamt) !== locked.paid_pence) {
        throw new HttpError(400, serverTexts.amountMismatch);
      }
    });
    if (!claim.fresh) return { data: claim.answer };
    return runCardCall(ctx, arnum, body, "charge", () =>
      ctx.payments.charge({
        paymentMethodId: body.PaymentMethodId,
        amountPence: claim.amountPence,
        reference: body.refnum,
        idempotencyKey: providerKey(body.refnum, body.idempotencyKey),
      }),
    );
  },

  async confirmPayment(ctx) {
    const body = ctx.body;
    const { arnum } = await ownCardCart(ctx, body);
    const call = { kind: "confirm", paymentIntentId: body.PaymentIntentId } as const;
    const claim = await claimCardAttempt(ctx, arnum, body, call, async (tx) => {
      const [action] = await tx.query<{ status: AttemptRow["status"] }>(
        `SELECT status FROM card_payments WHERE refnum = $1 AND arnum = $2 AND payment_intent_id = $3
            AND status IN ('requires_action', 'superseded')`,
        [body.refnum, arnum, body.PaymentIntentId],
      );
      // The cart was confirmed again or changed while this attempt waited: never paid late.
      if (action?.status === "superseded") throw new HttpError(409, serverTexts.paymentSuperseded);
      if (!action) throw new HttpError(400, serverTexts.noAction);
    });
    if (!claim.fresh) return { data: claim.answer };
    return runCardCall(ctx, arnum, body, "confirm", () =>
      ctx.payments.confirm({
        paymentIntentId: body.PaymentIntentId,
        idempotencyKey: providerKey(body.refnum, body.idempotencyKey),
      }),
    );
  },
};
