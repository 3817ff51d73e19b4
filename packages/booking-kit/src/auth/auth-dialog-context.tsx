import * as React from "react";

import {
  authDialogReducer,
  closedAuthState,
  type AuthEvent,
  type AuthView,
  type OpenAuthOptions,
} from "./auth-machine";

export type { AuthView, OpenAuthOptions } from "./auth-machine";

export interface AuthDialogController {
  view: AuthView | null;
  options: OpenAuthOptions;
  /** Opens a dialog; focus returns to whatever had it (the Login button) when the flow closes. */
  open(view: AuthView, options?: OpenAuthOptions): void;
  close(): void;
  /** Switches to another dialog of the same opening (Sign up, Forgot password, back to login). */
  show(view: AuthView): void;
  /** Sends any event of the machine (`auth-machine.ts`); `<AuthDialogs>` uses it after login. */
  dispatch(event: AuthEvent): void;
  /** The element that had focus when the flow was opened, to return focus to on close. */
  opener(): HTMLElement | null;
}

const AuthDialogContext = React.createContext<AuthDialogController | null>(null);

/** Holds which auth dialog is open; `<BookingKitProvider>` mounts it with the dialogs. */
export function AuthDialogStateProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = React.useReducer(authDialogReducer, closedAuthState);
  const opener = React.useRef<HTMLElement | null>(null);
  const value = React.useMemo<AuthDialogController>(
    () => ({
      ...state,
      open: (view, options = {}) => {
        // Called from event handlers and effects, never while rendering on the server.
        if (typeof document !== "undefined" && document.activeElement instanceof HTMLElement) {
          opener.current = document.activeElement;
        }
        dispatch({ type: "open", view, options });
      },
      close: () => dispatch({ type: "close" }),
      show: (view) => dispatch({ type: "show", view }),
      dispatch,
      opener: () => opener.current,
    }),
    [state],
  );
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

/** Opens and closes the sign-in dialogs from any composite (header Login, wizard CONTINUE). */
export function useAuthDialog(): AuthDialogController {
  const controller = React.useContext(AuthDialogContext);
  if (!controller) throw new Error("useAuthDialog must be inside <BookingKitProvider>");
  return controller;
}
