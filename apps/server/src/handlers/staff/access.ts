import { fail, serverTexts } from "@bookwell/contract";
import type { Context } from "hono";

import type { Clock, ServerConfig } from "../../config";
import type { Db } from "../../db/db";
import type { ServiceContext } from "../../handler";
import { HttpError } from "../../http-error";
import type { SessionAccount } from "../../session";
import { readStaffSession, type StaffMember } from "./session";

export type { StaffMember } from "./session";

/**
 * Who may make a staff call, before any input is read: a staff session (401 without one), of
 * the call's role (`"admin"`: admins only; `"staff"`: agents and admins). A customer's session
 * on a staff call is a 403: signed in, but not as staff. The refusal's answer, or the member.
 */
export async function admitStaff(
  c: Context,
  auth: "staff" | "admin",
  deps: { db: Db; clock: Clock; config: ServerConfig; session: SessionAccount | null },
): Promise<Response | StaffMember> {
  const staff = await readStaffSession(c, deps.db, deps.clock, deps.config);
  if (!staff) {
    return deps.session
      ? c.json(fail(serverTexts.staffForbidden), 403)
      : c.json(fail(serverTexts.staffSignInNeeded), 401);
  }
  if (auth === "admin" && staff.role !== "admin") {
    return c.json(fail(serverTexts.staffForbidden), 403);
  }
  return staff;
}

/** The staff member of a staff call (the app admitted them before the handler runs). */
export function staffOf(ctx: Pick<ServiceContext, "staff">): StaffMember {
  if (!ctx.staff) throw new HttpError(401, serverTexts.staffSignInNeeded);
  return ctx.staff;
}
