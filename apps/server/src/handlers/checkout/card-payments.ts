import { type PaymentResult, poundsToPence, texts, serverTexts } from "@bookwell/contract";

import type { Handlers, ServiceContext } from "../../handler";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../http-error";
import { gatewayFailure, providerKey, type GatewayOutcome } from "../../payments";
import { tokenizeTestCard } from "../../payments/test-cards";
import { isExpired, markCartPaid } from "./unpaid";
import { me, today } from "../shared";
import { CART_COLUMNS, type CartRow, cartByRefnum } from "../cart/cart";

/**
 * Card payments through the configured gateway (`ctx.payments`): idempotent attempts,
 * authentication, and settlement.
 */

type AttemptRow = {
  refnum: string;
  status: "pending" | "requires_action" | "succeeded" | "failed";
  answer: PaymentResult | null;
  payment_intent_id: string | null;
};

/**
 * Records an attempt under its idempotency key, or returns the first attempt's answer. A key
 * whose first attempt is still running is refused rather than charged again.
 */
async function claimAttempt(
  db: Queryable,
  input: { arnum: string; key: string; refnum: string; amountPence: number },
): Promise<{ fresh: true } | { fresh: false; answer: PaymentResult }> {
  const inserted = await db.query(
    `INSERT INTO card_payments (arnum, idempotency_key, refnum, amount_pence, status)
     VALUES ($1, $2, $3, $4, 'pending') ON CONFLICT DO NOTHING RETURNING 1`,
    [input.arnum, input.key, input.refnum, input.amountPence],
  );
  if (inserted.length) return { fresh: true };
  const [first] = await db.query<AttemptRow>(
    "SELECT refnum, status, answer, payment_intent_id FROM card_payments WHERE arnum = $1 AND idempotency_key = $2",
    [input.arnum, input.key],
  );
  if (!first?.answer || first.refnum !== input.refnum) {
    throw new HttpError(409, serverTexts.paymentInProgress);
  }
  return { fresh: false, answer: first.answer };
}

/** Marks the cart paid once (`unpaid.ts`: one rule for cards, credit and redirect returns). */
export const markPaid = (
  ctx: ServiceContext,
  tx: Queryable,
  cart: CartRow,
  transactionId: string,
) => markCartPaid(ctx, tx, cart, transactionId);

