import { afterLogin, useAuthDialog, useKit, type OpenAuthOptions } from "@bookwell/booking-kit";
import * as React from "react";

/**
 * Book Now for a service category: a visitor logs in first; a customer goes where the kit's
 * rule (`afterLogin`) sends a fresh login (the questionnaire, or the package listing).
 */
export function useBookService() {
  const auth = useAuthDialog();
  const { session, navigate } = useKit();
  return React.useCallback(
    (options: OpenAuthOptions & { matcatnum: string }) => {
      if (!session.get()) return auth.open("login", options);
      const next = afterLogin(options);
      if (next.kind === "navigate") navigate(next.destination);
      else if (next.kind === "choose-location") auth.open("choose-location", options);
    },
    [auth, session, navigate],
  );
}
