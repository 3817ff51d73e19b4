"use client";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import type * as React from "react";

import { cn } from "../lib/cn";
import { formatMoney, type MoneyCurrency } from "../money/money-format";

export type TipSelectorProps = Omit<
  React.ComponentProps<"div">,
  "defaultValue" | "onChange" | "children"
> & {
  /** The preset tip amounts, in major units. */
  amounts: readonly number[];
  /**
   * The chosen amount (controlled); `null` for no tip.
   * @default undefined
   */
  value?: number | null;
  /**
   * The initially chosen amount when uncontrolled.
   * @default null
   */
  defaultValue?: number | null;
  /**
   * Called with the chosen amount, or `null` when the chosen one is pressed again.
   * @default undefined
   */
  onValueChange?: (value: number | null) => void;
  /**
   * Currency of the amounts.
   * @default "GBP"
   */
  currency?: MoneyCurrency;
  /**
   * Accessible name of the group.
   * @default "Tip"
   */
  label?: string;
  /**
   * Amounts that cannot be chosen (for example above the customer's credit).
   * @default undefined
   */
  isAmountDisabled?: (amount: number) => boolean;
};

/**
 * Preset tip amounts as toggle buttons (aria-pressed); pressing the chosen amount again
 * clears the tip.
 */
export function TipSelector({
  amounts,
  value,
  defaultValue = null,
  onValueChange,
  currency = "GBP",
  label = "Tip",
  isAmountDisabled,
  className,
  ...props
}: TipSelectorProps) {
  // `null` (no tip) is a controlled value; only `undefined` leaves the choice to the selector.
  const [current, setCurrent] = useControllableState<number | null>({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: "TipSelector",
  });

  return (
    <div
      role="group"
      aria-label={label}
      data-slot="tip-selector"
      className={cn("flex flex-wrap gap-2", className)}
      {...props}
    >
      {amounts.map((amount) => {
        const pressed = current === amount;
        return (
          <button
            key={amount}
            type="button"
            aria-pressed={pressed}
            disabled={isAmountDisabled?.(amount)}
            data-state={pressed ? "on" : "off"}
            data-slot="tip-selector-item"
            onClick={() => {
              setCurrent(pressed ? null : amount);
            }}
            className={cn(
              "min-h-11 min-w-16 rounded-md border border-input bg-background px-4 font-medium text-foreground tabular-nums",
              "transition-colors duration-(--duration-fast) hover:bg-muted",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              "data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground",
              "disabled:cursor-not-allowed disabled:opacity-50",
            )}
          >
            {formatMoney(amount, currency)}
          </button>
        );
      })}
    </div>
  );
}
