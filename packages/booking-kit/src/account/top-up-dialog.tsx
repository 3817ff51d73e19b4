"use client";
import { messages, TOP_UP_PRESETS, validateTopUp, type TopUpForm } from "@bookwell/contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Field,
  RadioGroup,
  RadioGroupItem,
  TextInput,
  currencySymbol,
  type MoneyCurrency,
} from "@bookwell/ui";
import { useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { runCardLoop, type CardPaymentHandle } from "../checkout/card-payment";
import { TestCardField } from "../checkout/test-card-field";
import type { OnUseDialogProps } from "../dialog-on-use";
import { useHandleError, useKit, useSession } from "../kit-context";
import { accountKeys } from "../queries/account-queries";
import { cartKeys } from "../queries/cart-queries";
import { dialogTriggers } from "./dialog-triggers";

const StripeCardField = React.lazy(() => import("../checkout/stripe-card-field"));

const OTHER = "other";

/**
 * A whole top-up amount as the spec writes it (no pence, no grouping: "£1000"), in the brand's
 * currency ("S$1000").
 */
const wholeAmount = (amount: number, currency: MoneyCurrency) =>
  `${currencySymbol(currency)}${amount}`;
type Outcome = { kind: "paid"; transactionId: string } | { kind: "failed"; error: string };

/**
 * TOP-UP CREDITS (account-area.md section 4): an amount (£100, £500, £1000, £2000 or another
 * whole amount), the contact the receipt goes to, and a card — Stripe Elements with a
 * publishable key, the built-in test gateway otherwise. Then the spec's flow: create the
 * credit record, the card's payment method, initiate, the card's action while the server asks,
 * confirm. The server charges the record's amount; the new balance shows without a reload.
 */
export function TopUpDialog({
  trigger = dialogTriggers.topUp(),
  defaultOpen = false,
}: Partial<OnUseDialogProps> = {}) {
  const { client, settings } = useKit();
  const session = useSession();
  const handleError = useHandleError();
  const queryClient = useQueryClient();
  const [open, setOpen] = React.useState(defaultOpen);
  const [choice, setChoice] = React.useState<string>("");
  const [other, setOther] = React.useState("");
  // The receipt goes to the customer's own contact unless they change it.
  const ownContact = () => ({
    email: session?.email ?? "",
    mobile: session?.mobile ?? "",
    fullname: session ? `${session.firstname} ${session.lastname}`.trim() : "",
  });
  const [contact, setContact] = React.useState(ownContact);
  const [fieldError, setFieldError] = React.useState<{ field: keyof TopUpForm; message: string }>();
  const [cardError, setCardError] = React.useState<string>();
  const [paying, setPaying] = React.useState(false);
  const [outcome, setOutcome] = React.useState<Outcome | null>(null);
  const card = React.useRef<CardPaymentHandle>(null);
  const otherRef = React.useRef<HTMLInputElement>(null);
  const contactRefs = React.useRef<Partial<Record<keyof TopUpForm, HTMLInputElement | null>>>({});
  const amount = choice === OTHER ? other.trim() : choice;

  const start = () => {
    setChoice("");
    setOther("");
    setContact(ownContact());
    setFieldError(undefined);
    setCardError(undefined);
    setOutcome(null);
  };

  const pay = async () => {
    if (paying || !session) return;
    const [error] = validateTopUp({ amount, ...contact });
    if (error) {
      setFieldError(error);
      if (error.field === "amount") otherRef.current?.focus();
      else contactRefs.current[error.field]?.focus();
      return;
    }
    setFieldError(undefined);
    setCardError(undefined);
    setPaying(true);
    const attemptKey = crypto.randomUUID();
    try {
      const created = await card.current!.createPaymentMethod();
      if ("error" in created) {
        setCardError(created.error);
        return;
      }
      const gateway = card.current!.gateway;
      const record = await client.createCredit({
        params: { arnum: session.arnum },
        body: {
          arnum: session.arnum,
          payref: "card",
          qty: Number(amount),
          idempotencyKey: attemptKey,
        },
      });
      const result = await runCardLoop({
        card: card.current!,
        start: () =>
          client.initiateTopUp({
            body: {
              PaymentMethodId: created.id,
              paymentMethod: gateway,
              idempotencyKey: `${attemptKey}-pay`,
              paidamt: Number(amount),
              arnum: session.arnum,
              refnum: record.refnum,
            },
          }),
        confirm: (paymentIntentId, round) =>
          client.confirmTopUp({
            body: {
              PaymentIntentId: paymentIntentId,
              refnum: record.refnum,
              paymentMethod: gateway,
              idempotencyKey: `${attemptKey}-confirm-${round}`,
            },
          }),
      });
      if ("transactionId" in result) {
        setOutcome({ kind: "paid", transactionId: result.transactionId });
        // The balance, the lots and the ledger changed; the checkout's credit total too.
        await queryClient.invalidateQueries({ queryKey: accountKeys.of(session.arnum) });
        await queryClient.invalidateQueries({ queryKey: cartKeys.credit(session.arnum) });
      } else {
        setCardError(result.error);
        setOutcome({ kind: "failed", error: result.error });
      }
    } catch (cause) {
      handleError(cause);
    } finally {
      setPaying(false);
    }
  };

  const errorOf = (field: keyof TopUpForm) =>
    fieldError?.field === field ? fieldError.message : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (paying) return;
        if (next) start();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Top-up credits</DialogTitle>
          <DialogDescription>
            Credit is added to your account once the card payment is made.
          </DialogDescription>
        </DialogHeader>
        {outcome?.kind === "paid" ? (
          <div role="status" className="space-y-2">
            <p className="text-lg font-semibold">{messages.topUpSuccessTitle}</p>
            <p>{messages.topUpSuccess}</p>
            <p className="text-sm text-muted-foreground">Transaction ID: {outcome.transactionId}</p>
            <Button onClick={() => setOpen(false)}>Back to my credits</Button>
          </div>
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void pay();
            }}
          >
            {outcome?.kind === "failed" ? (
              <p role="alert" className="font-semibold text-destructive">
                {messages.topUpFailed}
              </p>
            ) : null}
            <RadioGroup
              label="Amount"
              value={choice}
              onValueChange={(value) => {
                setChoice(value);
                if (fieldError?.field === "amount") setFieldError(undefined);
              }}
              error={choice !== OTHER ? errorOf("amount") : undefined}
              disabled={paying}
            >
              {TOP_UP_PRESETS.map((preset) => (
                <RadioGroupItem
                  key={preset}
                  value={String(preset)}
                  label={wholeAmount(preset, settings.currency)}
                />
              ))}
              <RadioGroupItem value={OTHER} label="Another amount" />
            </RadioGroup>
            {choice === OTHER ? (
              <Field label="Amount in pounds" error={errorOf("amount")}>
                <TextInput
                  ref={otherRef}
                  inputMode="numeric"
                  value={other}
                  disabled={paying}
                  onChange={(event) => setOther(event.target.value)}
                />
              </Field>
            ) : null}
            {(["fullname", "email", "mobile"] as const).map((field) => (
              <Field
                key={field}
                label={{ fullname: "Full name", email: "Email", mobile: "Mobile" }[field]}
                error={errorOf(field)}
              >
                <TextInput
                  ref={(node) => {
                    contactRefs.current[field] = node;
                  }}
                  type={field === "email" ? "email" : field === "mobile" ? "tel" : "text"}
                  autoComplete={{ fullname: "name", email: "email", mobile: "tel" }[field]}
                  value={contact[field]}
                  disabled={paying}
                  onChange={(event) => setContact((c) => ({ ...c, [field]: event.target.value }))}
                />
              </Field>
            ))}
            {settings.payment.stripePublishableKey ? (
              <React.Suspense fallback={<p role="status">Loading the card field…</p>}>
                <StripeCardField
                  publishableKey={settings.payment.stripePublishableKey}
                  handleRef={card}
                  onChange={(state) => setCardError(state.error)}
                  error={cardError}
                  disabled={paying}
                  billing={{
                    name: contact.fullname,
                    email: contact.email,
                    phone: contact.mobile,
                    postalCode: "",
                  }}
                />
              </React.Suspense>
            ) : (
              <TestCardField
                handleRef={card}
                onChange={() => setCardError(undefined)}
                error={cardError}
                disabled={paying}
              />
            )}
            <Button type="submit" pending={paying} pendingLabel="Processing your payment">
              {amount && /^\d+$/.test(amount)
                ? `PAY ${wholeAmount(Number(amount), settings.currency)}`
                : "PAY"}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
