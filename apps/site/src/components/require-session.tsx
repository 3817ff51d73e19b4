import { useKit } from "@bookwell/booking-kit";
import { messages } from "@bookwell/contract";
import { Loader, useNotify } from "@bookwell/ui";
import * as React from "react";
import { useNavigate } from "react-router";

const subscribeNothing = () => () => {};

/**
 * The session guard of the spec: the presence of a stored session only (it lives in the
 * browser, so the server renders the loader). Without one: "Your session has been expired,
 * Please login again" and back to `/`.
 */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const { session } = useKit();
  const notify = useNotify();
  const navigate = useNavigate();
  const hydrated = React.useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const user = React.useSyncExternalStore(session.subscribe, session.get, () => null);

  React.useEffect(() => {
    if (session.get()) return;
    notify.error(messages.sessionExpired);
    navigate("/", { replace: true });
  }, [session, notify, navigate]);

  if (!hydrated || !user) return <Loader label="Loading" />;
  return <>{children}</>;
}
