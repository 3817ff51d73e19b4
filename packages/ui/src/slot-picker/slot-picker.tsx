"use client";
import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import type * as React from "react";

import { cn } from "../lib/cn";
import { Skeleton } from "../skeleton/skeleton";
import { slotAccessibleName, slotRangeText, slotTimeOfDay, type TimeOfDay } from "./slot-label";

/** One bookable time slot. */
export type TimeSlot = {
  /** Unique id; the picker's value. */
  id: string;
  /** Start time "HH:mm"; decides Morning, Afternoon or Evening. */
  start: string;
  /** End time "HH:mm". */
  end: string;
  /** The slot is shown but cannot be chosen. @default false */
  disabled?: boolean;
};

export type SlotPickerProps = Omit<
  React.ComponentProps<typeof RadioGroupPrimitive.Root>,
  "value" | "defaultValue" | "onValueChange" | "children" | "orientation"
> & {
  /** The slots to choose from. */
  slots: TimeSlot[];
  /**
   * Id of the chosen slot (controlled); `""` for none.
   * @default undefined
   */
  value?: string;
  /** Id of the initially chosen slot when uncontrolled. @default undefined */
  defaultValue?: string;
  /**
   * Called with the id of the slot the customer chooses.
   * @default undefined
   */
  onValueChange?: (slotId: string) => void;
  /**
   * Slots are being fetched: skeletons are shown and the status is announced.
   * @default false
   */
  loading?: boolean;
  /**
   * Announced while loading.
   * @default "Loading time slots"
   */
  loadingLabel?: string;
  /**
   * Shown when there are no slots (and not loading), e.g. the hotline text.
   * @default "No time slots are available on this date."
   */
  emptyMessage?: React.ReactNode;
  /**
   * Accessible name of the radio group (when no `aria-labelledby` is given).
   * @default "Time slot"
   */
  label?: string;
  /**
   * Names of the parts of the day.
   * @default { Morning: "Morning", Afternoon: "Afternoon", Evening: "Evening" }
   */
  timeOfDayLabels?: Record<TimeOfDay, string>;
  /**
   * Word between start and end times.
   * @default "to"
   */
  toText?: string;
  /**
   * Number of skeletons while loading.
   * @default 3
   */
  skeletonCount?: number;
};

const defaultTimeOfDayLabels: Record<TimeOfDay, string> = {
  Morning: "Morning",
  Afternoon: "Afternoon",
  Evening: "Evening",
};

/** Time-slot choice as a radio group: each slot reads "Morning, 08:00 to 10:00". Arrow keys move. */
export function SlotPicker({
  slots,
  value,
  defaultValue,
  onValueChange,
  loading = false,
  loadingLabel = "Loading time slots",
  emptyMessage = "No time slots are available on this date.",
  label = "Time slot",
  timeOfDayLabels = defaultTimeOfDayLabels,
  toText = "to",
  skeletonCount = 3,
  className,
  ...props
}: SlotPickerProps) {
  if (loading) {
    return (
      <div
        data-slot="slot-picker"
        data-state="loading"
        aria-busy="true"
        className={cn("grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-2", className)}
      >
        <span role="status" className="sr-only">
          {loadingLabel}
        </span>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <Skeleton key={index} data-slot="slot-picker-skeleton" className="h-16" />
        ))}
      </div>
    );
  }

  if (slots.length === 0) {
    return (
      <div
        data-slot="slot-picker"
        data-state="empty"
        className={cn("text-sm text-foreground", className)}
      >
        {emptyMessage}
      </div>
    );
  }

  return (
    <RadioGroupPrimitive.Root
      data-slot="slot-picker"
      aria-label={props["aria-labelledby"] ? undefined : label}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      className={cn("grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-2", className)}
      {...props}
    >
      {slots.map((slot) => (
        <RadioGroupPrimitive.Item
          key={slot.id}
          value={slot.id}
          disabled={slot.disabled}
          aria-label={slotAccessibleName(slot.start, slot.end, timeOfDayLabels, toText)}
          data-slot="slot-picker-item"
          className={cn(
            "flex min-h-16 flex-col items-start justify-center rounded-md border border-border bg-background px-4 py-2 text-left text-foreground",
            "transition-colors duration-(--duration-fast) hover:bg-muted",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            "data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
            "disabled:cursor-not-allowed disabled:opacity-50",
          )}
        >
          <span className="font-semibold">{timeOfDayLabels[slotTimeOfDay(slot.start)]}</span>
          <span className="text-sm tabular-nums">
            {slotRangeText(slot.start, slot.end, toText)}
          </span>
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}
