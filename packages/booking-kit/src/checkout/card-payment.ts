import { messages, type ApiClient, type CardGateway, type PaymentResult } from "@bookwell/contract";

/** What the card field gives the payment loop (Stripe Elements or the test gateway). */
export interface CardPaymentHandle {
  gateway: CardGateway;
  /** Turns the entered card into a PaymentMethod id (the number goes only to the gateway). */
  createPaymentMethod(): Promise<{ id: string } | { error: string }>;
  /** The card's action (3-D Secure) for `clientSecret`: approved, or the reason it failed. */
  handleAction(clientSecret: string): Promise<{ ok: true } | { error: string }>;
}

export type CardPaymentOutcome = { transactionId: string } | { error: string };

export interface CardPaymentInput {
  client: ApiClient;
  card: CardPaymentHandle;
  paymentMethodId: string;
  /** One key per attempt (`crypto.randomUUID()` when the customer presses pay). */
  attemptKey: string;
  refnum: string;
  paidamt: number;
  creditused: number;
  availcredit: number;
  email: string;
  /** A safety stop for a gateway that keeps asking; Stripe asks at most a few times. */
  maxActions?: number;
}

/**
 * The card loop, for a cart payment and a credit top-up alike (booking-flow.md section 4,
 * account-area.md section 4): start the payment; while the server answers that an action is
 * required, confirm the card action and then the payment; stop at a transaction id or an error.
 */
export async function runCardLoop(input: {
  card: CardPaymentHandle;
  start: () => Promise<PaymentResult>;
  /** Confirms after the card's action; `round` counts from 1 (for the idempotency key). */
  confirm: (paymentIntentId: string, round: number) => Promise<PaymentResult>;
  /** A safety stop for a gateway that keeps asking; Stripe asks at most a few times. */
  maxActions?: number;
}): Promise<CardPaymentOutcome> {
  let result = await input.start();
  for (let round = 1; "requiresAction" in result; round += 1) {
    if (round > (input.maxActions ?? 5)) return { error: messages.oops };
    const action = await input.card.handleAction(result.clientSecret);
    if ("error" in action) return { error: action.error };
    result = await input.confirm(result.paymentIntentId, round);
  }
  return "transactionId" in result ? { transactionId: result.transactionId } : result;
}

/**
 * A cart's card payment through {@link runCardLoop}. Initiate sends the attempt's key; each
 * confirm sends the attempt's key with its round number, so a retried call is recognised by
 * the server and nothing is charged twice.
 */
export function runCardPayment(input: CardPaymentInput): Promise<CardPaymentOutcome> {
  const { client, card } = input;
  return runCardLoop({
    card,
    ...(input.maxActions === undefined ? {} : { maxActions: input.maxActions }),
    start: () =>
      client.initiatePayment({
        body: {
          PaymentMethodId: input.paymentMethodId,
          paymentMethod: card.gateway,
          idempotencyKey: input.attemptKey,
          refnum: input.refnum,
          paidamt: input.paidamt,
          creditused: input.creditused,
          availcredit: input.availcredit,
          email: input.email,
        },
      }),
    confirm: (paymentIntentId, round) =>
      client.confirmPayment({
        body: {
          refnum: input.refnum,
          PaymentIntentId: paymentIntentId,
          paymentMethod: card.gateway,
          idempotencyKey: `${input.attemptKey}-confirm-${round}`,
        },
      }),
  });
}
