/**
 * The site's one process: pages (server-rendered, then hydrated), static files and the API,
 * on one port (PORT, default 3000). The reference API (apps/server) is mounted at /api with
 * its database (PGlite with demo data on first start, or DATABASE_URL); with API_URL set the
 * site uses that API instead and mounts none. NODE_ENV=production serves the build;
 * otherwise Vite serves the source with hot reload.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { businessToday } from "@bookwell/contract";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { serverBrand } from "server/brand";
import { environment, settings } from "server/environment";
import { limitsFromEnv, trustProxyOf } from "server/security";
import { refuseDemoLogins, refuseUnsafeSettings, shutdown } from "server/startup";
import type { Connect } from "vite";

import { mapTilesFromEnv } from "./src/lib/map-tiles";
import { siteBuildDir } from "./src/server/build-dir";
import { createSiteApp } from "./src/server/site-app";
import { staffConsoleDist, staffConsoleFiles } from "./src/server/staff-console";
import { staticFiles } from "./src/server/static-files";

const root = path.dirname(fileURLToPath(import.meta.url));
// Every setting comes from the server's one reader of the environment (`server/environment`).
const env = environment();
const { built: production, mode, port = 3000, host = "0.0.0.0", shutdownGraceMs } = settings();
/** The build served in production: `build/`, or SITE_BUILD_DIR's (react-router.config.ts). */
const buildDir = siteBuildDir(root, env.SITE_BUILD_DIR);
/** The staff console's build: beside the site's build when SITE_BUILD_DIR is set. */
const staffDist = staffConsoleDist(root, env.SITE_BUILD_DIR);
const apiUrl = env.API_URL?.replace(/\/+$/, "") || undefined;
// Production without its settings, or with a test gateway: every problem printed, exit 1.
if (!apiUrl) refuseUnsafeSettings(env);
const mapTiles = (() => {
  try {
    return mapTilesFromEnv(env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

/**
 * FIXED_NOW (an ISO instant, e.g. 2026-03-02T09:00:00Z) stops the reference API's clock there
 * and dates the demo data around that day: the site's screenshot baselines see the same
 * calendar, slots and dates whatever day they run. Unset: the wall clock.
 */
const fixedNow = (() => {
  const value = env.FIXED_NOW;
  if (!value) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) {
    console.error("FIXED_NOW must be an ISO date and time, as in 2026-03-02T09:00:00Z.");
    process.exit(1);
  }
  return at;
})();

async function mountReferenceApi() {
  const [
    { createApp },
    { seedIfEmpty, SEED_TIME_ZONE },
    { openDatabase, exitOnStartupError },
    { configFromEnv },
    { startMail },
    { startPush },
    { startPaymentReconciler },
    { paymentGateway },
  ] = await Promise.all([
    import("server/app"),
    import("server/seed"),
    import("server/database"),
    import("server/config"),
    import("server/mail"),
    import("server/push"),
    import("server/reconciler"),
    import("server/payments"),
  ]);
  // The API is mounted on this port: the links it mails (a sign-up's verification) lead here
  // unless PUBLIC_URL names the public address.
  env.PUBLIC_URL ||= `http://localhost:${port}`;
  const { db, where } = await openDatabase(env).catch(exitOnStartupError);
  // The demo content in the brand's words; dated from FIXED_NOW when it is set.
  const seedOptions = {
    brand: serverBrand(env),
    ...(fixedNow ? { today: businessToday(SEED_TIME_ZONE, fixedNow) } : {}),
  };
  // The demo data (and its logins, the staff's too) only outside production, where the demo is
  // on purpose.
  if (mode !== "production" && (await seedIfEmpty(db, seedOptions)))
    console.log("Demo data loaded (first start).");
  await refuseDemoLogins(env, db);
  const clock = fixedNow ? { clock: { now: () => new Date(fixedNow) } } : {};
  // The card gateway the environment names; none in production without a provider.
  const payments = paymentGateway(db, env);
  // SECURE_COOKIES, CORS_ORIGINS, ASSET_BASE_URL, MAX_BODY_BYTES: as the API's own process reads them.
  const app = createApp({ db, config: configFromEnv(env), env, payments, ...clock });
  // Queued mail goes out through SMTP_URL, or waits in the outbox (a warning in production).
  const mail = startMail(db, env);
  // Web Push (reminders, date changes) with the VAPID keys; development generates a pair once.
  const push = await startPush(db, env);
  // Card payments a crash left half done, finished or released at start and on a schedule.
  const reconciler = payments ? startPaymentReconciler(db, { payments, env, ...clock }) : null;
  return {
    api: app,
    where,
    workers: reconciler ? [mail, push, reconciler] : [mail, push],
    db,
  };
}

/**
 * Takes the port before anything else, so a second `npm start` says the port is taken in one
 * line instead of opening the same database folder beside the first. Until the site is ready,
 * requests are answered 503 with Retry-After.
 */
async function listenFirst() {
  let ready: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (ready) return ready(req, res);
    res.writeHead(503, { "Retry-After": "1", "Content-Type": "text/plain; charset=utf-8" });
    res.end("Starting, try again in a moment.");
  });
  await new Promise<void>((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EADDRINUSE" && error.code !== "EACCES") throw error;
      console.error(
        error.code === "EADDRINUSE"
          ? `Port ${port} is in use (another Bookwell, perhaps): stop it, or set PORT to a free port.`
          : `Port ${port} cannot be opened by this user: set PORT to a port above 1023.`,
      );
      process.exit(1);
    });
    server.listen(port, host, resolve);
  });
  return { server, serve: (handler: NonNullable<typeof ready>) => void (ready = handler) };
}

