"use client";
import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import * as React from "react";

import { FieldError, RequiredMark } from "../field";
import { cn } from "../lib/cn";

export type RadioGroupProps = React.ComponentProps<typeof RadioGroupPrimitive.Root> & {
  /** The group's label, shown as its legend. */
  label: React.ReactNode;
  /** An error for the whole group, with the hidden "Error:" prefix. */
  error?: React.ReactNode;
  /**
   * A choice must be made: an asterisk after the label, and the group is `aria-required`.
   * @default false
   */
  required?: boolean;
  /**
   * Lay the choices out in a row or a column.
   * @default "vertical"
   */
  orientation?: "horizontal" | "vertical";
};

/**
 * One choice among a few (salutation, payment type). Arrow keys move between choices and
 * select; Tab leaves the group. Use Select when the list is long.
 */
export function RadioGroup({
  label,
  error,
  required = false,
  orientation = "vertical",
  className,
  children,
  id,
  ...props
}: RadioGroupProps) {
  const generated = React.useId();
  const groupId = id ?? `radios${generated.replace(/:/g, "")}`;
  return (
    <div data-slot="radio-group" className={cn("flex flex-col gap-2", className)}>
      <span id={`${groupId}-label`} className="text-sm font-medium text-foreground">
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      <RadioGroupPrimitive.Root
        id={groupId}
        aria-labelledby={`${groupId}-label`}
        aria-describedby={error ? `${groupId}-error` : undefined}
        aria-invalid={error ? true : undefined}
        required={required}
        orientation={orientation}
        className={cn("flex gap-3", orientation === "vertical" ? "flex-col" : "flex-row flex-wrap")}
        {...props}
      >
        {children}
      </RadioGroupPrimitive.Root>
      {error ? <FieldError id={`${groupId}-error`}>{error}</FieldError> : null}
    </div>
  );
}

export type RadioGroupItemProps = Omit<
  React.ComponentProps<typeof RadioGroupPrimitive.Item>,
  "children"
> & {
  /** The choice's visible label. */
  label: React.ReactNode;
};

export function RadioGroupItem({ label, id, className, ...props }: RadioGroupItemProps) {
  const generated = React.useId();
  const itemId = id ?? `radio${generated.replace(/:/g, "")}`;
  return (
    <div data-slot="radio-group-item" className={cn("flex items-center gap-3", className)}>
      <RadioGroupPrimitive.Item
        id={itemId}
        className={cn(
          "grid size-6 shrink-0 place-items-center rounded-full border-2 border-input bg-background",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          "data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-50",
        )}
        {...props}
      >
        <RadioGroupPrimitive.Indicator className="size-3 rounded-full bg-primary" />
      </RadioGroupPrimitive.Item>
      <label htmlFor={itemId} className="text-base text-foreground">
        {label}
      </label>
    </div>
  );
}
