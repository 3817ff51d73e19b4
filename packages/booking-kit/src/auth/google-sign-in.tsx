"use client";
import { isApiError, messages } from "@bookwell/contract";
import { useNotify } from "@bookwell/ui";
import * as React from "react";

import { useHandleError, useKit } from "../kit-context";
import { describeError } from "../session/api-errors";
import { useGoogleLoginCall } from "./use-auth-calls";
import { rememberSocialSignIn } from "../session/social-sign-out";

/** The part of Google Identity Services (`accounts.google.com/gsi/client`) the kit uses. */
export interface GoogleIdentityServices {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  /** Google's sign-out: no automatic sign-in with this account until it is chosen again. */
  disableAutoSelect?(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentityServices } };
  }
}

const GIS_SRC = "https://accounts.google.com/gsi/client";
let loading: Promise<GoogleIdentityServices> | null = null;

/** Loads Google Identity Services once, on first use (never at import or on the server). */
function loadGoogleIdentityServices(): Promise<GoogleIdentityServices> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentityServices>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error("Google Identity Services did not start"));
    };
    script.onerror = () => reject(new Error("Google Identity Services did not load"));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type GoogleSignInButtonProps = {
  onLoggedIn: () => void;
  /** The server's refusal, for the dialog to show inside itself. */
  onError: (message: string) => void;
};

/**
 * Google sign-in, shown only where the brand turns it on (`settings.social.google`) AND gives
 * an OAuth client id (`settings.social.googleClientId`): without a client id Google cannot
 * sign anyone in, so no button is shown rather than one that cannot work. Google's own button
 * (Identity Services) gives an ID token; `user/sociallogin` sends it for the server to verify.
 * A failed start of Google's script only hides the button (the spec: it "only stops loading").
 */
export function GoogleSignInButton({ onLoggedIn, onError }: GoogleSignInButtonProps) {
  const { settings, session } = useKit();
  const clientId = settings.social.google ? settings.social.googleClientId : undefined;
  const notify = useNotify();
  const handleError = useHandleError();
  const container = React.useRef<HTMLDivElement>(null);
  const [state, setState] = React.useState<"loading" | "ready" | "failed">("loading");
  const login = useGoogleLoginCall({
    onSuccess: (user) => {
      session.set(user);
      rememberSocialSignIn("google");
      notify.success(messages.loginSuccess);
      onLoggedIn();
    },
    onError: (error) => {
      if (isApiError(error)) {
        onError(describeError(error).message);
        handleError(error);
      } else {
        // A credential we cannot read: Google did not authorise this sign-in.
        onError(messages.loginWithGoogle);
        notify.error(messages.loginWithGoogle);
      }
    },
  });
  const signIn = React.useRef(login.mutate);
  React.useEffect(() => {
    signIn.current = login.mutate;
  }, [login.mutate]);

  React.useEffect(() => {
    if (!clientId) return;
    let live = true;
    loadGoogleIdentityServices().then(
      (gis) => {
        if (!live || !container.current) return;
        gis.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) signIn.current(credential);
          },
        });
        gis.renderButton(container.current, {
          type: "standard",
          theme: "outline",
          size: "large",
          text: "signin_with",
          width: 280,
        });
        setState("ready");
      },
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, [clientId]);

  if (!clientId || state === "failed") return null;
  return (
    <div data-slot="google-sign-in" data-state={state} className="flex flex-col items-center gap-2">
      <p className="text-sm text-muted-foreground">or</p>
      <div ref={container} aria-busy={state === "loading" || login.isPending || undefined} />
    </div>
  );
}
