"use client";
import * as React from "react";

/**
 * Asks the browser for leave confirmation (reload, close, typing another address) while
 * `active` (booking-flow.md section 2). In-app navigation is the site's router's to block:
 * see `useBookingInProgress`.
 */
export function useLeaveConfirmation(active: boolean): void {
  React.useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [active]);
}

/**
 * For the site: whether a booking is in progress, to block in-app navigation with its
 * router (React Router's `useBlocker(inProgress)`). Pass `onInProgressChange` to
 * `<BookingWizard>`.
 *
 * ```tsx
 * const booking = useBookingInProgress();
 * useBlocker(booking.inProgress);
 * return <BookingWizard entry={state} onInProgressChange={booking.onInProgressChange} />;
 * ```
 */
export function useBookingInProgress(): {
  inProgress: boolean;
  onInProgressChange: (inProgress: boolean) => void;
} {
  const [inProgress, onInProgressChange] = React.useState(false);
  return { inProgress, onInProgressChange };
}
