"use client";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { FieldError } from "@bookwell/ui";
import * as React from "react";

import type { CardPaymentHandle } from "./card-payment";
import type { CardFieldProps } from "./test-card-field";

/** One Stripe.js per key, loaded the first time a card field mounts (never at import). */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
}

export type StripeCardFieldProps = CardFieldProps & {
  publishableKey: string;
  /** Billing details Stripe keeps with the PaymentMethod. */
  billing: { name: string; email: string; phone: string; country?: string; postalCode: string };
};

/**
 * The card field with a Stripe publishable key: Stripe Elements' card element, so the card
 * number never touches our page's code or our server. Loaded lazily by the checkout.
 */
export default function StripeCardField({ publishableKey, ...props }: StripeCardFieldProps) {
  // Stripe.js loads in the browser only, when the field first mounts (never on the server).
  const [stripe] = React.useState(() =>
    typeof window === "undefined" ? null : stripeFor(publishableKey),
  );
  return (
    <Elements stripe={stripe}>
      <StripeCard {...props} />
    </Elements>
  );
}

function StripeCard({
  handleRef,
  onChange,
  error,
  disabled,
  billing,
}: Omit<StripeCardFieldProps, "publishableKey">) {
  const stripe = useStripe();
  const elements = useElements();
  const errorId = React.useId();
  const billingRef = React.useRef(billing);
  React.useEffect(() => {
    billingRef.current = billing;
  });

  React.useImperativeHandle(
    handleRef,
    (): CardPaymentHandle => ({
      gateway: "stripe",
      async createPaymentMethod() {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { error: "The card field is still loading." };
        const { name, email, phone, country, postalCode } = billingRef.current;
        const result = await stripe.createPaymentMethod({
          type: "card",
          card,
          billing_details: {
            name,
            email,
            phone,
            address: { country, postal_code: postalCode },
          },
        });
        return result.error
          ? { error: result.error.message ?? "Your card could not be used." }
          : { id: result.paymentMethod.id };
      },
      async handleAction(clientSecret) {
        if (!stripe) return { error: "The card field is still loading." };
        const result = await stripe.handleCardAction(clientSecret);
        return result.error
          ? { error: result.error.message ?? "Your card could not be authenticated." }
          : { ok: true };
      },
    }),
    [stripe, elements],
  );

  return (
    <div data-slot="stripe-card-field" className="space-y-2">
      <p className="text-sm font-medium" id={`${errorId}-label`}>
        Card details
      </p>
      <div
        role="group"
        aria-labelledby={`${errorId}-label`}
        aria-describedby={errorId}
        className="min-h-11 rounded-md border border-input bg-background px-3 py-3"
      >
        <CardElement
          options={{ disabled, hidePostalCode: true }}
          onChange={(event) => onChange({ complete: event.complete, error: event.error?.message })}
        />
      </div>
      <div id={errorId} aria-live="assertive" aria-atomic="true">
        {error ? <FieldError>{error}</FieldError> : null}
      </div>
    </div>
  );
}
