"use client";
import {
  ADDON_QUANTITY_MAX,
  ADDON_QUANTITY_MIN,
  type AddonOption as ApiAddonOption,
  canBookAddons,
  type CartLine,
  labels,
} from "@bookwell/contract";
import {
  AddonChoiceGroup,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Money,
  QuantityStepper,
  requirementText,
  unsatisfiedGroups,
  type AddonChoiceValue,
} from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { useHandleError, useKit } from "../kit-context";
import { addonGroupsOf } from "../addons/addon-groups";
import { useSaveCartLineAddons } from "../queries/cart-mutations";
import { cartLineAddonsQuery } from "../queries/cart-queries";

export type LineAddonsDialogProps = {
  line: CartLine;
  refnum: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the server saved the choice (the cart is then refetched). */
  onSaved: () => void;
};

/**
 * A cart line's add-ons in a dialog. A multi-job line asks for a quantity per item (titled
 * Fill Items Quantity, BOOK NOW once the total is above zero); any other line offers choice
 * groups (SELECT once something is chosen). Saving sends every option with its choice.
 */
export function LineAddonsDialog({
  line,
  refnum,
  open,
  onOpenChange,
  onSaved,
}: LineAddonsDialogProps) {
  const { client, settings } = useKit();
  const handleError = useHandleError();
  const options = useQuery({ ...cartLineAddonsQuery(client, refnum, line.guid), enabled: open });
  const saveAddons = useSaveCartLineAddons();
  const saving = saveAddons.isPending;
  const multiJob = line.isMultijob === true;

  const save = async (chosen: { option: ApiAddonOption; qty: number; selected: boolean }[]) => {
    try {
      await saveAddons.mutateAsync({
        params: { refnum },
        query: { guid: line.guid },
        body: chosen.map(({ option, qty, selected }) => ({
          groupnum: option.groupnum,
          choicetype: option.choicetype,
          optionnum: option.optionnum,
          selected,
          qty,
        })),
      });
      onOpenChange(false);
      onSaved();
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>
            {multiJob ? labels.fillItemsQuantity : `Add-ons for ${line.matname}`}
          </DialogTitle>
          <DialogDescription>
            {multiJob
              ? `How many of each item for ${line.matname}, from ${ADDON_QUANTITY_MIN} to ${ADDON_QUANTITY_MAX}.`
              : "Choose the extras you want with this service."}
          </DialogDescription>
        </DialogHeader>
        {options.isPending ? (
          <p role="status">Loading add-ons…</p>
        ) : options.isError ? (
          <p role="alert">Oops ! Something went wrong.</p>
        ) : multiJob ? (
          <ItemQuantities
            key={options.dataUpdatedAt}
            options={options.data}
            currency={settings.currency}
            saving={saving}
            onBook={(quantities) =>
              save(
                options.data.map((option) => {
                  const qty = quantities[option.optionnum] ?? 0;
                  return { option, qty, selected: qty > 0 };
                }),
              )
            }
          />
        ) : (
          <AddonChoices
            key={options.dataUpdatedAt}
            options={options.data}
            currency={settings.currency}
            saving={saving}
            onSelect={(value) =>
              save(
                options.data.map((option) => ({
                  option,
                  qty: value[option.optionnum] ?? 0,
                  selected: Object.hasOwn(value, option.optionnum),
                })),
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AddonChoices({
  options,
  currency,
  saving,
  onSelect,
}: {
  options: ApiAddonOption[];
  currency: "GBP" | "SGD";
  saving: boolean;
  onSelect: (value: AddonChoiceValue) => void;
}) {
  const groups = React.useMemo(() => addonGroupsOf(options), [options]);
  const [value, setValue] = React.useState<AddonChoiceValue>(() =>
    Object.fromEntries(
      options.filter((o) => o.selected).map((o) => [o.optionnum, Math.max(1, o.qty)]),
    ),
  );
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const anySelected = Object.keys(value).length > 0;
  return (
    <>
      <AddonChoiceGroup
        groups={groups}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setErrors({});
        }}
        currency={currency}
        groupErrors={errors}
      />
      <DialogFooter>
        {anySelected ? (
          <Button
            pending={saving}
            onClick={() => {
              const unsatisfied = unsatisfiedGroups(groups, value);
              if (unsatisfied.length > 0) {
                setErrors(
                  Object.fromEntries(
                    groups
                      .filter((g) => unsatisfied.includes(g.id))
                      .map((g) => [g.id, requirementText(g.minChoices, g.maxChoices)]),
                  ),
                );
                return;
              }
              onSelect(value);
            }}
          >
            {labels.select}
          </Button>
        ) : null}
      </DialogFooter>
    </>
  );
}

function ItemQuantities({
  options,
  currency,
  saving,
  onBook,
}: {
  options: ApiAddonOption[];
  currency: "GBP" | "SGD";
  saving: boolean;
  onBook: (quantities: Record<string, number>) => void;
}) {
  const [quantities, setQuantities] = React.useState<Record<string, number>>(() =>
    Object.fromEntries(options.map((o) => [o.optionnum, o.selected ? o.qty : 0])),
  );
  return (
    <>
      <ul className="space-y-3">
        {options.map((option) => (
          <li
            key={option.optionnum}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3"
          >
            <span className="flex flex-col">
              <span className="font-medium">{option.optiondesc}</span>
              <span className="text-sm text-muted-foreground">
                <Money amount={option.price} currency={currency} /> per {option.uom}
              </span>
            </span>
            <QuantityStepper
              label={`Quantity of ${option.optiondesc}`}
              min={ADDON_QUANTITY_MIN}
              max={ADDON_QUANTITY_MAX}
              value={quantities[option.optionnum] ?? 0}
              onValueChange={(qty) => setQuantities((q) => ({ ...q, [option.optionnum]: qty }))}
            />
          </li>
        ))}
      </ul>
      <DialogFooter>
        {canBookAddons(quantities) ? (
          <Button pending={saving} onClick={() => onBook(quantities)}>
            {labels.bookNowUpper}
          </Button>
        ) : null}
      </DialogFooter>
    </>
  );
}
