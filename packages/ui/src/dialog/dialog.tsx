"use client";
import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import * as React from "react";

import { Button } from "../button";
import { cn } from "../lib/cn";

/** The dialog root: controlled with `open`/`onOpenChange`, or uncontrolled with a trigger. */
export const Dialog = DialogPrimitive.Root;
/** The control that opens the dialog; with `asChild` it uses your Button. Focus returns to it on close. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog when activated; with `asChild` it wraps your own button (e.g. "CANCEL"). */
export const DialogClose = DialogPrimitive.Close;
/** Renders its children into `document.body`. DialogContent already uses it. */
export const DialogPortal = DialogPrimitive.Portal;

export const dialogContentVariants = cva(
  [
    "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto",
    "rounded-lg border border-border bg-popover p-6 text-popover-foreground shadow-lg",
    "focus-visible:outline-none",
  ],
  {
    variants: {
      size: {
        // Sized to its content between 384 and 512 px: two long actions side by side fit.
        sm: "max-w-lg sm:w-fit sm:min-w-sm",
        md: "max-w-lg",
        lg: "max-w-3xl",
        xl: "max-w-5xl",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /**
   * Largest width of the panel (it is never wider than the screen):
   * - `sm`: 384 px, up to 512 px as its content asks, for a question (ConfirmDialog)
   * - `md`: 512 px, for a short form
   * - `lg`: 768 px, for the login and sign-up forms
   * - `xl`: 1024 px, for the spec's large dialogs (package details, choose location)
   * @default "md"
   */
  size?: VariantProps<typeof dialogContentVariants>["size"];
  /**
   * Show the close button in the corner.
   * @default true
   */
  showClose?: boolean;
  /**
   * Name of the close button.
   * @default "Close"
   */
  closeLabel?: string;
};

/**
 * The dialog panel, over a dimmed page. Focus moves into it and is trapped there; Escape or
 * the close button closes it and focus returns to what opened it.
 *
 * REQUIRED: it must contain a `DialogTitle`, its accessible name (DialogContent logs an error
 * without one). When the design shows no title, keep it for screen readers:
 * `<DialogTitle className="sr-only">Choose location</DialogTitle>`. A `DialogDescription`
 * is optional; when present it becomes the dialog's accessible description.
 *
 * Sizes: `sm` for questions, `md` (default) for short forms, `lg` for the login and sign-up
 * forms, `xl` for the spec's large dialogs (package details, choose location).
 */
export function DialogContent({
  className,
  size,
  showClose = true,
  closeLabel = "Close",
  children,
  ref,
  ...props
}: DialogContentProps) {
  const named = Boolean(props["aria-label"] ?? props["aria-labelledby"]);
  const setRef = React.useCallback(
    (node: HTMLDivElement | null) => {
      // The panel mounts inside a portal, after its children: this is the first moment the
      // title can be looked for.
      if (node && !named && !node.querySelector('[data-slot="dialog-title"]')) {
        console.error(
          'DialogContent has no DialogTitle: the dialog has no accessible name. Add a DialogTitle (className="sr-only" to hide it).',
        );
      }
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref, named],
  );
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-overlay"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ size }), className)}
        ref={setRef}
        {...props}
      >
        {children}
        {showClose ? (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 grid size-10 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Groups the title and description at the top of the panel (leaves room for the close button). */
export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-1.5 pr-10", className)}
      {...props}
    />
  );
}

/** The row of actions at the bottom; stacked on narrow screens, primary action last in the DOM. */
export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        "flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end",
        className,
      )}
      {...props}
    />
  );
}

/**
 * The dialog's title and accessible name. REQUIRED in every DialogContent (hide it with
 * `className="sr-only"` if the design has no visible title, never leave it out).
 */
export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-xl font-semibold text-foreground", className)}
      {...props}
    />
  );
}

/** One sentence under the title; it becomes the dialog's accessible description. */
export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-base text-muted-foreground", className)}
      {...props}
    />
  );
}

export type ConfirmDialogProps = {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called when it closes (Cancel, Escape, confirm); a click outside does not close it. */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Remove this item?". */
  title: string;
  /** What happens if the person confirms. */
  description?: React.ReactNode;
  /**
   * The confirm button's text.
   * @default "Confirm"
   */
  confirmLabel?: string;
  /**
   * The cancel button's text.
   * @default "Cancel"
   */
  cancelLabel?: string;
  /**
   * `destructive` styles the confirm button as a removal.
   * @default "default"
   */
  tone?: "default" | "destructive";
  /** Called when the person confirms; the dialog then closes. */
  onConfirm: () => void;
};

/**
 * Asks before an action that cannot be undone, as an alert dialog (Radix AlertDialog): Cancel,
 * the least destructive action, has focus first, so Enter is safe; Escape cancels; a click
 * on the dimmed page does not dismiss it, because a confirmation needs an answer. It has no
 * trigger of its own: when it closes, focus goes back to whatever had it when it opened (the
 * remove button, say).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  tone = "default",
  onConfirm,
}: ConfirmDialogProps) {
  const opener = React.useRef<HTMLElement | null>(null);
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="dialog-overlay"
          className="fixed inset-0 z-50 bg-overlay"
        />
        <AlertDialogPrimitive.Content
          data-slot="dialog-content"
          className={dialogContentVariants({ size: "sm" })}
          // Without a description, say so, rather than point at an element that is not there.
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            // Focus has not moved yet: remember where it was. The alert dialog then focuses
            // Cancel.
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <DialogHeader className="pr-0">
            <AlertDialogPrimitive.Title
              data-slot="dialog-title"
              className="text-xl font-semibold text-foreground"
            >
              {title}
            </AlertDialogPrimitive.Title>
            {description ? (
              <AlertDialogPrimitive.Description
                data-slot="dialog-description"
                className="text-base text-muted-foreground"
              >
                {description}
              </AlertDialogPrimitive.Description>
            ) : null}
          </DialogHeader>
          <DialogFooter>
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action asChild onClick={() => onConfirm()}>
              <Button variant={tone === "destructive" ? "destructive" : "primary"}>
                {confirmLabel}
              </Button>
            </AlertDialogPrimitive.Action>
          </DialogFooter>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
