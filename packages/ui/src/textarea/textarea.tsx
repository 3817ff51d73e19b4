"use client";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import * as React from "react";

import { controlClasses, useFieldControl } from "../field";
import { cn } from "../lib/cn";

export type TextareaProps = React.ComponentProps<"textarea"> & {
  /**
   * Show how many characters remain when `maxLength` is set.
   * @default true
   */
  showCount?: boolean;
  /**
   * The count text.
   * @default (remaining) => `${remaining} characters remaining`
   */
  formatCount?: (remaining: number) => string;
};

const defaultFormat = (remaining: number) =>
  `${remaining} ${remaining === 1 ? "character" : "characters"} remaining`;

/**
 * A multi-line text input. With `maxLength` it shows the characters remaining; the count is
 * announced politely only once it is near the limit (the last 20 characters), not on every key.
 */
export function Textarea({
  className,
  maxLength,
  showCount = true,
  formatCount = defaultFormat,
  value,
  defaultValue,
  onChange,
  rows = 4,
  ...props
}: TextareaProps) {
  // The text is tracked only for the count; `onChange` stays the element's own event.
  const [text, setText] = useControllableState({
    prop: value === undefined ? undefined : String(value),
    defaultProp: String(defaultValue ?? ""),
    caller: "Textarea",
  });
  const countId = React.useId();
  const wired = useFieldControl({
    ...props,
    "aria-describedby": maxLength && showCount ? countId : undefined,
  });
  const remaining = maxLength ? Math.max(0, maxLength - text.length) : 0;
  const nearLimit = maxLength ? remaining <= Math.min(20, maxLength) : false;

  return (
    <div data-slot="textarea" className="flex flex-col gap-1">
      <textarea
        rows={rows}
        maxLength={maxLength}
        value={value}
        defaultValue={value === undefined ? defaultValue : undefined}
        onChange={(event) => {
          setText(event.target.value);
          onChange?.(event);
        }}
        className={cn(controlClasses, "min-h-24 resize-y", className)}
        {...wired}
      />
      {maxLength && showCount ? (
        <p
          id={countId}
          data-slot="textarea-count"
          aria-live={nearLimit ? "polite" : "off"}
          className={cn("text-sm", nearLimit ? "text-foreground" : "text-muted-foreground")}
        >
          {formatCount(remaining)}
        </p>
      ) : null}
    </div>
  );
}
