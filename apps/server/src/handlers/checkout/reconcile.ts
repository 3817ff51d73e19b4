import { serverTexts } from "@bookwell/contract";

import type { ServerConfig } from "../../config";
import type { Db } from "../../db/db";
import { environment, type Env } from "../../environment";
import type { ServiceContext } from "../../handler";
import {
  GatewayError,
  type GatewayLookup,
  type GatewayOutcome,
  paymentGateway,
  type PaymentGateway,
  providerKey,
  reconcileSettings,
} from "../../payments";
import { periodicDrain } from "../../queue/periodic-drain";
import { finishTopUpCall } from "../account/credit-topup";
import { ATTEMPT_COLUMNS, finishCardAttempt } from "./card-payments";
import { refundLatePayments } from "./late-refunds";

/**
 * The payment reconciler: card calls the server claimed (`card_payments`, `topup_payments`,
 * status 'pending') but never finished, because the process died or the gateway's answer was
 * lost, are asked of the gateway and finished as the call would have finished them: paid marks
 * the cart paid (`markCartPaid`, one rule) or credits the top-up, once; declined or waiting for
 * the card holder is kept as such; a call the gateway never saw is released (the customer pays
 * again). Attempts superseded by a new confirm have their intents cancelled at the gateway, and
 * payments that came too late for their places are refunded (`late-refunds.ts`).
 *
 * Safe on any number of copies at once: each look leases the rows it takes (`retry_at`, taken
 * with `FOR UPDATE SKIP LOCKED`), and every finish is idempotent under the rows' locks, so a
 * copy that finishes a call another copy (or the customer's own retry) finished answers the
 * same. Nothing is held locked while the gateway is asked.
 */
export type ReconcileServices = Pick<ServiceContext, "db" | "clock" | "payments"> & {
  config: Pick<ServerConfig, "timeZone">;
};

export interface ReconcileReport {
  /** Calls finished with the gateway's outcome (paid, declined, waiting for the card holder). */
  finished: number;
  /** Calls the gateway never saw: released. */
  released: number;
  /** Superseded intents cancelled at the gateway. */
  cancelled: number;
  /** Calls left for a later look (the gateway unreachable, or not decided yet). */
  left: number;
  /** Payments refunded because they came after their booking's deadline and places. */
  refunded: number;
}

const BATCH = 50;

type CardClaim = {
  arnum: string;
  idempotency_key: string;
  refnum: string;
  kind: "charge" | "confirm";
  payment_intent_id: string | null;
  payment_method_id: string | null;
  amount_pence: number;
};

/** Leases up to a batch of a table's due rows for this look (none another copy holds). */
async function lease<T>(
  services: ReconcileServices,
  table: "card_payments" | "topup_payments",
  where: string,
  columns: string,
  dueBefore: Date,
  leaseMs: number,
): Promise<T[]> {
  const now = services.clock.now();
  return services.db.query<T>(
    `UPDATE ${table} SET retry_at = $3
      WHERE (arnum, idempotency_key) IN (
        SELECT arnum, idempotency_key FROM ${table}
         WHERE ${where} AND claimed_at <= $1 AND (retry_at IS NULL OR retry_at <= $2)
         ORDER BY claimed_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING ${columns}`,
    [dueBefore, now, new Date(now.getTime() + leaseMs)],
  );
}

/**
 * What became of a claimed call at the gateway. A charge is found by its intent or asked again
 * under its key with the same parameters; a confirm the gateway never received is sent again
 * under its key (the card holder asked for it), which the gateway answers once.
 */
async function outcomeAtGateway(
  services: ReconcileServices,
  claim: Omit<CardClaim, "arnum">,
): Promise<GatewayLookup> {
  const key = providerKey(claim.refnum, claim.idempotency_key);
  if (claim.kind === "confirm" && claim.payment_intent_id) {
    const found = await services.payments.lookup({ paymentIntentId: claim.payment_intent_id });
    if (found.status !== "requires_action") return found;
    return services.payments.confirm({
      paymentIntentId: claim.payment_intent_id,
      idempotencyKey: key,
    });
  }
  return services.payments.lookup({
    ...(claim.payment_intent_id ? { paymentIntentId: claim.payment_intent_id } : {}),
    ...(claim.payment_method_id
      ? {
          charge: {
            paymentMethodId: claim.payment_method_id,
            amountPence: claim.amount_pence,
            reference: claim.refnum,
            idempotencyKey: key,
          },
        }
      : {}),
  });
}

/** The outcome to finish a call with, or null to leave it for a later look. */
function finalOutcome(found: GatewayLookup): GatewayOutcome | null {
  if (found.status === "processing") return null;
  if (found.status === "not_found") {
    return { status: "failed", error: serverTexts.paymentNotCompleted };
  }
  return found;
}

