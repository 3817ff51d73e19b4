"use client";
import { format, isValid, parse } from "date-fns";
import { enGB } from "date-fns/locale";
import { ChevronLeft, ChevronRight } from "lucide-react";
import * as React from "react";
import { DayPicker, type Matcher } from "react-day-picker";

import { cn } from "../lib/cn";

/** Parses a "YYYY-MM-DD" string to a local date, or `undefined` when it is not one. */
export function parseIsoDate(iso: string | undefined): Date | undefined {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const date = parse(iso, "yyyy-MM-dd", new Date(2000, 0, 1));
  return isValid(date) ? date : undefined;
}

/** Formats a local date as "YYYY-MM-DD". */
export function toIsoDate(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** Formats a "YYYY-MM-DD" string as "DD/MM/YYYY"; `""` when it is not a date. */
export function formatDisplayDate(iso: string | undefined): string {
  const date = parseIsoDate(iso);
  return date ? format(date, "dd/MM/yyyy") : "";
}

export type DatePickerProps = Omit<
  React.ComponentProps<"div">,
  "defaultValue" | "onChange" | "children"
> & {
  /** Visible label of the calendar, e.g. "Start date". */
  label: React.ReactNode;
  /**
   * The chosen date "YYYY-MM-DD" (controlled); `""` for none.
   * @default undefined
   */
  value?: string;
  /** The initially chosen date "YYYY-MM-DD" when uncontrolled. @default undefined */
  defaultValue?: string;
  /**
   * Called with the chosen date "YYYY-MM-DD".
   * @default undefined
   */
  onValueChange?: (iso: string) => void;
  /** Days the customer cannot choose (holidays, days before the lead time). @default undefined */
  isDateDisabled?: (iso: string) => boolean;
  /** First selectable date "YYYY-MM-DD"; earlier months cannot be shown. @default undefined */
  fromDate?: string;
  /** Last selectable date "YYYY-MM-DD"; later months cannot be shown. @default undefined */
  toDate?: string;
  /**
   * Month shown first, "YYYY-MM-DD" (any day of it). Defaults to the chosen date, else
   * `fromDate`, else today.
   * @default the chosen date, else `fromDate`, else today
   */
  defaultMonth?: string;
  /** Today's date "YYYY-MM-DD" (for deterministic stories and tests). @default the real today */
  today?: string;
  /**
   * Error shown under the calendar and tied to it, e.g. "Please choose date.".
   * @default undefined
   */
  error?: React.ReactNode;
  /**
   * Text before the chosen date.
   * @default "Chosen date:"
   */
  chosenLabel?: React.ReactNode;
  /**
   * Shown when no date is chosen.
   * @default "No date chosen"
   */
  emptyText?: React.ReactNode;
};

function Chevron({ orientation, className }: { orientation?: string; className?: string }) {
  const Icon = orientation === "left" ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className={cn("size-5", className)} />;
}

/**
 * An inline month calendar (react-day-picker) for one date: weeks start on Monday, each day
 * is named in full ("Monday, 7 December 2026"), and the chosen date shows as DD/MM/YYYY.
 */
export function DatePicker({
  label,
  value: valueProp,
  defaultValue,
  onValueChange,
  isDateDisabled,
  fromDate,
  toDate,
  defaultMonth,
  today,
  error,
  chosenLabel = "Chosen date:",
  emptyText = "No date chosen",
  className,
  ...props
}: DatePickerProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue ?? "");
  const value = valueProp ?? uncontrolled;
  const id = React.useId();
  const labelId = `${id}-label`;
  const chosenId = `${id}-chosen`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";

  const selected = parseIsoDate(value);
  const from = parseIsoDate(fromDate);
  const to = parseIsoDate(toDate);

  const disabled: Matcher[] = [];
  if (from) disabled.push({ before: from });
  if (to) disabled.push({ after: to });
  if (isDateDisabled) disabled.push((date: Date) => isDateDisabled(toIsoDate(date)));

  const displayed = formatDisplayDate(value);

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hasError ? `${chosenId} ${errorId}` : chosenId}
      data-slot="date-picker"
      className={cn("inline-flex flex-col gap-2", className)}
      {...props}
    >
      <div id={labelId} className="text-sm font-medium text-foreground">
        {label}
      </div>
      <DayPicker
        mode="single"
        required
        locale={enGB}
        weekStartsOn={1}
        selected={selected}
        onSelect={(date: Date | undefined) => {
          if (!date) return;
          const iso = toIsoDate(date);
          if (valueProp === undefined) setUncontrolled(iso);
          onValueChange?.(iso);
        }}
        disabled={disabled}
        startMonth={from}
        endMonth={to}
        defaultMonth={parseIsoDate(defaultMonth) ?? selected ?? from}
        today={parseIsoDate(today)}
        labels={{
          labelDayButton: (date: Date) => format(date, "EEEE, d MMMM yyyy", { locale: enGB }),
        }}
        components={{ Chevron }}
        classNames={{
          root: "relative w-fit rounded-md border border-border bg-background p-2 text-foreground",
          months: "relative",
          month: "space-y-1",
          month_caption: "flex h-11 items-center justify-center font-semibold",
          nav: "absolute inset-x-0 top-0 z-10 flex justify-between",
          button_previous:
            "inline-flex size-11 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-disabled:opacity-50",
          button_next:
            "inline-flex size-11 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-disabled:opacity-50",
          month_grid: "border-collapse",
          weekdays: "",
          weekday: "size-11 text-center text-sm font-medium text-foreground",
          week: "",
          day: "p-0 text-center",
          day_button: cn(
            "size-11 rounded-md text-sm tabular-nums transition-colors duration-(--duration-fast)",
            "hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            "disabled:cursor-not-allowed disabled:line-through disabled:hover:bg-transparent",
          ),
          selected:
            "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary",
          today: "[&>button]:font-bold [&>button]:underline",
          outside: "text-muted-foreground",
          disabled: "[&>button]:opacity-50",
          hidden: "invisible",
        }}
      />
      <p id={chosenId} aria-live="polite" className="text-sm text-foreground">
        {displayed ? (
          <>
            {chosenLabel} <span className="font-semibold tabular-nums">{displayed}</span>
          </>
        ) : (
          emptyText
        )}
      </p>
      {hasError ? (
        <p id={errorId} data-slot="date-picker-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
