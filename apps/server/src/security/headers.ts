import { randomBytes } from "node:crypto";

import type { Context, MiddlewareHandler } from "hono";

import { overHttps } from "./transport";
import type { ProxyTrust } from "./proxy";

export interface SecurityHeaderOptions {
  /**
   * The Content-Security-Policy for this answer: a function of the request's nonce (pages put
   * it on their inline scripts: `c.get("cspNonce")`), or one fixed policy for answers that run
   * no inline script (the API), which then costs no random nonce per request.
   */
  contentSecurityPolicy: string | ((nonce: string) => string);
  /** Send the policy as `Content-Security-Policy-Report-Only` (Vite's development server). */
  reportOnly?: boolean;
  /** A proxy we trust says whether the browser used HTTPS (`X-Forwarded-Proto`). */
  trustProxy: ProxyTrust;
  /**
   * Whether an answer depends on the session even without a cookie in the request (every
   * API answer does: who is logged in changes it). Default: only with a cookie.
   */
  alwaysPrivate?: boolean;
}

/** One year, with subdomains: only ever sent over HTTPS (RFC 6797 ignores it over HTTP). */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Every response's security headers, from one place (the API and the page server both use
 * it): the CSP with a fresh nonce per request, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin`, `X-Frame-Options: DENY` for browsers
 * older than `frame-ancestors`, HSTS over HTTPS, and `Cache-Control: no-store` on an answer
 * that depends on the session (a cookie came with the request, or the answer sets one),
 * unless the answer chose its own caching and sets no cookie.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<{
  Variables: { cspNonce: string };
}> {
  const policyOf = options.contentSecurityPolicy;
  return async (c, next) => {
    let policy: string;
    if (typeof policyOf === "string") policy = policyOf;
    else {
      const nonce = randomBytes(16).toString("base64");
      c.set("cspNonce", nonce);
      policy = policyOf(nonce);
    }
    await next();
    let headers = c.res.headers;
    try {
      headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      // An answer passed through from fetch() has immutable headers: copy it once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set("X-Content-Type-Options", "nosniff");
    }
    headers.set(
      options.reportOnly ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy",
      policy,
    );
    // A route may choose a stricter one (the verification link's page: no-referrer).
    if (!headers.has("Referrer-Policy"))
      headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    if (overHttps(c, options.trustProxy)) headers.set("Strict-Transport-Security", HSTS);
    if (sessionDependent(c, options) && (!headers.has("Cache-Control") || setsCookie(c)))
      headers.set("Cache-Control", "no-store");
  };
}

const setsCookie = (c: Context) => c.res.headers.has("Set-Cookie");

function sessionDependent(c: Context, options: SecurityHeaderOptions): boolean {
  return !!options.alwaysPrivate || c.req.header("cookie") !== undefined || setsCookie(c);
}

/**
 * The API's policy: its answers are JSON, a PDF, or two small pages of its own with an
 * inline `<style>` (the test payment page, the verification page), and nothing of it may be
 * framed or run script.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'";

export interface PagePolicyOptions {
  nonce: string;
  /** Where violations are posted (`report-uri`). */
  reportUri: string;
  /** Stripe Elements is in use (a publishable key is set). */
  stripe?: boolean;
  /** Google sign-in is in use (a client id is set). */
  google?: boolean;
  /** The map's tile URL template (`{s}`, `{z}`, `{x}`, `{y}`); its origin may serve images. */
  mapTileUrl: string;
  /** An API on another origin (`API_URL`). */
  apiOrigin?: string;
  /**
   * The page-translation widget's provider (`TRANSLATE_PROVIDER`): Google's website
   * translator loads its element script (allowed by `'strict-dynamic'`, as the kit adds it
   * from a nonce'd chunk), then its stylesheet, images and translation requests from these
   * origins. Unset: none of them.
   */
  translate?: "google";
}

/** What Google's website translator loads besides its script, by directive. */
export const GOOGLE_TRANSLATE_SOURCES = {
  style: "https://translate.googleapis.com",
  img: "https://translate.google.com https://translate.googleapis.com https://www.gstatic.com https://www.google.com",
  connect: "https://translate.googleapis.com https://translate-pa.googleapis.com",
} as const;

/** The origin a tile template loads from; a `{s}` subdomain becomes a wildcard. */
function tileSource(template: string): string | null {
  try {
    const url = new URL(template.replace("{s}.", "tile-subdomain.").replace(/[{}]/g, ""));
    const origin = url.origin;
    return origin.replace("tile-subdomain.", "*.");
  } catch {
    return null;
  }
}

/**
 * The pages' strict policy (CSP Level 3): scripts run only with this request's nonce, and
 * whatever they load (`'strict-dynamic'`: the route chunks, Stripe.js, Google's client), so
 * an injected `<script>` or inline handler never runs. Third-party origins appear only when
 * their feature is configured.
 */
export function pageContentSecurityPolicy(options: PagePolicyOptions): string {
  const stripe = options.stripe;
  const google = options.google;
  const translate = options.translate === "google" ? GOOGLE_TRANSLATE_SOURCES : null;
  const tiles = tileSource(options.mapTileUrl);
  const frames = [
    stripe && "https://js.stripe.com https://hooks.stripe.com",
    google && "https://accounts.google.com/gsi/",
  ]
    .filter(Boolean)
    .join(" ");
  const list = (...sources: (string | false | null | undefined)[]) =>
    sources.filter(Boolean).join(" ");

  return [
    "default-src 'self'",
    `script-src 'nonce-${options.nonce}' 'strict-dynamic'`,
    list(
      "style-src 'self' 'unsafe-inline'",
      google && "https://accounts.google.com/gsi/style",
      translate?.style,
    ),
    list("img-src 'self' data: blob:", tiles, stripe && "https://*.stripe.com", translate?.img),
    "font-src 'self' data:",
    list(
      "connect-src 'self'",
      options.apiOrigin,
      stripe && "https://api.stripe.com",
      google && "https://accounts.google.com/gsi/",
      translate?.connect,
    ),
    frames ? `frame-src ${frames}` : "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${options.reportUri}`,
  ].join("; ");
}
