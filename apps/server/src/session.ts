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

/**
 * The account behind the request's session cookie, or null. The session's row is kept in
 * `db.cache` until the sessions or accounts change (a login, a logout, a password change); its
 * expiry is compared with the clock on every request.
 */
export async function readSession(
  c: Context,
  db: Db,
  clock: Clock,
  config: ServerConfig,
): Promise<SessionAccount | null> {
  // A visitor sends no cookie at all: nothing to look up, not even the cookie's name.
  if (c.req.header("cookie") === undefined) return null;
  const token = getCookie(c, sessionCookieName(c, config));
  if (!token) return null;
  const hash = tokenHash(token);
  const row = await db.cache.get(
    `session:${hash}`,
    ["sessions", "accounts"],
    async () => {
      const [found] = await db.query<SessionAccount & { expires: string }>(
        `SELECT a.arnum, a.email, (extract(epoch FROM s.expires_at) * 1000)::bigint::text AS expires
           FROM sessions s JOIN accounts a ON a.arnum = s.arnum
          WHERE s.token_hash = $1`,
        [hash],
      );
      return found
        ? { arnum: found.arnum, email: found.email, expires: Number(found.expires) }
        : null;
    },
    // A cookie that is no session is not kept: made-up cookies never push sessions out.
    (found) => found !== null,
  );
  if (!row || row.expires <= clock.now().getTime()) return null;
  return { arnum: row.arnum, email: row.email };
}
