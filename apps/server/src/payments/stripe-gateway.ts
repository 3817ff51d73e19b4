import { texts, serverTexts } from "@bookwell/contract";
import { type GatewayLookup, type GatewayOutcome, type PaymentGateway } from "./gateway";

/**
 * Stripe, when `STRIPE_SECRET_KEY` is set: PaymentIntents with manual confirmation, the flow
 * of Stripe Elements' `handleCardAction` that the kit's card field runs. Over Stripe's REST
 * API with `fetch` (no SDK: one less dependency, and the two calls below are all we use).
 *
 * - charge: `POST /v1/payment_intents` (amount, currency, payment_method, confirm=true,
 *   confirmation_method=manual), with our `Idempotency-Key`.
 * - confirm: `POST /v1/payment_intents/{id}/confirm` after the card holder's action.
 * - refund: `POST /v1/refunds` (the charge, or the payment intent, and the amount), with our
 *   `Idempotency-Key`: a second approval's retry gets the first refund back.
 * - lookup: `GET /v1/payment_intents/{id}` when the intent is known; otherwise the charge sent
 *   again with the same `Idempotency-Key` and the same parameters, which Stripe answers with
 *   the first request's saved answer (its keys are kept at least 24 hours) and, had the first
 *   never reached it, makes now: one charge either way.
 * - cancel: `POST /v1/payment_intents/{id}/cancel`; an intent no longer cancellable is read.
 *
 * A card error (HTTP 402, `type: card_error`) is a decline with Stripe's message; anything
 * else Stripe refuses, or a network failure, is a 502 with our message, logged without the
 * request (it carries no card data anyway: only the PaymentMethod id).
 */
export interface StripeGatewayOptions {
  secretKey: string;
  /** ISO currency, lower case. */
  currency?: string;
  /** The brand named in the payment's description ("Bookwell order BK-1"). */
  orderLabel?: string;
  apiBase?: string;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export function stripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const {
    secretKey,
    currency = "gbp",
    orderLabel = "Bookwell",
    apiBase = "https://api.stripe.com",
    fetch: send = fetch,
  } = options;
  if (!secretKey.startsWith("sk_") && !secretKey.startsWith("rk_")) {
    throw new Error("STRIPE_SECRET_KEY must be a Stripe secret key (sk_... or rk_...).");
  }

  async function call(path: string, form?: Record<string, string>, idempotencyKey?: string) {
    let response: Response;
    try {
      response = await send(`${apiBase}${path}`, {
        method: form ? "POST" : "GET",
        headers: {
          Authorization: `Bearer ${secretKey}`,
          ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
          ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
          "Stripe-Version": "2024-06-20",
        },
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
      });
    } catch {
      throw new GatewayError(serverTexts.providerUnreachable);
    }
    const body = (await response.json().catch(() => ({}))) as StripeAnswer;
    return { status: response.status, body };
  }
  const post = (path: string, form: Record<string, string>, idempotencyKey: string) =>
    call(path, form, idempotencyKey);
  const intentPath = (id: string) => `/v1/payment_intents/${encodeURIComponent(id)}`;

  const charge: PaymentGateway["charge"] = async ({
    paymentMethodId,
    amountPence,
    reference,
    idempotencyKey,
  }) => {
    const answer = await post(
      "/v1/payment_intents",
      {
        amount: String(amountPence),
        currency,
        payment_method: paymentMethodId,
        confirm: "true",
        confirmation_method: "manual",
        "metadata[reference]": reference,
        description: `${orderLabel} order ${reference}`,
      },
      idempotencyKey,
    );
    return outcomeOf(answer);
  };

  return {
    name: "stripe",
    charge,
    async lookup({ paymentIntentId, charge: sent }): Promise<GatewayLookup> {
      if (paymentIntentId) return lookupOf(await call(intentPath(paymentIntentId)));
      if (sent) return charge(sent);
      return { status: "not_found" };
    },
    async cancel({ paymentIntentId, idempotencyKey }) {
      const answer = await post(`${intentPath(paymentIntentId)}/cancel`, {}, idempotencyKey);
      if (answer.body.error?.code === "payment_intent_unexpected_state") {
        const now = lookupOf(await call(intentPath(paymentIntentId)));
        if (now.status === "succeeded" || now.status === "failed") return now;
        throw new GatewayError(serverTexts.providerUnreachable);
      }
      return outcomeOf(answer);
    },
    async confirm({ paymentIntentId, idempotencyKey }) {
      const answer = await post(
        `/v1/payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`,
        {},
        idempotencyKey,
      );
      return outcomeOf(answer);
    },
    async refund(paymentId, amountPence, { idempotencyKey }) {
      const { status, body } = await post(
        "/v1/refunds",
        {
          [paymentId.startsWith("pi_") ? "payment_intent" : "charge"]: paymentId,
          amount: String(amountPence),
        },
        idempotencyKey,
      );
      if (body.error || status >= 400 || !body.id || body.status === "failed") {
        throw new GatewayError(serverTexts.staffRefundFailed);
      }
      return { refundId: body.id };
    },
  };
}

/** A provider failure that is not the card's: the handler answers it as a 502. */
export class GatewayError extends Error {
  readonly status = 502;
}

type StripeAnswer = {
  id?: string;
  status?: string;
  client_secret?: string;
  latest_charge?: string | { id: string } | null;
  last_payment_error?: { message?: string } | null;
  error?: { type?: string; code?: string; message?: string };
};

/** A retrieved intent: what `outcomeOf` says, or not decided yet. */
function lookupOf(answer: { status: number; body: StripeAnswer }): GatewayLookup {
  if (answer.status === 404) return { status: "not_found" };
  if (
    ["processing", "requires_confirmation", "requires_capture"].includes(answer.body.status ?? "")
  )
    return { status: "processing" };
  return outcomeOf(answer);
}

function outcomeOf({ status, body }: { status: number; body: StripeAnswer }): GatewayOutcome {
  if (body.error) {
    if (body.error.type === "card_error") {
      return { status: "failed", error: body.error.message ?? serverTexts.cardDeclined };
    }
    throw new GatewayError(serverTexts.providerUnreachable);
  }
  if (status >= 400 || !body.id) throw new GatewayError(serverTexts.providerUnreachable);
  switch (body.status) {
    case "succeeded": {
      const charge = body.latest_charge;
      return {
        status: "succeeded",
        transactionId: (typeof charge === "string" ? charge : charge?.id) ?? body.id,
      };
    }
    case "requires_action":
      return {
        status: "requires_action",
        clientSecret: body.client_secret!,
        paymentIntentId: body.id,
      };
    case "canceled":
      return { status: "failed", error: serverTexts.paymentSuperseded };
    case "requires_payment_method":
      // A failed authentication puts the intent back here.
      return {
        status: "failed",
        error: body.last_payment_error?.message ?? texts.authenticationFailed,
      };
    default:
      return { status: "failed", error: serverTexts.cardDeclined };
  }
}