/** One look: every due claim of both tables, and the superseded intents still open. */
export async function reconcilePayments(
  services: ReconcileServices,
  settings: { afterMs: number } = reconcileSettings(),
  log: (line: string) => void = console.warn,
): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    finished: 0,
    released: 0,
    cancelled: 0,
    left: 0,
    refunded: 0,
  };
  const dueBefore = new Date(services.clock.now().getTime() - settings.afterMs);
  const tally = (outcome: GatewayOutcome | null, found: GatewayLookup) => {
    if (!outcome) report.left++;
    else if (found.status === "not_found") report.released++;
    else report.finished++;
  };
  const unreachable = (error: unknown, what: string) => {
    if (!(error instanceof GatewayError)) throw error;
    report.left++;
    log(`[payments] ${what} left for the next look: ${error.message}`);
  };

  const cards = await lease<CardClaim>(
    services,
    "card_payments",
    "status = 'pending'",
    ATTEMPT_COLUMNS,
    dueBefore,
    settings.afterMs,
  );
  for (const claim of cards) {
    try {
      const found = await outcomeAtGateway(services, claim);
      const outcome = finalOutcome(found);
      if (outcome) {
        await finishCardAttempt(
          services,
          { arnum: claim.arnum, key: claim.idempotency_key, refnum: claim.refnum },
          outcome,
        );
      }
      tally(outcome, found);
    } catch (error) {
      unreachable(error, `card payment of ${claim.refnum}`);
    }
  }

  const topUps = await lease<CardClaim>(
    services,
    "topup_payments",
    "status = 'pending'",
    `arnum, idempotency_key, refnum, kind, payment_intent_id, payment_method_id,
     (SELECT amount_pence FROM credit_topups t WHERE t.refnum = topup_payments.refnum) AS amount_pence`,
    dueBefore,
    settings.afterMs,
  );
  for (const claim of topUps) {
    try {
      const found = await outcomeAtGateway(services, claim);
      const outcome = finalOutcome(found);
      if (outcome) {
        await finishTopUpCall(
          services,
          claim.arnum,
          {
            refnum: claim.refnum,
            idempotencyKey: claim.idempotency_key,
            ...(claim.kind === "confirm" && claim.payment_intent_id
              ? { confirmed: claim.payment_intent_id }
              : {}),
          },
          outcome,
        );
      }
      tally(outcome, found);
    } catch (error) {
      unreachable(error, `top-up payment of ${claim.refnum}`);
    }
  }

  report.cancelled += await cancelSuperseded(services, log);
  report.refunded += await refundLatePayments(services, undefined, log);
  return report;
}

/**
 * Cancels at the gateway the intents of attempts superseded by a new confirm or a change of
 * the cart (`supersedeCardAttempts`), so the card holder's bank page can no longer pay them.
 * `refnum` limits it to one cart (the confirm that superseded them, right after it commits).
 */
export async function cancelSuperseded(
  services: ReconcileServices,
  log: (line: string) => void = console.warn,
  refnum?: string,
): Promise<number> {
  const now = services.clock.now();
  const rows = await services.db.query<{
    arnum: string;
    idempotency_key: string;
    refnum: string;
    payment_intent_id: string;
  }>(
    `UPDATE card_payments SET retry_at = $2
      WHERE (arnum, idempotency_key) IN (
        SELECT arnum, idempotency_key FROM card_payments
         WHERE status = 'superseded' AND cancelled_at IS NULL AND payment_intent_id IS NOT NULL
           AND (retry_at IS NULL OR retry_at <= $1) AND ($3::text IS NULL OR refnum = $3)
         LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING arnum, idempotency_key, refnum, payment_intent_id`,
    [now, new Date(now.getTime() + 60_000), refnum ?? null],
  );
  let cancelled = 0;
  for (const row of rows) {
    try {
      const outcome = await services.payments.cancel({
        paymentIntentId: row.payment_intent_id,
        idempotencyKey: providerKey(row.refnum, `${row.idempotency_key}:cancel`),
      });
      // Paid at the provider after all: the operator must refund it (no confirm of ours can
      // have done it, so this is the provider's doing); it stays on record, not cancelled.
      if (outcome.status === "succeeded") {
        log(`[payments] superseded intent of ${row.refnum} was paid at the gateway: refund it`);
        continue;
      }
      await services.db.query(
        "UPDATE card_payments SET cancelled_at = $3, retry_at = NULL WHERE arnum = $1 AND idempotency_key = $2",
        [row.arnum, row.idempotency_key, now],
      );
      cancelled++;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log(`[payments] superseded intent of ${row.refnum} left for the next look: ${error.message}`);
    }
  }
  return cancelled;
}

/**
 * Runs the reconciler for a server process: once at start, then every
 * `PAYMENT_RECONCILE_EVERY_SECONDS` (`periodicDrain`: one look at a time, and a stop that
 * waits for the look in progress).
 */
export function startPaymentReconciler(
  db: Db,
  {
    payments,
    clock = { now: () => new Date() },
    timeZone = "Europe/London",
    env = environment(),
    log = console.warn,
  }: {
    /** The gateway the app uses (`paymentGateway`: none in production without a provider). */
    payments: PaymentGateway;
    clock?: ServiceContext["clock"];
    timeZone?: string;
    env?: Env;
    log?: (line: string) => void;
  },
): { stop(): Promise<void>; reconcileOnce(): Promise<ReconcileReport> } {
  const services: ReconcileServices = { db, payments, clock, config: { timeZone } };
  const settings = reconcileSettings(env);
  const drain = periodicDrain({
    look: () => reconcilePayments(services, settings, log),
    onQueued: () => () => undefined,
    onError: (error) => log(`[payments] reconciler: ${error.name}: ${error.message}`),
  });
  drain.start(settings.everyMs);
  return { stop: drain.stop, reconcileOnce: drain.drainOnce };
}
