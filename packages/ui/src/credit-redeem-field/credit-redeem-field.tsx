"use client";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import * as React from "react";

import { Button } from "../button/button";
import { Field } from "../field/field";
import { Money } from "../money/money";
import type { MoneyCurrency } from "../money/money-format";
import { TextInput } from "../text-input/text-input";

/** What `validate` answers: the amount to redeem, or why the text is refused. */
export type CreditRedeemResult = { ok: true; amount: number } | { ok: false; reason: string };

export type CreditRedeemFieldProps = Omit<
  React.ComponentProps<"div">,
  "defaultValue" | "onChange" | "children"
> & {
  /** Credit available to the customer, in major units (shown under the label). */
  available: number;
  /**
   * The booking rule that checks the typed amount (bounds, decimals) and says why it is
   * refused; the app supplies it (Bookwell's kit passes the contract's `validateCreditRedeem`,
   * the very rule the server applies), so the field holds no rule of its own.
   */
  validate: (text: string) => CreditRedeemResult;
  /**
   * Currency of the amounts.
   * @default "GBP"
   */
  currency?: MoneyCurrency;
  /**
   * The amount typed (controlled).
   * @default undefined
   */
  value?: string;
  /**
   * Initial amount text when uncontrolled.
   * @default ""
   */
  defaultValue?: string;
  /**
   * Called with the text as the customer types.
   * @default undefined
   */
  onValueChange?: (value: string) => void;
  /**
   * Called with the amount `validate` accepted, on Redeem or Enter.
   * @default undefined
   */
  onRedeem?: (amount: number) => void;
  /**
   * An error from the app (for example the server refused); shown instead of the field's own
   * validation message and tied to the input.
   * @default undefined
   */
  error?: React.ReactNode;
  /**
   * The redeem request is in progress.
   * @default false
   */
  pending?: boolean;
  /**
   * Visible label of the amount input.
   * @default "Credit to redeem"
   */
  label?: React.ReactNode;
  /**
   * Text before the available amount.
   * @default "Available credit:"
   */
  availableLabel?: React.ReactNode;
  /**
   * Text of the redeem button.
   * @default "Redeem"
   */
  redeemLabel?: string;
};

/** Shows the customer's available credit and lets them redeem part of it against the total. */
export function CreditRedeemField({
  available,
  validate,
  currency = "GBP",
  value: valueProp,
  defaultValue = "",
  onValueChange,
  onRedeem,
  error,
  pending = false,
  label = "Credit to redeem",
  availableLabel = "Available credit:",
  redeemLabel = "Redeem",
  className,
  ...props
}: CreditRedeemFieldProps) {
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: "CreditRedeemField",
  });
  const [reason, setReason] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const hasExternalError = error !== undefined && error !== null && error !== false && error !== "";
  const shownError = hasExternalError ? error : reason;

  const redeem = () => {
    if (pending) return;
    const result = validate(value);
    if (!result.ok) {
      setReason(result.reason);
      // Back to the input, so its error (tied by aria-describedby) is read at once.
      inputRef.current?.focus();
      return;
    }
    setReason(null);
    onRedeem?.(result.amount);
  };

  return (
    <Field
      label={label}
      hint={
        <>
          {availableLabel} <Money amount={available} currency={currency} />
        </>
      }
      error={shownError || undefined}
      data-slot="credit-redeem-field"
      className={className}
      {...props}
    >
      <div className="flex gap-2">
        <TextInput
          ref={inputRef}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setReason(null);
            setValue(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              redeem();
            }
          }}
          className="min-w-0 flex-1 tabular-nums"
        />
        <Button variant="secondary" pending={pending} onClick={redeem}>
          {redeemLabel}
        </Button>
      </div>
    </Field>
  );
}
