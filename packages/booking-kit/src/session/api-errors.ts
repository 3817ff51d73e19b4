import { isApiError, messages } from "@bookwell/contract";

/** What the kit does about a failed call (one place, so every composite behaves alike). */
export type ErrorOutcome =
  | { kind: "session-expired"; message: string }
  | { kind: "server"; message: string }
  | { kind: "failed"; message: string };

/**
 * The specs' error rules: a 401 is "Your session has been expired, Please login again" (then
 * the session is cleared and the customer goes home); a server's own text is shown as it is;
 * anything else (network, empty or unreadable answer, a bug) is "Oops ! Something went wrong.".
 */
export function describeError(error: unknown): ErrorOutcome {
  if (isApiError(error)) {
    if (error.kind === "unauthorized")
      return { kind: "session-expired", message: messages.sessionExpired };
    if (error.kind === "server" && error.message) return { kind: "server", message: error.message };
  }
  return { kind: "failed", message: messages.oops };
}
