"use client";
import {
  BOOKING_SALUTATIONS,
  billingCountries,
  billingCountryCodes,
  countryCode,
  labels,
  messages,
  postcodeMaxLength,
  storedPostcode,
  texts,
  type CartLine,
  type CartSummary,
  type PaymentMethod,
  type SessionUser,
  validateCreditRedeem,
} from "@bookwell/contract";
import {
  Button,
  CartTotals,
  CreditRedeemField,
  Field,
  PaymentTabs,
  Select,
  Skeleton,
  TextInput,
} from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { useKit, type KitSettings } from "../kit-context";
import { useRequireSession } from "../session/require-session";
import type { CardPaymentHandle } from "./card-payment";
import type { ContactField, ContactFields } from "./checkout-machine";
import { particularsQuery } from "../queries/account-queries";
import { creditTotalQuery } from "../queries/cart-queries";
import { locationsQuery } from "../queries/queries";
import { needsContactHints, type ContactHints } from "./contact-prefill";
import { useCart } from "./use-cart";
import { useCheckout } from "./use-checkout";
import { TestCardField, type CardFieldState } from "./test-card-field";

const StripeCardField = React.lazy(() => import("./stripe-card-field"));

/**
 * Two-letter codes of the countries a billing address may be in, by name (the contract's ISO
 * list, `billingCountries`), for the card's billing details.
 */
export const COUNTRY_CODES: Readonly<Record<string, string>> =
  /* @__PURE__ */ billingCountryCodes();

export type CheckoutPaymentProps = {
  /** PREVIOUS: back to Finalise Booking. */
  onPrevious?: () => void;
  /**
   * Sends the browser to a redirect gateway's page (2c2p, UK takepayments).
   * @default (url) => window.location.assign(url)
   */
  onRedirect?: (url: string) => void;
};

const defaultRedirect = (url: string) => window.location.assign(url);

/**
 * Checkout & Payment (booking-flow.md sections 2 to 5): contact and billing fields, credit
 * redeem, the payment tabs of the session's enabled methods and the card field, and the pay
 * button. Checks run in the spec's order (the contract's `checkoutRules`); then confirm cart,
 * then by method: the card loop, the bank-transfer QR page, or a redirect gateway's page.
 */
