"use client";
import { messages } from "@bookwell/contract";
import { Dialog, DialogContent, DialogTitle, importOnceMore, Spinner } from "@bookwell/ui";
import * as React from "react";

import { useKit } from "../kit-context";
// Types only: the views themselves are loaded on demand (`loadViews`).
import type { ChooseLocationView } from "../questionnaire/choose-location";
import { useAuthDialog } from "./auth-dialog-context";
import { afterLogin } from "./auth-machine";
import { loadNowOrWhenSettled } from "../lib/when-page-settled";
import type { ForgotPasswordView } from "./forgot-password-form";
import type { LoginView } from "./login-form";
import type { SignUpView } from "./sign-up-form";

/** The dialogs' views: their forms, rules and schemas are most of the sign-in's weight. */
type Views = {
  LoginView: typeof LoginView;
  SignUpView: typeof SignUpView;
  ForgotPasswordView: typeof ForgotPasswordView;
  ChooseLocationView: typeof ChooseLocationView;
};

let loadedViews: Views | undefined;
let loadingViews: Promise<Views> | undefined;

/** Loads the views once; a failed load (offline) is forgotten, so the next try asks again. */
function loadViews(): Promise<Views> {
  loadingViews ??= Promise.all([
    importOnceMore(() => import("./login-form")),
    importOnceMore(() => import("./sign-up-form")),
    importOnceMore(() => import("./forgot-password-form")),
    importOnceMore(() => import("../questionnaire/choose-location")),
  ]).then(
    ([login, signUp, forgot, location]) =>
      (loadedViews = {
        LoginView: login.LoginView,
        SignUpView: signUp.SignUpView,
        ForgotPasswordView: forgot.ForgotPasswordView,
        ChooseLocationView: location.ChooseLocationView,
      }),
    (error: unknown) => {
      loadingViews = undefined;
      throw error;
    },
  );
  return loadingViews;
}

/**
 * The views, loaded the first time a dialog opens or once the page has settled, not with the
 * page: most visits never open a dialog. `failed` while a dialog is open and they could not
 * load; closing and opening it again tries again.
 */
function useViews(open: boolean): { views: Views | undefined; failed: boolean } {
  const [views, setViews] = React.useState(loadedViews);
  const [failed, setFailed] = React.useState(false);
  // Opening again starts afresh (React's "adjust state when a prop changes" pattern).
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFailed(false);
  }
  React.useEffect(() => {
    if (views) return;
    return loadNowOrWhenSettled(open, (isLive) => {
      void loadViews().then(
        (loaded) => isLive() && setViews(loaded),
        () => isLive() && open && setFailed(true),
      );
    });
  }, [views, open]);
  return { views, failed: open && failed };
}

function LoadingView({ failed }: { failed: boolean }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-2">
      {failed ? (
        <DialogTitle className="text-base font-normal">{messages.oopsTryAgain}</DialogTitle>
      ) : (
        <>
          <DialogTitle className="sr-only">Loading</DialogTitle>
          <Spinner size="lg" />
        </>
      )}
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
  const { views, failed } = useViews(view !== null);
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
      {view === null ? null : !views ? (
        // The view's own content mounts once it has loaded, so its first field takes focus
        // as it would have without the wait.
        <DialogContent key="loading" size={size} onCloseAutoFocus={onCloseAutoFocus}>
          <LoadingView failed={failed} />
        </DialogContent>
      ) : (
        <DialogContent key={view} data-view={view} size={size} onCloseAutoFocus={onCloseAutoFocus}>
          {view === "login" ? (
            <views.LoginView
              onLoggedIn={loggedIn}
              onSignUp={() => controller.show("signup")}
              onForgotPassword={() => controller.show("forgot-password")}
            />
          ) : view === "signup" ? (
            <views.SignUpView onLogin={() => controller.show("login")} />
          ) : view === "forgot-password" ? (
            <views.ForgotPasswordView onLogin={() => controller.show("login")} />
          ) : (
            <views.ChooseLocationView options={options} onDone={controller.close} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
