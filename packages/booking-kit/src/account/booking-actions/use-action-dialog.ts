"use client";
import type { UseMutationResult } from "@tanstack/react-query";
import * as React from "react";

import { refusalText } from "./change-date-dialog";

/** What a dialog shows beside a field, or for the whole form (`field: "form"`). */
export type ActionProblem = { field: string; message: string };

/**
 * The set-up the booking actions' form dialogs share (refund, feedback): open while nothing
 * is being sent (a pending request keeps it open), the first problem shown and its field
 * focused, success closing and resetting the form, and a refusal the customer can act on
 * shown in the dialog (any other failure is the kit's error rule's, through the mutation).
 */
export function useActionDialog<Input>({
  mutation,
  onDone,
  defaultOpen = false,
}: {
  mutation: Pick<UseMutationResult<unknown, unknown, Input>, "isPending" | "mutate">;
  /** After success, once the dialog is closed: clear the form. */
  onDone: () => void;
  /** Open from the first render (`dialogOnUse`: pressed before the script was there). */
  defaultOpen?: boolean | undefined;
}) {
  const [open, setOpen] = React.useState(defaultOpen);
  const [problem, setProblem] = React.useState<ActionProblem | null>(null);
  const onOpenChange = (next: boolean) => {
    if (mutation.isPending) return;
    setProblem(null);
    setOpen(next);
  };
  /** Sends `input` unless `check()` finds a problem, which is shown and `focus`ed instead. */
  const submit = (
    check: () => ActionProblem | null,
    input: () => Input,
    focus: (field: string) => void,
  ) => {
    if (mutation.isPending) return;
    const found = check();
    setProblem(found);
    if (found) {
      focus(found.field);
      return;
    }
    mutation.mutate(input(), {
      onSuccess: () => {
        setOpen(false);
        onDone();
      },
      onError: (error) => {
        const text = refusalText(error);
        setProblem(text ? { field: "form", message: text } : null);
      },
    });
  };
  return { open, setOpen, onOpenChange, problem, setProblem, submit };
}
