"use client";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import * as React from "react";

import { FieldError } from "../field/field";
import { cn } from "../lib/cn";
import { Money } from "../money/money";
import type { MoneyCurrency } from "../money/money-format";
import { QuantityStepper } from "../quantity-stepper/quantity-stepper";
import {
  isGroupFull,
  isGroupSatisfied,
  MAX_ADDON_QUANTITY,
  requirementText as defaultRequirementText,
  selectedCount,
  toggleChoice,
} from "./choice-rules";

/** One add-on the customer may choose. */
export type AddonOption = {
  /** Unique across all groups given to one AddonChoiceGroup. */
  id: string;
  /** The add-on's name, shown and used as the checkbox's accessible name. */
  label: string;
  /** Price in major units (pounds), formatted with Money. */
  price: number;
  /**
   * A short description, announced as the checkbox's description.
   * @default undefined
   */
  description?: React.ReactNode;
  /**
   * Image URL; decorative (the label names the option).
   * @default undefined
   */
  image?: string;
  /**
   * Quantity given when the option is selected.
   * @default 1
   */
  quantity?: number;
  /**
   * Show a quantity stepper (whole numbers 1 to 100) while the option is selected.
   * @default false
   */
  quantityEditable?: boolean;
};

/** A set of add-ons with its own minimum and maximum number of choices. */
export type AddonGroup = {
  /** Unique id of the group. */
  id: string;
  /** Heading of the group (the fieldset legend). */
  title: string;
  /** Least number of options the customer must choose for the group to be satisfied. */
  minChoices: number;
  /** Most options selectable at once; others are disabled once this many are chosen. */
  maxChoices: number;
  /** The options of this group. */
  options: AddonOption[];
};

/** Selected option ids mapped to their quantity. An id absent from the map is not selected. */
export type AddonChoiceValue = Readonly<Record<string, number>>;

export type AddonChoiceGroupProps = Omit<
  React.ComponentProps<"div">,
  "defaultValue" | "onChange"
> & {
  /** The groups to show, each as a fieldset of checkboxes. */
  groups: AddonGroup[];
  /**
   * Selected options and quantities (controlled).
   * @default undefined
   */
  value?: AddonChoiceValue;
  /**
   * Initial selection when uncontrolled.
   * @default {}
   */
  defaultValue?: AddonChoiceValue;
  /**
   * Called with the whole new selection after each change.
   * @default undefined
   */
  onValueChange?: (value: AddonChoiceValue) => void;
  /**
   * Currency of the prices.
   * @default "GBP"
   */
  currency?: MoneyCurrency;
  /**
   * Hint shown (and tied to the disabled options) once a group is full.
   * @default (max) => `You can choose up to ${max}`
   */
  fullHint?: (maxChoices: number) => string;
  /**
   * What a group asks for, shown with its title (and part of the group's name).
   * @default requirementText: "Choose up to 2", "Choose 1", "Choose at least 1, up to 3"
   */
  requirementText?: (minChoices: number, maxChoices: number) => string;
  /**
   * Errors per group id, e.g. when the customer confirms without the minimum; shown under
   * the group and tied to it. The app decides when to show them (`unsatisfiedGroups` helps).
   * @default undefined
   */
  groupErrors?: Readonly<Record<string, React.ReactNode>>;
  /**
   * Accessible name of an option's quantity input.
   * @default (label) => `Quantity of ${label}`
   */
  quantityLabel?: (optionLabel: string) => string;
};

const defaultFullHint = (max: number) => `You can choose up to ${max}`;
const defaultQuantityLabel = (label: string) => `Quantity of ${label}`;

/**
 * Add-on choices in groups with a minimum and maximum: checkboxes with name and price.
 * Each group says what it asks for ("Choose up to 2"); once it holds its maximum, its other
 * options are aria-disabled and described by a hint saying why; choosing a selected option
 * again unselects it. The rules are the pure functions of `choice-rules.ts`.
 */
