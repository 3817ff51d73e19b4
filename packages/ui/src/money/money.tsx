"use client";
import type * as React from "react";

import { cn } from "../lib/cn";
import { formatMoney, type MoneyCurrency } from "./money-format";

export type MoneyProps = Omit<React.ComponentProps<"span">, "children"> & {
  /**
   * The amount in major units (pounds, dollars). Rounded half away from zero to 2 decimals.
   */
  amount: number;
  /**
   * The currency: pound sterling ("£") or Singapore dollar ("S$").
   * @default "GBP"
   */
  currency?: MoneyCurrency;
};

/**
 * An amount of money, formatted the one Bookwell way ("£1,234.50", "-£5.00", "S$12.00").
 * Uses tabular figures so columns of amounts line up.
 */
export function Money({ amount, currency = "GBP", className, ...props }: MoneyProps) {
  return (
    <span
      data-slot="money"
      data-sign={amount < 0 ? "negative" : undefined}
      className={cn("whitespace-nowrap tabular-nums", className)}
      {...props}
    >
      {formatMoney(amount, currency)}
    </span>
  );
}
