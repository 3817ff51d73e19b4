import { fail } from "@bookwell/contract";

import type { Db } from "../db/db";
import type { ServiceContext } from "../handler";
import type { PaymentGateway, RedirectGateway } from "./gateway";
import { returnSecret, testRedirectGateway } from "./test-redirect-gateway";
import { GatewayError, stripeGateway } from "./stripe-gateway";
import { testGateway } from "./test-gateway";

export * from "./gateway";
export { authenticateTestIntent, testGateway } from "./test-gateway";
export { GatewayError, stripeGateway } from "./stripe-gateway";
export { returnSecret, signReturn, testRedirectGateway } from "./test-redirect-gateway";

/**
 * The gateway in force: Stripe when `STRIPE_SECRET_KEY` is set, otherwise the built-in test
 * gateway, whose records live in the same database (so every server copy agrees). `createApp`
 * calls it once, unless it is given a gateway of its own (a test's failing one, a fake Stripe).
 */
export function paymentGateway(
  db: Db,
  env: Record<string, string | undefined> = process.env,
): PaymentGateway {
  const key = env.STRIPE_SECRET_KEY;
  return key ? stripeGateway({ secretKey: key }) : testGateway(db);
}

/**
 * The key the provider sees: the customer's key within its order (a cart's or a top-up's
 * refnum), so two orders never share one at the provider (Stripe's keys are per merchant)
 * and a retry of the same attempt does.
 */
export const providerKey = (reference: string, key: string): string => `${reference}:${key}`;

/** A provider that cannot be reached is a 502 with a clear message, never a 500. */
export function gatewayFailure(ctx: Pick<ServiceContext, "c">, error: unknown): Response {
  if (error instanceof GatewayError) return ctx.c.json(fail(error.message), 502);
  throw error;
}

const redirectGateways = new Map<string, RedirectGateway>();

/**
 * The redirect gateway in force for 2c2p and UK takepayments (issue 15): the built-in hosted
 * test payment page, signing its returns with `PAYMENT_RETURN_SECRET` (generated for the
 * process in development). A real provider is a `RedirectGateway` of its own chosen here by
 * its keys, as `paymentGateway` chooses Stripe. Null when none can run (production without a
 * return secret): confirm and resume then refuse the method with a clear message.
 */
export function redirectGateway(
  env: Record<string, string | undefined> = process.env,
): RedirectGateway | null {
  const secret = returnSecret(env);
  if (!secret) return null;
  const site = (env.PUBLIC_SITE_URL ?? "").replace(/\/+$/, "");
  const key = `${site}\n${secret}`;
  let gateway = redirectGateways.get(key);
  if (!gateway) {
    gateway = testRedirectGateway({
      secret,
      returnUrl: `${site}/payment-successfully`,
      pageUrl: (sessionId) => `${site}/test-payment/${encodeURIComponent(sessionId)}`,
    });
    redirectGateways.set(key, gateway);
  }
  return gateway;
}

/** How long an unpaid bank-transfer or redirect booking holds its places (`UNPAID_HOLD_HOURS`). */
export function unpaidHoldHours(env: Record<string, string | undefined> = process.env): number {
  const hours = Number(env.UNPAID_HOLD_HOURS);
  return env.UNPAID_HOLD_HOURS && Number.isFinite(hours) && hours > 0 ? hours : 24;
}

/**
 * The payment reconciler's schedule (`handlers/checkout/reconcile.ts`): a card call still
 * unanswered `PAYMENT_RECONCILE_AFTER_SECONDS` after it was claimed (300 by default: far past
 * any live call) is asked of the gateway and finished, or released when the gateway never
 * saw it; the reconciler looks every `PAYMENT_RECONCILE_EVERY_SECONDS` (60), and at start.
 */
export function reconcileSettings(env: Record<string, string | undefined> = process.env): {
  afterMs: number;
  everyMs: number;
} {
  const seconds = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value && Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    afterMs: seconds(env.PAYMENT_RECONCILE_AFTER_SECONDS, 300) * 1000,
    everyMs: seconds(env.PAYMENT_RECONCILE_EVERY_SECONDS, 60) * 1000,
  };
}
