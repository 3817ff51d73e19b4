import { brandById, createApiClient, type Brand } from "@bookwell/contract";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { isbot } from "isbot";
import { createRequestHandler, type ServerBuild } from "react-router";

import { logBudget } from "server/log-budget";
import {
  acceptableUrl,
  DEFAULT_LIMITS,
  pageContentSecurityPolicy,
  requestLimits,
  type ProxyTrust,
  type RequestLimits,
  securityHeaders,
} from "server/security";

import type { SiteContext } from "../lib/context";
import type { MapTiles } from "../lib/map-tiles";
import { createPageCache } from "./page-cache";
import { withBrandName, withDemoBanner, withNonce, type StaffConsoleFiles } from "./staff-console";

export interface SiteAppOptions {
  /** The server build, or a function giving the latest one (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** The reference API mounted at /api in this process; absent when `apiUrl` is used. */
  api?: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
  /** An external API's base URL (`API_URL`): /api is then not served here. */
  apiUrl?: string;
  /** The site's public address for canonical links; the request's origin otherwise. */
  siteUrl?: string;
  /**
   * Serves built files (production; development leaves them to Vite) in an encoding the
   * request's Accept-Encoding allows (`staticFiles`): the compression middleware leaves them.
   */
  serveFile?: (path: string, acceptEncoding: string | null) => Promise<Response | null>;
  /** The staff console's build, served under /staff/ (`staffConsoleFiles`); absent: not served. */
  staffConsole?: StaffConsoleFiles;
  stripePublishableKey?: string;
  googleClientId?: string;
  /** The page-translation widget's provider (`TRANSLATE_PROVIDER=google`): its origins in the CSP. */
  translateProvider?: "google";
  /** The crew location map's tiles (`MAP_TILE_URL`...); OpenStreetMap's when absent. */
  mapTiles?: MapTiles;
  /**
   * The demo on purpose (`DEMO=1`, or development): the demo marker on every page and on the
   * staff console, and the sign-up dialog's link to the development mailbox. Never in
   * production.
   */
  demo?: boolean;
  /** The brand (`BRAND`, checked at start by the server's `serverBrand`). Default Bookwell UK. */
  brand?: Brand;
  /** The proxies in front (`TRUST_PROXY`) say whether the browser used HTTPS: HSTS. */
  trustProxy?: ProxyTrust;
  /** Size limits for pages and files (`MAX_BODY_BYTES`); the API applies its own. */
  limits?: RequestLimits;
  /** Where CSP violation reports are written. Default: the console. */
  log?: (line: string) => void;
  /**
   * How long a page rendered for a visitor without a session (no cookie) is kept and served
   * to the next such visitors, in ms (`PAGE_CACHE_TTL_MS`); 0 turns it off. Default: 10 s in
   * production, off in development.
   */
  pageCacheTtlMs?: number;
}

/** The default life of a kept page: content the API itself keeps for a minute. */
export const PAGE_CACHE_TTL_MS = 10_000;

/** The kit's map tiles when none are configured (`@bookwell/ui`'s map default). */
const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
/** The API's development mailbox (demo only), where the demo's mail can be read. */
const DEV_MAILBOX_PATH = "/api/dev/mailbox";
/** Where browsers post CSP violations; the page server logs them. */
export const CSP_REPORT_PATH = "/csp-report";

/**
 * The whole site as one Hono app: the API at /api (when mounted), `/version.json` for the
 * version check, built assets, and every page through React Router (server rendering,
 * loaders with the API, the route table's redirects).
 */
