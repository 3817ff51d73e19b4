"use client";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { CalendarDays } from "lucide-react";
import * as React from "react";
import type { Matcher } from "react-day-picker";

import { Button } from "../button/button";
import { Field } from "../field/field";
import { cn } from "../lib/cn";
import { TextInput } from "../text-input/text-input";
import { Calendar } from "./calendar";
import { formatDisplayDate, parseDisplayDate } from "./date-format";
import { isDateSelectable, type DateRules } from "./date-rules";

/** Why a typed date was refused (field variant). */
export type DateFieldMessages = {
  /** The text is not a DD/MM/YYYY date. */
  invalid: string;
  /** The date is real but cannot be chosen (holiday, before the lead time, out of range). */
  unavailable: string;
};

const defaultDialogTexts = {
  title: "Choose date",
  instructions:
    "Arrow keys move by day and week, Page Up and Page Down by month, with Shift by year. Enter chooses.",
};

export const defaultDateFieldMessages: DateFieldMessages = {
  invalid: "Enter a date as DD/MM/YYYY",
  unavailable: "This date cannot be chosen. Choose another date.",
};

export type DatePickerProps = Omit<
  React.ComponentProps<"div">,
  "defaultValue" | "onChange" | "children"
> & {
  /**
   * `calendar`: an inline month grid, no text input. `field`: a text field showing
   * DD/MM/YYYY that can be typed in, with a button opening the month grid in a dialog.
   * @default "calendar"
   */
  variant?: "calendar" | "field";
  /** Visible label, e.g. "Start date". */
  label: React.ReactNode;
  /**
   * The chosen date "YYYY-MM-DD" (controlled); `""` for none.
   * @default undefined
   */
  value?: string;
  /**
   * The initially chosen date "YYYY-MM-DD" when uncontrolled.
   * @default ""
   */
  defaultValue?: string;
  /**
   * Called with the chosen date "YYYY-MM-DD", or `""` when the field variant's text is
   * cleared or is not an available date.
   * @default undefined
   */
  onValueChange?: (iso: string) => void;
  /**
   * Days the customer cannot choose (holidays, lead time), as a rule on "YYYY-MM-DD".
   * @default undefined
   */
  isDateDisabled?: (iso: string) => boolean;
  /**
   * Days the customer cannot choose, as react-day-picker matchers (`{ dayOfWeek: [0] }`,
   * `{ before: date }`, `Date[]`...). Combined with `isDateDisabled`, `fromDate`, `toDate`.
   * @default undefined
   */
  disabledDays?: Matcher | Matcher[];
  /**
   * First selectable date "YYYY-MM-DD"; earlier months cannot be shown.
   * @default undefined
   */
  fromDate?: string;
  /**
   * Last selectable date "YYYY-MM-DD"; later months cannot be shown.
   * @default undefined
   */
  toDate?: string;
  /**
   * Month shown first, "YYYY-MM-DD" (any day of it).
   * @default the chosen date, else `fromDate`, else today
   */
  defaultMonth?: string;
  /**
   * Today "YYYY-MM-DD": the business's date (Europe/London for UK), and fixed in stories.
   * @default the browser's today
   */
  today?: string;
  /**
   * Error from the form, e.g. "Please choose date.", tied to the control.
   * @default undefined
   */
  error?: React.ReactNode;
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
  /**
   * Field variant: hint under the label.
   * @default "For example, 07/12/2026"
   */
  hint?: React.ReactNode;
  /**
   * Field variant: why a typed date is refused.
   * @default defaultDateFieldMessages
   */
  messages?: Partial<DateFieldMessages>;
  /**
   * Field variant: accessible name of the button that opens the calendar.
   * @default "Choose date"
   */
  openLabel?: string;
  /**
   * Field variant: announced title and instructions of the calendar dialog.
   * @default { title: "Choose date", instructions: "Arrow keys move by day and week, Page Up and Page Down by month, with Shift by year. Enter chooses." }
   */
  dialogTexts?: { title: string; instructions: string };
  /**
   * Field variant: name of the text input in a surrounding form (it holds DD/MM/YYYY).
   * @default undefined
   */
  name?: string;
};

/**
 * One date, "YYYY-MM-DD" in and out, shown DD/MM/YYYY: weeks start on Monday, each day is
 * named in full ("Monday, 7 December 2026") and unavailable days cannot be chosen. The
 * `calendar` variant is an inline month grid; the `field` variant is a text field with a
 * calendar dialog (the WAI-ARIA APG date picker dialog pattern).
 */