export function AddonChoiceGroup({
  groups,
  value: valueProp,
  defaultValue,
  onValueChange,
  currency = "GBP",
  fullHint = defaultFullHint,
  requirementText = defaultRequirementText,
  groupErrors,
  quantityLabel = defaultQuantityLabel,
  className,
  ...props
}: AddonChoiceGroupProps) {
  const [value, commit] = useControllableState<AddonChoiceValue>({
    prop: valueProp,
    defaultProp: defaultValue ?? {},
    onChange: onValueChange,
    caller: "AddonChoiceGroup",
  });
  const baseId = React.useId();

  const toggle = (group: AddonGroup, option: AddonOption) => {
    const selected = group.options.filter((o) => Object.hasOwn(value, o.id)).map((o) => o.id);
    const nextSelected = toggleChoice(selected, option.id, group.maxChoices);
    if (nextSelected === selected) return;
    const next: Record<string, number> = { ...value };
    if (nextSelected.includes(option.id)) next[option.id] = option.quantity ?? 1;
    else delete next[option.id];
    commit(next);
  };

  const setQuantity = (option: AddonOption, quantity: number) => {
    commit({ ...value, [option.id]: quantity });
  };

  return (
    <div data-slot="addon-choice-group" className={cn("space-y-6", className)} {...props}>
      {groups.map((group) => {
        const count = selectedCount(group, value);
        const full = isGroupFull(count, group.maxChoices);
        const hintId = `${baseId}-${group.id}-hint`;
        const errorId = `${baseId}-${group.id}-error`;
        const error = groupErrors?.[group.id];
        const hasError = error !== undefined && error !== null && error !== false && error !== "";
        return (
          <fieldset
            key={group.id}
            data-slot="addon-choice-group-group"
            data-state={full ? "full" : "open"}
            data-satisfied={isGroupSatisfied(count, group.minChoices, group.maxChoices)}
            aria-describedby={hasError ? errorId : undefined}
            className="space-y-3"
          >
            <legend className="mb-2 flex flex-col text-foreground">
              <span className="text-lg font-semibold">{group.title}</span>
              <span className="text-sm font-normal text-muted-foreground">
                {requirementText(group.minChoices, group.maxChoices)}
              </span>
            </legend>
            <p id={hintId} aria-live="polite" className="text-sm text-muted-foreground">
              {full ? fullHint(group.maxChoices) : null}
            </p>
            <ul className="space-y-2">
              {group.options.map((option) => {
                const checked = Object.hasOwn(value, option.id);
                const disabled = full && !checked;
                const inputId = `${baseId}-${option.id}`;
                const descriptionId = `${inputId}-description`;
                const describedBy =
                  [option.description ? descriptionId : null, disabled ? hintId : null]
                    .filter(Boolean)
                    .join(" ") || undefined;
                return (
                  <li
                    key={option.id}
                    data-slot="addon-choice-option"
                    data-state={checked ? "checked" : "unchecked"}
                    data-disabled={disabled || undefined}
                    className={cn(
                      "flex flex-wrap items-center gap-3 rounded-md border border-border bg-background p-3",
                      "data-[state=checked]:border-primary",
                    )}
                  >
                    <input
                      id={inputId}
                      type="checkbox"
                      className="size-6 shrink-0 accent-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
                      checked={checked}
                      aria-disabled={disabled || undefined}
                      aria-describedby={describedBy}
                      onClick={(event) => {
                        if (disabled) event.preventDefault();
                      }}
                      onChange={() => toggle(group, option)}
                    />
                    {option.image ? (
                      <img
                        src={option.image}
                        alt=""
                        className="size-12 shrink-0 rounded-md object-cover"
                      />
                    ) : null}
                    <label
                      htmlFor={inputId}
                      className="flex min-w-0 flex-1 cursor-pointer flex-wrap items-baseline justify-between gap-x-3"
                    >
                      <span className="font-medium text-foreground">{option.label}</span>
                      <Money
                        amount={option.price}
                        currency={currency}
                        className="text-foreground"
                      />
                    </label>
                    {option.description ? (
                      <p id={descriptionId} className="basis-full text-sm text-muted-foreground">
                        {option.description}
                      </p>
                    ) : null}
                    {checked && option.quantityEditable ? (
                      <QuantityStepper
                        label={quantityLabel(option.label)}
                        min={1}
                        max={MAX_ADDON_QUANTITY}
                        value={value[option.id] ?? 1}
                        onValueChange={(quantity) => setQuantity(option, quantity)}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
          </fieldset>
        );
      })}
    </div>
  );
}
