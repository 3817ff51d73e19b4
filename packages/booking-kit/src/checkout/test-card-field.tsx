"use client";
import { businessToday, type CardInput, checkCard, isApiError, texts } from "@bookwell/contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FieldError,
  TextInput,
} from "@bookwell/ui";
import * as React from "react";

import { useKit } from "../kit-context";
import type { CardPaymentHandle } from "./card-payment";
import { formatCardNumber, formatExpiry } from "./card-format";
import { useTokenizeTestCard } from "./use-test-gateway";

/** What a card field reports as the customer types. */
export type CardFieldState = { complete: boolean; error?: string };

export type CardFieldProps = {
  /** The payment loop's handle to this field. */
  handleRef: React.Ref<CardPaymentHandle>;
  onChange: (state: CardFieldState) => void;
  /** An error to show under the field (a decline, a failed authentication). */
  error?: string;
  disabled?: boolean;
};

/**
 * The built-in test gateway's card field (no Stripe key): card number, expiry and CVC as
 * plain labelled inputs, accepting Stripe's test card numbers. The number is sent only to the
 * gateway's tokenise call; the rest of the payment carries the PaymentMethod id. A card that
 * needs authentication opens a dialog to approve or fail it, as a bank's 3-D Secure page would.
 */
export function TestCardField({ handleRef, onChange, error, disabled }: CardFieldProps) {
  const { settings } = useKit();
  const { mutateAsync: tokenize } = useTokenizeTestCard();
  const id = React.useId();
  const errorId = `${id}-card-error`;
  const [card, setCard] = React.useState<CardInput>({ number: "", expiry: "", cvc: "" });
  const [challenge, setChallenge] = React.useState<{
    resolve: (outcome: { ok: true } | { error: string }) => void;
  } | null>(null);
  const numberRef = React.useRef<HTMLInputElement>(null);
  const expiryRef = React.useRef<HTMLInputElement>(null);
  const cvcRef = React.useRef<HTMLInputElement>(null);
  const cardRef = React.useRef(card);

  const update = (field: keyof CardInput, value: string) => {
    const next = { ...card, [field]: value };
    cardRef.current = next;
    setCard(next);
    const check = checkCard(next, businessToday(settings.timeZone));
    onChange({ complete: check.complete });
  };

  React.useImperativeHandle(
    handleRef,
    (): CardPaymentHandle => ({
      gateway: "testgateway",
      async createPaymentMethod() {
        const check = checkCard(cardRef.current, businessToday(settings.timeZone));
        if (!check.complete) {
          ({ number: numberRef, expiry: expiryRef, cvc: cvcRef })[check.field].current?.focus();
          return { error: check.error };
        }
        try {
          const token = await tokenize(check.card);
          return { id: token.PaymentMethodId };
        } catch (cause) {
          if (isApiError(cause) && cause.kind === "server") return { error: cause.message };
          throw cause;
        }
      },
      handleAction() {
        return new Promise((resolve) => setChallenge({ resolve }));
      },
    }),
    [tokenize, settings.timeZone],
  );

  const settleChallenge = (outcome: { ok: true } | { error: string }) => {
    challenge?.resolve(outcome);
    setChallenge(null);
  };

  return (
    <fieldset data-slot="test-card-field" className="space-y-3">
      <legend className="text-base font-semibold">Card details</legend>
      <p className="text-sm text-muted-foreground">
        Test payments: use a Stripe test card such as 4242 4242 4242 4242.
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-number`} className="text-sm font-medium">
          Card number
        </label>
        <TextInput
          ref={numberRef}
          id={`${id}-number`}
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          disabled={disabled}
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => update("number", formatCardNumber(event.target.value))}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-expiry`} className="text-sm font-medium">
            Expiry date (MM / YY)
          </label>
          <TextInput
            ref={expiryRef}
            id={`${id}-expiry`}
            inputMode="numeric"
            autoComplete="cc-exp"
            className="w-32!"
            value={card.expiry}
            disabled={disabled}
            aria-describedby={errorId}
            onChange={(event) => update("expiry", formatExpiry(event.target.value))}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-cvc`} className="text-sm font-medium">
            Security code (CVC)
          </label>
          <TextInput
            ref={cvcRef}
            id={`${id}-cvc`}
            inputMode="numeric"
            autoComplete="cc-csc"
            className="w-24!"
            maxLength={4}
            value={card.cvc}
            disabled={disabled}
            aria-describedby={errorId}
            onChange={(event) => update("cvc", event.target.value.replace(/\D/g, ""))}
          />
        </div>
      </div>
      <div id={errorId} aria-live="assertive" aria-atomic="true">
        {error ? <FieldError>{error}</FieldError> : null}
      </div>
      <Dialog
        open={challenge !== null}
        onOpenChange={(open) => {
          if (!open) settleChallenge({ error: texts.authenticationFailed });
        }}
      >
        <DialogContent size="sm" showClose={false}>
          <DialogHeader className="pr-0">
            <DialogTitle>Authenticate this payment</DialogTitle>
            <DialogDescription>
              Your bank asks you to confirm this card payment. This is the test gateway: choose
              whether the authentication succeeds.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => settleChallenge({ error: texts.authenticationFailed })}
            >
              Fail authentication
            </Button>
            <Button onClick={() => settleChallenge({ ok: true })}>Complete authentication</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </fieldset>
  );
}
