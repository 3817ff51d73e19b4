/** Payment methods Bookwell can offer. `link` is bank transfer. */
export type PaymentMethod = "card" | "link" | "2c2p" | "uktakepay";

/** Default tab names of the payment methods. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: "Card",
  link: "Bank transfer",
  "2c2p": "2C2P",
  uktakepay: "UK Takepayments",
};

/**
 * The method to show: the chosen one while it is enabled; otherwise the only enabled
 * method when there is exactly one (spec: only card enabled → card, only bank transfer →
 * link); otherwise none until the customer chooses.
 */
export function resolvePaymentMethod(
  methods: readonly PaymentMethod[],
  chosen: PaymentMethod | undefined,
): PaymentMethod | undefined {
  if (chosen !== undefined && methods.includes(chosen)) return chosen;
  return methods.length === 1 ? methods[0] : undefined;
}
