/**
 * `@bookwell/booking-kit/provider`: what every page needs: `BookingKitProvider` (session,
 * query client, notifier; the sign-in dialogs load on use) and the hooks that read it; and
 * `whenPageSettled`, when the kit loads what nothing waits for (a site can do the same), and
 * `afterNextPaint`, when it loads what a press made likely, after that press has painted.
 */
export * from "./provider";
export * from "./session/api-errors";
export * from "./session/session-store";
export * from "./lib/stored-value";
export * from "./require-session";
export * from "./auth/auth-dialog-context";
export * from "./kit-link";
export { afterNextPaint, SETTLE_MS, whenPageSettled } from "./lib/when-page-settled";
