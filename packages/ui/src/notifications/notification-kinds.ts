import { cva } from "class-variance-authority";
import type * as React from "react";

/** What sort of message: sets the title, the duration, the colour and how urgently it is announced. */
export type NotificationKind = "info" | "success" | "warning" | "error";

/**
 * The spec's notification kinds: titles and how long each stays (success and warning 3000 ms,
 * error 5000 ms). The spec gives info neither a title nor a duration: it has no title, and
 * stays as long as a success. Warnings and errors are announced assertively, the others
 * politely.
 */
export const NOTIFICATION_DEFAULTS: Readonly<
  Record<
    NotificationKind,
    { title: string | null; duration: number; politeness: "polite" | "assertive" }
  >
> = Object.freeze({
  info: { title: null, duration: 3000, politeness: "polite" },
  success: { title: "Success Message", duration: 3000, politeness: "polite" },
  warning: { title: "Warning Message", duration: 3000, politeness: "assertive" },
  error: { title: "Error Message", duration: 5000, politeness: "assertive" },
});

/** One notification, as passed to `notify()`. */
export interface Notification {
  /** The kind: `info`, `success`, `warning` (assertive) or `error` (assertive). */
  kind: NotificationKind;
  /** The message text, e.g. "Login successfully.". */
  message: React.ReactNode;
  /**
   * Overrides the kind's title.
   * @default NOTIFICATION_DEFAULTS[kind].title
   */
  title?: string;
  /**
   * Overrides the kind's duration, in ms.
   * @default NOTIFICATION_DEFAULTS[kind].duration
   */
  duration?: number;
}

export const notificationVariants = cva(
  "relative flex w-full items-start gap-3 rounded-lg border-l-4 bg-popover p-4 pr-12 text-popover-foreground shadow-lg",
  {
    variants: {
      kind: {
        info: "border-info",
        success: "border-success",
        warning: "border-warning",
        error: "border-destructive",
      },
    },
  },
);