export function CheckoutPayment({
  onPrevious,
  onRedirect = defaultRedirect,
}: CheckoutPaymentProps) {
  const { client } = useKit();
  const { session, summary, details } = useCart();
  const credit = useQuery({
    ...creditTotalQuery(client, session?.arnum ?? ""),
    enabled: Boolean(session),
  });
  // A line without salutation or address lines (an accepted quotation's) takes them from the
  // profile and the saved location it names: both read before the form is first filled.
  const hinted = Boolean(session) && needsContactHints(details.data?.[0]);
  const owner = { arnum: session?.arnum ?? "", email: session?.email ?? "" };
  const profile = useQuery({ ...particularsQuery(client, owner), enabled: hinted });
  const places = useQuery({
    ...locationsQuery(client, owner.arnum, owner.email),
    enabled: hinted,
  });
  const headingId = React.useId();

  useRequireSession();

  const loading =
    summary.isPending ||
    (summary.data ? details.isPending : false) ||
    credit.isPending ||
    (hinted && (profile.isPending || places.isPending));
  const failed = summary.isError || details.isError || credit.isError;

  return (
    <section aria-labelledby={headingId} data-slot="checkout-payment" className="space-y-6">
      <h2 id={headingId} className="text-2xl font-semibold">
        {labels.stepCheckout}
      </h2>
      {!session ? null : loading ? (
        <div role="status" aria-label="Loading checkout" className="space-y-3">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : failed ? (
        <p role="alert">{messages.oops}</p>
      ) : (
        <ConnectedCheckoutForm
          session={session}
          cart={summary.data ?? null}
          lines={details.data ?? []}
          availableCredit={credit.data?.total ?? 0}
          // Hints that could not be read leave the fields to the customer.
          hints={{ title: profile.data?.title, locations: places.data }}
          onPrevious={onPrevious}
          onRedirect={onRedirect}
        />
      )}
    </section>
  );
}

function ConnectedCheckoutForm({
  onPrevious,
  ...input
}: {
  session: SessionUser;
  cart: CartSummary | null;
  lines: CartLine[];
  availableCredit: number;
  hints: ContactHints;
  onPrevious?: (() => void) | undefined;
  onRedirect: (url: string) => void;
}) {
  const { settings } = useKit();
  const checkout = useCheckout(input);
  return (
    <CheckoutPaymentView
      form={checkout.form}
      onFieldChange={checkout.setField}
      fieldError={checkout.state.fieldError}
      cart={input.cart}
      amountDue={checkout.amountDue}
      creditShown={checkout.creditShown}
      availableCredit={input.availableCredit}
      creditText={checkout.creditText}
      onCreditTextChange={checkout.setCreditText}
      onRedeem={checkout.redeemCredit}
      currency={settings.currency}
      taxName={settings.taxName}
      methods={checkout.methods}
      method={checkout.state.method}
      onMethodChange={checkout.chooseMethod}
      cardRef={checkout.cardRef}
      cardError={checkout.state.cardError ?? undefined}
      onCardChange={checkout.onCardChange}
      stripePublishableKey={settings.payment.stripePublishableKey}
      processing={checkout.processing}
      onPay={() => void checkout.pay()}
      onPrevious={onPrevious}
    />
  );
}

export interface CheckoutPaymentViewProps {
  /** The contact and billing fields as entered. */
  form: ContactFields;
  onFieldChange: (field: ContactField, value: string) => void;
  /** The first failing field: shown at the field, which takes focus. */
  fieldError: { field: ContactField; message: string } | null;
  /** The open cart's summary: the server's totals, shown as they are. */
  cart: CartSummary | null;
  /** The server's amount to pay after the credit chosen. */
  amountDue: number;
  /** The credit the server counted in `amountDue`. */
  creditShown: number;
  availableCredit: number;
  creditText: string;
  onCreditTextChange: (text: string) => void;
  /** Redeem: the credit to ask the server's amount for. */
  onRedeem: (credit: number) => void;
  currency: KitSettings["currency"];
  /** The sales tax's name on the totals. @default "VAT" */
  taxName?: string | undefined;
  /** The session's enabled payment methods, in the spec's order. */
  methods: PaymentMethod[];
  method: PaymentMethod | undefined;
  onMethodChange: (method: PaymentMethod) => void;
  /** The payment loop's handle to the card field. */
  cardRef: React.Ref<CardPaymentHandle>;
  cardError: string | undefined;
  /** The card field's state, and the message it shows now. */
  onCardChange: (state: CardFieldState, shownError: string | undefined) => void;
  /** Stripe Elements with a key; the built-in test gateway without. */
  stripePublishableKey?: string | undefined;
  /** An attempt is under way: PAY NOW pending, the fields locked. */
  processing: boolean;
  onPay: () => void;
  onPrevious?: (() => void) | undefined;
}

/** Checkout & Payment's form with plain props: it shows the state and reports what is done. */
export function CheckoutPaymentView({
  form,
  onFieldChange,
  fieldError,
  cart,
  amountDue,
  creditShown,
  availableCredit,
  creditText,
  onCreditTextChange,
  onRedeem,
  currency,
  taxName = "VAT",
  methods,
  method,
  onMethodChange,
  cardRef,
  cardError,
  onCardChange,
  stripePublishableKey,
  processing,
  onPay,
  onPrevious,
}: CheckoutPaymentViewProps) {
  const id = React.useId();
  const inputs = React.useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const set = (field: ContactField) => (value: string) => onFieldChange(field, value);
  // The failing field takes focus as soon as its message shows (each press sets a new error).
  React.useLayoutEffect(() => {
    if (fieldError) inputs.current[fieldError.field]?.focus();
  }, [fieldError]);

  const text = (
    field: ContactField,
    label: string,
    props: React.ComponentProps<typeof TextInput> = {},
  ) => (
    <Field
      label={label}
      id={fieldId(field)}
      error={fieldError?.field === field ? fieldError.message : undefined}
    >
      <TextInput
        ref={(node) => {
          inputs.current[field] = node;
        }}
        value={form[field]}
        onChange={(event) => set(field)(event.target.value)}
        disabled={processing}
        {...props}
      />
    </Field>
  );

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        onPay();
      }}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Contact and billing</legend>
        <Field
          label="Salutation"
          id={fieldId("title")}
          error={fieldError?.field === "title" ? fieldError.message : undefined}
        >
          <Select
            ref={(node) => {
              inputs.current.title = node;
            }}
            placeholder="Please select"
            options={BOOKING_SALUTATIONS.map((s) => ({ value: s, label: s }))}
            value={form.title}
            disabled={processing}
            onChange={(event) => set("title")(event.target.value)}
          />
        </Field>
        {text("firstname", "First Name", { maxLength: 15, autoComplete: "given-name" })}
        {text("lastname", "Last Name", { maxLength: 15, autoComplete: "family-name" })}
        {text("phoneNumber", "Mobile number", { maxLength: 15, autoComplete: "tel", type: "tel" })}
        {text("email", "Email address", { maxLength: 50, autoComplete: "email", type: "email" })}
        {text("postalCode", "Postal code", {
          autoComplete: "postal-code",
          // The billing country's rule: up to 8 for a UK postcode, 6 for Singapore.
          maxLength: postcodeMaxLength(form.addr3 || "United Kingdom"),
          // Shown as it is kept: sw1a1aa → SW1A 1AA.
          onBlur: () => {
            const stored = storedPostcode(form.postalCode, form.addr3 || "United Kingdom");
            if (stored && stored !== form.postalCode) set("postalCode")(stored);
          },
        })}
        {text("unitno", "Unit number", { maxLength: 10 })}
        {text("addr1", "Address line 1", { maxLength: 100, autoComplete: "address-line1" })}
        {text("addr2", "Address line 2", { maxLength: 100, autoComplete: "address-line2" })}
        <Field
          label="Country"
          id={fieldId("addr3")}
          error={fieldError?.field === "addr3" ? fieldError.message : undefined}
        >
          <Select
            ref={(node) => {
              inputs.current.addr3 = node;
            }}
            placeholder="Please select"
            options={billingCountries().map((c) => ({ value: c.name, label: c.name }))}
            value={form.addr3}
            disabled={processing}
            onChange={(event) => set("addr3")(event.target.value)}
          />
        </Field>
      </fieldset>

      <CreditRedeemField
        available={availableCredit}
        validate={(text) =>
          validateCreditRedeem(text, {
            available: availableCredit,
            total: cart?.total ?? 0,
            currency,
          })
        }
        currency={currency}
        value={creditText}
        onValueChange={onCreditTextChange}
        onRedeem={onRedeem}
      />

      {cart ? (
        <CartTotals
          aria-label="Order totals"
          subtotal={cart.subtotal}
          discount={cart.discAmt > 0 ? cart.discAmt : undefined}
          serviceFee={cart.serviceFee}
          vat={cart.tax}
          credit={creditShown > 0 ? creditShown : undefined}
          finalAmount={amountDue}
          currency={currency}
          labels={{ vat: taxName }}
        />
      ) : null}

      <PaymentTabs methods={methods} value={method} onValueChange={onMethodChange}>
        {(current) =>
          current === "card" && amountDue === 0 && creditShown > 0 ? (
            <p>{texts.creditCoversAll}</p>
          ) : current === "card" ? (
            stripePublishableKey ? (
              <React.Suspense fallback={<p role="status">Loading the card field…</p>}>
                <StripeCardField
                  publishableKey={stripePublishableKey}
                  handleRef={cardRef}
                  onChange={(state) => onCardChange(state, state.error)}
                  error={cardError}
                  disabled={processing}
                  billing={{
                    name: `${form.firstname} ${form.lastname}`.trim(),
                    email: form.email,
                    phone: form.phoneNumber,
                    country: countryCode(form.addr3),
                    postalCode: form.postalCode,
                  }}
                />
              </React.Suspense>
            ) : (
              <TestCardField
                handleRef={cardRef}
                onChange={(state) => onCardChange(state, undefined)}
                error={cardError}
                disabled={processing}
              />
            )
          ) : current === "link" ? (
            <p>
              Pay by bank transfer: after you confirm, we show a QR code and your booking reference.
            </p>
          ) : (
            <p>After you confirm, you will be taken to the payment provider&apos;s page to pay.</p>
          )
        }
      </PaymentTabs>

      <div className="flex flex-wrap items-center justify-between gap-3">
        {onPrevious ? (
          <Button variant="outline" onClick={onPrevious} disabled={processing}>
            {labels.previous}
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          size="lg"
          pending={processing}
          pendingLabel="Processing your payment"
          disabled={!method}
        >
          PAY NOW
        </Button>
      </div>
    </form>
  );
}
