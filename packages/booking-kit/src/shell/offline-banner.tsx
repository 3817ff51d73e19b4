"use client";
import { texts } from "@bookwell/contract";
import { Banner } from "@bookwell/ui";
import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

/** Whether the browser says it is online (the `online`/`offline` events); online on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export interface OfflineBannerProps {
  /**
   * Online or not; by default the browser's own state, followed as it changes.
   * Stories and tests pass it.
   */
  online?: boolean;
  /** The message. @default texts.offline */
  message?: string;
}

/**
 * The shell's quiet offline notice (visitor-and-entry.md section 4, "offline mode"): shown at
 * the top while the browser has no network, gone when it is back. The live region is always
 * there, so a screen reader hears the change. Nothing on the page is touched: what a
 * customer typed stays in its field.
 */
export function OfflineBanner({ online, message = texts.offline }: OfflineBannerProps) {
  const browserOnline = useOnline();
  const isOnline = online ?? browserOnline;
  return (
    <div role="status" aria-live="polite" data-slot="offline-status">
      {isOnline ? null : (
        <Banner tone="warning" position="top" label="Offline" data-slot="offline-banner">
          {message}
        </Banner>
      )}
    </div>
  );
}
