import { fail, serverTexts } from "@bookwell/contract";
import type { MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface CrossSiteOptions {
  /**
   * Origins besides the API's own whose pages may call (a brand's site on another host):
   * `CORS_ORIGINS`, the same list CORS and the cookie read (`cross-origin.ts`).
   */
  allowedOrigins: readonly string[];
}

/**
 * Cross-site request forgery refused: a state-changing call (not GET, HEAD or OPTIONS) must
 * come from a page of this site or an allowed origin, and carry its body as JSON.
 *
 * - A browser sends `Origin` with every cross-origin POST, PUT, PATCH and DELETE: one that is
 *   neither this host nor allowed is a 403. Hosts are compared without the scheme, since a
 *   TLS-terminating proxy may hand us plain HTTP for the browser's `https:` page.
 * - Without `Origin`, `Sec-Fetch-Site: cross-site` is a 403 (an allowed origin always sends
 *   `Origin`, so it is never refused here).
 * - A body must be `application/json`: what a cross-site form can send (`text/plain`,
 *   `application/x-www-form-urlencoded`, `multipart/form-data`) is a 415, so even a browser
 *   that sends neither header cannot forge a call. A call with no body
 *   (logout) needs no type; a typed one without `Content-Length` is judged by its type.
 */
export function crossSiteGuard({ allowedOrigins }: CrossSiteOptions): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      if (!allowed.has(origin) && !sameHost(origin, c.req.url, c.req.header("host")))
        return c.json(fail(serverTexts.crossSiteRefused), 403);
    } else if (c.req.header("sec-fetch-site")?.toLowerCase() === "cross-site") {
      return c.json(fail(serverTexts.crossSiteRefused), 403);
    }
    const type = c.req.header("content-type");
    const hasBody =
      c.req.header("transfer-encoding") !== undefined ||
      Number(c.req.header("content-length") ?? "0") > 0;
    if ((hasBody || type !== undefined) && !isJsonType(type))
      return c.json(fail(serverTexts.jsonOnly), 415);
    return next();
  };
}

function isJsonType(type: string | undefined): boolean {
  return !!type && /^application\/json\s*(?:;|$)/i.test(type.trim());
}

function sameHost(origin: string, requestUrl: string, hostHeader: string | undefined): boolean {
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  if (!originHost) return false;
  return originHost === new URL(requestUrl).host || originHost === hostHeader;
}
