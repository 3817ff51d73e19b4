import { packageListingState, type ServiceStart } from "../booking/booking-entry";
import type { KitDestination } from "../kit-context";

/**
 * The sign-in dialogs as a machine (visitor-and-entry.md section 4): one dialog at a time,
 * closed, login, sign-up, forgot password or choose location. Components dispatch; this
 * module decides. No React, no DOM: unit-tested in Node.
 */

/** The dialogs of the sign-in machine: one open at a time. */
export type AuthView = "login" | "signup" | "forgot-password" | "choose-location";

export interface OpenAuthOptions extends ServiceStart {
  /** Called once the customer has logged in through this opening (e.g. Date & Time CONTINUE). */
  onLoggedIn?: () => void;
}

export interface AuthDialogState {
  view: AuthView | null;
  options: OpenAuthOptions;
}

export type AuthEvent =
  /** A composite opens a dialog (header Login, Book Now, wizard CONTINUE). */
  | { type: "open"; view: AuthView; options?: OpenAuthOptions }
  /** A link inside the dialogs (Sign up, Forgot password, back to login): same opening. */
  | { type: "show"; view: AuthView }
  /** The login call succeeded. */
  | { type: "logged-in" }
  /** Escape, the close button, or a finished flow. */
  | { type: "close" };

export const closedAuthState: AuthDialogState = { view: null, options: {} };

/** What follows a successful login, from how the dialog was opened. */
export type AfterLogin =
  | { kind: "close" }
  | { kind: "choose-location" }
  | { kind: "navigate"; destination: KitDestination };

/**
 * The spec's rule: from the header, close; otherwise, for a service that skips the
 * questionnaire, go to the package listing; otherwise open choose location. "From the header"
 * is any opening without a service (`matcatnum`): the wizard's mid-flow login closes too.
 */
export function afterLogin(options: OpenAuthOptions): AfterLogin {
  if (!options.matcatnum) return { kind: "close" };
  if (options.skipqn) {
    return {
      kind: "navigate",
      destination: { to: "package-listing", state: packageListingState(options) },
    };
  }
  return { kind: "choose-location" };
}

export function authDialogReducer(state: AuthDialogState, event: AuthEvent): AuthDialogState {
  switch (event.type) {
    case "open":
      return { view: event.view, options: event.options ?? {} };
    case "show":
      // A link inside a closed machine has nothing to keep: it opens afresh.
      return { view: event.view, options: state.view === null ? {} : state.options };
    case "logged-in": {
      if (state.view === null) return state;
      const next = afterLogin(state.options);
      return next.kind === "choose-location"
        ? { ...state, view: "choose-location" }
        : closedAuthState;
    }
    case "close":
      return closedAuthState;
  }
}
