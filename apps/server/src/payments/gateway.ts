/**
 * A card payment provider, as the booking flow sees it (DESIGN.md: cards). The server charges
 * a PaymentMethod id the browser got from the provider's card field (never a card number) for
 * an amount the server computed, under an idempotency key, so that a repeated call is answered
 * by the provider without charging again.
 */
export type GatewayOutcome =
  | { status: "succeeded"; transactionId: string }
  | { status: "requires_action"; clientSecret: string; paymentIntentId: string }
  | { status: "failed"; error: string };

export interface ChargeInput {
  paymentMethodId: string;
  amountPence: number;
  /** Our order reference (the cart's refnum), kept by the provider with the charge. */
  reference: string;
  /** Unique per attempt; the same key again gets the first answer and no second charge. */
  idempotencyKey: string;
}

export interface ConfirmInput {
  paymentIntentId: string;
  idempotencyKey: string;
}

export interface PaymentGateway {
  /** The contract's `paymentMethod` this gateway answers to. */
  readonly name: "stripe" | "testgateway";
  /** Charges the amount: paid, the card holder must act first (3-D Secure), or declined. */
  charge(input: ChargeInput): Promise<GatewayOutcome>;
  /** After the card holder's action: paid, or declined (a failed authentication too). */
  confirm(input: ConfirmInput): Promise<GatewayOutcome>;
}
