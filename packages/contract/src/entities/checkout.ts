import { z } from "zod";

import { CARD_GATEWAYS } from "../constants";
import { id, money } from "../primitives";

/**
 * Card payments (booking-flow section 7; account-area top-up).
 *
 * `PaymentMethodId` is either a Stripe PaymentMethod id (Stripe Elements, when a publishable
 * key is set) or a token from our test gateway (`POST /api/checkout/testgateway/tokenize`).
 * Card numbers go only to that tokenise call and are never stored or logged; everything
 * after it carries the token.
 *
 * Every payment and top-up call carries an `idempotencyKey` (also sent as the
 * `Idempotency-Key` header): retrying the same key never charges twice.
 */

export const cardGateway = z.enum(CARD_GATEWAYS);
export type CardGateway = z.infer<typeof cardGateway>;

/** A client-chosen key, unique per payment attempt (a UUID is ideal). */
export const idempotencyKey = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, "Expected letters, digits, '-' or '_'");

/** Test gateway tokenise body. Only Stripe's published test card numbers are accepted. */
export const tokenizeBody = z.object({
  number: z.string().regex(/^\d{12,19}$/, "Expected 12 to 19 digits"),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, "Expected 3 or 4 digits"),
});
export type TokenizeBody = z.infer<typeof tokenizeBody>;

export const tokenizeResult = z.object({ PaymentMethodId: z.string().min(1) });
export type TokenizeResult = z.infer<typeof tokenizeResult>;

/** Test gateway only: the charges it recorded for an order, as a provider's dashboard lists them. */
export const testGatewayCharges = z.array(z.object({ chargeId: z.string(), amount: money }));
export type TestGatewayCharges = z.infer<typeof testGatewayCharges>;

/**
 * The answer of every card step: paid (`transactionId`), the card needs an action (3-D
 * Secure: confirm `clientSecret` with the gateway, then call the matching confirm endpoint
 * with `paymentIntentId`), or declined (`error`, the provider's message shown under the card
 * field). A decline is a successful call whose data is `{ error }`, not a failed envelope.
 */
export const paymentResult = z.union([
  z.object({ transactionId: z.string().min(1) }),
  z.object({
    requiresAction: z.literal(true),
    clientSecret: z.string().min(1),
    paymentIntentId: z.string().min(1),
  }),
  z.object({ error: z.string().min(1) }),
]);
export type PaymentResult = z.infer<typeof paymentResult>;

/** `POST checkout/initiatepayment`. `paidamt` is the total minus `creditused`. */
export const initiatePaymentBody = z.object({
  PaymentMethodId: z.string().min(1),
  paymentMethod: cardGateway,
  idempotencyKey,
  refnum: id,
  paidamt: money,
  creditused: money,
  availcredit: money,
  email: z.string(),
});
export type InitiatePaymentBody = z.infer<typeof initiatePaymentBody>;

/** `POST checkout/confirmpayment`, after the card action. */
export const confirmPaymentBody = z.object({
  refnum: id,
  PaymentIntentId: z.string().min(1),
  paymentMethod: cardGateway,
  idempotencyKey,
});
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBody>;

/** `POST checkout/initiatetopup`. `refnum` is the credit record from `POST mycredit/{arnum}`. */
export const initiateTopUpBody = z.object({
  PaymentMethodId: z.string().min(1),
  paymentMethod: cardGateway,
  idempotencyKey,
  paidamt: money,
  arnum: id,
  refnum: id,
});
export type InitiateTopUpBody = z.infer<typeof initiateTopUpBody>;

/** `POST checkout/confirmtopup`. */
export const confirmTopUpBody = z.object({
  PaymentIntentId: z.string().min(1),
  refnum: id,
  paymentMethod: cardGateway,
  idempotencyKey,
});
export type ConfirmTopUpBody = z.infer<typeof confirmTopUpBody>;

/** What to pay with on confirm: card, bank transfer (paynow QR), or a redirect gateway. */
export const paymentRef = z.enum(["card", "paynow", "2c2p", "uktakepay"]);
export type PaymentRef = z.infer<typeof paymentRef>;