async function settle(
  ctx: ServiceContext,
  arnum: string,
  key: string,
  cart: CartRow,
  outcome: GatewayOutcome,
): Promise<PaymentResult> {
  return ctx.db.transaction(async (tx) => {
    let answer: PaymentResult;
    if (outcome.status === "succeeded") {
      const fresh = await markPaid(ctx, tx, cart, outcome.transactionId);
      answer = {
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
    const status =
      outcome.status === "succeeded"
        ? "succeeded"
        : outcome.status === "requires_action"
          ? "requires_action"
          : "failed";
    await tx.query(
      `UPDATE card_payments SET status = $3, answer = $4, payment_intent_id = coalesce($5, payment_intent_id),
              transaction_id = $6
        WHERE arnum = $1 AND idempotency_key = $2`,
      [
        arnum,
        key,
        status,
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
 * double click) never both reach the gateway. A key seen before gets its first answer back;
 * a paid cart, another attempt still running or a failed `check` (what this call needs of
 * the cart) is refused, in that order, and a refusal leaves no claim behind.
 */
async function claimCardAttempt(
  ctx: ServiceContext,
  arnum: string,
  body: { refnum: string; idempotencyKey: string },
  check: (tx: Queryable, locked: CartRow | undefined) => Promise<void>,
) {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.query<CartRow>(
      `SELECT ${CART_COLUMNS} FROM carts WHERE refnum = $1 FOR UPDATE`,
      [body.refnum],
    );
    const attempt = await claimAttempt(tx, {
      arnum,
      key: body.idempotencyKey,
      refnum: body.refnum,
      amountPence: locked?.paid_pence ?? 0,
    });
    if (!attempt.fresh) return attempt;
    if (locked?.status === "Paid") throw new HttpError(409, serverTexts.alreadyPaid);
    // Another attempt of this cart still running (a second tab, a double click with a new
    // key) comes before this call's own checks: that attempt may be part way through
    // changing what they look at (a confirm marks the authentication used before the cart
    // is paid), and the answer is "in progress", not "nothing to confirm".
    const [running] = await tx.query(
      `SELECT 1 FROM card_payments WHERE refnum = $1 AND status = 'pending'
          AND NOT (arnum = $2 AND idempotency_key = $3)`,
      [body.refnum, arnum, body.idempotencyKey],
    );
    if (running) throw new HttpError(409, serverTexts.paymentInProgress);
    await check(tx, locked);
    return attempt;
  });
}

/** The gateway never answered: the key's claim goes, so the same key may be tried again. */
async function releaseCardAttempt(ctx: ServiceContext, arnum: string, key: string) {
  await ctx.db.query(
    "DELETE FROM card_payments WHERE arnum = $1 AND idempotency_key = $2 AND status = 'pending'",
    [arnum, key],
  );
}

export const cardPaymentHandlers: Handlers = {
  async tokenizeTestCard(ctx) {
    const card = ctx.body;
    const outcome = tokenizeTestCard(card, today(ctx));
    // A refused card is the card field's message, not a failed call.
    if (!outcome.ok) throw new HttpError(400, outcome.error);
    return { data: { PaymentMethodId: outcome.paymentMethodId } };
  },

  async initiatePayment(ctx) {
    const body = ctx.body;
    const { arnum, cart } = await ownCardCart(ctx, body);
    const claim = await claimCardAttempt(ctx, arnum, body, async (_tx, locked) => {
      if (locked?.status !== "AwaitingPayment" || locked.payment_ref !== "card") {
        throw new HttpError(400, serverTexts.notAwaitingCard);
      }
      // A resumed unpaid booking whose deadline passed has lost its places (issue 15).
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
    let outcome: GatewayOutcome;
    try {
      outcome = await ctx.payments.charge({
        paymentMethodId: body.PaymentMethodId,
        amountPence: cart.paid_pence,
        reference: body.refnum,
        idempotencyKey: providerKey(body.refnum, body.idempotencyKey),
      });
    } catch (error) {
      await releaseCardAttempt(ctx, arnum, body.idempotencyKey);
      return gatewayFailure(ctx, error);
    }
    const fresh = await cartByRefnum(ctx.db, body.refnum);
    return { data: await settle(ctx, arnum, body.idempotencyKey, fresh, outcome) };
  },

  async confirmPayment(ctx) {
    const body = ctx.body;
    const { arnum, cart } = await ownCardCart(ctx, body);
    const claim = await claimCardAttempt(ctx, arnum, body, async (tx) => {
      const [action] = await tx.query(
        `SELECT 1 FROM card_payments WHERE refnum = $1 AND arnum = $2 AND payment_intent_id = $3
            AND status = 'requires_action'`,
        [body.refnum, arnum, body.PaymentIntentId],
      );
      if (!action) throw new HttpError(400, serverTexts.noAction);
    });
    if (!claim.fresh) return { data: claim.answer };
    let outcome: GatewayOutcome;
    try {
      outcome = await ctx.payments.confirm({
        paymentIntentId: body.PaymentIntentId,
        idempotencyKey: providerKey(body.refnum, body.idempotencyKey),
      });
    } catch (error) {
      await releaseCardAttempt(ctx, arnum, body.idempotencyKey);
      return gatewayFailure(ctx, error);
    }
    if (outcome.status !== "requires_action") {
      await ctx.db.query(
        "UPDATE card_payments SET status = 'failed' WHERE payment_intent_id = $1 AND status = 'requires_action'",
        [body.PaymentIntentId],
      );
    }
    return { data: await settle(ctx, arnum, body.idempotencyKey, cart, outcome) };
  },
};
