"use client";
import { Dialog, DialogContent } from "@bookwell/ui";
import * as React from "react";

import { useKit } from "../provider";
import { ChooseLocationView } from "../questionnaire/choose-location";
import { useAuthDialog } from "./auth-dialog-context";
import { afterLogin } from "./auth-machine";
import { ForgotPasswordView } from "./forgot-password-form";
import { LoginView } from "./login-form";
import { SignUpView } from "./sign-up-form";

/**
 * The sign-in dialogs, one at a time, driven by `useAuthDialog()` (see `auth-machine.ts`).
 * `<BookingKitProvider>` mounts it, so any composite can `open("login", { onLoggedIn })`.
 * Switching dialogs moves focus into the new one; closing the flow (Escape, the close button,
 * a finished login) returns focus to whatever opened it.
 */
export function AuthDialogs() {
  const controller = useAuthDialog();
  const { navigate } = useKit();
  const { view, options } = controller;
  const viewRef = React.useRef(view);
  // A layout effect: it has run before Radix's focus restore (a timeout after unmount) asks.
  React.useLayoutEffect(() => {
    viewRef.current = view;
  }, [view]);

  const loggedIn = () => {
    options.onLoggedIn?.();
    const next = afterLogin(options);
    controller.dispatch({ type: "logged-in" });
    if (next.kind === "navigate") navigate(next.destination);
  };

  return (
    <Dialog open={view !== null} onOpenChange={(open) => !open && controller.close()}>
      {view === null ? null : (
        <DialogContent
          key={view}
          data-view={view}
          size={view === "choose-location" ? "xl" : "lg"}
          onCloseAutoFocus={(event) => {
            // Runs when a view unmounts: on a switch the next view takes focus itself; when
            // the flow has closed, focus goes back to the opener.
            event.preventDefault();
            const opener = controller.opener();
            if (viewRef.current === null && opener?.isConnected) opener.focus();
          }}
        >
          {view === "login" ? (
            <LoginView
              onLoggedIn={loggedIn}
              onSignUp={() => controller.show("signup")}
              onForgotPassword={() => controller.show("forgot-password")}
            />
          ) : view === "signup" ? (
            <SignUpView onLogin={() => controller.show("login")} />
          ) : view === "forgot-password" ? (
            <ForgotPasswordView onLogin={() => controller.show("login")} />
          ) : (
            <ChooseLocationView options={options} onDone={controller.close} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
