"use client";
import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import * as React from "react";

import { FieldError } from "../field";
import { cn } from "../lib/cn";

export type CheckboxProps = Omit<
  React.ComponentProps<typeof CheckboxPrimitive.Root>,
  "children"
> & {
  /** The visible label, clickable. */
  label: React.ReactNode;
  /** Help under the label. */
  hint?: React.ReactNode;
  /** An error shown under the box with the hidden "Error:" prefix. */
  error?: React.ReactNode;
};

/** A tick box with its label: consent, "Save address to profile". */
export function Checkbox({ label, hint, error, id, className, ...props }: CheckboxProps) {
  const generated = React.useId();
  const boxId = id ?? `checkbox${generated.replace(/:/g, "")}`;
  const describedBy = [hint && `${boxId}-hint`, error && `${boxId}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div data-slot="checkbox" className={cn("flex flex-col gap-1", className)}>
      <div className="flex items-start gap-3">
        <CheckboxPrimitive.Root
          id={boxId}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          className={cn(
            "mt-0.5 grid size-6 shrink-0 place-items-center rounded-sm border-2 border-input bg-background",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            "data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
            "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
          )}
          {...props}
        >
          <CheckboxPrimitive.Indicator>
            <Check aria-hidden="true" className="size-4" strokeWidth={3} />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <label htmlFor={boxId} className="text-base leading-snug text-foreground">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${boxId}-hint`} className="pl-9 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <FieldError id={`${boxId}-error`} className="pl-9">
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
