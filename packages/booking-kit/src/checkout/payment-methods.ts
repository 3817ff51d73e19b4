import type { SessionUser } from "@bookwell/contract";
import type { PaymentMethod } from "@bookwell/ui";

/**
 * The payment methods a customer may use, from the session's flags (booking-flow.md sections 4
 * and 6): card (stripeEnable), bank transfer "link" (payNowEnable), 2c2p (c2pEnable), UK card
 * payment (ukTakepaymentsEnable), in that order. `PaymentTabs` preselects the only one.
 */
export function enabledPaymentMethods(session: SessionUser | null): PaymentMethod[] {
  if (!session) return [];
  const methods: PaymentMethod[] = [];
  if (session.stripeEnable) methods.push("card");
  if (session.payNowEnable) methods.push("link");
  if (session.c2pEnable) methods.push("2c2p");
  if (session.ukTakepaymentsEnable) methods.push("uktakepay");
  return methods;
}

/** The `paymentref` confirm cart carries for a tab: bank transfer is "paynow". */
export function paymentRefOf(method: PaymentMethod): "card" | "paynow" | "2c2p" | "uktakepay" {
  return method === "link" ? "paynow" : method;
}

/** Redirect gateways: after confirm the browser goes to the provider's page. */
export function isRedirectMethod(method: PaymentMethod): boolean {
  return method === "2c2p" || method === "uktakepay";
}
