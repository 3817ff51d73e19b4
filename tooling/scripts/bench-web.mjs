// `pnpm bench:web`: Lighthouse (mobile preset, simulated throttling) on the built site, served
// with its API and demo data, for home, a service page, the package listing and the wizard's
// first step. Prints, per page: performance score, LCP, TBT, CLS and the JavaScript the page
// loads (gzip, as transferred). A benchmark, not a test: it prints figures and exits 0.
//
//   BASE_URL=http://localhost:3000 pnpm bench:web   measure a site that is already running
//   pnpm bench:web                                  build and start the site on a free port
//   BENCH_REPORT_DIR=.cache/lighthouse pnpm bench:web   also keeps each page's Lighthouse JSON
//   BENCH_PAGES=wizard,home pnpm bench:web               only the pages whose name has a word
//   BENCH_RUNS=1 pnpm bench:web                          runs per page (default 3; the median is
//                                                         printed, each figure's own median)
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { startBuiltSite } from "./built-site.mjs";

import { startFlow } from "lighthouse";
import puppeteer from "puppeteer-core";

const root = path.resolve(import.meta.dirname, "../..");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The pages the issue names; the listing and wizard are reached with navigation state. */
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
        baseamt: 72,
      },
    },
  },
];

const { baseUrl, stop: stopSite } = await startBuiltSite({ root, output: "inherit" });

const browser = await puppeteer.launch({
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
});
const rows = [];
let version = "";
let installable;
const runCount = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

/** Each figure's median over a page's runs (scores, times and bytes sort as numbers). */
function medianRow(page, runs) {
  const median = (key) => {
    const values = runs.map((run) => Number(run[key])).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  return {
    page,
    runs: runs.length,
    score: median("score"),
    "LCP (s)": median("LCP (s)").toFixed(2),
    "TBT (ms)": median("TBT (ms)"),
    CLS: median("CLS").toFixed(3),
    "JS (KB gzip)": median("JS (KB gzip)").toFixed(1),
    "scores (min-max)": `${Math.min(...runs.map((run) => run.score))}-${Math.max(...runs.map((run) => run.score))}`,
  };
}
try {
  // BENCH_PAGES=wizard: only the pages whose name contains one of these words.
  const only = process.env.BENCH_PAGES?.split(",").map((word) => word.trim().toLowerCase());
  for (const target of pages.filter(
    (page) => !only || only.some((word) => page.name.toLowerCase().includes(word)),
  )) {
    const runs = [];
    for (let run = 0; run < runCount; run++) {
      const tab = await browser.newPage();
      // Lighthouse's default config is the mobile one (Moto G Power, slow 4G, 4x CPU).
      const flow = await startFlow(tab, {
        flags: { onlyCategories: ["performance"], logLevel: "error" },
      });
      const url = new URL(target.path, baseUrl).href;
      if (target.state) {
        // A page reached with router state (React Router keeps it in history.state.usr): set it
        // on a blank page of the site, then measure the reload at the page's address, which
        // keeps history.state, as a customer's own reload would.
        await tab.goto(new URL("/404", baseUrl).href);
        await tab.evaluate(
          (state, href) =>
            globalThis.history.replaceState({ usr: state, key: "bench", idx: 0 }, "", href),
          target.state,
          url,
        );
        // A cold load like the others: nothing of /404's visit stays in the cache.
        const cdp = await tab.createCDPSession();
        await cdp.send("Network.clearBrowserCache");
        await flow.navigate(() => tab.reload(), { name: target.name });
      } else {
        await flow.navigate(url, { name: target.name });
      }
      const { lhr } = (await flow.createFlowResult()).steps[0];
      version = lhr.lighthouseVersion;
      if (process.env.BENCH_REPORT_DIR) {
        const dir = path.resolve(root, process.env.BENCH_REPORT_DIR);
        await mkdir(dir, { recursive: true });
        const file = `${target.name.replace(/[^a-z]+/gi, "-").toLowerCase()}.json`;
        await writeFile(path.join(dir, file), JSON.stringify(lhr, null, 1));
      }
      const audits = lhr.audits;
      const scripts = (audits["network-requests"]?.details?.items ?? []).filter(
        (item) => item.resourceType === "Script",
      );
      const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      runs.push({
        page: target.name,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        "LCP (s)": ((audits["largest-contentful-paint"].numericValue ?? 0) / 1000).toFixed(2),
        "TBT (ms)": Math.round(audits["total-blocking-time"].numericValue ?? 0),
        CLS: (audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3),
        "JS (KB gzip)": (jsBytes / 1024).toFixed(1),
      });
      await tab.close();
    }
    rows.push(medianRow(target.name, runs));
  }
  // Installable (the PWA audits Lighthouse 12 no longer has): Chromium's own verdict on the
  // home page once its service worker controls it.
  const tab = await browser.newPage();
  await tab.goto(new URL("/", baseUrl).href, { waitUntil: "load" });
  const controlled = await tab
    .waitForFunction(() => Boolean(navigator.serviceWorker?.controller), { timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  const cdp = await tab.createCDPSession();
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  installable = {
    installable: installabilityErrors.length === 0,
    errors: installabilityErrors.map((error) => error.errorId).join(", ") || "none",
    "service worker controls the page": controlled,
  };
  await tab.close();
} finally {
  await browser.close();
  stopSite();
}

console.log(
  `Lighthouse ${version} mobile (simulated throttling), median of ${runCount} run(s) per page, ${baseUrl}`,
);
console.table(rows);
if (installable) {
  console.log("Installable app (Chromium's Page.getInstallabilityErrors on /):");
  console.table([installable]);
}
