import { fail } from "@bookwell/contract";

import type { Db } from "../db/db";
import type { ServiceContext } from "../handler";
import type { PaymentGateway } from "./gateway";
import { GatewayError, stripeGateway } from "./stripe-gateway";
import { testGateway } from "./test-gateway";

export * from "./gateway";
export { authenticateTestIntent, testGateway } from "./test-gateway";
export { GatewayError, stripeGateway } from "./stripe-gateway";

const testGateways = new WeakMap<Db, PaymentGateway>();
let stripe: { key: string; gateway: PaymentGateway } | undefined;

/**
 * The gateway in force: Stripe when `STRIPE_SECRET_KEY` is set, otherwise the built-in test
 * gateway, whose records live in the same database (so every server copy agrees).
 */
export function paymentGateway(
  db: Db,
  env: Record<string, string | undefined> = process.env,
): PaymentGateway {
  const key = env.STRIPE_SECRET_KEY;
  if (key) {
    if (stripe?.key !== key) stripe = { key, gateway: stripeGateway({ secretKey: key }) };
    return stripe.gateway;
  }
  let gateway = testGateways.get(db);
  if (!gateway) {
    gateway = testGateway(db);
    testGateways.set(db, gateway);
  }
  return gateway;
}

let gatewayOverride: PaymentGateway | undefined;

/** Tests put a gateway of their own in (a failing one, a fake Stripe); `undefined` restores the default. */
export function useCardGateway(gateway: PaymentGateway | undefined): void {
  gatewayOverride = gateway;
}

/**
 * The gateway every card call goes through, cart payments and credit top-ups alike: the one
 * in force (`paymentGateway`), or the one a test put in.
 */
export const cardGateway = (db: Db): PaymentGateway => gatewayOverride ?? paymentGateway(db);

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
