import { useAuthDialog, useKit } from "@bookwell/booking-kit";
import * as React from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * The spec's query shortcuts on load: `?q=forgotpassword` opens the forgot-password dialog,
 * `?q=login` (only for a visitor) opens the header's login dialog; the query is then cleared.
 */
export function QueryShortcuts() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuthDialog();
  const { session } = useKit();
  const q = new URLSearchParams(location.search).get("q");

  React.useEffect(() => {
    if (q !== "login" && q !== "forgotpassword") return;
    if (q === "forgotpassword") auth.open("forgot-password");
    else if (!session.get()) {
      // "Resets auth first": whatever dialog was open closes, then the header's login opens.
      auth.close();
      auth.open("login");
    }
    const params = new URLSearchParams(location.search);
    params.delete("q");
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, state: location.state, preventScrollReset: true },
    );
    // Only when the query appears; the dialog controller changes as dialogs open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  return null;
}
