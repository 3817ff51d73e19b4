import { createHash } from "node:crypto";

import type { Context } from "hono";
import { getCookie } from "hono/cookie";

import type { Clock, ServerConfig } from "./config";
import type { Db } from "./db/db";
import { type CookiePolicy, secureCookieFor } from "./security/transport";

/** Who a request's session cookie belongs to. */
export interface SessionAccount {
  arnum: string;
  email: string;
}

/**
 * The session cookie's name for this request: `__Host-` prefixed when it is Secure, so no
 * sibling subdomain or plain-HTTP page can plant one (`security/transport.ts` decides).
 */
export function sessionCookieName(c: Context, config: CookiePolicy): string {
  return secureCookieFor(c, config) ? "__Host-bookwell_session" : "bookwell_session";
}

/** Sessions are stored by the token's hash, so a leaked table opens no session. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The account behind the request's session cookie, or null. */
export async function readSession(
  c: Context,
  db: Db,
  clock: Clock,
  config: ServerConfig,
): Promise<SessionAccount | null> {
  const token = getCookie(c, sessionCookieName(c, config));
  if (!token) return null;
  const rows = await db.query<SessionAccount>(
    `SELECT a.arnum, a.email FROM sessions s JOIN accounts a ON a.arnum = s.arnum
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [tokenHash(token), clock.now().toISOString()],
  );
  return rows[0] ?? null;
}
