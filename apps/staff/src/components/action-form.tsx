import { Button, cn } from "@bookwell/ui";
import * as React from "react";

import { DoneNotice, ErrorNotice } from "./notices";

/** What ActionForm needs of a TanStack mutation (useStaffAction's). */
export interface ActionLike<Input> {
  mutate: (input: Input, options?: { onSuccess?: () => void }) => void;
  isPending: boolean;
  error: unknown;
  data?: { meta: { message?: string } } | undefined;
}

/**
 * One staff action as a form: its fields, a submit button that cannot send twice, the server's
 * refusal (its own words) or its confirmation. The server checks every value.
 */
export function ActionForm<Input>({
  title,
  submitLabel,
  action,
  toInput,
  variant = "primary",
  resetOnSuccess = false,
  className,
  children,
}: {
  title: string;
  submitLabel: string;
  action: ActionLike<Input>;
  toInput: (form: FormData) => Input;
  variant?: "primary" | "secondary" | "outline" | "destructive";
  resetOnSuccess?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  const id = React.useId();
  return (
    <form
      aria-labelledby={id}
      noValidate
      className={cn("flex flex-col gap-3 rounded-md border border-border p-4", className)}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        action.mutate(toInput(new FormData(form)), {
          onSuccess: () => {
            if (resetOnSuccess) form.reset();
          },
        });
      }}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
      <ErrorNotice error={action.error} />
      <DoneNotice message={action.error ? undefined : action.data?.meta.message} />
      <div>
        <Button type="submit" variant={variant} pending={action.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A number typed in a form (NaN when empty: the server says the field is required). */
export function numberOf(form: FormData, name: string): number {
  const value = String(form.get(name) ?? "").trim();
  return value === "" ? Number.NaN : Number(value);
}

export function textOf(form: FormData, name: string): string {
  return String(form.get(name) ?? "");
}