const { server: httpServer, serve } = await listenFirst();
const reference = apiUrl ? null : await mountReferenceApi();

let build: ServerBuild | (() => Promise<ServerBuild>);
let viteMiddlewares: Connect.Server | null = null;
if (production) {
  build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
} else {
  const vite = await import("vite");
  const devServer = await vite.createServer({
    root,
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
  });
  viteMiddlewares = devServer.middlewares;
  build = () =>
    devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

const site = createSiteApp({
  build,
  mode: production ? "production" : "development",
  ...(reference ? { api: reference.api } : {}),
  ...(apiUrl ? { apiUrl } : {}),
  ...(env.PUBLIC_SITE_URL ? { siteUrl: env.PUBLIC_SITE_URL } : {}),
  // Vite serves public/ in development; this also answers the photos' SVG placeholders there.
  serveFile: staticFiles(production ? path.join(buildDir, "client") : path.join(root, "public")),
  // The staff console's build (apps/staff, `pnpm --filter staff build`) under /staff/.
  staffConsole: staffConsoleFiles(staffDist),
  ...(env.STRIPE_PUBLISHABLE_KEY ? { stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY } : {}),
  ...(env.GOOGLE_CLIENT_ID ? { googleClientId: env.GOOGLE_CLIENT_ID } : {}),
  ...(env.TRANSLATE_PROVIDER === "google" ? { translateProvider: "google" as const } : {}),
  ...(mapTiles ? { mapTiles } : {}),
  // The demo marker and the mailbox link: the demo (npm start) and development, never production.
  demo: mode !== "production",
  // The one setting that picks the brand (`BRAND`): the site's name, look, currency, locale.
  brand: serverBrand(env),
  trustProxy: trustProxyOf(env.TRUST_PROXY),
  // A visitor's page (no cookie) is kept this long for the next visitors; 0 turns it off.
  ...(env.PAGE_CACHE_TTL_MS ? { pageCacheTtlMs: Number(env.PAGE_CACHE_TTL_MS) } : {}),
  limits: limitsFromEnv(env),
});
const listener = getRequestListener(site.fetch);

serve((req, res) => {
  if (viteMiddlewares) viteMiddlewares(req, res, () => void listener(req, res));
  else void listener(req, res);
});

const api = apiUrl
  ? `API at ${apiUrl}`
  : `API at http://localhost:${port}/api (${reference?.where})`;
console.log(
  `Bookwell site on http://localhost:${port} (${mode}${production ? "" : ", hot reload"}); staff console on http://localhost:${port}/staff/; ${api}`,
);

// SIGTERM (a deploy): no new connections, requests in flight finish, then workers and database.
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void shutdown({
    server: httpServer,
    graceMs: shutdownGraceMs,
    workers: reference?.workers ?? [],
    db: reference?.db ?? { close: async () => undefined },
  }).then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
