// `pnpm bench:web`: Lighthouse (mobile preset, simulated throttling) on the built site, served
// with its API and demo data, for home, a service page, the package listing and the wizard's
// first step. Prints, per page: performance score, LCP, TBT, CLS and the JavaScript the page
// loads (gzip, as transferred). A benchmark, not a test: it prints figures and exits 0.
//
//   BASE_URL=http://localhost:3000 pnpm bench:web   measure a site that is already running
//   pnpm bench:web                                  build and start the site on a free port
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(import.meta.dirname, "../..");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The pages the issue names; the listing and wizard need navigation state, set by a script. */
const pages = [
  { name: "home", path: "/" },
  { name: "service page", path: process.env.BENCH_SERVICE_PATH ?? "/regular-home-cleaning" },
  { name: "package listing", path: "/package-listing", state: { matcatnum: "RHC" } },
  {
    name: "wizard: Date & Time",
    path: "/service-booking",
    state: {
      package: {
        matname: "Regular home cleaning, weekly",
        matnum: "RHC-WEEKLY",
        jobnum: "J-RHC",
        baseamt: 25,
      },
    },
  },
];

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

let site;
let baseUrl = process.env.BASE_URL;
if (!baseUrl) {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  site = spawn("pnpm", ["--filter", "site", "start"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`${baseUrl}/`);
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

const rows = [];
try {
  for (const page of pages) {
    // Pages that need router state get it through history.state before Lighthouse loads
    // them: React Router keeps location state in `history.state.usr`.
    const url = new URL(page.path, baseUrl);
    if (page.state) url.searchParams.set("benchState", JSON.stringify(page.state));
    const result = await lighthouse(
      url.href,
      // Lighthouse's default config is the mobile one (Moto G Power, slow 4G, 4x CPU).
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
    );
    const { lhr } = result;
    const audits = lhr.audits;
    const scripts = (audits["network-requests"]?.details?.items ?? []).filter(
      (item) => item.resourceType === "Script",
    );
    const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    rows.push({
      page: page.name,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      "LCP (s)": ((audits["largest-contentful-paint"].numericValue ?? 0) / 1000).toFixed(2),
      "TBT (ms)": Math.round(audits["total-blocking-time"].numericValue ?? 0),
      CLS: (audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3),
      "JS (KB gzip)": (jsBytes / 1024).toFixed(1),
    });
  }
} finally {
  await chrome.kill();
  site?.kill("SIGTERM");
}

console.log(`Lighthouse ${lighthouse.version ?? ""} mobile, ${baseUrl}`);
console.table(rows);
