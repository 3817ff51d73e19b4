"use client";
import { Trash2 } from "lucide-react";
import * as React from "react";

import { Button } from "../button/button";
import { ConfirmDialog } from "../dialog/dialog";
import { Field } from "../field/field";
import { cn } from "../lib/cn";
import { Money } from "../money/money";
import type { MoneyCurrency } from "../money/money-format";
import { TextInput } from "../text-input/text-input";

/** An add-on attached to a cart line. */
export type CartLineAddon = {
  /** Unique id within the line. */
  id: string;
  /** Name of the add-on. */
  name: string;
  /** Amount charged for it. */
  amount: number;
  /** Quantity, shown when above 1. @default 1 */
  quantity?: number;
};

/** A charge of the line beside its unit price (a location fee, a weekend amount). */
export type CartLineCharge = {
  /** Unique id within the line. */
  id: string;
  /** What the charge is, as the customer reads it. */
  name: string;
  /** The amount, as supplied by the server. */
  amount: number;
};

export type CartLineProps = Omit<React.ComponentProps<"article">, "children"> & {
  /** Name of the product or package. */
  name: string;
  /** Image URL. @default undefined */
  image?: string;
  /**
   * Alternative text of the image; empty when it only repeats the name.
   * @default ""
   */
  imageAlt?: string;
  /** The quantity in the cart. */
  quantity: number;
  /**
   * Called with a valid new quantity when the customer leaves the field or presses Enter.
   * @default undefined
   */
  onQuantityChange?: (quantity: number) => void;
  /**
   * The booking rule that checks the typed quantity; the app supplies it (Bookwell's kit
   * passes the contract's `isValidCartQuantity`, the rule the server applies).
   */
  isValidQuantity: (text: string) => boolean;
  /**
   * Shown under the quantity while it is not valid.
   * @default "Enter a quantity from 1 to 99"
   */
  invalidQuantityMessage?: React.ReactNode;
  /** Price of one unit. */
  unitAmount: number;
  /** Line total as supplied by the server. */
  totalAmount: number;
  /**
   * Charges shown beside the unit price, each with its own name (the app leaves out those
   * that are zero).
   * @default []
   */
  charges?: readonly CartLineCharge[];
  /**
   * Currency of the amounts.
   * @default "GBP"
   */
  currency?: MoneyCurrency;
  /**
   * Add-ons of this line.
   * @default []
   */
  addons?: readonly CartLineAddon[];
  /**
   * Called once the customer confirms removal. When omitted, no remove action is shown.
   * @default undefined
   */
  onRemove?: () => void;
  /**
   * Texts of the line and its remove confirmation.
   * @default { quantity: "Quantity", unit: "Unit price", total: "Total", addons: "Add-ons",
   *   remove: (name) => `Remove ${name}`, confirmTitle: (name) => `Remove ${name}?`,
   *   confirmDescription: "It will be taken out of your cart.", confirm: "Remove", cancel: "Cancel" }
   */
  texts?: Partial<CartLineTexts>;
};

/** The texts of a CartLine. */
export type CartLineTexts = {
  /** Label of the quantity field. @default "Quantity" */
  quantity: string;
  /** Name of the unit amount. @default "Unit price" */
  unit: string;
  /** Name of the line total. @default "Total" */
  total: string;
  /** Heading of the add-on list. @default "Add-ons" */
  addons: string;
  /** Accessible name of the remove button. @default (name) => `Remove ${name}` */
  remove: (name: string) => string;
  /** Title of the confirmation dialog. @default (name) => `Remove ${name}?` */
  confirmTitle: (name: string) => string;
  /** Body of the confirmation dialog. @default "It will be taken out of your cart." */
  confirmDescription: React.ReactNode;
  /** The confirming button. @default "Remove" */
  confirm: string;
  /** The cancelling button. @default "Cancel" */
  cancel: string;
};

const defaultTexts: CartLineTexts = {
  quantity: "Quantity",
  unit: "Unit price",
  total: "Total",
  addons: "Add-ons",
  remove: (name) => `Remove ${name}`,
  confirmTitle: (name) => `Remove ${name}?`,
  confirmDescription: "It will be taken out of your cart.",
  confirm: "Remove",
  cancel: "Cancel",
};

/** One line of the cart: image, name, quantity, amounts, add-ons and a confirmed remove. */
export function CartLine({
  name,
  image,
  imageAlt = "",
  quantity,
  onQuantityChange,
  isValidQuantity,
  invalidQuantityMessage = "Enter a quantity from 1 to 99",
  unitAmount,
  totalAmount,
  charges = [],
  currency = "GBP",
  addons = [],
  onRemove,
  texts: textsProp,
  className,
  ...props
}: CartLineProps) {
  const texts = { ...defaultTexts, ...textsProp };
  const id = React.useId();
  const nameId = `${id}-name`;
  const [confirming, setConfirming] = React.useState(false);
  const [text, setText] = React.useState(String(quantity));
  const [lastQuantity, setLastQuantity] = React.useState(quantity);
  if (quantity !== lastQuantity) {
    setLastQuantity(quantity);
    setText(String(quantity));
  }
  const valid = isValidQuantity(text);

  const commit = () => {
    if (!valid) return;
    const next = Number(text.trim());
    if (next !== quantity) onQuantityChange?.(next);
  };

  return (
    <article
      aria-labelledby={nameId}
      data-slot="cart-line"
      className={cn(
        "flex flex-wrap gap-4 rounded-md border border-border bg-background p-4 text-foreground",
        className,
      )}
      {...props}
    >
      {image ? (
        <img src={image} alt={imageAlt} className="size-20 shrink-0 rounded-md object-cover" />
      ) : null}
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex items-start justify-between gap-2">
          <h3 id={nameId} className="text-base font-semibold">
            {name}
          </h3>
          {onRemove ? (
            <>
              <Button
                variant="ghost"
                size="icon"
                aria-label={texts.remove(name)}
                aria-haspopup="dialog"
                onClick={() => setConfirming(true)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title={texts.confirmTitle(name)}
                description={texts.confirmDescription}
                confirmLabel={texts.confirm}
                cancelLabel={texts.cancel}
                tone="destructive"
                onConfirm={onRemove}
              />
            </>
          ) : null}
        </div>
        <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
          <Field
            label={texts.quantity}
            error={valid ? undefined : invalidQuantityMessage}
            className="max-w-48"
          >
            <TextInput
              inputMode="numeric"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  commit();
                }
              }}
              className="w-20! tabular-nums aria-invalid:border-destructive"
            />
          </Field>
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div>
              <dt>{texts.unit}</dt>
              <dd>
                <Money amount={unitAmount} currency={currency} />
              </dd>
            </div>
            {charges.map((charge) => (
              <div key={charge.id}>
                <dt>{charge.name}</dt>
                <dd>
                  <Money amount={charge.amount} currency={currency} />
                </dd>
              </div>
            ))}
            <div>
              <dt>{texts.total}</dt>
              <dd className="font-semibold">
                <Money amount={totalAmount} currency={currency} />
              </dd>
            </div>
          </dl>
        </div>
        {addons.length > 0 ? (
          <div className="space-y-1">
            <h4 className="text-sm font-medium">{texts.addons}</h4>
            <ul className="space-y-1 text-sm">
              {addons.map((addon) => (
                <li key={addon.id} className="flex justify-between gap-4">
                  <span>
                    {addon.name}
                    {(addon.quantity ?? 1) > 1 ? ` × ${addon.quantity}` : null}
                  </span>
                  <Money amount={addon.amount} currency={currency} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </article>
  );
}
