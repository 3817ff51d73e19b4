// The prototype's server: the RSC build's /about-us, its static assets, and everything else
// (the API, images, icons, the site's other pages) passed on to the built site at API_ORIGIN,
// so the page's header, footer and dialogs talk to the same API on the same origin.
//
//   API_ORIGIN=http://127.0.0.1:3000 PORT=3271 node server.mjs   (after `pnpm build` here)
import path from "node:path";
import { pathToFileURL } from "node:url";

import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";

const build = path.resolve(import.meta.dirname, ".cache/build");
const origin = process.env.API_ORIGIN?.replace(/\/+$/, "");
if (!origin) {
  console.error("Set API_ORIGIN to the built site's address (e.g. http://127.0.0.1:3000).");
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3271);
const host = process.env.HOST ?? "127.0.0.1";

const { default: rscEntry } = await import(pathToFileURL(path.join(build, "server/index.js")).href);

const app = new Hono();
// gzip, as the site's page server sends its pages and scripts.
app.use(compress({ encoding: "gzip" }));
app.use(
  "/assets/*",
  serveStatic({
    root: path.relative(process.cwd(), path.join(build, "client")),
    onFound: (_path, c) => c.header("cache-control", "public, max-age=31536000, immutable"),
  }),
);
// The page, its RSC payload (`/about-us.rsc`: a revalidation) and the router's lazy route
// discovery (`<path>.manifest`, asked for the links the page shows).
app.use("*", async (c, next) => {
  const { pathname } = new URL(c.req.url);
  if (/^\/about-us\/?$/.test(pathname) || /\.(rsc|manifest)$/.test(pathname)) {
    return rscEntry.fetch(c.req.raw);
  }
  return next();
});
// Everything else is the site's.
app.all("*", async (c) => {
  const url = new URL(c.req.url);
  const headers = new Headers(c.req.raw.headers);
  headers.delete("accept-encoding");
  headers.delete("host");
  const method = c.req.method;
  const response = await fetch(origin + url.pathname + url.search, {
    method,
    headers,
    body: method === "GET" || method === "HEAD" ? undefined : await c.req.arrayBuffer(),
    redirect: "manual",
  });
  const out = new Headers(response.headers);
  out.delete("content-encoding");
  out.delete("content-length");
  return new Response(response.body, { status: response.status, headers: out });
});

serve({ fetch: app.fetch, port, hostname: host }, () =>
  console.log(`prototype /about-us on http://${host}:${port}/about-us (the rest: ${origin})`),
);
