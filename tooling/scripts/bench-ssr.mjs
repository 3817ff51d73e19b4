// `pnpm bench:ssr`: server-rendered pages under load. Starts the built site (production, its
// API with demo data in memory) on a free port of this machine, or measures BASE_URL, and
// sends autocannon's load (50 connections, BENCH_SECONDS seconds each, 15 by default) to `/`
// and a service page, one after the other, after a short warm-up. Prints req/s, latency
// percentiles and every error, timeout and non-2xx answer. A benchmark, not a test: it exits 0.
//
//   pnpm --filter site build && pnpm bench:ssr
//   BASE_URL=http://localhost:3000 pnpm bench:ssr      a site that is already running
//   pnpm bench:ssr --write                             also writes the table into
//                                                       docs/performance.md (section bench-ssr)
import { createRequire } from "node:module";
import path from "node:path";

import { startBuiltSite } from "./built-site.mjs";
import { conditions, markdownTable, wantsWrite, writeSection } from "./performance-doc.mjs";

const root = path.resolve(import.meta.dirname, "../..");
// autocannon is the API bench's dependency (apps/server); the same one serves here.
const autocannon = createRequire(path.join(root, "apps/server/package.json"))("autocannon");

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pages = [
  { name: "home", path: "/" },
  { name: "service page", path: process.env.BENCH_SERVICE_PATH ?? "/regular-home-cleaning" },
];

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

const { baseUrl, stop: stopSite } = await startBuiltSite({ root, output: "ignore" });

const rows = [];
try {
  for (const page of pages) {
    const url = new URL(page.path, baseUrl).href;
    // A browser's request: HTML, compressed.
    const headers = { accept: "text/html", "accept-encoding": "gzip, deflate, br" };
    await run({ url, headers, connections: 10, duration: 2 });
    const result = await run({ url, headers, connections, duration: seconds, timeout: 10 });
    rows.push({
      page: `${page.name} (${page.path})`,
      "req/s": Math.round(result.requests.average),
      "p50 (ms)": result.latency.p50,
      "p90 (ms)": result.latency.p90,
      "p99 (ms)": result.latency.p99,
      "max (ms)": result.latency.max,
      "2xx": result["2xx"],
      "non-2xx": result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    });
  }
} finally {
  stopSite();
}

console.log(
  `autocannon, ${connections} connections, ${seconds} s per page, Node ${process.version}, ${baseUrl}`,
);
console.table(rows);
if (wantsWrite()) {
  await writeSection(
    "bench-ssr",
    `autocannon, ${connections} connections, ${seconds} s per page, the load generator on the same machine; ${conditions()}.\n\n${markdownTable(rows)}`,
  );
}
