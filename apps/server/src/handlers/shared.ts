import { messages } from "@bookwell/contract";

import type { ServiceContext } from "../handler";
import { HttpError } from "../http-error";
import { todayOf } from "../business-date";

/** What every booking-flow handler needs from the request: the session's account and the business's today. */
export const today = todayOf;

export function me(ctx: Pick<ServiceContext, "session">): string {
  if (!ctx.session) throw new HttpError(401, messages.sessionExpired);
  return ctx.session.arnum;
}
