"use client";

/**
 * A server's refusal shown inside the dialog. The error notification (the spec's way) sits
 * outside the modal, which hides the rest of the page from assistive technology while open:
 * this copy is what a screen reader hears.
 */
export function DialogAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-slot="dialog-alert"
      className="rounded-md border-2 border-destructive bg-background p-3 text-sm font-medium text-destructive"
    >
      {message}
    </p>
  );
}
