import type { Queryable } from "../db/db";

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

/**
 * What the provider knows of an attempt whose answer we never kept (a crash, a lost
 * connection): its outcome, `not_found` when the call never reached the provider, or
 * `processing` when the provider has not decided yet.
 */
export type GatewayLookup = GatewayOutcome | { status: "not_found" } | { status: "processing" };

export interface LookupInput {
  /** The intent, when we know it (a confirm, or a charge that answered). */
  paymentIntentId?: string;
  /** The charge as it was sent (the same key and parameters), when the intent is not known. */
  charge?: ChargeInput;
}

export interface PaymentGateway {
  /** The contract's `paymentMethod` this gateway answers to. */
  readonly name: "stripe" | "testgateway";
  /** Charges the amount: paid, the card holder must act first (3-D Secure), or declined. */
  charge(input: ChargeInput): Promise<GatewayOutcome>;
  /** After the card holder's action: paid, or declined (a failed authentication too). */
  confirm(input: ConfirmInput): Promise<GatewayOutcome>;
  /**
   * Gives back `amountPence` of a captured payment (`paymentId`: the transaction id `charge`
   * or `confirm` answered), under an idempotency key: the same key again answers the first
   * refund and refunds nothing more. A refund the provider refuses (more than is left of the
   * payment, an unknown payment) or cannot make throws `GatewayError`.
   */
  refund(
    paymentId: string,
    amountPence: number,
    options: { idempotencyKey: string },
  ): Promise<{ refundId: string }>;
  /** The outcome of an attempt, asked again without charging anew what was already sent. */
  lookup(input: LookupInput): Promise<GatewayLookup>;
  /**
   * Cancels an intent still waiting for its card holder: `failed` once cancelled, or
   * `succeeded` when it had been paid already (the caller settles that payment).
   */
  cancel(input: ConfirmInput): Promise<GatewayOutcome>;
}

/**
 * A redirect gateway (2c2p, UK takepayments), as the booking flow sees it: the
 * browser is sent to the provider's hosted page with an order reference and an amount (never
 * card details) and comes back to the site with a result the provider signed. The server
 * believes a result only once its signature verifies, and only once per session.
 */
export type RedirectOutcome = "approved" | "declined" | "cancelled";

export interface RedirectStartInput {
  /** Our id of this payment session (one a visit to the provider's page). */
  sessionId: string;
  gateway: "2c2p" | "uktakepay";
  /** Our order reference (the cart's refnum). */
  reference: string;
  amountPence: number;
  /** The provider's page refuses to take the payment after this (the booking's deadline). */
  expiresAt: Date;
}

export interface RedirectReturn {
  sessionId: string;
  reference: string;
  outcome: RedirectOutcome;
  transactionId?: string;
}

/**
 * `db` is the caller's database or transaction: the built-in test gateway keeps its records
 * there (so a void and an approval are settled in one order); a provider over HTTP ignores it.
 */
export interface RedirectGateway {
  readonly name: string;
  /** Opens the provider's session: where to send the browser. */
  start(db: Queryable, input: RedirectStartInput): Promise<{ redirectUrl: string }>;
  /** The provider's signed result, or null when its signature does not verify. */
  verifyReturn(input: { result: string; signature: string }): RedirectReturn | null;
  /**
   * Voids an open session because the customer pays another way: `voided`, or `approved`
   * when the provider had already taken the payment (its return not yet back), or `closed`
   * (declined, cancelled: nothing taken).
   */
  void(
    db: Queryable,
    sessionId: string,
  ): Promise<{ status: "voided" | "closed" } | { status: "approved"; transactionId: string }>;
}
