import type { Db } from "../db/db";
import type { PaymentGateway } from "./gateway";
import { stripeGateway } from "./stripe-gateway";
import { testGateway } from "./test-gateway";

export * from "./gateway";
export { authenticateTestIntent, testGateway } from "./test-gateway";
export { stripeGateway } from "./stripe-gateway";

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
