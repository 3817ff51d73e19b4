/**
 * `@bookwell/booking-kit/provider`: what every page needs: `BookingKitProvider` (session,
 * query client, notifier; the sign-in dialogs load on use) and the hooks that read it.
 */
export * from "./provider";
export * from "./session/api-errors";
export * from "./session/session-store";
export * from "./session/stored-value";
export * from "./session/require-session";
export * from "./auth/auth-dialog-context";
export * from "./kit-link";
