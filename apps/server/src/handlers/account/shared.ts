import { messages } from "@bookwell/contract";

import { HttpError } from "../../http-error";

/**
 * What every account-area handler needs: the session's account, and a form's text trimmed.
 */

/** The session's arnum (the app has checked the session before any handler of this module). */
export function me(session: { arnum: string } | null): string {
  if (!session) throw new HttpError(401, messages.sessionExpired);
  return session.arnum;
}

export const trimmed = (value: string | undefined) => (value ?? "").trim();
