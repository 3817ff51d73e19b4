"use client";
import { ChevronDown } from "lucide-react";
import type * as React from "react";

import { controlClasses, useFieldControl } from "../field";
import { cn } from "../lib/cn";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = React.ComponentProps<"select"> & {
  /** The choices. Children `<option>` elements work too. */
  options?: readonly SelectOption[];
  /** A first, empty choice such as "Please select". */
  placeholder?: string;
};

/**
 * A native select, styled: the most robust choice on every device and screen reader.
 * Use RadioGroup when there are five choices or fewer and space allows.
 */
export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  const wired = useFieldControl(props);
  return (
    <div data-slot="select" className="relative">
      <select className={cn(controlClasses, "appearance-none pr-10", className)} {...wired}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
