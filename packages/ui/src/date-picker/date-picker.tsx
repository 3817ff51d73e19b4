"use client";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import * as React from "react";

import { cn } from "../lib/cn";
import { Calendar } from "./calendar";
import { formatDisplayDate } from "./date-format";
import { DateField, hasContent, type CommonProps, type DateFieldProps } from "./date-field";

export type DatePickerProps = DateFieldProps & {
  /**
   * `calendar`: an inline month grid, no text input. `field`: a text field showing
   * DD/MM/YYYY that can be typed in, with a button opening the month grid in a dialog.
   * @default "calendar"
   */
  variant?: "calendar" | "field";
  /**
   * Calendar variant: text before the chosen date.
   * @default "Chosen date:"
   */
  chosenLabel?: React.ReactNode;
  /**
   * Calendar variant: shown when no date is chosen.
   * @default "No date chosen"
   */
  emptyText?: React.ReactNode;
};

/**
 * One date, "YYYY-MM-DD" in and out, shown DD/MM/YYYY: weeks start on Monday, each day is
 * named in full ("Monday, 7 December 2026") and unavailable days cannot be chosen. The
 * `calendar` variant is an inline month grid; the `field` variant is a text field with a
 * calendar dialog (the WAI-ARIA APG date picker dialog pattern).
 */
export function DatePicker({
  variant = "calendar",
  chosenLabel = "Chosen date:",
  emptyText = "No date chosen",
  ...props
}: DatePickerProps) {
  if (variant === "field") return <DateField {...props} />;
  // The field's own props have no part in the month grid.
  const {
    hint: _hint,
    messages: _messages,
    openLabel: _open,
    dialogTexts: _texts,
    name: _name,
    ...calendar
  } = props;
  return <CalendarDatePicker {...calendar} chosenLabel={chosenLabel} emptyText={emptyText} />;
}

function CalendarDatePicker({
  label,
  value: valueProp,
  defaultValue = "",
  onValueChange,
  isDateDisabled,
  disabledDays,
  fromDate,
  toDate,
  defaultMonth,
  today,
  error,
  chosenLabel,
  emptyText,
  ...props
}: Omit<DateFieldProps, "hint" | "messages" | "openLabel" | "dialogTexts" | "name"> & {
  chosenLabel: React.ReactNode;
  emptyText: React.ReactNode;
}) {
  const [value, onChange] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: "DatePicker",
  });
  return (
    <CalendarVariant
      label={label}
      value={value}
      onChange={onChange}
      rules={{ isDateDisabled, disabledDays, fromDate, toDate }}
      defaultMonth={defaultMonth}
      today={today}
      error={error}
      chosenLabel={chosenLabel}
      emptyText={emptyText}
      rootProps={props}
    />
  );
}

function CalendarVariant({
  label,
  value,
  onChange,
  rules,
  defaultMonth,
  today,
  error,
  chosenLabel,
  emptyText,
  rootProps: { className, ...props },
}: CommonProps & { chosenLabel: React.ReactNode; emptyText: React.ReactNode }) {
  const id = React.useId();
  const labelId = `${id}-label`;
  const chosenId = `${id}-chosen`;
  const errorId = `${id}-error`;
  const hasError = hasContent(error);
  const displayed = formatDisplayDate(value);

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hasError ? `${chosenId} ${errorId}` : chosenId}
      data-slot="date-picker"
      data-variant="calendar"
      className={cn("inline-flex flex-col gap-2", className)}
      {...props}
    >
      <div id={labelId} className="text-sm font-medium text-foreground">
        {label}
      </div>
      <Calendar
        surface="card"
        value={value}
        onSelect={onChange}
        defaultMonth={defaultMonth}
        today={today}
        {...rules}
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
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
