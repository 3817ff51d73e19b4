"use client";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import * as React from "react";

import { cn } from "../lib/cn";
import { sanitiseOtp } from "./otp";

export type OtpInputProps = {
  /**
   * Number of digits.
   * @default 6
   */
  length?: number;
  /** The code so far (controlled). */
  value?: string;
  /**
   * The starting code (uncontrolled).
   * @default ""
   */
  defaultValue?: string;
  /** Called with the digits entered so far. */
  onValueChange?: (code: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
  /** The group's label, e.g. "Enter the 6-digit code we e-mailed you". */
  label: string;
  /** Marks every box invalid. */
  invalid?: boolean;
  /** Ids of the elements describing the group (hint, error). */
  "aria-describedby"?: string;
  /** Disables every box. */
  disabled?: boolean;
  /** The first box's id, for a label or an ErrorSummary link. */
  id?: string;
  className?: string;
};

/**
 * One box per digit of a one-time code. Typing moves on, Backspace moves back, arrows move,
 * and pasting the whole code anywhere fills every box. Boxes accept digits only.
 */
export function OtpInput({
  length = 6,
  value,
  defaultValue = "",
  onValueChange,
  onComplete,
  label,
  invalid,
  disabled,
  id,
  className,
  "aria-describedby": describedBy,
}: OtpInputProps) {
  const [current, setCode] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: "OtpInput",
  });
  const code = sanitiseOtp(current, length);
  const boxes = React.useRef<Array<HTMLInputElement | null>>([]);
  const generated = React.useId();
  const baseId = id ?? `otp${generated.replace(/:/g, "")}`;

  const update = (next: string, focusIndex: number) => {
    setCode(next);
    boxes.current[Math.min(focusIndex, length - 1)]?.focus();
    if (next.length === length) onComplete?.(next);
  };

  const setDigitAt = (index: number, digits: string) => {
    const chars = code.padEnd(length, " ").split("");
    for (let i = 0; i < digits.length && index + i < length; i++) chars[index + i] = digits[i]!;
    const next = chars.join("").replace(/\s+$/, "").replace(/\s/g, "");
    update(sanitiseOtp(next, length), index + digits.length);
  };

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      data-slot="otp-input"
      className={cn("flex gap-2", className)}
    >
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(node) => {
            boxes.current[index] = node;
          }}
          id={index === 0 ? baseId : `${baseId}-${index}`}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          maxLength={1}
          disabled={disabled}
          value={code[index] ?? ""}
          onChange={(event) => {
            const digits = sanitiseOtp(event.target.value, length);
            if (digits) setDigitAt(index, digits.slice(-1));
          }}
          onPaste={(event) => {
            event.preventDefault();
            const digits = sanitiseOtp(event.clipboardData.getData("text"), length);
            if (digits.length === length) update(digits, length - 1);
            else if (digits) setDigitAt(index, digits);
          }}
          onKeyDown={(event) => {
            if (event.key === "Backspace") {
              event.preventDefault();
              if (code[index]) {
                update(code.slice(0, index) + code.slice(index + 1), index);
              } else if (index > 0) {
                update(code.slice(0, index - 1) + code.slice(index), index - 1);
              }
            } else if (event.key === "ArrowLeft" && index > 0) {
              event.preventDefault();
              boxes.current[index - 1]?.focus();
            } else if (event.key === "ArrowRight" && index < length - 1) {
              event.preventDefault();
              boxes.current[index + 1]?.focus();
            }
          }}
          className="size-12 rounded-md border border-input bg-background text-center text-xl font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-2 aria-invalid:border-destructive disabled:bg-muted"
        />
      ))}
    </div>
  );
}
