"use client";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { Minus, Plus } from "lucide-react";
import * as React from "react";

import { FieldError } from "../field";
import { cn } from "../lib/cn";
import { parseQuantity, stepQuantity } from "./quantity";

export type QuantityStepperProps = Omit<
  React.ComponentProps<"input">,
  "value" | "defaultValue" | "onChange" | "min" | "max" | "step" | "type"
> & {
  /** The quantity (controlled). */
  value?: number;
  /**
   * The starting quantity (uncontrolled).
   * @default min
   */
  defaultValue?: number;
  /** Called with every valid quantity. */
  onValueChange?: (value: number) => void;
  /** Called with the reason when the typed text is refused. */
  onInvalid?: (reason: string) => void;
  /**
   * Lowest whole number accepted.
   * @default 0
   */
  min?: number;
  /**
   * Highest whole number accepted.
   * @default 100
   */
  max?: number;
  /**
   * What the buttons add or take away.
   * @default 1
   */
  step?: number;
  /** Accessible name of the input, e.g. "Quantity of Ironing". */
  label: string;
  /**
   * Names of the buttons.
   * @default { decrease: "Decrease", increase: "Increase" }
   */
  buttonLabels?: { decrease: string; increase: string };
};

/**
 * A whole-number quantity with − and + buttons. Typed text that is not a whole number in
 * range is refused with a message saying what is accepted; the last valid value is kept.
 */
export function QuantityStepper({
  value,
  defaultValue,
  onValueChange,
  onInvalid,
  min = 0,
  max = 100,
  step = 1,
  label,
  buttonLabels = { decrease: "Decrease", increase: "Increase" },
  className,
  id,
  disabled,
  ...props
}: QuantityStepperProps) {
  const bounds = { min, max };
  const [current, setCurrent] = useControllableState({
    prop: value,
    defaultProp: defaultValue ?? min,
    onChange: onValueChange,
    caller: "QuantityStepper",
  });
  const [text, setText] = React.useState(String(current));
  const [error, setError] = React.useState<string | null>(null);
  const generated = React.useId();
  const inputId = id ?? `qty${generated.replace(/:/g, "")}`;

  // Follow a value that changes from outside (adjusting state while rendering, not in an effect).
  const [shown, setShown] = React.useState(current);
  if (shown !== current) {
    setShown(current);
    setText(String(current));
  }

  const commit = (next: number) => {
    setError(null);
    setText(String(next));
    setCurrent(next);
  };

  const check = (raw: string) => {
    const result = parseQuantity(raw, bounds);
    if (result.ok) commit(result.value);
    else {
      setError(result.reason);
      onInvalid?.(result.reason);
    }
  };

  return (
    <div data-slot="quantity-stepper" className={cn("flex flex-col gap-1", className)}>
      <div className="inline-flex items-stretch">
        <button
          type="button"
          aria-label={`${buttonLabels.decrease} ${label}`}
          aria-controls={inputId}
          disabled={disabled || current <= min}
          onClick={() => commit(stepQuantity(current, -step, bounds))}
          className="grid size-11 place-items-center rounded-l-md border border-input bg-background hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-label={label}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={current}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          disabled={disabled}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => check(text)}
          onKeyDown={(event) => {
            if (event.key === "Enter") check(text);
            if (event.key === "ArrowUp") {
              event.preventDefault();
              commit(stepQuantity(current, step, bounds));
            }
            if (event.key === "ArrowDown") {
              event.preventDefault();
              commit(stepQuantity(current, -step, bounds));
            }
          }}
          className="h-11 w-16 border-y border-input bg-background text-center text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-2 aria-invalid:border-destructive disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground"
          {...props}
        />
        <button
          type="button"
          aria-label={`${buttonLabels.increase} ${label}`}
          aria-controls={inputId}
          disabled={disabled || current >= max}
          onClick={() => commit(stepQuantity(current, step, bounds))}
          className="grid size-11 place-items-center rounded-r-md border border-input bg-background hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      {error ? <FieldError id={`${inputId}-error`}>{error}</FieldError> : null}
    </div>
  );
}
