// Issue 20's side-by-side: the site's /about-us (framework mode, the whole page hydrated) and
// this prototype's (RSC Framework Mode: the page a server component, only the shell hydrated).
// Builds both, starts the built site with its API and demo data and this prototype's server in
// front of it (the prototype passes /api, images and the other pages to the site), then
// prints, for each: the scripts the first HTML makes the browser fetch before it hydrates
// (count, gzip) and the HTML's own size, and Lighthouse mobile (score, LCP, TBT, the main
// thread's script execution, every script it loaded) as the median of 3 runs, the two pages'
// runs taken in turn. A benchmark, not a test: nothing of it runs in the test command; it
// prints figures and exits 0.
//
//   corepack pnpm --filter prototype-content-page bench        build both, measure
//   BENCH_SKIP_BUILD=1 corepack pnpm --filter ... bench       use the builds already there
//   BENCH_RUNS=5 corepack pnpm --filter ... bench             Lighthouse runs per page (default 3)
//   (through pnpm: the site is started with `pnpm --filter site start`, as bench-web.mjs does)
//
// Lighthouse is run as tooling/scripts/bench-web.mjs runs it (Debian's Chromium through
// puppeteer-core, CHROME_PATH to use another), from the repository's own dev dependencies.
import { execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import { loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { startFlow } from "lighthouse";
import puppeteer from "puppeteer-core";

import { startBuiltSite, waitFor } from "../../tooling/scripts/built-site.mjs";

const here = import.meta.dirname;
const root = path.resolve(here, "../..");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runCount = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const PAGE = "/about-us";

/** pnpm as the one running this script (`corepack pnpm`), else pnpm from PATH. */
const pnpm = process.env.npm_execpath?.includes("pnpm")
  ? [process.execPath, [process.env.npm_execpath]]
  : ["corepack", ["pnpm"]];
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

if (!process.env.BENCH_SKIP_BUILD) {
  for (const filter of ["site", "prototype-content-page"]) {
    console.log(`Building ${filter}...`);
    try {
      // Quiet (the RSC build warns for every "use client" module it bundles), unless it fails.
      execFileSync(pnpm[0], [...pnpm[1], "--filter", filter, "build"], {
        cwd: root,
        stdio: ["ignore", "pipe", "pipe"],
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      process.stderr.write(String(error.stdout ?? "") + String(error.stderr ?? ""));
      throw error;
    }
  }
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const loadAtStart = load();
const { baseUrl: siteUrl, stop: stopSite } = await startBuiltSite({ root, output: "ignore" });
const protoPort = await freePort();
const protoUrl = `http://127.0.0.1:${protoPort}`;
const proto = spawn(process.execPath, [path.join(here, "server.mjs")], {
  cwd: here,
  env: { ...process.env, NODE_ENV: "production", API_ORIGIN: siteUrl, PORT: String(protoPort) },
  stdio: ["ignore", "ignore", "inherit"],
});
const stopAll = () => {
  proto.kill();
  stopSite();
};

const pages = [
  { name: "site (hydrates the page)", url: siteUrl + PAGE },
  { name: "RSC prototype (hydrates the shell)", url: protoUrl + PAGE },
];

/** gzip (level 6, the servers' compression) of a file's bytes. */
const gzip = (bytes) => gzipSync(bytes, { level: 6 }).length;

/**
 * What the first HTML makes the browser fetch before the page is interactive: its
 * modulepreload links, its module scripts and the modules its inline scripts import, with
 * every module those import statically (each file once). Sizes are the served files, gzipped.
 */
async function firstLoad(url) {
  const html = await (await fetch(url)).text();
  const origin = new URL(url).origin;
  const found = new Set(
    [
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
      ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
      ...html.matchAll(/import\(\s*"([^"]+\.js)"\s*\)/g),
      ...html.matchAll(/import\s*(?:[^"';]*?from\s*)?"([^"]+\.js)"/g),
    ]
      .map((match) => new URL(match[1], url))
      .filter((file) => file.origin === origin && file.pathname.startsWith("/assets/"))
      .map((file) => file.href),
  );
  const queue = [...found];
  let gzipBytes = 0;
  while (queue.length > 0) {
    const file = queue.shift();
    const source = Buffer.from(await (await fetch(file)).arrayBuffer());
    gzipBytes += gzip(source);
    // Static imports of a built module (`import{a}from"./x.js"`, `import"./y.js"`).
    for (const match of source
      .toString("utf8")
      .matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[^"'();]*?from\s*)?["']([^"']+\.js)["']/g)) {
      const next = new URL(match[1], file).href;
      if (next.startsWith(origin) && !found.has(next)) {
        found.add(next);
        queue.push(next);
      }
    }
  }
  return {
    scripts: found.size,
    gzipBytes,
    htmlGzip: gzip(Buffer.from(html)),
    inlineScripts: [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].length,
  };
}

const browser = await puppeteer
  .launch({
    executablePath: chromePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  })
  .catch((error) => {
    stopAll();
    throw error;
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runs = new Map(pages.map((page) => [page.name, []]));
const static_ = new Map();
const details = [];
let version = "";
try {
  await waitFor(protoUrl + PAGE);
  for (const page of pages) static_.set(page.name, await firstLoad(page.url));
  // The two pages in turn, so a change in the machine's load falls on both.
  for (let run = 0; run < runCount; run++) {
    for (const page of pages) {
      const tab = await browser.newPage();
      // Lighthouse's default config is the mobile one (Moto G Power, slow 4G, 4x CPU).
      const flow = await startFlow(tab, {
        flags: { onlyCategories: ["performance"], logLevel: "error" },
      });
      await flow.navigate(page.url, { name: page.name });
      const { lhr } = (await flow.createFlowResult()).steps[0];
      version = lhr.lighthouseVersion;
      const audits = lhr.audits;
      const scripts = (audits["network-requests"]?.details?.items ?? []).filter(
        (item) => item.resourceType === "Script",
      );
      runs.get(page.name).push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: (audits["largest-contentful-paint"].numericValue ?? 0) / 1000,
        tbt: Math.round(audits["total-blocking-time"].numericValue ?? 0),
        cls: audits["cumulative-layout-shift"].numericValue ?? 0,
        // Script evaluation and parsing on the main thread (Lighthouse's bootup-time, ms).
        bootup: Math.round(audits["bootup-time"]?.numericValue ?? 0),
        jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
        jsCount: scripts.length,
      });
      if (run === runCount - 1) {
        // The last run's script execution by file (bootup-time: evaluation and parsing, ms).
        for (const item of (audits["bootup-time"]?.details?.items ?? []).slice(0, 5)) {
          details.push({
            page: page.name,
            script: String(item.url).replace(/^https?:\/\/[^/]+/, ""),
            "total (ms)": Math.round(item.total ?? 0),
            "evaluation (ms)": Math.round(item.scripting ?? 0),
            "parse and compile (ms)": Math.round(item.scriptParseCompile ?? 0),
          });
        }
      }
      await tab.close();
    }
  }
} finally {
  await browser.close();
  stopAll();
}

console.log(
  `/about-us side by side. Lighthouse ${version} mobile (simulated throttling), median of ${runCount} run(s) each.`,
);
console.log(`Load average (1, 5, 15 min): ${loadAtStart} at the start, ${load()} at the end.`);
console.table(
  pages.map((page) => {
    const first = static_.get(page.name);
    const list = runs.get(page.name);
    const pick = (key) => median(list.map((run) => run[key]));
    return {
      page: page.name,
      "first-load JS (KB gzip)": (first.gzipBytes / 1024).toFixed(1),
      "first-load scripts": first.scripts,
      "inline scripts": first.inlineScripts,
      "HTML (KB gzip)": (first.htmlGzip / 1024).toFixed(1),
      score: pick("score"),
      scores: `${Math.min(...list.map((run) => run.score))}-${Math.max(...list.map((run) => run.score))}`,
      "LCP (s)": pick("lcp").toFixed(2),
      "TBT (ms)": pick("tbt"),
      "JS execution (ms)": pick("bootup"),
      CLS: pick("cls").toFixed(3),
      "all JS loaded (KB)": pick("jsKb").toFixed(1),
      "all scripts loaded": pick("jsCount"),
    };
  }),
);
console.log("Each page's last run: the five files with the most main-thread script time:");
console.table(details);
