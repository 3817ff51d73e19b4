"use client";
import { format } from "date-fns";
import { enGB } from "date-fns/locale";
import { ChevronLeft, ChevronRight } from "lucide-react";
import * as React from "react";
import { DayPicker, type DayPickerProps } from "react-day-picker";

import { cn } from "../lib/cn";
import { parseIsoDate, toIsoDate } from "./date-format";
import { toMatchers, type DateRules } from "./date-rules";

/**
 * A day's cell: 44 px, and 36 px below 360 px of viewport, where seven of them and the card
 * would not fit a phone page's or a dialog's padding (WCAG 1.4.10 reflow at 320 px); still
 * above the 24 px target size.
 */
const CELL = "size-11 max-[360px]:size-9";

function Chevron({ orientation, className }: { orientation?: string; className?: string }) {
  const Icon = orientation === "left" ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className={cn("size-5", className)} />;
}

/** The full name of a day, as its button is announced: "Monday, 7 December 2026". */
export function dayLabel(date: Date): string {
  return format(date, "EEEE, d MMMM yyyy", { locale: enGB });
}

export type CalendarProps = DateRules & {
  /** The chosen date "YYYY-MM-DD", or `""`. */
  value: string;
  /** Called with the chosen date "YYYY-MM-DD". */
  onSelect: (iso: string) => void;
  /** Month shown first ("YYYY-MM-DD", any day of it). */
  defaultMonth?: string;
  /** Today "YYYY-MM-DD". */
  today?: string;
  /** The grid and nav sit on a card of their own (inline) or inside a popup (dialog). */
  surface: "card" | "plain";
};

const labels = { labelDayButton: dayLabel };
const components = { Chevron };

/**
 * The month grid of both DatePicker variants: react-day-picker in single mode with en-GB
 * names, weeks from Monday and the APG grid keys (arrows, Home/End, PageUp/PageDown,
 * Shift+PageUp/PageDown), which react-day-picker implements. Memoised: the grid (every day's
 * cell, its label and rules) renders again only when its own props change, not each time the
 * form around it does (a slot chosen beside it); pass `isDateDisabled` and `onSelect` stable
 * (`useCallback`) for that.
 */
export const Calendar = React.memo(function Calendar({
  value,
  onSelect,
  defaultMonth,
  today,
  surface,
  isDateDisabled,
  disabledDays,
  fromDate,
  toDate,
}: CalendarProps) {
  const selected = parseIsoDate(value);
  const { matchers, from, to } = React.useMemo(
    () => toMatchers({ isDateDisabled, disabledDays, fromDate, toDate }),
    [isDateDisabled, disabledDays, fromDate, toDate],
  );
  return (
    <DayPicker
      mode="single"
      required
      locale={enGB}
      weekStartsOn={1}
      selected={selected}
      onSelect={(date: Date | undefined) => {
        if (date) onSelect(toIsoDate(date));
      }}
      disabled={matchers}
      startMonth={from}
      endMonth={to}
      defaultMonth={parseIsoDate(defaultMonth) ?? selected ?? from}
      today={parseIsoDate(today)}
      labels={labels}
      components={components}
      classNames={surface === "card" ? cardClassNames : plainClassNames}
    />
  );
});

/** react-day-picker's class names, the same for every render of a surface. */
function classNamesOf(surface: CalendarProps["surface"]): DayPickerProps["classNames"] {
  return {
    root: cn(
      "relative w-fit text-foreground",
      surface === "card" && "rounded-md border border-border bg-background p-2",
    ),
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
    weekday: cn("text-center text-sm font-medium text-foreground", CELL),
    week: "",
    day: "p-0 text-center",
    day_button: cn(
      "rounded-md text-sm tabular-nums transition-colors duration-(--duration-fast)",
      CELL,
      "hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
      "disabled:cursor-not-allowed disabled:line-through disabled:hover:bg-transparent",
    ),
    selected:
      "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary",
    today: "[&>button]:font-bold [&>button]:underline",
    outside: "text-muted-foreground",
    disabled: "[&>button]:opacity-50",
    hidden: "invisible",
  };
}
const cardClassNames = classNamesOf("card");
const plainClassNames = classNamesOf("plain");
