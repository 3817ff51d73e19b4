import { fail } from "@bookwell/contract";

import type { Db } from "../db/db";
import type { ServiceContext } from "../handler";
import type { PaymentGateway } from "./gateway";
import { GatewayError, stripeGateway } from "./stripe-gateway";
import { testGateway } from "./test-gateway";

export * from "./gateway";
export { authenticateTestIntent, testGateway } from "./test-gateway";
export { GatewayError, stripeGateway } from "./stripe-gateway";

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
