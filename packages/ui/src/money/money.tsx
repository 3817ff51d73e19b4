"use client";
import type * as React from "react";

import { cn } from "../lib/cn";
import { formatMinorUnits, toMinorUnits, type MoneyCurrency } from "./money-format";

/**
 * The amount, given ONE way:
 * - `amount`: major units (pounds, dollars) as the API sends them, e.g. `1234.5`; rounded
 *   half away from zero to whole pence first, so `0.1 + 0.2` shows "£0.30";
 * - `minor`: whole minor units (pence, cents) as the server computes them, e.g. `123450`.
 */
type MoneyAmount =
  | {
      /** The amount in major units (pounds, dollars), e.g. `1234.5`. Rounded to 2 decimals. */
      amount: number;
      /** Not with `amount`: give one or the other. */
      minor?: never;
    }
  | {
      /** Not with `minor`: give one or the other. */
      amount?: never;
      /** The amount in whole minor units (pence, cents), e.g. `123450` for £1,234.50. */
      minor: number;
    };

export type MoneyProps = Omit<React.ComponentProps<"span">, "children"> &
  MoneyAmount & {
    /**
     * The currency: pound sterling ("£") or Singapore dollar ("S$").
     * @default "GBP"
     */
    currency?: MoneyCurrency;
    /**
     * The locale the amount is written in (its grouping and decimal marks).
     * @default "en-GB"
     */
    locale?: string;
  };

/**
 * An amount of money, formatted the one Bookwell way ("£1,234.50", "-£5.00", "S$12.00"):
 * two decimals always, minus sign before the symbol. Give `amount` in pounds or `minor` in
 * pence. Uses tabular figures so columns of amounts line up.
 */
export function Money({
  amount,
  minor,
  currency = "GBP",
  locale,
  className,
  ...props
}: MoneyProps) {
  const pence = minor ?? toMinorUnits(amount ?? 0);
  return (
    <span
      data-slot="money"
      data-sign={pence < 0 ? "negative" : undefined}
      className={cn("whitespace-nowrap tabular-nums", className)}
      {...props}
    >
      {formatMinorUnits(pence, currency, locale)}
    </span>
  );
}
