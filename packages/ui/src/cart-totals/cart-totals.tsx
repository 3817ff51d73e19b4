"use client";
import type * as React from "react";

import { cn } from "../lib/cn";
import { Money } from "../money/money";
import type { MoneyCurrency } from "../money/money-format";

/** The rows of the totals, in display order. */
export type CartTotalsRow =
  "subtotal" | "discount" | "serviceFee" | "vat" | "credit" | "finalAmount";

/** Default row names. */
export const cartTotalsLabels: Record<CartTotalsRow, string> = {
  subtotal: "Subtotal",
  discount: "Discount",
  serviceFee: "Service fee",
  vat: "VAT",
  credit: "Credit redeemed",
  finalAmount: "Total",
};

export type CartTotalsProps = Omit<React.ComponentProps<"dl">, "children"> & {
  /** Sum of the lines before discount. */
  subtotal: number;
  /**
   * Discount as a positive amount; shown subtracted. Row omitted when undefined.
   * @default undefined
   */
  discount?: number;
  /**
   * Service fee as supplied by the server. Row omitted when undefined.
   * @default undefined
   */
  serviceFee?: number;
  /**
   * VAT as supplied by the server. Row omitted when undefined.
   * @default undefined
   */
  vat?: number;
  /**
   * Credit redeemed as a positive amount; shown subtracted. Row omitted when undefined.
   * @default undefined
   */
  credit?: number;
  /** The amount to pay, as supplied by the server (this component does no arithmetic). */
  finalAmount: number;
  /**
   * Currency of the amounts.
   * @default "GBP"
   */
  currency?: MoneyCurrency;
  /**
   * Row names.
   * @default cartTotalsLabels
   */
  labels?: Partial<Record<CartTotalsRow, string>>;
};

/** The cart's totals as a description list: subtotal, discount, fees, VAT, credit and total. */
export function CartTotals({
  subtotal,
  discount,
  serviceFee,
  vat,
  credit,
  finalAmount,
  currency = "GBP",
  labels,
  className,
  ...props
}: CartTotalsProps) {
  const names = { ...cartTotalsLabels, ...labels };
  const rows: [CartTotalsRow, number | undefined][] = [
    ["subtotal", subtotal],
    ["discount", discount === undefined ? undefined : -Math.abs(discount)],
    ["serviceFee", serviceFee],
    ["vat", vat],
    ["credit", credit === undefined ? undefined : -Math.abs(credit)],
    ["finalAmount", finalAmount],
  ];
  return (
    <dl data-slot="cart-totals" className={cn("space-y-2 text-foreground", className)} {...props}>
      {rows.map(([row, amount]) =>
        amount === undefined ? null : (
          <div
            key={row}
            data-slot="cart-totals-row"
            data-row={row}
            className={cn(
              "flex items-baseline justify-between gap-4",
              row === "finalAmount" && "border-t border-border pt-2 text-lg font-semibold",
            )}
          >
            <dt>{names[row]}</dt>
            <dd>
              <Money amount={amount} currency={currency} />
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
