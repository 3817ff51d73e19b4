import type { Context, MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

/**
 * A brand's site on another origin: one list of origins, `CORS_ORIGINS`, decides
 * everything such a site needs from the API, in one place:
 *
 * - CORS with credentials (`crossOriginCalls`): a listed origin's pages may read the API's
 *   answers and send the session cookie; any other origin gets no CORS headers, so the
 *   browser keeps the answer from it (and `crossSiteGuard` refuses its state-changing calls
 *   with a 403, reading the same list);
 * - the session cookie (`sameSiteFor`, `secureCookieFor`): `SameSite=None; Secure` as soon as
 *   one origin is listed, so the browser sends it with the brand's calls; `Lax` otherwise;
 * - content images (`absoluteAssetUrls`): `/images/...` in the API's answers are relative to
 *   the site that serves them; with `ASSET_BASE_URL` they are absolute, so the brand's pages
 *   need no proxy for images.
 *
 * Browsers that block third-party cookies (Safari, or Chrome with that setting) still drop the
 * cookie when the API is on another *site* (another registrable domain): serve the API under
 * the brand's domain (`api.brand.example`) or proxy `/api` from the brand's origin.
 */

/**
 * The origins from `CORS_ORIGINS` (comma separated), normalised; invalid entries fail.
 * `ALLOWED_ORIGINS`, this list's earlier name (state-changing calls only), is read as well.
 */
export function allowedOriginsFromEnv(env: Record<string, string | undefined>): string[] {
  const entries = [env.CORS_ORIGINS, env.ALLOWED_ORIGINS].flatMap((value) =>
    (value ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
  const origins = entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`CORS_ORIGINS: ${entry} is not an origin (https://brand.example).`);
    }
    if (url.origin === "null") throw new Error(`CORS_ORIGINS: ${entry} is not an origin.`);
    return url.origin;
  });
  return [...new Set(origins)];
}

/**
 * CORS for the listed origins: their calls (with the session cookie, `credentials: "include"`)
 * are answered with `Access-Control-Allow-Origin: <that origin>` and
 * `Access-Control-Allow-Credentials: true`; a preflight from another origin is a 403 and its
 * plain calls carry no CORS header (the browser keeps the answer from its page).
 */
export function crossOriginCalls(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  const answer = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowHeaders: ["Content-Type"],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header("origin");
    const preflight =
      c.req.method === "OPTIONS" && c.req.header("access-control-request-method") !== undefined;
    if (origin !== undefined && allowed.has(origin)) return answer(c, next);
    if (preflight) return c.body(null, 403, { Vary: "Origin" });
    if (allowed.size > 0) c.header("Vary", "Origin", { append: true });
    return next();
  };
}

/** The session cookie's SameSite: `None` when a brand on another origin calls, else `Lax`. */
export function sameSiteFor(policy: { allowedOrigins?: readonly string[] }): "None" | "Lax" {
  return policy.allowedOrigins?.length ? "None" : "Lax";
}

/** `ASSET_BASE_URL`: where `/images/...` are served (the Bookwell site), without a trailing /. */
export function assetBaseUrlFromEnv(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`ASSET_BASE_URL: ${value} is not a URL (https://bookwell.example).`);
  }
  return url.href.replace(/\/+$/, "");
}

const RELATIVE_IMAGE = /(^|["'(\s=])\/images\//g;

/** `/images/x.jpg` (alone, or in HTML and CSS text) made absolute under `base`. */
export function absoluteImageUrls(text: string, base: string): string {
  return text.replace(RELATIVE_IMAGE, (_, lead: string) => `${lead}${base}/images/`);
}

/**
 * Makes every `/images/...` URL in a JSON answer absolute under `base` (the package photos,
 * the CMS's HTML): with it a brand's pages on another origin show the API's images directly.
 */
export function absoluteAssetUrls(base: string | undefined): MiddlewareHandler {
  return async (c: Context, next) => {
    await next();
    if (!base || !c.res.headers.get("content-type")?.startsWith("application/json")) return;
    const text = await c.res.clone().text();
    if (!text.includes("/images/")) return;
    const body = JSON.stringify(rewrite(JSON.parse(text), base));
    c.res = new Response(body, { status: c.res.status, headers: c.res.headers });
    c.res.headers.delete("content-length"); // Hono carries the old answer's headers over
  };
}

function rewrite(value: unknown, base: string): unknown {
  if (typeof value === "string") return absoluteImageUrls(value, base);
  if (Array.isArray(value)) return value.map((item) => rewrite(item, base));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, base)]));
  return value;
}
