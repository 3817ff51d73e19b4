import { fail, serverTexts } from "@bookwell/contract";

import { serverBrand } from "../brand";
import type { ServerConfig } from "../config";
import type { Db } from "../db/db";
import { environment, modeOf, type Env } from "../environment";
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
 * The gateway in force: Stripe when `STRIPE_SECRET_KEY` is set; otherwise, in the demo and in
 * development, the built-in test gateway, whose records live in the same database (so every
 * server copy agrees); in production none (null): cards are not offered rather than faked.
 * `createApp` calls it once, unless it is given a gateway of its own (a test's failing one, a
 * fake Stripe).
 */
export function paymentGateway(db: Db, env: Env = environment()): PaymentGateway | null {
  const key = env.STRIPE_SECRET_KEY;
  if (key) {
    const brand = serverBrand(env);
    return stripeGateway({
      secretKey: key,
      currency: brand.currency.toLowerCase(),
      orderLabel: brand.name,
    });
  }
  return modeOf(env) === "production" ? null : testGateway(db);
}

/**
 * The gateway handlers see when there is none (production without a card provider): every
 * call refused with the "not available" message, whatever methods a gateway has, so no call
 * can reach a test gateway. Confirm refuses the card before that (`offeredFlags`).
 */
export function noCardGateway(): PaymentGateway {
  return new Proxy({} as PaymentGateway, {
    get: (_target, property) => {
      if (property === "then") return undefined;
      if (property === "name") return "none";
      return async () => {
        throw new GatewayError(serverTexts.methodDisabled);
      };
    },
  });
}

type Flags = {
  stripeEnable: boolean;
  payNowEnable: boolean;
  c2pEnable: boolean;
  ukTakepaymentsEnable: boolean;
};

/**
 * An account's payment flags as offered: a card needs a card gateway and the redirect methods
 * a redirect gateway (`ServerConfig.providers`); bank transfer needs none.
 */
export function offeredFlags<T extends Flags>(
  flags: T,
  providers: ServerConfig["providers"] | undefined,
): T {
  if (!providers) return flags;
  return {
    ...flags,
    stripeEnable: flags.stripeEnable && providers.card,
    c2pEnable: flags.c2pEnable && providers.redirect,
    ukTakepaymentsEnable: flags.ukTakepaymentsEnable && providers.redirect,
  };
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
 * The redirect gateway in force for 2c2p and UK takepayments: in the demo and development the
 * built-in hosted test payment page, signing its returns with `PAYMENT_RETURN_SECRET`
 * (generated for the process without it). A real provider is a `RedirectGateway` of its own
 * chosen here by its keys, as `paymentGateway` chooses Stripe. Null when none can run
 * (production has no real one yet): the methods are not offered, and confirm and resume
 * refuse them with a clear message.
 */
export function redirectGateway(env: Env = environment()): RedirectGateway | null {
  if (modeOf(env) === "production") return null;
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
export function unpaidHoldHours(env: Env = environment()): number {
  const hours = Number(env.UNPAID_HOLD_HOURS);
  return env.UNPAID_HOLD_HOURS && Number.isFinite(hours) && hours > 0 ? hours : 24;
}

/**
 * The payment reconciler's schedule (`handlers/checkout/reconcile.ts`): a card call still
 * unanswered `PAYMENT_RECONCILE_AFTER_SECONDS` after it was claimed (300 by default: far past
 * any live call) is asked of the gateway and finished, or released when the gateway never
 * saw it; the reconciler looks every `PAYMENT_RECONCILE_EVERY_SECONDS` (60), and at start.
 */
export function reconcileSettings(env: Env = environment()): {
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
