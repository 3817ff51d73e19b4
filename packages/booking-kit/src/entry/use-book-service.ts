"use client";
import * as React from "react";

import { afterLogin, type OpenAuthOptions } from "../auth/auth-machine";
import { useAuthDialog } from "../auth/auth-dialog-context";
import { useKit } from "../kit-context";

/** The service a Book Now books: its category, and whether the questionnaire is skipped. */
export type BookServiceOptions = OpenAuthOptions & { matcatnum: string };

/**
 * Book Now for a service category (visitor-and-entry.md): a visitor logs in first; a customer
 * goes where a fresh login would (`afterLogin`): the questionnaire (choose location), or with
 * `skipqn` the package listing, asked of the site as a destination.
 */
export function useBookService(): (options: BookServiceOptions) => void {
  const auth = useAuthDialog();
  const { session, navigate } = useKit();
  return React.useCallback(
    (options: BookServiceOptions) => {
      if (!session.get()) return auth.open("login", options);
      const next = afterLogin(options);
      if (next.kind === "navigate") navigate(next.destination);
      else if (next.kind === "choose-location") auth.open("choose-location", options);
    },
    [auth, session, navigate],
  );
}
