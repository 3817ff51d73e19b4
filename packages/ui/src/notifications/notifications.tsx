"use client";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva } from "class-variance-authority";
import { X } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";

/** What sort of message: sets the title, the duration, the colour and how urgently it is announced. */
export type NotificationKind = "info" | "success" | "warning" | "error";

/**
 * The spec's notification kinds: titles and how long each stays (success and warning 3000 ms,
 * error 5000 ms). Warnings and errors are announced assertively, the others politely.
 */
export const NOTIFICATION_DEFAULTS: Readonly<
  Record<NotificationKind, { title: string; duration: number; politeness: "polite" | "assertive" }>
> = Object.freeze({
  info: { title: "Information", duration: 3000, politeness: "polite" },
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

/** `notify({ kind, message })`, plus `notify.success(message)` and friends. */
export type Notify = ((notification: Notification) => void) & {
  info: (message: React.ReactNode) => void;
  success: (message: React.ReactNode) => void;
  warning: (message: React.ReactNode) => void;
  error: (message: React.ReactNode) => void;
};

let lastNotificationId = 0;
/** Ids only need to be unique within the page. */
function nextNotificationId(): number {
  lastNotificationId += 1;
  return lastNotificationId;
}

const NotifyContext = React.createContext<Notify | null>(null);

/** Shows notifications. Call it inside a NotificationProvider. */
export function useNotify(): Notify {
  const notify = React.useContext(NotifyContext);
  if (!notify) throw new Error("useNotify must be used inside <NotificationProvider>");
  return notify;
}

const notificationVariants = cva(
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

export type NotificationProviderProps = {
  /** The app: anything below can call `useNotify()`. */
  children: React.ReactNode;
  /**
   * Name of each notification's close button.
   * @default "Close notification"
   */
  closeLabel?: string;
  /**
   * Name of the notifications region (a landmark; F8 jumps to it).
   * @default "Notifications"
   */
  label?: string;
};

/**
 * Holds and shows notifications (Radix Toast): each is announced, pauses while hovered or
 * focused, and closes after its kind's duration or with its close button.
 */
export function NotificationProvider({
  children,
  closeLabel = "Close notification",
  label = "Notifications",
}: NotificationProviderProps) {
  const [items, setItems] = React.useState<Array<Notification & { id: number }>>([]);
  const notify = React.useMemo(() => {
    const add = (notification: Notification) => {
      const id = nextNotificationId();
      setItems((current) => [...current, { ...notification, id }]);
    };
    return Object.assign(add, {
      info: (message: React.ReactNode) => add({ kind: "info", message }),
      success: (message: React.ReactNode) => add({ kind: "success", message }),
      warning: (message: React.ReactNode) => add({ kind: "warning", message }),
      error: (message: React.ReactNode) => add({ kind: "error", message }),
    }) as Notify;
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      <ToastPrimitive.Provider swipeDirection="right">
        {children}
        {items.map(({ id, kind, message, title, duration }) => {
          const defaults = NOTIFICATION_DEFAULTS[kind];
          return (
            <ToastPrimitive.Root
              key={id}
              data-slot="notification"
              data-kind={kind}
              data-politeness={defaults.politeness}
              type={defaults.politeness === "assertive" ? "foreground" : "background"}
              duration={duration ?? defaults.duration}
              onOpenChange={(open) => {
                if (!open) setItems((current) => current.filter((item) => item.id !== id));
              }}
              className={notificationVariants({ kind })}
            >
              <div className="flex flex-col gap-1">
                <ToastPrimitive.Title className="font-semibold">
                  {title ?? defaults.title}
                </ToastPrimitive.Title>
                <ToastPrimitive.Description className="text-sm">
                  {message}
                </ToastPrimitive.Description>
              </div>
              <ToastPrimitive.Close
                aria-label={closeLabel}
                className="absolute top-2 right-2 grid size-9 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-4" />
              </ToastPrimitive.Close>
            </ToastPrimitive.Root>
          );
        })}
        <ToastPrimitive.Viewport
          data-slot="notification-viewport"
          label={label}
          className={cn(
            "fixed top-4 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none",
          )}
        />
      </ToastPrimitive.Provider>
    </NotifyContext.Provider>
  );
}
