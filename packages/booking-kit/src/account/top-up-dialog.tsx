"use client";
import { messages, TOP_UP_PRESETS } from "@bookwell/contract";
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
import * as React from "react";

import type { CardPaymentHandle } from "../checkout/card-payment";
import { TestCardField } from "../checkout/test-card-field";
import type { OnUseDialogProps } from "../dialog-on-use";
import { useKit } from "../kit-context";
import { dialogTriggers } from "./dialog-triggers";
import {
  OTHER_AMOUNT,
  wholeAmountOf,
  type TopUpEvent,
  type TopUpField,
  type TopUpState,
} from "./top-up-machine";
import { useTopUp } from "./use-top-up";

const StripeCardField = React.lazy(() => import("../checkout/stripe-card-field"));

/**
 * A whole top-up amount as the spec writes it (no pence, no grouping: "£1000"), in the brand's
 * currency ("S$1000").
 */
const wholeAmount = (amount: number, currency: MoneyCurrency) =>
  `${currencySymbol(currency)}${amount}`;

/**
 * TOP-UP CREDITS (account-area.md section 4): an amount (£100, £500, £1000, £2000 or another
 * whole amount), the contact the receipt goes to, and a card — Stripe Elements with a
 * publishable key, the built-in test gateway otherwise. Then the spec's flow: create the
 * credit record, the card's payment method, initiate, the card's action while the server asks,
 * confirm (`use-top-up.ts` over `top-up-machine.ts`). The server charges the record's amount;
 * the new balance shows without a reload.
 */
export function TopUpDialog({
  trigger = dialogTriggers.topUp(),
  defaultOpen = false,
}: Partial<OnUseDialogProps> = {}) {
  const { settings } = useKit();
  const topUp = useTopUp();
  const [open, setOpen] = React.useState(defaultOpen);
  return (
    <TopUpDialogView
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (topUp.state.phase === "paying") return;
        if (next) topUp.open();
        setOpen(next);
      }}
      state={topUp.state}
      onEvent={topUp.send}
      onPay={topUp.pay}
      cardRef={topUp.card}
      currency={settings.currency}
      stripePublishableKey={settings.payment.stripePublishableKey}
    />
  );
}

export interface TopUpDialogViewProps {
  /** The button that opens the dialog. */
  trigger: React.ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The top-up machine's state (`top-up-machine.ts`). */
  state: TopUpState;
  /** The form's edits, as the machine's events. */
  onEvent: (event: TopUpEvent) => void;
  /** PAY: resolves with the state it led to (a field's error takes the focus). */
  onPay: () => Promise<TopUpState>;
  /** Where the card field puts its handle for the payment. */
  cardRef: React.RefObject<CardPaymentHandle | null>;
  currency: MoneyCurrency;
  /**
   * Stripe Elements with it; the built-in test gateway's fields without it.
   * @default undefined
   */
  stripePublishableKey?: string | undefined;
}

/** The top-up dialog with plain props: the state shown, edits and PAY as callbacks. */
export function TopUpDialogView({
  trigger,
  open,
  onOpenChange,
  state,
  onEvent,
  onPay,
  cardRef,
  currency,
  stripePublishableKey,
}: TopUpDialogViewProps) {
  const paying = state.phase === "paying";
  const { choice, other, contact } = state;
  const cardError = state.cardError ?? undefined;
  const amount = wholeAmountOf(state);
  const otherRef = React.useRef<HTMLInputElement>(null);
  const contactRefs = React.useRef<Partial<Record<TopUpField, HTMLInputElement | null>>>({});
  const errorOf = (field: TopUpField) =>
    state.fieldError?.field === field ? state.fieldError.message : undefined;
  const pay = async () => {
    const next = await onPay();
    if (!next.fieldError) return;
    if (next.fieldError.field === "amount") otherRef.current?.focus();
    else contactRefs.current[next.fieldError.field]?.focus();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Top-up credits</DialogTitle>
          <DialogDescription>
            Credit is added to your account once the card payment is made.
          </DialogDescription>
        </DialogHeader>
        {state.phase === "paid" ? (
          <div role="status" className="space-y-2">
            <p className="text-lg font-semibold">{messages.topUpSuccessTitle}</p>
            <p>{messages.topUpSuccess}</p>
            <p className="text-sm text-muted-foreground">Transaction ID: {state.transactionId}</p>
            <Button onClick={() => onOpenChange(false)}>Back to my credits</Button>
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
            {state.declined ? (
              <p role="alert" className="font-semibold text-destructive">
                {messages.topUpFailed}
              </p>
            ) : null}
            <RadioGroup
              label="Amount"
              value={choice}
              onValueChange={(value) => onEvent({ type: "CHOOSE", choice: value })}
              error={choice !== OTHER_AMOUNT ? errorOf("amount") : undefined}
              disabled={paying}
            >
              {TOP_UP_PRESETS.map((preset) => (
                <RadioGroupItem
                  key={preset}
                  value={String(preset)}
                  label={wholeAmount(preset, currency)}
                />
              ))}
              <RadioGroupItem value={OTHER_AMOUNT} label="Another amount" />
            </RadioGroup>
            {choice === OTHER_AMOUNT ? (
              <Field label="Amount in pounds" error={errorOf("amount")}>
                <TextInput
                  ref={otherRef}
                  inputMode="numeric"
                  value={other}
                  disabled={paying}
                  onChange={(event) => onEvent({ type: "TYPE_OTHER", text: event.target.value })}
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
                  onChange={(event) =>
                    onEvent({ type: "EDIT_CONTACT", field, value: event.target.value })
                  }
                />
              </Field>
            ))}
            {stripePublishableKey ? (
              <React.Suspense fallback={<p role="status">Loading the card field…</p>}>
                <StripeCardField
                  publishableKey={stripePublishableKey}
                  handleRef={cardRef}
                  onChange={(card) => onEvent({ type: "CARD_CHANGED", error: card.error })}
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
                handleRef={cardRef}
                onChange={() => onEvent({ type: "CARD_CHANGED" })}
                error={cardError}
                disabled={paying}
              />
            )}
            <Button type="submit" pending={paying} pendingLabel="Processing your payment">
              {amount !== null ? `PAY ${wholeAmount(amount, currency)}` : "PAY"}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
