import { randomBytes } from "node:crypto";

import type { StaffRole } from "@bookwell/contract";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

import type { Clock, ServerConfig } from "../../config";
import type { Db, Queryable } from "../../db/db";
import { tokenHash } from "../../session";
import { type CookiePolicy, secureCookieFor } from "../../security/transport";

/**
 * Staff sessions: their own table and cookie, apart from the customers'. The cookie is scoped
 * to the staff calls' path, so the browser never sends it to a customer call (and a customer's
 * cookie, scoped to `/`, never opens a staff call: the staff tables do not know its token).
 * `__Host-` needs `Path=/`, so a secure staff cookie takes the `__Secure-` prefix instead.
 */
export const STAFF_PATH = "/api/staff";
/** How long a staff session lasts from its sign-in. */
export const SESSION_HOURS = 12;

/** The signed-in staff member behind a request. */
export interface StaffMember {
  staffId: string;
  email: string;
  name: string;
  role: StaffRole;
}

export function staffCookieName(c: Context, config: CookiePolicy): string {
  return secureCookieFor(c, config) ? "__Secure-bookwell_staff" : "bookwell_staff";
}

const cookieOptions = (c: Context, config: CookiePolicy) => ({
  httpOnly: true,
  sameSite: "Strict" as const,
  path: STAFF_PATH,
  secure: secureCookieFor(c, config),
});

/**
 * A new staff session of `staffId` in the database, with a new token: the token its cookie
 * carries, and when it ends. The tests open their staff sessions through it too.
 */
export async function openStaffSession(
  db: Queryable,
  clock: Clock,
  staffId: string,
): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(clock.now().getTime() + SESSION_HOURS * 3_600_000);
  await db.query(
    "INSERT INTO staff_sessions (token_hash, staff_id, expires_at) VALUES ($1, $2, $3)",
    [tokenHash(token), staffId, expires.toISOString()],
  );
  return { token, expires };
}

/** A new session and its cookie, a new token every sign-in. */
export async function startStaffSession(
  c: Context,
  db: Queryable,
  clock: Clock,
  config: ServerConfig,
  staffId: string,
): Promise<void> {
  const { token, expires } = await openStaffSession(db, clock, staffId);
  setCookie(c, staffCookieName(c, config), token, { ...cookieOptions(c, config), expires });
}

export async function endStaffSession(c: Context, db: Db, config: ServerConfig): Promise<void> {
  const token = getCookie(c, staffCookieName(c, config));
  if (token) await db.query("DELETE FROM staff_sessions WHERE token_hash = $1", [tokenHash(token)]);
  deleteCookie(c, staffCookieName(c, config), cookieOptions(c, config));
}

/**
 * The staff member behind the request's staff cookie: an unexpired session of an account that
 * is not disabled, read on every call (a disabled account or a changed role counts at once).
 */
export async function readStaffSession(
  c: Context,
  db: Db,
  clock: Clock,
  config: ServerConfig,
): Promise<StaffMember | null> {
  if (c.req.header("cookie") === undefined) return null;
  const token = getCookie(c, staffCookieName(c, config));
  if (!token) return null;
  const [row] = await db.query<StaffMember>(
    `SELECT u.staff_id AS "staffId", u.email, u.name, u.role
       FROM staff_sessions s JOIN staff_users u ON u.staff_id = s.staff_id
      WHERE s.token_hash = $1 AND s.expires_at > $2 AND NOT u.disabled`,
    [tokenHash(token), clock.now().toISOString()],
  );
  return row ?? null;
}
