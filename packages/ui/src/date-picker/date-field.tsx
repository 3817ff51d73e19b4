"use client";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { CalendarDays } from "lucide-react";
import * as React from "react";
import type { Matcher } from "react-day-picker";

import { Button } from "../button/button";
import { Field } from "../field/field";
import { cn } from "../lib/cn";
import { lazyComponent } from "../lib/lazy";
import { TextInput } from "../text-input/text-input";
import { formatDisplayDate, parseDisplayDate } from "./date-format";
import { isDateSelectable, type DateRules } from "./date-rules";

/** Why a typed date was refused (field variant). */
export type DateFieldMessages = {
  /** The text is not a DD/MM/YYYY date. */
  invalid: string;
  /** The date is real but cannot be chosen (holiday, before the lead time, out of range). */
  unavailable: string;
};

export const defaultDateFieldMessages: DateFieldMessages = {
  invalid: "Enter a date as DD/MM/YYYY",
  unavailable: "This date cannot be chosen. Choose another date.",
};

/** The field variant's calendar dialog, loaded once its button is near use. */
const DateFieldDialog = lazyComponent(() =>
  import("./date-field-dialog").then((module) => module.default),
);

export type DateFieldProps = Omit<
  React.ComponentProps<"div">,
  "defaultValue" | "onChange" | "children"
> & {
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
 * One date as a text field showing DD/MM/YYYY that can be typed in, with a button opening the
 * month grid in a dialog (the WAI-ARIA APG date picker dialog pattern): "YYYY-MM-DD" in and
 * out, weeks from Monday, each day named in full, unavailable days refused. The dialog's
 * script (the month grid, its date library, the dialog primitive) loads when the button is
 * pointed at, focused or used, so a form with a date field stays light until then.
 * `<DatePicker variant="field">` is the same field.
 */
export function DateField({
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
  hint = "For example, 07/12/2026",
  messages,
  openLabel = "Choose date",
  // Its default is the dialog's own (date-field-dialog.tsx), which loads on use.
  dialogTexts,
  name,
  ...props
}: DateFieldProps) {
  const [value, onChange] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: "DateField",
  });
  return (
    <DateFieldVariant
      label={label}
      value={value}
      onChange={onChange}
      rules={{ isDateDisabled, disabledDays, fromDate, toDate }}
      defaultMonth={defaultMonth}
      today={today}
      error={error}
      hint={hint}
      messages={{ ...defaultDateFieldMessages, ...messages }}
      openLabel={openLabel}
      dialogTexts={dialogTexts}
      name={name}
      rootProps={props}
    />
  );
}

export type CommonProps = {
  label: React.ReactNode;
  value: string;
  onChange: (iso: string) => void;
  rules: DateRules;
  defaultMonth: string | undefined;
  today: string | undefined;
  error: React.ReactNode;
  rootProps: Omit<React.ComponentProps<"div">, "defaultValue" | "onChange" | "children">;
};

export const hasContent = (node: React.ReactNode) =>
  node !== undefined && node !== null && node !== false && node !== "";

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
  dialogTexts: { title: string; instructions: string } | undefined;
  name: string | undefined;
}) {
  const [open, setOpen] = React.useState(false);
  const [text, setText] = React.useState(formatDisplayDate(value));
  const [reason, setReason] = React.useState<string | null>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const preload = () => void DateFieldDialog.preload();

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
          className="w-40! tabular-nums"
        />
        <Button
          ref={buttonRef}
          variant="outline"
          size="icon"
          aria-label={openLabel}
          aria-haspopup="dialog"
          aria-expanded={open}
          // The dialog's script starts loading when the button is pointed at or focused.
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpen(true)}
        >
          <CalendarDays aria-hidden="true" />
        </Button>
        {open ? (
          // While its script arrives (a moment, once), the dialog opens as soon as it can.
          <React.Suspense fallback={null}>
            <DateFieldDialog
              onClose={() => setOpen(false)}
              returnFocusTo={buttonRef}
              texts={dialogTexts}
              calendar={{
                surface: "plain",
                value,
                onSelect: (iso) => {
                  setReason(null);
                  setText(formatDisplayDate(iso));
                  if (iso !== value) report(iso);
                  setOpen(false);
                },
                defaultMonth: value || parseDisplayDate(text) || defaultMonth,
                today,
                ...rules,
              }}
            />
          </React.Suspense>
        ) : null}
      </div>
    </Field>
  );
}
