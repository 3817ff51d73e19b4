"use client";
import type { FieldError } from "@bookwell/contract";
import * as React from "react";

/**
 * A form checked by one of the contract's rule lists: the values, the first failing rule's
 * message shown at its field (the specs check in order and show one message at a time), focus
 * moved to that field, and the error cleared as soon as the customer edits the field.
 */
export function useContractForm<T extends object>(
  initial: T,
  validate: (form: Partial<T>) => FieldError[],
) {
  const prefix = React.useId().replace(/:/g, "");
  const [values, setValues] = React.useState<T>(initial);
  const [error, setError] = React.useState<FieldError | null>(null);
  const [focusTarget, setFocusTarget] = React.useState<{ field: string } | null>(null);

  const idFor = React.useCallback((field: keyof T & string) => `${prefix}-${field}`, [prefix]);

  React.useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(`${prefix}-${focusTarget.field}`)?.focus();
  }, [focusTarget, prefix]);

  const set = React.useCallback(<K extends keyof T & string>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError((current) => (current?.field === field ? null : current));
  }, []);

  /** Runs the rules; on failure shows the first message, focuses its field, returns false. */
  const check = React.useCallback((): boolean => {
    const [first] = validate(values);
    setError(first ?? null);
    if (first) setFocusTarget({ field: first.field });
    return !first;
  }, [validate, values]);

  /** Props for a `Field` and its control: id and the error when it is this field's. */
  const field = React.useCallback(
    (name: keyof T & string) => ({
      id: idFor(name),
      error: error?.field === name ? error.message : undefined,
    }),
    [error, idFor],
  );

  const reset = React.useCallback(() => {
    setValues(initial);
    setError(null);
  }, [initial]);

  return { values, set, check, field, error, reset, idFor };
}
