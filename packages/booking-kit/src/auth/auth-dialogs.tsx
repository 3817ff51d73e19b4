"use client";
import { Dialog, DialogContent, DialogTitle, Spinner } from "@bookwell/ui";
import * as React from "react";

import { useKit } from "../provider";
import { useAuthDialog } from "./auth-dialog-context";
import { afterLogin } from "./auth-machine";

/**
 * The views load the first time a dialog opens (or when the page is idle), not with the
 * page: their forms, rules and schemas are most of the sign-in's weight and most visits
 * never open it.
 */
const loadViews = () =>
  Promise.all([
    import("./login-form"),
    import("./sign-up-form"),
    import("./forgot-password-form"),
    import("../questionnaire/choose-location"),
  ]);
const LoginView = React.lazy(async () => ({ default: (await loadViews())[0].LoginView }));
const SignUpView = React.lazy(async () => ({ default: (await loadViews())[1].SignUpView }));
const ForgotPasswordView = React.lazy(async () => ({
  default: (await loadViews())[2].ForgotPasswordView,
}));
const ChooseLocationView = React.lazy(async () => ({
  default: (await loadViews())[3].ChooseLocationView,
}));

/** Starts loading the views once the browser has nothing better to do. */
function usePreloadViews() {
  React.useEffect(() => {
    const idle =
      globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 2000));
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => void loadViews().catch(() => undefined));
    return () => cancel(handle as number);
  }, []);
}

function LoadingView() {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <DialogTitle className="sr-only">Loading</DialogTitle>
      <Spinner size="lg" />
    </div>
  );
}

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
  usePreloadViews();
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

  const onCloseAutoFocus = (event: Event) => {
    // Runs when a view unmounts: on a switch the next view takes focus itself; when the flow
    // has closed, focus goes back to the opener.
    event.preventDefault();
    const opener = controller.opener();
    if (viewRef.current === null && opener?.isConnected) opener.focus();
  };
  const size = view === "choose-location" ? "xl" : "lg";

  return (
    <Dialog open={view !== null} onOpenChange={(open) => !open && controller.close()}>
      {view === null ? null : (
        // Outside the content: the view's own dialog mounts once it has loaded, so its first
        // field takes focus as it would have without the wait.
        <React.Suspense
          fallback={
            <DialogContent key="loading" size={size} onCloseAutoFocus={onCloseAutoFocus}>
              <LoadingView />
            </DialogContent>
          }
        >
          <DialogContent
            key={view}
            data-view={view}
            size={size}
            onCloseAutoFocus={onCloseAutoFocus}
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
        </React.Suspense>
      )}
    </Dialog>
  );
}
