/**
 * The boundaries of a card call, where a process that dies leaves a durable record behind:
 * `claimed` (our claim committed, the gateway not yet asked), `answered` (the gateway answered,
 * our record not yet updated), `settled` (the outcome committed, the answer not yet sent).
 * A test passes a hook that throws at one of them, standing for the process dying there; the
 * reconciler (`handlers/checkout/reconcile.ts`) must then finish or release what was left.
 */
export type PaymentStep = "claimed" | "answered" | "settled";

export type PaymentStepHook = (
  step: PaymentStep,
  call: { order: "cart" | "topup"; kind: "charge" | "confirm" },
) => void;