/**
 * The answer to `POST booking/cart/confirm/{refnum}`: `sor` is the booking reference shown
 * on the bank-transfer QR page; `redirectUrl` is the external page of a redirect gateway
 * (2c2p, UK takepayments), which receives only an order reference.
 */
export const confirmCartResult = z.looseObject({
  refnum: id,
  sor: z.string().optional(),
  redirectUrl: z.string().optional(),
  /** Bank transfer and redirect gateways: the ISO time until which the places are held. */
  payBy: z.string().optional(),
});
export type ConfirmCartResult = z.infer<typeof confirmCartResult>;

/**
 * A booking confirmed for bank transfer or a redirect gateway and not paid yet: it
 * holds its places until `payBy` (ISO time), then they are released (`expired`). The customer
 * resumes it: the QR and reference again (`sor`, `qrPayload`), the gateway's page again, or a
 * card instead.
 */
export const unpaidBooking = z.object({
  refnum: id,
  paymentref: paymentRef,
  sor: z.string().optional(),
  qrPayload: z.string().optional(),
  /** What is left to pay, in pounds. */
  amount: money,
  payBy: z.string(),
  expired: z.boolean(),
  /** What is booked, e.g. "Regular home cleaning, weekly". */
  service: z.string(),
  /** The first visit's date, `YYYY-MM-DD`. */
  firstDate: z.string().optional(),
});
export type UnpaidBooking = z.infer<typeof unpaidBooking>;

/** How the customer resumes an unpaid booking: by card instead, or a redirect gateway again. */
export const resumePaymentBody = z.object({ paymentref: z.enum(["card", "2c2p", "uktakepay"]) });
export type ResumePaymentBody = z.infer<typeof resumePaymentBody>;

/**
 * The resumed booking: `card` then pays with `checkout/initiatepayment` as at checkout;
 * `redirectUrl` is the gateway's page; `transactionId` when it turned out to be paid already
 * (a gateway's approval that had not come back yet): nothing more to pay.
 */
export const resumePaymentResult = z.object({
  refnum: id,
  paymentref: paymentRef,
  amount: money,
  redirectUrl: z.string().optional(),
  transactionId: z.string().optional(),
});
export type ResumePaymentResult = z.infer<typeof resumePaymentResult>;

/** The signed result a redirect gateway returns the browser with (query `result`, `signature`). */
export const redirectReturnBody = z.object({
  result: z.string().min(1).max(2000),
  signature: z.string().min(1).max(200),
});
export type RedirectReturnBody = z.infer<typeof redirectReturnBody>;

/** One visit of a booking, for the result page's schedule and its calendar download. */
export const bookedVisit = z.object({
  title: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  location: z.string().optional(),
});

/**
 * The server's reading of a verified redirect return: `approved` (paid: `transactionId`, the
 * schedule), `declined` or `cancelled` (the booking stays awaiting payment and resumable).
 */
export const redirectReturnResult = z.object({
  refnum: id,
  outcome: z.enum(["approved", "declined", "cancelled"]),
  transactionId: z.string().optional(),
  amount: money,
  visits: z.array(bookedVisit),
});
export type RedirectReturnResult = z.infer<typeof redirectReturnResult>;

/** The hosted test payment page's session (the stand-in for 2c2p's or takepayments' page). */
export const testPaymentSession = z.object({
  sessionId: id,
  /** The provider's name as its page shows it: "2C2P" or "UK takepayments". */
  gateway: z.string(),
  reference: z.string(),
  amount: money,
  status: z.enum(["open", "approved", "declined", "cancelled", "voided"]),
  expiresAt: z.string(),
});
export type TestPaymentSession = z.infer<typeof testPaymentSession>;

export const testPaymentDecisionBody = z.object({
  outcome: z.enum(["approved", "declined", "cancelled"]),
});
/** Where the hosted page sends the browser: the site's result page with the signed result. */
export const testPaymentDecision = z.object({ returnUrl: z.string() });
