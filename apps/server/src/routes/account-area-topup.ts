import { addDays, messages, type PaymentResult, poundsToPence, texts } from "@bookwell/contract";

import type { Handlers, ServiceContext } from "../handler";
import type { Queryable } from "../db/db";
import { HttpError } from "../http-error";

/**
 * Card top-ups (account-area section 4, "Top-up flow"): `POST mycredit/{arnum}` made a pending
 * record; `initiatetopup` charges the record's amount (never the browser's), `confirmtopup`
 * finishes a charge that needed the card holder's action. The credit lands in the ledger once,
 * in the same transaction that marks the record paid. A repeated idempotency key gets the first
 * answer and never charges twice.
 */

/** What a card gateway answers to a charge or a confirmation. */
export type GatewayOutcome =
  | { status: "succeeded"; transactionId: string }
  | { status: "requires_action"; clientSecret: string; paymentIntentId: string }
  | { status: "failed"; error: string };

export interface TopUpGateway {
  charge(input: {
    paymentMethodId: string;
    amountPence: number;
    reference: string;
    idempotencyKey: string;
  }): Promise<GatewayOutcome>;
  confirm(input: { paymentIntentId: string; idempotencyKey: string }): Promise<GatewayOutcome>;
}

/**
 * The built-in test gateway, on Stripe's published test PaymentMethod ids: `pm_card_visa`
 * pays, `pm_card_authenticationRequired` asks for the card holder's action first (confirming
 * it pays), `pm_card_chargeDeclined` and `pm_card_chargeDeclinedInsufficientFunds` decline.
 * Stateless: everything it needs travels in the ids.
 */
export const testTopUpGateway: TopUpGateway = {
  async charge({ paymentMethodId, reference, idempotencyKey }) {
    switch (paymentMethodId) {
      case "pm_card_visa":
        return { status: "succeeded", transactionId: `ch_test_${reference}_${idempotencyKey}` };
      case "pm_card_authenticationRequired": {
        const paymentIntentId = `pi_test_${reference}`;
        return {
          status: "requires_action",
          paymentIntentId,
          clientSecret: `${paymentIntentId}_secret_test`,
        };
      }
      case "pm_card_chargeDeclinedInsufficientFunds":
        return { status: "failed", error: texts.insufficientFunds };
      default:
        return { status: "failed", error: texts.cardDeclined };
    }
  },
  async confirm({ paymentIntentId, idempotencyKey }) {
    return { status: "succeeded", transactionId: `ch_${paymentIntentId}_${idempotencyKey}` };
  },
};

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

/** The session's top-up, locked until the transaction ends; another's or none is a 403. */
async function lockTopUp(tx: Queryable, refnum: string, arnum: string): Promise<TopUpRow> {
  const [row] = await tx.query<TopUpRow>(
    "SELECT * FROM credit_topups WHERE refnum = $1 AND arnum = $2 FOR UPDATE",
    [refnum, arnum],
  );
  if (!row) throw new HttpError(403, texts.forbidden);
  return row;
}

/** Applies a gateway's outcome to the top-up and says what the browser gets. */
async function settle(
  tx: Queryable,
  topUp: TopUpRow,
  outcome: GatewayOutcome,
  today: string,
): Promise<PaymentResult> {
  if (outcome.status === "failed") return { error: outcome.error };
  if (outcome.status === "requires_action") {
    await tx.query("UPDATE credit_topups SET payment_intent_id = $2 WHERE refnum = $1", [
      topUp.refnum,
      outcome.paymentIntentId,
    ]);
    return {
      requiresAction: true,
      clientSecret: outcome.clientSecret,
      paymentIntentId: outcome.paymentIntentId,
    };
  }
  await tx.query(
    "UPDATE credit_topups SET status = 'Paid', transaction_id = $2, paid_at = now() WHERE refnum = $1",
    [topUp.refnum, outcome.transactionId],
  );
  await tx.query(
    `INSERT INTO account_credit_entries (arnum, amount_pence, trandate, expiry_date, ticket, service_type, source)
     VALUES ($1, $2, $3, $4, $5, 'Top-up', 'topup')`,
    [topUp.arnum, topUp.amount_pence, today, addDays(today, TOP_UP_VALID_DAYS), topUp.refnum],
  );
  return { transactionId: outcome.transactionId };
}

/** The first answer to this key, if any. */
async function answered(tx: Queryable, arnum: string, key: string) {
  const [row] = await tx.query<{ answer: PaymentResult }>(
    "SELECT answer FROM topup_answers WHERE arnum = $1 AND idempotency_key = $2",
    [arnum, key],
  );
  return row?.answer;
}

async function remember(tx: Queryable, arnum: string, key: string, answer: PaymentResult) {
  await tx.query("INSERT INTO topup_answers (arnum, idempotency_key, answer) VALUES ($1, $2, $3)", [
    arnum,
    key,
    JSON.stringify(answer),
  ]);
}

/** The top-up calls over `gateway`; `today` gives the business date. */
export function topUpHandlers(
  gateway: TopUpGateway,
  today: (ctx: ServiceContext) => string,
): Handlers {
  return {
    async initiateTopUp(ctx) {
      const { session, body, db } = ctx;
      if (!session) throw new HttpError(401, messages.sessionExpired);
      const form = body;
      if (form.arnum !== session.arnum) throw new HttpError(403, texts.forbidden);
      const answer = await db.transaction(async (tx) => {
        // Locking the record first makes a repeated key wait for the first answer.
        const topUp = await lockTopUp(tx, form.refnum, session.arnum);
        const first = await answered(tx, session.arnum, form.idempotencyKey);
        if (first) return first;
        if (topUp.status === "Paid") return { transactionId: topUp.transaction_id! };
        if (poundsToPence(form.paidamt) !== topUp.amount_pence) {
          throw new HttpError(400, texts.topUpAmountMismatch);
        }
        const outcome = await gateway.charge({
          paymentMethodId: form.PaymentMethodId,
          amountPence: topUp.amount_pence,
          reference: topUp.refnum,
          idempotencyKey: form.idempotencyKey,
        });
        const result = await settle(tx, topUp, outcome, today(ctx));
        await remember(tx, session.arnum, form.idempotencyKey, result);
        return result;
      });
      return { data: answer };
    },

    async confirmTopUp(ctx) {
      const { session, body, db } = ctx;
      if (!session) throw new HttpError(401, messages.sessionExpired);
      const form = body;
      const answer = await db.transaction(async (tx) => {
        const topUp = await lockTopUp(tx, form.refnum, session.arnum);
        const first = await answered(tx, session.arnum, form.idempotencyKey);
        if (first) return first;
        if (topUp.status === "Paid") return { transactionId: topUp.transaction_id! };
        if (!topUp.payment_intent_id || topUp.payment_intent_id !== form.PaymentIntentId) {
          throw new HttpError(400, texts.topUpNoAction);
        }
        const outcome = await gateway.confirm({
          paymentIntentId: form.PaymentIntentId,
          idempotencyKey: form.idempotencyKey,
        });
        const result = await settle(tx, topUp, outcome, today(ctx));
        await remember(tx, session.arnum, form.idempotencyKey, result);
        return result;
      });
      return { data: answer };
    },
  };
}
