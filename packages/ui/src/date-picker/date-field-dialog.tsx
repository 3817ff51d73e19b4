"use client";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import * as React from "react";

import { Calendar, type CalendarProps } from "./calendar";

/** The dialog's title and instructions when the field gives none (`DateField`'s `dialogTexts`). */
export const defaultDialogTexts = {
  title: "Choose date",
  instructions:
    "Arrow keys move by day and week, Page Up and Page Down by month, with Shift by year. Enter chooses.",
};

export type DateFieldDialogProps = {
  /** Closes the dialog (Escape, a click outside, a day chosen through `onSelect`). */
  onClose: () => void;
  /** The button that opened it: focus goes back to it on closing. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
  /** Announced title and instructions. @default defaultDialogTexts */
  texts?: { title: string; instructions: string } | undefined;
  /** The month grid inside. */
  calendar: CalendarProps;
};

/**
 * The field variant's calendar dialog (the WAI-ARIA APG date picker dialog): a module of its
 * own, so a form with a date field does not load the month grid, its date library and the
 * dialog primitive until the calendar button is used. Mounted open; unmounting closes it.
 */
export default function DateFieldDialog({
  onClose,
  returnFocusTo,
  texts = defaultDialogTexts,
  calendar,
}: DateFieldDialogProps) {
  const contentRef = React.useRef<HTMLDivElement>(null);
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      {/* Not portalled: the calendar opens under its field, as a modal dialog would. */}
      <DialogPrimitive.Content
        ref={contentRef}
        data-slot="date-picker-dialog"
        onOpenAutoFocus={(event) => {
          // Focus the chosen day (else today, else the first available day), as the APG date
          // picker dialog does, rather than the first button.
          event.preventDefault();
          contentRef.current
            ?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')
            ?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // Back to the calendar button (what Radix's Trigger would do; there is none here).
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        className="absolute top-full left-0 z-50 mt-1 rounded-md border border-border bg-popover p-2 text-popover-foreground shadow-md"
      >
        <DialogPrimitive.Title className="sr-only">{texts.title}</DialogPrimitive.Title>
        <DialogPrimitive.Description className="sr-only">
          {texts.instructions}
        </DialogPrimitive.Description>
        <Calendar {...calendar} />
      </DialogPrimitive.Content>
    </DialogPrimitive.Root>
  );
}
