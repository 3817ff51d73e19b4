"use client";
import {
  BOOKING_SALUTATIONS,
  COUNTRIES,
  DEFAULT_COUNTRY,
  checkoutErrors,
  enabledPaymentMethods,
  isRedirectMethod,
  labels,
  messages,
  paymentRefOf,
  type CartLine,
  type CartSummary,
  type CheckoutForm,
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
  useNotify,
  type PaymentMethod,
} from "@bookwell/ui";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { useExpireSession, useHandleError, useKit } from "../kit-context";
import { useRequireSession } from "../session/require-session";
import { visitsOf, type PaymentResultState } from "../results/booked-visits";
import { runCardPayment, type CardPaymentHandle } from "./card-payment";
import { amountDueQuery, creditTotalQuery } from "../queries/cart-queries";
import { useCart } from "./use-cart";
import { TestCardField, type CardFieldState } from "./test-card-field";

const StripeCardField = React.lazy(() => import("./stripe-card-field"));

/** Two-letter codes of the countries a billing address may be in (for the card's billing details). */
export const COUNTRY_CODES: Readonly<Record<string, string>> = {
  Singapore: "SG",
  "United Kingdom": "GB",
};

export type CheckoutPaymentProps = {
  /** PREVIOUS: back to Finalise Booking. */
  onPrevious?: () => void;
  /**
   * Sends the browser to a redirect gateway's page (2c2p, UK takepayments).
   * @default (url) => window.location.assign(url)
   */
  onRedirect?: (url: string) => void;
};

type ContactFields = Omit<CheckoutForm, "hasSession" | "refnum" | "finalAmount">;
type ContactField = keyof ContactFields;

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
  const headingId = React.useId();

  useRequireSession();

  const loading =
    summary.isPending || (summary.data ? details.isPending : false) || credit.isPending;
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
        <CheckoutFormView
          session={session}
          cart={summary.data ?? null}
          lines={details.data ?? []}
          availableCredit={credit.data?.total ?? 0}
          onPrevious={onPrevious}
          onRedirect={onRedirect}
        />
      )}
    </section>
  );
}

