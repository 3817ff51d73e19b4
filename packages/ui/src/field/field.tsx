"use client";
import * as React from "react";

import { cn } from "../lib/cn";

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = React.createContext<FieldContextValue | null>(null);

/**
 * What a control inside a Field needs: its id, `aria-describedby` (hint and error) and
 * `aria-invalid`. Controls call it so a Field can wire them without props being passed by hand;
 * props given explicitly win.
 */
export function useFieldControl<
  P extends {
    id?: string;
    "aria-describedby"?: string;
    "aria-invalid"?: React.AriaAttributes["aria-invalid"];
    required?: boolean;
  },
>(props: P): P {
  const field = React.useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    "aria-describedby":
      [field.describedBy, props["aria-describedby"]].filter(Boolean).join(" ") || undefined,
    "aria-invalid": props["aria-invalid"] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
  };
}

export type FieldProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The visible label of the control. */
  label: React.ReactNode;
  /** Help shown under the label, read after the label by screen readers. */
  hint?: React.ReactNode;
  /**
   * The error to show. When set, the control is marked invalid and the message is read with
   * a hidden "Error:" prefix (the GOV.UK pattern).
   */
  error?: React.ReactNode;
  /**
   * Marks the control required (native `required`) and shows an asterisk.
   * @default false
   */
  required?: boolean;
  /** The id of the control. Generated when absent; ErrorSummary links point at it. */
  id?: string;
  /** The control: TextInput, Textarea, Select, PasswordInput, QuantityStepper... */
  children: React.ReactNode;
};

/** Label, hint and error around one form control, wired for assistive technology. */
export function Field({
  label,
  hint,
  error,
  required = false,
  id,
  className,
  children,
  ...props
}: FieldProps) {
  const generated = React.useId();
  const controlId = id ?? `field${generated.replace(/:/g, "")}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const value = React.useMemo<FieldContextValue>(
    () => ({
      id: controlId,
      describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined,
      invalid: Boolean(error),
      required,
    }),
    [controlId, hintId, errorId, error, required],
  );

  return (
    <div
      data-slot="field"
      data-invalid={error ? "" : undefined}
      className={cn("flex flex-col gap-1.5", className)}
      {...props}
    >
      <label htmlFor={controlId} className="text-sm font-medium text-foreground">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldContext.Provider value={value}>{children}</FieldContext.Provider>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/**
 * The asterisk after a required control's label. Decorative: the control itself says it is
 * required (native `required` or `aria-required`), so assistive technology is not told twice.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-destructive">
      *
    </span>
  );
}

/** An error message with the hidden "Error:" prefix. Field renders it; use it alone for groups. */
export function FieldError({ className, children, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="field-error"
      className={cn("text-sm font-medium text-destructive", className)}
      {...props}
    >
      <span className="sr-only">Error: </span>
      {children}
    </p>
  );
}

/** The shared look of text-like controls. */
export const controlClasses = cn(
  "w-full min-h-11 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground",
  "placeholder:text-muted-foreground",
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground",
  "aria-invalid:border-destructive aria-invalid:border-2",
);
