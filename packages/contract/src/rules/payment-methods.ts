import { PAYMENT_TYPES } from "../constants";
import type { SessionUser } from "../entities/auth";
import type { PaymentRef } from "../entities/checkout";

/**
 * Which payment methods a customer may use (booking-flow.md sections 4 and 6): each is
 * switched on per account by a flag of the session. The checkout shows a tab for each enabled
 * method, in this order; confirm cart refuses a method that is not enabled.
 */

/** A checkout tab: card, bank transfer ("link"), 2c2p, UK Takepayments. */
export type PaymentMethod = (typeof PAYMENT_TYPES)[number];
/** The session's switches, one per method. */
export type PaymentFlags = Pick<
  SessionUser,
  "stripeEnable" | "payNowEnable" | "c2pEnable" | "ukTakepaymentsEnable"
>;

/** The flag that switches each method on. */
export const PAYMENT_METHOD_FLAGS: Readonly<Record<PaymentMethod, keyof PaymentFlags>> = {
  card: "stripeEnable",
  link: "payNowEnable",
  "2c2p": "c2pEnable",
  uktakepay: "ukTakepaymentsEnable",
};

/** The enabled methods in the spec's order; none without a session. */
export function enabledPaymentMethods(flags: PaymentFlags | null): PaymentMethod[] {
  if (!flags) return [];
  return PAYMENT_TYPES.filter((method) => flags[PAYMENT_METHOD_FLAGS[method]]);
}

/** The `paymentref` confirm cart carries for a tab. */
export function paymentRefOf(method: PaymentMethod): PaymentRef {
  return method === "link" ? "paynow" : method;
}

/** The tab of a `paymentref`. */
export function paymentMethodOf(ref: PaymentRef): PaymentMethod {
  return ref === "paynow" ? "link" : ref;
}

/** Whether the account may pay with this `paymentref` (the server's check on confirm). */
export function isPaymentRefEnabled(ref: PaymentRef, flags: PaymentFlags): boolean {
  return flags[PAYMENT_METHOD_FLAGS[paymentMethodOf(ref)]];
}

/** Redirect gateways: after confirm the browser goes to the provider's page. */
export function isRedirectMethod(method: PaymentMethod | PaymentRef): boolean {
  return method === "2c2p" || method === "uktakepay";
}