function CheckoutFormView({
  session,
  cart,
  lines,
  availableCredit,
  onPrevious,
  onRedirect,
}: {
  session: SessionUser;
  cart: CartSummary | null;
  lines: CartLine[];
  availableCredit: number;
  onPrevious?: () => void;
  onRedirect: (url: string) => void;
}) {
  const { client, settings, navigate, session: sessionStore } = useKit();
  const notify = useNotify();
  const handleError = useHandleError();
  const expireSession = useExpireSession();
  const queryClient = useQueryClient();
  const id = React.useId();
  const first = lines[0];
  const [form, setForm] = React.useState<ContactFields>(() => ({
    title: first?.shiptitle ?? "",
    firstname: first?.shipfirstname ?? session.firstname,
    lastname: first?.shiplastname ?? session.lastname,
    phoneNumber: first?.shipphone ?? session.mobile,
    email: first?.shipemail ?? session.email,
    postalCode: first?.shippostcode ?? "",
    unitno: first?.shipunitno ?? "",
    addr1: first?.shipaddr1 ?? "",
    addr2: first?.shipaddr2 ?? "",
    addr3: first?.shipaddr3 || DEFAULT_COUNTRY,
  }));
  const [fieldError, setFieldError] = React.useState<{ field: ContactField; message: string }>();
  const [creditText, setCreditText] = React.useState("");
  const [creditUsed, setCreditUsed] = React.useState(0);
  const methods = enabledPaymentMethods(session);
  // Card is the default payment type; with one method only, that one.
  const [method, setMethod] = React.useState<PaymentMethod | undefined>(() =>
    methods.includes("card") ? "card" : methods.length === 1 ? methods[0] : undefined,
  );
  const [cardState, setCardState] = React.useState<CardFieldState>({ complete: false });
  const [cardError, setCardError] = React.useState<string>();
  const [processing, setProcessing] = React.useState(false);
  // Set synchronously at the start of an attempt: a second click in the same tick is ignored
  // even before React re-renders the button as pending.
  const attempt = React.useRef<string | null>(null);
  const card = React.useRef<CardPaymentHandle>(null);
  const inputs = React.useRef<Partial<Record<ContactField, HTMLElement | null>>>({});

  const total = cart?.total ?? 0;
  // The amount to pay is the server's, after the credit chosen: shown as soon as it comes
  // (the previous figure stays on screen meanwhile), and what PAY NOW sends.
  const dueQuery = amountDueQuery(client, session.arnum, session.email, creditUsed);
  const due = useQuery({ ...dueQuery, enabled: cart !== null, placeholderData: keepPreviousData });
  // The credit line and the amount it leads to change together, as the server answered them.
  const shownAmount = due.data?.summary?.finalAmount ?? total;
  const shownCredit = due.data?.creditused ?? 0;
  React.useEffect(() => {
    if (due.error) handleError(due.error);
  }, [due.error, handleError]);
  /** The server's amount for the credit chosen now: from the cache, or asked (and awaited). */
  const amountToPay = async (): Promise<number | null> => {
    if (!cart) return 0;
    try {
      const { summary } = await queryClient.ensureQueryData(dueQuery);
      return summary?.finalAmount ?? null;
    } catch (error) {
      handleError(error);
      return null;
    }
  };
  const fieldId = (field: ContactField) => `${id}-${field}`;

  const set = (field: ContactField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (fieldError?.field === field) setFieldError(undefined);
  };

  const fail = (message: string) => {
    setCardError(message);
    notify.error(message);
  };

  const pay = async () => {
    if (attempt.current !== null) return;
    // Taken at once, so a second click while the amount is asked starts nothing.
    attempt.current = "amount";
    const finalAmount = await amountToPay();
    attempt.current = null;
    if (finalAmount === null) return;
    setFieldError(undefined);
    const [error] = checkoutErrors({
      hasSession: sessionStore.get() !== null,
      refnum: cart?.refnum ?? "",
      ...form,
      finalAmount,
    });
    if (error) {
      if (error.field === "hasSession") {
        expireSession();
      } else if (error.field === "refnum") {
        notify.error(error.message);
        navigate({ to: "home" });
      } else if (error.field === "finalAmount") {
        notify.error(error.message);
      } else {
        const field = error.field as ContactField;
        setFieldError({ field, message: error.message });
        inputs.current[field]?.focus();
      }
      return;
    }
    if (!method || !cart) return;
    if (method === "card" && (!cardState.complete || cardState.error)) {
      // The card must be complete and free of error: the field says what is missing.
      const created = await card.current?.createPaymentMethod();
      if (created && "error" in created) setCardError(created.error);
      else if (cardState.error) setCardError(cardState.error);
      return;
    }

    const attemptKey = crypto.randomUUID();
    attempt.current = attemptKey;
    setProcessing(true);
    setCardError(undefined);
    try {
      let paymentMethodId = "";
      if (method === "card" && finalAmount > 0) {
        const created = await card.current!.createPaymentMethod();
        if ("error" in created) {
          fail(created.error);
          return;
        }
        paymentMethodId = created.id;
      }
      const confirmed = await client.confirmCart({
        params: { refnum: cart.refnum },
        body: {
          title: form.title,
          firstname: form.firstname,
          lastname: form.lastname,
          mobile: form.phoneNumber,
          email: form.email,
          postcode: form.postalCode,
          unitno: form.unitno,
          addr1: form.addr1,
          addr2: form.addr2,
          addr3: form.addr3,
          creditused: creditUsed,
          paidamt: finalAmount,
          paymentref: paymentRefOf(method),
        },
      });
      const visits = visitsOf(lines);
      const paid = (transactionId: string) => {
        const state: PaymentResultState = { txnId: transactionId, visits };
        navigate({ to: "payment-result", state });
      };
      // Credit covered the whole amount: nothing is left for a gateway.
      if (typeof confirmed.transactionId === "string") return paid(confirmed.transactionId);
      if (method === "link") {
        navigate({
          to: "paynow",
          state: {
            sor: confirmed.sor ?? confirmed.refnum,
            qrPayload: typeof confirmed.qrPayload === "string" ? confirmed.qrPayload : undefined,
            amount: finalAmount,
          },
        });
        return;
      }
      if (isRedirectMethod(method)) {
        if (confirmed.redirectUrl) onRedirect(confirmed.redirectUrl);
        else notify.error(messages.oops);
        return;
      }
      const outcome = await runCardPayment({
        client,
        card: card.current!,
        paymentMethodId,
        attemptKey,
        refnum: cart.refnum,
        paidamt: finalAmount,
        creditused: creditUsed,
        availcredit: availableCredit,
        email: form.email,
      });
      if ("transactionId" in outcome) paid(outcome.transactionId);
      else fail(outcome.error);
    } catch (error) {
      handleError(error);
    } finally {
      attempt.current = null;
      setProcessing(false);
    }
  };

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
        void pay();
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
        {text("postalCode", "Postal code", { autoComplete: "postal-code" })}
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
            options={COUNTRIES.map((c) => ({ value: c, label: c }))}
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
            total,
            currency: settings.currency,
          })
        }
        currency={settings.currency}
        value={creditText}
        onValueChange={setCreditText}
        onRedeem={setCreditUsed}
      />

      {cart ? (
        <CartTotals
          aria-label="Order totals"
          subtotal={cart.subtotal}
          discount={cart.discAmt > 0 ? cart.discAmt : undefined}
          serviceFee={cart.serviceFee}
          vat={cart.tax}
          credit={shownCredit > 0 ? shownCredit : undefined}
          finalAmount={shownAmount}
          currency={settings.currency}
        />
      ) : null}

      <PaymentTabs
        methods={methods}
        value={method}
        onValueChange={(next) => {
          setMethod(next);
          setCardError(undefined);
        }}
      >
        {(current) =>
          current === "card" ? (
            settings.payment.stripePublishableKey ? (
              <React.Suspense fallback={<p role="status">Loading the card field…</p>}>
                <StripeCardField
                  publishableKey={settings.payment.stripePublishableKey}
                  handleRef={card}
                  onChange={(state) => {
                    setCardState(state);
                    setCardError(state.error);
                  }}
                  error={cardError}
                  disabled={processing}
                  billing={{
                    name: `${form.firstname} ${form.lastname}`.trim(),
                    email: form.email,
                    phone: form.phoneNumber,
                    country: COUNTRY_CODES[form.addr3],
                    postalCode: form.postalCode,
                  }}
                />
              </React.Suspense>
            ) : (
              <TestCardField
                handleRef={card}
                onChange={(state) => {
                  setCardState(state);
                  setCardError(undefined);
                }}
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
