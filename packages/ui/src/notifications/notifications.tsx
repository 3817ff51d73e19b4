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

/** What a shortcut such as `notify.error(message, options)` may override. */
export type NotifyOptions = Pick<Notification, "title" | "duration">;

/** `notify({ kind, message })`, plus `notify.success(message)` and friends. */
export type Notify = ((notification: Notification) => void) & {
  info: (message: React.ReactNode, options?: NotifyOptions) => void;
  success: (message: React.ReactNode, options?: NotifyOptions) => void;
  warning: (message: React.ReactNode, options?: NotifyOptions) => void;
  error: (message: React.ReactNode, options?: NotifyOptions) => void;
};

let lastNotificationId = 0;
/** Ids only need to be unique within the page. */
function nextNotificationId(): number {
  lastNotificationId += 1;
  return lastNotificationId;
}

const NotifyContext = React.createContext<Notify | null>(null);

/** Shows notifications. Call it inside a Notifier. */
export function useNotify(): Notify {
  const notify = React.useContext(NotifyContext);
  if (!notify) throw new Error("useNotify must be used inside <Notifier>");
  return notify;
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

export type NotifierProps = {
  /** The app: anything below can call `useNotify()`. */
  children: React.ReactNode;
  /**
   * How long each kind stays, in ms, where a brand or a test needs other values than the
   * spec's. A `duration` given to `notify()` still wins.
   * @default { info: 3000, success: 3000, warning: 3000, error: 5000 }
   */
  durations?: Partial<Record<NotificationKind, number>>;
  /**
   * Each kind's title, where a brand needs other words. A `title` given to `notify()` still wins.
   * @default { info: none, success: "Success Message", warning: "Warning Message", error: "Error Message" }
   */
  titles?: Partial<Record<NotificationKind, string>>;
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
 * Holds and shows notifications (Radix Toast). Mount one near the root; anything below calls
 * `useNotify()`. Each notification is announced (politely for info and success, assertively
 * for warning and error), pauses while hovered or focused, and closes after its kind's
 * duration or with its close button. A text of the same kind already showing is not shown
 * twice. The viewport is a region named "Notifications" (F8 moves
 * focus there).
 */
export function Notifier({
  children,
  durations,
  titles,
  closeLabel = "Close notification",
  label = "Notifications",
}: NotifierProps) {
  const [items, setItems] = React.useState<Array<Notification & { id: number }>>([]);
  const notify = React.useMemo(() => {
    const add = (notification: Notification) => {
      const id = nextNotificationId();
      // The same text of the same kind already on screen is not stacked a second time (two
      // parts of a page failing with one 401 say "Your session has been expired" once).
      setItems((current) =>
        current.some(
          (item) =>
            item.kind === notification.kind &&
            typeof item.message === "string" &&
            item.message === notification.message,
        )
          ? current
          : [...current, { ...notification, id }],
      );
    };
    return Object.assign(add, {
      info: (message: React.ReactNode, options?: NotifyOptions) =>
        add({ ...options, kind: "info", message }),
      success: (message: React.ReactNode, options?: NotifyOptions) =>
        add({ ...options, kind: "success", message }),
      warning: (message: React.ReactNode, options?: NotifyOptions) =>
        add({ ...options, kind: "warning", message }),
      error: (message: React.ReactNode, options?: NotifyOptions) =>
        add({ ...options, kind: "error", message }),
    }) as Notify;
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      <ToastPrimitive.Provider swipeDirection="right">
        {children}
        {items.map(({ id, kind, message, title, duration }) => {
          const defaults = NOTIFICATION_DEFAULTS[kind];
          const ms = duration ?? durations?.[kind] ?? defaults.duration;
          const shownTitle = title ?? titles?.[kind] ?? defaults.title;
          return (
            <ToastPrimitive.Root
              key={id}
              data-slot="notification"
              data-kind={kind}
              data-politeness={defaults.politeness}
              data-duration={ms}
              // Radix announces "foreground" toasts assertively and "background" ones politely.
              type={defaults.politeness === "assertive" ? "foreground" : "background"}
              duration={ms}
              onOpenChange={(open) => {
                if (!open) setItems((current) => current.filter((item) => item.id !== id));
              }}
              className={notificationVariants({ kind })}
            >
              <div className="flex flex-col gap-1">
                {shownTitle ? (
                  <ToastPrimitive.Title className="font-semibold">
                    {shownTitle}
                  </ToastPrimitive.Title>
                ) : null}
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

/**
 * The former name of `Notifier`, kept so existing code keeps working.
 * @deprecated Use `Notifier`.
 */
export const NotificationProvider = Notifier;
/** @deprecated Use `NotifierProps`. */
export type NotificationProviderProps = NotifierProps;
