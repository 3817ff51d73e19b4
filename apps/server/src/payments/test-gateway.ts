import { texts, serverTexts } from "@bookwell/contract";
import { randomBytes } from "node:crypto";

import type { Db, Queryable } from "../db/db";
import { type GatewayOutcome, type PaymentGateway } from "./gateway";
import { GatewayError } from "./stripe-gateway";

/**
 * A test gateway id's random part: letters and digits as Stripe's ids are, from base64 rather
 * than hex, so an id never carries a run of 12 digits that the card-number checks (no card
 * number is stored, logged or answered) would take for a card (hex did, about one run in 20).
 */
function testId(): string {
  return randomBytes(12).toString("base64url").replace(/[-_]/g, "x");
}

/**
 * The built-in test gateway (no `STRIPE_SECRET_KEY`): it behaves as Stripe does for Stripe's
 * test PaymentMethod ids, which `POST /api/checkout/testgateway/tokenize` answers for Stripe's
 * test card numbers (`test-cards.ts`):
 *
 * - `pm_card_visa` (4242 4242 4242 4242): paid at once.
 * - `pm_card_authenticationRequired` (4000 0027 6000 3184): a payment intent that requires
 *   the card holder's action, with its `clientSecret`. The card holder answers at
 *   `POST /api/checkout/testgateway/authenticate` `{ clientSecret, outcome: "approve" | "fail" }`
 *   (the stand-in for the bank's 3-D Secure page). `confirm` then pays, or, after "fail",
 *   declines with Stripe's authentication message. Confirming without an answer counts as
 *   approved: the kit's test card dialog approves by confirming, and fails by not confirming.
 * - `pm_card_chargeDeclined` (4000 0000 0000 0002) and any id it does not know: declined.
 * - `pm_card_chargeDeclinedInsufficientFunds` (4000 0000 0000 9995): insufficient funds.
 *
 * Like a provider it keeps its own records (`test_gateway_intents`, `test_gateway_charges`,
 * `test_gateway_refunds`), in the database so that they outlive a crash of the server: an
 * idempotency key gets its first answer again, an intent is charged at most once, a charge is
 * never refunded beyond its amount, `lookup` finds an intent by its id or by the key it was
 * created under, and `cancel` ends one still waiting for its card holder.
 */
export function testGateway(db: Db): PaymentGateway {
  return {
    name: "testgateway",

    async charge({ paymentMethodId, amountPence, reference, idempotencyKey }) {
      const first = await intentByKey(db, idempotencyKey);
      if (first) return outcomeOf(db, first);
      const paymentIntentId = `pi_test_${testId()}`;
      const clientSecret = `${paymentIntentId}_secret_${randomBytes(18).toString("base64url")}`;
      const status: IntentRow["status"] =
        paymentMethodId === "pm_card_visa"
          ? "succeeded"
          : paymentMethodId === "pm_card_authenticationRequired"
            ? "requires_action"
            : "failed";
      const error =
        status !== "failed"
          ? null
          : paymentMethodId === "pm_card_chargeDeclinedInsufficientFunds"
            ? serverTexts.insufficientFunds
            : serverTexts.cardDeclined;
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.query<IntentRow>(
          `INSERT INTO test_gateway_intents (payment_intent_id, client_secret, idempotency_key,
                  payment_method, amount_pence, reference, status, error)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${INTENT_COLUMNS}`,
          [
            paymentIntentId,
            clientSecret,
            idempotencyKey,
            paymentMethodId,
            amountPence,
            reference,
            status,
            error,
          ],
        );
        if (created?.status === "succeeded") await capture(tx, created);
        return created;
      });
      // A concurrent call with the same key won the insert: answer what it answered.
      return outcomeOf(db, row ?? (await intentByKey(db, idempotencyKey))!);
    },

    async refund(paymentId, amountPence, { idempotencyKey }) {
      return db.transaction(async (tx) => {
        const [charge] = await tx.query<{ amount_pence: number }>(
          "SELECT amount_pence FROM test_gateway_charges WHERE charge_id = $1 FOR UPDATE",
          [paymentId],
        );
        const [first] = await tx.query<{ refund_id: string }>(
          "SELECT refund_id FROM test_gateway_refunds WHERE idempotency_key = $1",
          [idempotencyKey],
        );
        if (first) return { refundId: first.refund_id };
        if (!charge) throw new GatewayError(serverTexts.staffRefundFailed);
        const [done] = await tx.query<{ pence: number }>(
          "SELECT coalesce(sum(amount_pence), 0)::int AS pence FROM test_gateway_refunds WHERE charge_id = $1",
          [paymentId],
        );
        if (amountPence <= 0 || (done?.pence ?? 0) + amountPence > charge.amount_pence) {
          throw new GatewayError(serverTexts.staffRefundFailed);
        }
        const refundId = `re_test_${testId()}`;
        await tx.query(
          `INSERT INTO test_gateway_refunds (refund_id, charge_id, amount_pence, idempotency_key)
           VALUES ($1, $2, $3, $4)`,
          [refundId, paymentId, amountPence, idempotencyKey],
        );
        return { refundId };
      });
    },

    async confirm({ paymentIntentId }) {
      return db.transaction(async (tx) => {
        const [intent] = await tx.query<IntentRow>(
          `SELECT ${INTENT_COLUMNS} FROM test_gateway_intents WHERE payment_intent_id = $1 FOR UPDATE`,
          [paymentIntentId],
        );
        if (!intent) return { status: "failed", error: serverTexts.paymentNotFound };
        if (intent.status === "requires_action") {
          if (intent.authentication === "failed") {
            await tx.query(
              "UPDATE test_gateway_intents SET status = 'failed', error = $2 WHERE payment_intent_id = $1",
              [paymentIntentId, texts.authenticationFailed],
            );
            return { status: "failed", error: texts.authenticationFailed };
          }
          await tx.query(
            "UPDATE test_gateway_intents SET status = 'succeeded' WHERE payment_intent_id = $1",
            [paymentIntentId],
          );
          await capture(tx, intent);
          return outcomeOf(tx, { ...intent, status: "succeeded" });
        }
        // Already settled: the same answer, never a second charge.
        return outcomeOf(tx, intent);
      });
    },

    async lookup({ paymentIntentId, charge }) {
      const intent = paymentIntentId
        ? await intentById(db, paymentIntentId)
        : charge
          ? await intentByKey(db, charge.idempotencyKey)
          : undefined;
      return intent ? outcomeOf(db, intent) : { status: "not_found" };
    },

    async cancel({ paymentIntentId }) {
      return db.transaction(async (tx) => {
        const [intent] = await tx.query<IntentRow>(
          `SELECT ${INTENT_COLUMNS} FROM test_gateway_intents WHERE payment_intent_id = $1 FOR UPDATE`,
          [paymentIntentId],
        );
        if (!intent) return { status: "failed", error: serverTexts.paymentNotFound };
        if (intent.status !== "requires_action") return outcomeOf(tx, intent);
        await tx.query(
          "UPDATE test_gateway_intents SET status = 'canceled', error = $2 WHERE payment_intent_id = $1",
          [paymentIntentId, serverTexts.paymentSuperseded],
        );
        return { status: "failed", error: serverTexts.paymentSuperseded };
      });
    },
  };
}

