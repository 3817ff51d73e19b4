"use client";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import type * as React from "react";

import { cn } from "../lib/cn";

/** One tag the customer can switch on or off. */
export type ToggleTag = {
  /** Unique value reported in the selection. */
  value: string;
  /** Visible name of the tag. */
  label: string;
  /** The tag cannot be toggled. @default false */
  disabled?: boolean;
};

export type TagToggleGroupProps = Omit<
  React.ComponentProps<"div">,
  "defaultValue" | "onChange" | "children"
> & {
  /** The tags, in display order. */
  tags: readonly ToggleTag[];
  /**
   * Values of the tags switched on (controlled).
   * @default undefined
   */
  value?: readonly string[];
  /**
   * Values switched on initially when uncontrolled.
   * @default []
   */
  defaultValue?: readonly string[];
  /**
   * Called with the values switched on, in tag order.
   * @default undefined
   */
  onValueChange?: (value: string[]) => void;
  /** Accessible name of the group, e.g. "Filter by service". */
  label: string;
};

/** Tags as toggle buttons (aria-pressed), any number on at once. */
export function TagToggleGroup({
  tags,
  value,
  defaultValue = [],
  onValueChange,
  label,
  className,
  ...props
}: TagToggleGroupProps) {
  const [current, setCurrent] = useControllableState<readonly string[]>({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange && ((next) => onValueChange([...next])),
    caller: "TagToggleGroup",
  });

  const toggle = (tagValue: string) => {
    const on = new Set(current);
    if (on.has(tagValue)) on.delete(tagValue);
    else on.add(tagValue);
    const next = tags.map((tag) => tag.value).filter((v) => on.has(v));
    setCurrent(next);
  };

  return (
    <div
      role="group"
      aria-label={label}
      data-slot="tag-toggle-group"
      className={cn("flex flex-wrap gap-2", className)}
      {...props}
    >
      {tags.map((tag) => {
        const pressed = current.includes(tag.value);
        return (
          <button
            key={tag.value}
            type="button"
            aria-pressed={pressed}
            disabled={tag.disabled}
            data-state={pressed ? "on" : "off"}
            data-slot="tag-toggle-group-item"
            onClick={() => toggle(tag.value)}
            className={cn(
              "min-h-11 rounded-full border border-input bg-background px-4 text-sm font-medium text-foreground",
              "transition-colors duration-(--duration-fast) hover:bg-muted",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              "data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground",
              "disabled:cursor-not-allowed disabled:opacity-50",
            )}
          >
            {tag.label}
          </button>
        );
      })}
    </div>
  );
}
