"use client";
import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { Star } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";

/** Names a star count: "1 star", "2 stars". */
export function starLabel(count: number): string {
  return `${count} ${count === 1 ? "star" : "stars"}`;
}

/** Describes a read-only rating: "4 out of 5 stars". */
export function ratingLabel(value: number, max: number): string {
  return `${value} out of ${max} stars`;
}

export type RatingStarsProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** The rating, from 0 to `max`; halves are rounded to the nearest whole star for display. */
  value: number;
  /**
   * Number of stars.
   * @default 5
   */
  max?: 5 | 6;
  /**
   * Size of the stars.
   * @default "md"
   */
  size?: "sm" | "md";
  /**
   * Accessible description.
   * @default (value, max) => `${value} out of ${max} stars`
   */
  formatLabel?: (value: number, max: number) => string;
};

const starSize = { sm: "size-4", md: "size-6" } as const;

/** A read-only star rating, announced as one image: "4 out of 5 stars". */
export function RatingStars({
  value,
  max = 5,
  size = "md",
  formatLabel = ratingLabel,
  className,
  ...props
}: RatingStarsProps) {
  const filled = Math.round(Math.min(Math.max(value, 0), max));
  return (
    <span
      role="img"
      aria-label={formatLabel(value, max)}
      data-slot="rating-stars"
      className={cn("inline-flex items-center gap-0.5 text-primary", className)}
      {...props}
    >
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          data-state={index < filled ? "on" : "off"}
          className={cn(starSize[size], index < filled ? "fill-current" : "fill-transparent")}
        />
      ))}
    </span>
  );
}

export type RatingStarsInputProps = Omit<
  React.ComponentProps<typeof RadioGroupPrimitive.Root>,
  "value" | "defaultValue" | "onValueChange" | "children" | "orientation"
> & {
  /**
   * The chosen number of stars (controlled); 0 for none.
   * @default undefined
   */
  value?: number;
  /** The initial number of stars when uncontrolled. @default undefined */
  defaultValue?: number;
  /**
   * Called with the chosen number of stars.
   * @default undefined
   */
  onValueChange?: (value: number) => void;
  /**
   * Number of stars.
   * @default 5
   */
  max?: 5 | 6;
  /**
   * Accessible name of the group (when no `aria-labelledby` is given).
   * @default "Rating"
   */
  label?: string;
  /**
   * Accessible name of each star.
   * @default starLabel ("1 star", "2 stars"...)
   */
  formatStarLabel?: (count: number) => string;
};

/** A star rating input: a radio group of `max` stars named "1 star", "2 stars"... Arrow keys move. */
export function RatingStarsInput({
  value,
  defaultValue,
  onValueChange,
  max = 5,
  label = "Rating",
  formatStarLabel = starLabel,
  className,
  ...props
}: RatingStarsInputProps) {
  const [current, setCurrent] = useControllableState({
    prop: value,
    defaultProp: defaultValue ?? 0,
    onChange: onValueChange,
    caller: "RatingStarsInput",
  });
  return (
    <RadioGroupPrimitive.Root
      data-slot="rating-stars-input"
      aria-label={props["aria-labelledby"] ? undefined : label}
      orientation="horizontal"
      value={current > 0 ? String(current) : ""}
      onValueChange={(next) => setCurrent(Number(next))}
      className={cn("inline-flex items-center gap-0.5 text-primary", className)}
      {...props}
    >
      {Array.from({ length: max }, (_, index) => {
        const count = index + 1;
        return (
          <RadioGroupPrimitive.Item
            key={count}
            value={String(count)}
            aria-label={formatStarLabel(count)}
            data-slot="rating-stars-item"
            className={cn(
              "inline-flex size-11 items-center justify-center rounded-md",
              "hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            )}
          >
            <Star
              aria-hidden="true"
              className={cn("size-7", count <= current ? "fill-current" : "fill-transparent")}
            />
          </RadioGroupPrimitive.Item>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}
