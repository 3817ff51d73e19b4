// `pnpm bench:web`: Lighthouse (mobile preset, simulated throttling) on the built site, served
// with its API and demo data, for home, a service page, the package listing, the wizard's
// first step and the account area (My Bookings and a booking's details, as the demo customer
// alice, logged in once before the first of them). Prints, per page: performance score, FCP, LCP, TBT, CLS and the JavaScript the page
// loads (gzip, as transferred). A benchmark, not a test: it prints figures and exits 0.
//
//   BASE_URL=http://localhost:3000 pnpm bench:web   measure a site that is already running
//   pnpm bench:web                                  start the built site (pnpm build:site first) on a free port
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
  { name: "account: My Bookings", path: "/my-account/my-booking", customer: true },
  {
    name: "account: Booking Details",
    path: process.env.BENCH_BOOKING_PATH ?? "/my-booking-details/active/BK-1001-02",
    customer: true,
  },
];

/** The demo customer of the server's seed (apps/server/README.md, demo data). */
const customer = { userEmail: "alice@example.com", pwd: "Bookwell!2026" };

/**
 * Logs the demo customer in as the login dialog does: the API's answer sets the session cookie
 * (HttpOnly) in the browser, and the profile goes to localStorage's `session`, the stored
 * session the account pages' guard reads. Lighthouse keeps both between runs: its storage
 * reset clears service workers and caches, not cookies or localStorage.
 */
async function logIn(browser, baseUrl) {
  const tab = await browser.newPage();
  await tab.goto(new URL("/404", baseUrl).href);
  const status = await tab.evaluate(async (body) => {
    const response = await fetch("/api/user/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (response.ok) globalThis.localStorage.setItem("session", JSON.stringify(answer.data));
    return response.status;
  }, customer);
  await tab.close();
  if (status !== 200)
    throw new Error(`bench:web could not log in as ${customer.userEmail}: ${status}`);
}

const { baseUrl, stop: stopSite } = await startBuiltSite({ root, output: "inherit" });

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
    // No browser (CHROME_PATH): stop the site this script started before saying so.
    stopSite();
    throw error;
  });
const rows = [];
let version = "";
let installable;
let loggedIn = false;
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
    "FCP (s)": median("FCP (s)").toFixed(2),
    "LCP (s)": median("LCP (s)").toFixed(2),
    "TBT (ms)": median("TBT (ms)"),
    CLS: median("CLS").toFixed(3),
    "JS (KB gzip)": median("JS (KB gzip)").toFixed(1),
    "scores (min-max)": `${Math.min(...runs.map((run) => run.score))}-${Math.max(...runs.map((run) => run.score))}`,
  };
}
/** Shortens a node's label to fit a table cell. */
const short = (text, length = 48) =>
  text && text.length > length ? `${text.slice(0, length - 1)}…` : (text ?? "");

/**
 * What the page's last run says about its LCP and CLS: the LCP element, its phases (Lighthouse's
 * lcp breakdown: time to first byte, load delay and load time of an image, render delay), the
 * element that shifted most, and the fonts and stylesheets the page fetched.
 */
function detailsRow(page, audits) {
  const [element, phases] = audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  const phase = Object.fromEntries(
    (phases?.items ?? []).map((item) => [item.phase, Math.round(item.timing ?? 0)]),
  );
  const shifts = audits["layout-shifts"]?.details?.items ?? [];
  const top = [...shifts].sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
  const requests = audits["network-requests"]?.details?.items ?? [];
  const bytesOf = (type) =>
    requests
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  return {
    page,
    "LCP element": short(node?.nodeLabel ?? node?.selector),
    "TTFB/delay/load/render (ms)": ["TTFB", "Load Delay", "Load Time", "Render Delay"]
      .map((name) => phase[name] ?? "-")
      .join("/"),
    "top shift": top ? `${(top.score ?? 0).toFixed(3)} ${short(top.node?.nodeLabel, 32)}` : "none",
    "fonts (KB)": bytesOf("Font").toFixed(1),
    "CSS (KB)": bytesOf("Stylesheet").toFixed(1),
  };
}
const details = [];

try {
  // BENCH_PAGES=wizard: only the pages whose name contains one of these words.
  const only = process.env.BENCH_PAGES?.split(",").map((word) => word.trim().toLowerCase());
  for (const target of pages.filter(
    (page) => !only || only.some((word) => page.name.toLowerCase().includes(word)),
  )) {
    if (target.customer && !loggedIn) {
      await logIn(browser, baseUrl);
      loggedIn = true;
    }
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
        // on a page of the site without scripts (the offline page), then measure the reload at
        // the page's address, which keeps history.state, as a customer's own reload would.
        // A cold load like the others: a page of the app there first would leave its modules in
        // the tab's memory cache (which clearing the browser's cache does not empty) and its
        // service worker installed (Lighthouse resets the origin's storage only before a
        // navigation to an address, not before a reload), some runs taking the scripts from
        // there. The storage and the HTTP cache are cleared as Lighthouse clears them.
        await tab.goto(new URL("/offline.html", baseUrl).href);
        await tab.evaluate(
          (state, href) =>
            globalThis.history.replaceState({ usr: state, key: "bench", idx: 0 }, "", href),
          target.state,
          url,
        );
        const cdp = await tab.createCDPSession();
        await cdp.send("Storage.clearDataForOrigin", {
          origin: new URL(baseUrl).origin,
          storageTypes: "file_systems,shader_cache,service_workers,cache_storage",
        });
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
        "FCP (s)": ((audits["first-contentful-paint"].numericValue ?? 0) / 1000).toFixed(2),
        "LCP (s)": ((audits["largest-contentful-paint"].numericValue ?? 0) / 1000).toFixed(2),
        "TBT (ms)": Math.round(audits["total-blocking-time"].numericValue ?? 0),
        CLS: (audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3),
        "JS (KB gzip)": (jsBytes / 1024).toFixed(1),
      });
      if (run === runCount - 1) details.push(detailsRow(target.name, audits));
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
console.log("Each page's last run: its LCP element, LCP phases, largest shift, fonts and CSS:");
console.table(details);
if (installable) {
  console.log("Installable app (Chromium's Page.getInstallabilityErrors on /):");
  console.table([installable]);
}
