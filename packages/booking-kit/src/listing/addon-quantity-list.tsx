"use client";
import { ADDON_QUANTITY_MAX, ADDON_QUANTITY_MIN, type AddonOption } from "@bookwell/contract";
import { Money, QuantityStepper } from "@bookwell/ui";

import type { AddonQuantities } from "./addon-selection";

export type AddonQuantityListProps = {
  options: readonly AddonOption[];
  /** Quantity per `optionnum`. */
  value: AddonQuantities;
  onValueChange: (value: Record<string, number>) => void;
  currency: "GBP" | "SGD";
};

/**
 * A quantity (a whole number from 0 to 100) per add-on: the add-on listing and the
 * multi-job add-ons dialog (Fill Items Quantity). The stepper refuses anything else.
 */
export function AddonQuantityList({
  options,
  value,
  onValueChange,
  currency,
}: AddonQuantityListProps) {
  return (
    <ul data-slot="addon-quantity-list" className="flex flex-col gap-3">
      {options.map((option) => (
        <li
          key={option.optionnum}
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3"
        >
          <span className="flex min-w-0 flex-col">
            <span className="font-medium">{option.optiondesc}</span>
            <span className="text-sm text-muted-foreground">
              <Money amount={option.price} currency={currency} />
              {option.uom ? ` per ${option.uom}` : null}
            </span>
            {option.desc ? <span className="text-sm">{option.desc}</span> : null}
          </span>
          <QuantityStepper
            label={`Quantity of ${option.optiondesc}`}
            min={ADDON_QUANTITY_MIN}
            max={ADDON_QUANTITY_MAX}
            value={value[option.optionnum] ?? 0}
            onValueChange={(qty) => onValueChange({ ...value, [option.optionnum]: qty })}
          />
        </li>
      ))}
    </ul>
  );
}