/**
 * The card holder's answer to an intent's authentication (the bank's 3-D Secure page), by
 * its client secret. False when no intent is waiting for one.
 */
export async function authenticateTestIntent(
  db: Queryable,
  clientSecret: string,
  outcome: "approve" | "fail",
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE test_gateway_intents SET authentication = $2
      WHERE client_secret = $1 AND status = 'requires_action' RETURNING 1`,
    [clientSecret, outcome === "approve" ? "approved" : "failed"],
  );
  return updated.length > 0;
}

type IntentRow = {
  payment_intent_id: string;
  client_secret: string;
  amount_pence: number;
  reference: string;
  status: "requires_action" | "succeeded" | "failed" | "canceled";
  authentication: "approved" | "failed" | null;
  error: string | null;
};

const INTENT_COLUMNS =
  "payment_intent_id, client_secret, amount_pence, reference, status, authentication, error";

async function intentById(db: Queryable, id: string): Promise<IntentRow | undefined> {
  const [row] = await db.query<IntentRow>(
    `SELECT ${INTENT_COLUMNS} FROM test_gateway_intents WHERE payment_intent_id = $1`,
    [id],
  );
  return row;
}

async function intentByKey(db: Queryable, key: string): Promise<IntentRow | undefined> {
  const [row] = await db.query<IntentRow>(
    `SELECT ${INTENT_COLUMNS} FROM test_gateway_intents WHERE idempotency_key = $1`,
    [key],
  );
  return row;
}

/** The intent's one charge (the unique payment_intent_id makes a second one impossible). */
async function capture(tx: Queryable, intent: IntentRow): Promise<void> {
  await tx.query(
    `INSERT INTO test_gateway_charges (charge_id, payment_intent_id, amount_pence, reference)
     VALUES ($1, $2, $3, $4)`,
    [`ch_test_${testId()}`, intent.payment_intent_id, intent.amount_pence, intent.reference],
  );
}

async function outcomeOf(db: Queryable, intent: IntentRow): Promise<GatewayOutcome> {
  switch (intent.status) {
    case "succeeded": {
      const [charge] = await db.query<{ charge_id: string }>(
        "SELECT charge_id FROM test_gateway_charges WHERE payment_intent_id = $1",
        [intent.payment_intent_id],
      );
      return { status: "succeeded", transactionId: charge!.charge_id };
    }
    case "requires_action":
      return {
        status: "requires_action",
        clientSecret: intent.client_secret,
        paymentIntentId: intent.payment_intent_id,
      };
    default:
      return { status: "failed", error: intent.error ?? serverTexts.cardDeclined };
  }
}
