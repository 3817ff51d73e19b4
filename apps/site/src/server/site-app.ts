import { createApiClient } from "@bookwell/contract";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";

import type { SiteContext } from "../lib/context";
import type { MapTiles } from "../lib/map-tiles";

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
  /** Serves built files (production); development leaves them to Vite. */
  serveFile?: (path: string) => Promise<Response | null>;
  stripePublishableKey?: string;
  googleClientId?: string;
  /** The crew location map's tiles (`MAP_TILE_URL`...); OpenStreetMap's when absent. */
  mapTiles?: MapTiles;
}

const INTERNAL_API_ORIGIN = "http://api.internal";

/**
 * The whole site as one Hono app: the API at /api (when mounted), `/version.json` for the
 * version check, built assets, and every page through React Router (server rendering,
 * loaders with the API, the route table's redirects).
 */
export function createSiteApp(options: SiteAppOptions) {
  const app = new Hono();
  const handle = createRequestHandler(options.build, options.mode);
  // gzip (or deflate) for what is worth it: scripts, styles, SVG, HTML and JSON shrink 3 to 5
  // times on a phone's connection; fonts and small answers pass as they are.
  app.use("*", compress());

  if (options.api && !options.apiUrl) {
    const api = options.api;
    // The Node bindings (the socket) go along: the API keys its rate limits by address.
    app.all("/api/*", (c) => api.fetch(c.req.raw, c.env));
  }

  app.get("/version.json", async (c) => {
    const build = typeof options.build === "function" ? await options.build() : options.build;
    c.header("Cache-Control", "no-store");
    return c.json({ version: build.assets.version });
  });

  if (options.serveFile) {
    const serveFile = options.serveFile;
    app.get("*", async (c, next) => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(c.req.url).pathname);
      } catch {
        return next();
      }
      const response = await serveFile(pathname);
      return response ?? next();
    });
  }

  app.all("*", async (c) => {
    const request = c.req.raw;
    const build = typeof options.build === "function" ? await options.build() : options.build;
    const cookie = request.headers.get("cookie");
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const api = options.apiUrl
      ? createApiClient({ baseUrl: options.apiUrl, headers })
      : createApiClient({
          baseUrl: INTERNAL_API_ORIGIN,
          headers,
          fetch: (input, init) => {
            if (!options.api) throw new Error("No API: set API_URL or mount the reference API");
            return Promise.resolve(options.api.fetch(new Request(input, init)));
          },
        });
    const site: SiteContext = {
      api,
      apiBaseUrl: options.apiUrl ?? "",
      siteUrl: options.siteUrl ?? new URL(request.url).origin,
      version: build.assets.version,
      ...(options.stripePublishableKey
        ? { stripePublishableKey: options.stripePublishableKey }
        : {}),
      ...(options.googleClientId ? { googleClientId: options.googleClientId } : {}),
      ...(options.mapTiles ? { mapTiles: options.mapTiles } : {}),
    };
    return handle(request, { site });
  });

  return app;
}