export function createSiteApp(options: SiteAppOptions) {
  const app = new Hono<{ Variables: { cspNonce: string } }>();
  const handle = createRequestHandler(options.build, options.mode);
  const brand = options.brand ?? brandById(undefined);
  // gzip (or deflate) for what is worth it, on the API's answers and the pages: JSON and HTML
  // shrink 3 to 5 times on a phone's connection; small answers pass as they are. Built files are
  // not compressed here: the build wrote their compressed copies (`staticFiles`).
  const compressed = compress();

  if (options.api && !options.apiUrl) {
    const api = options.api;
    // The Node bindings (the socket) go along: the API keys its rate limits by address.
    // The API sets its own limits and headers (registered before the pages' below).
    app.use("/api/*", compressed);
    app.all("/api/*", (c) => api.fetch(c.req.raw, c.env));
  }

  const log = options.log ?? ((line: string) => console.warn(line));
  // A violation report: one line with what was blocked where, never the page's content; at
  // most a budget of lines a minute, since anyone may post reports.
  const budget = logBudget(log);
  const reportLog = (line: string) => budget("csp-report", line);
  app.post(
    CSP_REPORT_PATH,
    requestLimits({ ...DEFAULT_LIMITS, maxBodyBytes: 16 * 1024 }),
    async (c) => {
      const body = (await c.req.json().catch(() => null)) as unknown;
      for (const report of cspReports(body)) {
        reportLog(
          `[csp] ${report.directive} blocked ${report.blocked || "(inline)"} on ${report.page}`,
        );
      }
      return c.body(null, 204);
    },
  );

  // Every page and file: bounded requests, a URL a router can decode, and the security
  // headers with a strict CSP whose nonce `entry.server.tsx` puts on React Router's scripts.
  // Vite's development server writes inline scripts of its own: there the policy only reports.
  app.use("*", requestLimits(options.limits ?? DEFAULT_LIMITS));
  const apiOrigin = options.apiUrl ? new URL(options.apiUrl).origin : undefined;
  app.use(
    "*",
    securityHeaders({
      contentSecurityPolicy: (nonce) =>
        pageContentSecurityPolicy({
          nonce,
          reportUri: CSP_REPORT_PATH,
          stripe: !!options.stripePublishableKey,
          google: !!options.googleClientId,
          ...(options.translateProvider ? { translate: options.translateProvider } : {}),
          mapTileUrl: options.mapTiles?.tileUrl ?? DEFAULT_TILE_URL,
          ...(apiOrigin ? { apiOrigin } : {}),
        }),
      reportOnly: options.mode === "development",
      trustProxy: options.trustProxy ?? false,
    }),
  );
  app.use("*", async (c, next) => {
    if (!acceptableUrl(c.req.url)) return c.text("Bad Request", 400);
    return next();
  });

  app.get("/version.json", async (c) => {
    const build = typeof options.build === "function" ? await options.build() : options.build;
    c.header("Cache-Control", "no-store");
    return c.json({ version: build.assets.version });
  });

  if (options.staffConsole) {
    const staff = options.staffConsole;
    app.get("/staff", (c) => c.redirect("/staff/", 301));
    // Its files come compressed from the site's build; one without a copy (the console built on
    // its own) is compressed here, as is its page.
    app.get("/staff/*", compressed, async (c) => {
      const pathname = decodeURIComponent(new URL(c.req.url).pathname).slice("/staff".length);
      if (pathname.startsWith("/assets/"))
        return (
          (await staff.file(pathname, c.req.header("accept-encoding") ?? null)) ??
          c.text("Not Found", 404)
        );
      const page = await staff.page();
      if (page === null)
        return c.text("The staff console is not built: run `pnpm --filter staff build`.", 503);
      c.header("Cache-Control", "no-cache");
      const html = withBrandName(withNonce(page, c.get("cspNonce")), brand.name);
      return c.html(options.demo ? withDemoBanner(html) : html);
    });
  }

  if (options.serveFile) {
    const serveFile = options.serveFile;
    app.get("*", async (c, next) => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(c.req.url).pathname);
      } catch {
        return next();
      }
      const response = await serveFile(pathname, c.req.header("accept-encoding") ?? null);
      return response ?? next();
    });
  }

  // Pages: a kept page comes gzipped from its template (page-cache.ts); a page rendered for
  // this request is compressed here.
  app.use("*", compressed);

  const pageCache = createPageCache({
    ttlMs: options.pageCacheTtlMs ?? (options.mode === "production" ? PAGE_CACHE_TTL_MS : 0),
  });

  // The built stylesheet's text for the pages' heads (`lib/inline-stylesheet.tsx`), read once
  // per file. Production only: in development Vite serves the stylesheet and updates it.
  const stylesheets = new Map<string, Promise<string | null>>();
  const builtFile = options.serveFile;
  const stylesheetText =
    options.mode === "production" && builtFile
      ? (href: string) => {
          let text = stylesheets.get(href);
          if (!text) {
            text = builtFile(href, null)
              .then((file) => (file?.ok ? file.text() : null))
              .catch(() => null);
            stylesheets.set(href, text);
          }
          return text;
        }
      : undefined;

  app.all("*", async (c) => {
    const request = c.req.raw;
    const nonce = c.get("cspNonce");
    // Crawlers get the whole page at once (entry.server.tsx): their pages are kept apart.
    const userAgent = request.headers.get("user-agent");
    const cacheKey = pageCache.keyOf(request, userAgent && isbot(userAgent) ? "bot" : "person");
    const acceptEncoding = request.headers.get("accept-encoding");
    const kept = cacheKey ? pageCache.get(cacheKey, nonce, acceptEncoding) : null;
    if (kept) return kept;
    const build = typeof options.build === "function" ? await options.build() : options.build;
    const headers: Record<string, string> = {};
    // What the API needs to read this visitor's session as the browser's own call would:
    // the cookie, and how the browser reached us (its Secure cookie is named by it).
    for (const name of ["cookie", "x-forwarded-proto"]) {
      const value = request.headers.get(name);
      if (value) headers[name] = value;
    }
    const api = options.apiUrl
      ? createApiClient({ baseUrl: options.apiUrl, headers })
      : createApiClient({
          // The page's own origin, never fetched: the call goes to the mounted API in process.
          baseUrl: new URL(request.url).origin,
          headers,
          fetch: (input, init) => {
            if (!options.api) throw new Error("No API: set API_URL or mount the reference API");
            return Promise.resolve(options.api.fetch(new Request(input, init)));
          },
        });
    const site: SiteContext = {
      log: budget,
      api,
      navigation: new URL(request.url).pathname.endsWith(".data"),
      apiBaseUrl: options.apiUrl ?? "",
      siteUrl: options.siteUrl ?? new URL(request.url).origin,
      version: build.assets.version,
      nonce,
      ...(stylesheetText ? { stylesheetText } : {}),
      ...(options.stripePublishableKey
        ? { stripePublishableKey: options.stripePublishableKey }
        : {}),
      ...(options.googleClientId ? { googleClientId: options.googleClientId } : {}),
      ...(options.mapTiles ? { mapTiles: options.mapTiles } : {}),
      ...(options.demo
        ? { demo: { mailboxHref: `${options.apiUrl ?? ""}${DEV_MAILBOX_PATH}` } }
        : {}),
      brand,
    };
    const response = await handle(request, { site });
    return cacheKey ? pageCache.keep(cacheKey, nonce, response, acceptEncoding) : response;
  });

  return app;
}

type CspReport = { directive: string; blocked: string; page: string };

/** The violations in a report body: `application/csp-report` or the Reporting API's list. */
function cspReports(body: unknown): CspReport[] {
  // Anyone can post here: no control character (a forged log line), at most 300 characters.
  const text = (value: unknown) =>
    typeof value === "string"
      ? Array.from(value.slice(0, 300), (ch) => (ch < " " || ch === "\u007f" ? " " : ch)).join("")
      : "";
  const one = (report: Record<string, unknown> | undefined): CspReport | null =>
    report
      ? {
          directive: text(
            report["effective-directive"] ??
              report["violated-directive"] ??
              report.effectiveDirective,
          ),
          blocked: text(report["blocked-uri"] ?? report.blockedURL),
          page: text(report["document-uri"] ?? report.documentURL),
        }
      : null;
  if (Array.isArray(body))
    return body
      .map((entry) => one((entry as { body?: Record<string, unknown> })?.body))
      .filter((report): report is CspReport => report !== null)
      .slice(0, 20);
  const report = one((body as { "csp-report"?: Record<string, unknown> } | null)?.["csp-report"]);
  return report ? [report] : [];
}
