import type { Context } from "hono";

import { peerTrusted, type ProxyTrust } from "./proxy";

/**
 * Whether the request reached us over HTTPS: its URL's scheme, or, behind a proxy we trust
 * (`TRUST_PROXY`, `proxy.ts`), the proxy's `X-Forwarded-Proto`.
 */
export function overHttps(c: Context, trustProxy: ProxyTrust): boolean {
  // The request's URL is absolute and normalised (scheme in lower case): no need to parse it.
  if (c.req.url.startsWith("https:")) return true;
  if (!peerTrusted(c, trustProxy)) return false;
  return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}

/** Whether the request names this machine: `localhost`, `*.localhost`, 127.x.x.x or `[::1]`. */
export function toLocalhost(c: Context): boolean {
  const host = new URL(c.req.url).hostname.toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127(?:\.\d{1,3}){3}$/.test(host) ||
    host === "[::1]"
  );
}

/** What decides whether the session cookie is `Secure` (and named `__Host-`). */
export interface CookiePolicy {
  /**
   * `true` or `false` forces it (`SECURE_COOKIES`); `"auto"` (the default): Secure over HTTPS
   * and under `NODE_ENV=production`, except plain HTTP to localhost (`npm start` on a laptop).
   */
  secureCookies: boolean | "auto";
  /** `NODE_ENV` is not `production`. */
  development: boolean;
  trustProxy: ProxyTrust;
  /** Brands on other origins (`CORS_ORIGINS`): their cookie is `SameSite=None`, so `Secure`. */
  allowedOrigins?: readonly string[];
}

/**
 * Whether this request's session cookie is `Secure` and named with the `__Host-` prefix.
 * Always with brands on other origins: browsers drop a `SameSite=None` cookie that is not.
 */
export function secureCookieFor(c: Context, policy: CookiePolicy): boolean {
  if (policy.allowedOrigins?.length) return true;
  if (policy.secureCookies !== "auto") return policy.secureCookies;
  if (overHttps(c, policy.trustProxy)) return true;
  return !policy.development && !toLocalhost(c);
}

/** `SECURE_COOKIES=true|false` forces the choice; unset (or anything else): "auto". */
export function secureCookiesFromEnv(value: string | undefined): boolean | "auto" {
  return value === "true" ? true : value === "false" ? false : "auto";
}
