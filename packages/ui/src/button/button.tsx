"use client";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { cn } from "../lib/cn";

export const buttonVariants = cva(
  [
    "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium",
    "transition-colors duration-(--duration-fast) ease-standard",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    "disabled:pointer-events-none disabled:opacity-50",
    "aria-disabled:cursor-not-allowed aria-disabled:opacity-70",
    "[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        outline: "border border-input bg-background text-foreground hover:bg-muted",
        ghost: "text-foreground hover:bg-muted",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        link: "h-auto px-0 text-primary underline underline-offset-4 hover:no-underline",
      },
      size: {
        sm: "min-h-9 px-3 text-sm",
        md: "min-h-11 px-4 text-base",
        lg: "min-h-12 px-6 text-lg",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export type ButtonProps = React.ComponentProps<"button"> & {
  /**
   * How much the action stands out:
   * - `primary`: the main action of a view or dialog (Book now, Pay); one per view
   * - `secondary`: an action beside the main one (Apply a voucher, Redeem)
   * - `outline`: a quiet alternative, often the way back (Cancel, Remove in a list)
   * - `ghost`: a minimal action in a toolbar or a row, with no border or fill
   * - `destructive`: an action that deletes or removes something, usually after a ConfirmDialog
   * - `link`: an action that reads as a link in running text (it is still a button)
   * @default "primary"
   */
  variant?: ButtonVariantProps["variant"];
  /**
   * Height and padding:
   * - `sm`: 36 px high, small text, for dense rows and tables
   * - `md`: 44 px high, the comfortable touch target
   * - `lg`: 48 px high, larger text, for a page's hero action
   * - `icon`: a 44 px square for an icon alone (give it an `aria-label`, or use IconButton)
   * @default "md"
   */
  size?: ButtonVariantProps["size"];
  /**
   * Render the child element (for example a router link) with the button's styles
   * instead of a `<button>`.
   * @default false
   */
  asChild?: boolean;
  /**
   * The action is in progress: the button shows a spinner, is marked busy (aria-busy),
   * announces `pendingLabel` in a live region beside it (not inside: the button's name stays
   * its label) and ignores further activation, so a double click cannot send twice. It stays
   * focusable (aria-disabled) so keyboard users keep their place.
   * @default false
   */
  pending?: boolean;
  /**
   * What is announced while pending.
   * @default "Please wait"
   */
  pendingLabel?: string;
};

/** The one button of the design system: actions, submits, and link-looking actions. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  pending = false,
  pendingLabel = "Please wait",
  onClick,
  children,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  const button = (
    <Comp
      data-slot="button"
      data-state={pending ? "pending" : undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? "button")}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {pending ? (
            <span
              aria-hidden="true"
              data-slot="button-spinner"
              className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
            />
          ) : null}
          {children}
        </>
      )}
    </Comp>
  );
  // The announcement sits before the button, not inside it: inside, its text would join the
  // button's accessible name ("PayProcessing payment"). Visually hidden, it takes no room. The
  // fragment's shape does not change with `pending`, so the button keeps its node and its focus.
  return (
    <>
      {pending && !asChild ? <PendingStatus label={pendingLabel} /> : null}
      {button}
    </>
  );
}

/**
 * The pending announcement, in the DOM only while pending (a page of buttons carries no empty
 * live regions). It mounts empty and takes its text once mounted: a screen reader announces
 * a change inside a live region it already knows, not always one that arrives full.
 */
function PendingStatus({ label }: { label: string }) {
  const ref = React.useRef<HTMLSpanElement>(null);
  React.useEffect(() => {
    if (ref.current) ref.current.textContent = label;
  }, [label]);
  return <span ref={ref} role="status" data-slot="button-status" className="sr-only" />;
}
