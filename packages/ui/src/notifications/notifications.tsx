"use client";
import * as React from "react";

import type { Notification, NotificationKind } from "./notification-kinds";

export {
  NOTIFICATION_DEFAULTS,
  type Notification,
  type NotificationKind,
  notificationVariants,
} from "./notification-kinds";

const NotificationStack = React.lazy(() => import("./notification-stack"));
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
  const [stackLoaded, setStackLoaded] = React.useState(false);
  const markStackLoaded = React.useCallback(() => setStackLoaded(true), []);
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
      {children}
      {/* Radix Toast and its region load with the first notification (13-15 KB gzip off every
          page's first load); once loaded, the region stays. */}
      {items.length > 0 || stackLoaded ? (
        <React.Suspense fallback={null}>
          <NotificationStack
            items={items}
            durations={durations}
            titles={titles}
            closeLabel={closeLabel}
            label={label}
            onClosed={(id) => setItems((current) => current.filter((item) => item.id !== id))}
            onMounted={markStackLoaded}
          />
        </React.Suspense>
      ) : null}
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
