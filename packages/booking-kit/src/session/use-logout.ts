"use client";
import { messages } from "@bookwell/contract";
import { useNotify } from "@bookwell/ui";
import { useMutation } from "@tanstack/react-query";
import * as React from "react";

import { markLoggedOut, useKit } from "../kit-context";
import { browserSessionStorage, clearStoredValue, WIZARD_PROGRESS_KEY } from "../lib/stored-value";
import { signOutOfSocial } from "./social-sign-out";

/**
 * Logout (spec: "Logout Successfully."): the server's session ends (`user/logout`, a TanStack
 * Query mutation), the stored one goes whatever the server said (the customer asked to leave),
 * and home. A page behind the session guard does not add "Your session has been expired" to it.
 */
export function useLogout(): () => Promise<void> {
  const { client, session, navigate } = useKit();
  const notify = useNotify();
  const { mutateAsync: endServerSession } = useMutation({ mutationFn: () => client.logout() });
  return React.useCallback(async () => {
    try {
      await endServerSession();
    } catch {
      // The stored session goes whatever the server said.
    }
    markLoggedOut(session);
    session.clear();
    // A Google session also signs out of Google (auth/social-sign-out.ts).
    signOutOfSocial();
    // A booking's unsaved answers (with its contact details) leave with the customer.
    clearStoredValue(WIZARD_PROGRESS_KEY, browserSessionStorage);
    notify.success(messages.logoutSuccess);
    navigate({ to: "home" });
  }, [endServerSession, session, notify, navigate]);
}
