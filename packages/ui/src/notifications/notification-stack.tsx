"use client";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";
import {
  NOTIFICATION_DEFAULTS,
  type Notification,
  type NotificationKind,
  notificationVariants,
} from "./notification-kinds";

export interface NotificationStackProps {
  items: ReadonlyArray<Notification & { id: number }>;
  durations: Partial<Record<NotificationKind, number>> | undefined;
  titles: Partial<Record<NotificationKind, string>> | undefined;
  closeLabel: string;
  label: string;
  onClosed: (id: number) => void;
  onMounted: () => void;
}

/** The notifications on screen and their region (Radix Toast), loaded with the first one. */
export default function NotificationStack({
  items,
  durations,
  titles,
  closeLabel,
  label,
  onClosed,
  onMounted,
}: NotificationStackProps) {
  React.useEffect(() => onMounted(), [onMounted]);
  return (
    <ToastPrimitive.Provider swipeDirection="right">
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
              if (!open) onClosed(id);
            }}
            className={notificationVariants({ kind })}
          >
            <div className="flex flex-col gap-1">
              {shownTitle ? (
                <ToastPrimitive.Title className="font-semibold">{shownTitle}</ToastPrimitive.Title>
              ) : null}
              <ToastPrimitive.Description className="text-sm">{message}</ToastPrimitive.Description>
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
  );
}