export function DatePicker({
  variant = "calendar",
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
  chosenLabel = "Chosen date:",
  emptyText = "No date chosen",
  hint = "For example, 07/12/2026",
  messages,
  openLabel = "Choose date",
  dialogTexts = defaultDialogTexts,
  name,
  ...props
}: DatePickerProps) {
  const [value, onChange] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: "DatePicker",
  });
  const common = {
    label,
    value,
    onChange,
    rules: { isDateDisabled, disabledDays, fromDate, toDate },
    defaultMonth,
    today,
    error,
  };
  return variant === "field" ? (
    <DateFieldVariant
      {...common}
      hint={hint}
      messages={{ ...defaultDateFieldMessages, ...messages }}
      openLabel={openLabel}
      dialogTexts={dialogTexts}
      name={name}
      rootProps={props}
    />
  ) : (
    <CalendarVariant
      {...common}
      chosenLabel={chosenLabel}
      emptyText={emptyText}
      rootProps={props}
    />
  );
}

type CommonProps = {
  label: React.ReactNode;
  value: string;
  onChange: (iso: string) => void;
  rules: DateRules;
  defaultMonth: string | undefined;
  today: string | undefined;
  error: React.ReactNode;
  rootProps: Omit<React.ComponentProps<"div">, "defaultValue" | "onChange" | "children">;
};

const hasContent = (node: React.ReactNode) =>
  node !== undefined && node !== null && node !== false && node !== "";

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

function DateFieldVariant({
  label,
  value,
  onChange,
  rules,
  defaultMonth,
  today,
  error,
  hint,
  messages,
  openLabel,
  dialogTexts,
  name,
  rootProps: { className, ...props },
}: CommonProps & {
  hint: React.ReactNode;
  messages: DateFieldMessages;
  openLabel: string;
  dialogTexts: { title: string; instructions: string };
  name: string | undefined;
}) {
  const [open, setOpen] = React.useState(false);
  const [text, setText] = React.useState(formatDisplayDate(value));
  const [reason, setReason] = React.useState<string | null>(null);
  const contentRef = React.useRef<HTMLDivElement>(null);

  // The last value this field reported: when `value` comes back as that, the text typed
  // stays as typed (a refused date keeps its text beside its reason).
  const [reported, setReported] = React.useState<string | null>(null);
  const report = (iso: string) => {
    setReported(iso);
    onChange(iso);
  };

  // Follow a value set from outside (adjusting state while rendering, not in an effect).
  const [shown, setShown] = React.useState(value);
  if (shown !== value) {
    setShown(value);
    if (value !== reported && parseDisplayDate(text) !== value) {
      setText(formatDisplayDate(value));
      setReason(null);
    }
  }

  const commitText = () => {
    const trimmed = text.trim();
    if (trimmed === "") {
      setReason(null);
      if (value !== "") report("");
      return;
    }
    const iso = parseDisplayDate(trimmed);
    const refusal = !iso
      ? messages.invalid
      : isDateSelectable(iso, rules)
        ? null
        : messages.unavailable;
    setReason(refusal);
    if (refusal || !iso) {
      // The text on screen is not a chosen date: the value must not pretend it is.
      if (value !== "") report("");
      return;
    }
    setText(formatDisplayDate(iso));
    if (iso !== value) report(iso);
  };

  const shownError = reason ?? (hasContent(error) ? error : undefined);

  return (
    <Field
      label={label}
      hint={hint}
      error={shownError}
      data-slot="date-picker"
      data-variant="field"
      className={cn("w-fit", className)}
      {...props}
    >
      <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
        <div className="relative flex gap-2">
          <TextInput
            name={name}
            inputMode="numeric"
            autoComplete="off"
            placeholder="DD/MM/YYYY"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setReason(null);
            }}
            onBlur={commitText}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                commitText();
              }
            }}
            className="w-40 tabular-nums"
          />
          <DialogPrimitive.Trigger asChild>
            <Button variant="outline" size="icon" aria-label={openLabel}>
              <CalendarDays aria-hidden="true" />
            </Button>
          </DialogPrimitive.Trigger>
          {/* Not portalled: the calendar opens under its field, as a modal dialog would. */}
          <DialogPrimitive.Content
            ref={contentRef}
            data-slot="date-picker-dialog"
            onOpenAutoFocus={(event) => {
              // Focus the chosen day (else today, else the first available day), as the
              // APG date picker dialog does, rather than the first button.
              event.preventDefault();
              contentRef.current
                ?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')
                ?.focus();
            }}
            className="absolute top-full left-0 z-50 mt-1 rounded-md border border-border bg-popover p-2 text-popover-foreground shadow-md"
          >
            <DialogPrimitive.Title className="sr-only">{dialogTexts.title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">
              {dialogTexts.instructions}
            </DialogPrimitive.Description>
            <Calendar
              surface="plain"
              value={value}
              onSelect={(iso) => {
                setReason(null);
                setText(formatDisplayDate(iso));
                if (iso !== value) report(iso);
                setOpen(false);
              }}
              defaultMonth={value || parseDisplayDate(text) || defaultMonth}
              today={today}
              {...rules}
            />
          </DialogPrimitive.Content>
        </div>
      </DialogPrimitive.Root>
    </Field>
  );
}
