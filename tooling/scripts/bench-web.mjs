// `pnpm bench:web`: Lighthouse mobile on the built site, served with its API and demo data, for
// home, a service page, the package listing, the wizard's first step and the account area (My
// Bookings and a booking's details, as the demo customer alice, logged in once before the first
// of them). The headline is Lighthouse with applied throttling (`throttlingMethod: "devtools"`:
// the browser really slowed, 4x CPU and slow 4G), median of 5 per page; the simulated score
// (Lantern) is printed beside it, not steered by. Prints, per page: score, FCP, LCP, TBT, CLS, the
// JavaScript loaded (gzip) and the interactive moment (the site's `bookwell:hydrated` mark,
// under the same throttling). Then the INP of each listed interaction (Book Now's service
// chooser, a date, a slot, CONTINUE, Change date, PAY NOW with the demo's test card), in Chromium
// under 4x CPU throttling (CDP): the Event Timing entries of that one press, split into input
// delay, processing and presentation as web-vitals' attribution splits them. With the listing
// among the pages, also the listing as a customer reaches it: Find Best Packages pressed to the
// first package's picture painted, under the same applied throttling. A benchmark, not a
// test: it prints figures and exits 0. Say the machine's load with the figures.
//
// The page is served over HTTP/2 through a local HTTPS front (http2-front.mjs), as a deployment's
// proxy or CDN serves a phone; BENCH_PROTOCOL=http1 measures the site's own HTTP/1.1 server.
//
//   BASE_URL=http://localhost:3000 pnpm bench:web   measure a site that is already running
//   BENCH_PROTOCOL=http1 pnpm bench:web              over HTTP/1.1, without the front (--write:
//                                                         section bench-web-http1)
//   pnpm bench:web                                  start the built site (pnpm build:site first) on a free port
//   BENCH_REPORT_DIR=.cache/lighthouse pnpm bench:web   also keeps each page's Lighthouse JSON
//   BENCH_PAGES=wizard,home pnpm bench:web               only the pages whose name has a word
//   BENCH_RUNS=1 pnpm bench:web                          runs per page (default 5; the median is
//                                                         printed, each figure's own median)
//   BENCH_INP=0 pnpm bench:web                           no INP table
//   BENCH_INP=slot,paynow pnpm bench:web                 only the interactions whose name has one
//                                                         (letters and digits compared, so "paynow"
//                                                         finds "PAY NOW"; BENCH_RUNS presses each)
//   BENCH_PAGES=none BENCH_INP=date pnpm bench:web       the INP alone (no page is named "none")
//   pnpm bench:web --staff                               the staff console instead: its sign-in and
//                                                         the board (as the demo agent) beside the
//                                                         site's account pages, at mobile and desktop
//                                                         (Lighthouse's desktop config: no CPU
//                                                         slowdown, dense 4G); no INP table
//   pnpm bench:web --write                               also writes the tables into
//                                                         docs/performance.md (section bench-web)
//   pnpm bench:web --staff --write                       writes the console's table into
//                                                         docs/performance.md (section bench-web-staff)
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { startBuiltSite } from "./built-site.mjs";
import { startHttp2Front } from "./http2-front.mjs";
import { conditions, markdownTable, wantsWrite, writeSection } from "./performance-doc.mjs";

import { startFlow } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
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
  { name: "account: My Bookings", path: "/my-account/my-booking", session: "customer" },
  {
    name: "account: Booking Details",
    path: process.env.BENCH_BOOKING_PATH ?? "/my-booking-details/active/BK-1001-02",
    session: "customer",
  },
  // The staff console (apps/staff), with --staff: its sign-in, then today's board as the agent.
  { name: "staff: sign-in", path: "/staff/sign-in", console: true },
  { name: "staff: board", path: "/staff/", session: "staff", console: true },
];

/** --staff: the console's pages and, to compare, the site's account pages, at both form factors. */
const staffBench = process.argv.includes("--staff");
const formFactors = staffBench ? ["mobile", "desktop"] : ["mobile"];

/** The demo customer of the server's seed (apps/server/README.md, demo data). */
const customer = { userEmail: "alice@example.com", pwd: "Bookwell!2026" };
/** The demo agent of the server's seed (apps/staff/README.md). */
const agent = { email: "agent@bookwell.example", password: "Demo-Staff-2026!" };

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

/**
 * Signs the demo agent in to the staff console as its sign-in does: the answer sets the staff
 * cookie (HttpOnly, scoped to /api/staff), which Lighthouse keeps between runs.
 */
async function signInStaff(browser, baseUrl) {
  const tab = await browser.newPage();
  await tab.goto(new URL("/404", baseUrl).href);
  const status = await tab.evaluate(async (body) => {
    const response = await fetch("/api/staff/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return response.status;
  }, agent);
  await tab.close();
  if (status !== 200) throw new Error(`bench:web could not sign in as ${agent.email}: ${status}`);
}

const site = await startBuiltSite({ root, output: "inherit" });
/**
 * Through an HTTPS front speaking HTTP/2, as a phone meets a deployed site (its proxy or CDN);
 * BENCH_PROTOCOL=http1: the site's own server, HTTP/1.1 (docs/decisions/bench-over-http2.md).
 */
const protocol = process.env.BENCH_PROTOCOL === "http1" ? "HTTP/1.1" : "HTTP/2";
const front =
  protocol === "HTTP/2"
    ? await startHttp2Front(site.baseUrl).catch((error) => {
        // No front (no openssl): stop the site this script started before saying so.
        site.stop();
        throw error;
      })
    : null;
const baseUrl = front?.baseUrl ?? site.baseUrl;
const stopSite = () => {
  front?.stop();
  site.stop();
};

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
      // The HTTP/2 front's throwaway certificate (not with BENCH_PROTOCOL=http1).
      ...(front ? ["--ignore-certificate-errors"] : []),
    ],
  })
  .catch((error) => {
    // No browser (CHROME_PATH): stop the site this script started before saying so.
    stopSite();
    throw error;
  });
const browserVersion = browser.version();
const rows = [];
let version = "";
let installable;
const signedIn = new Set();
/** The demo customer ("customer") or agent ("staff") signed in, once: the browser keeps it. */
async function signInOnce(session) {
  if (signedIn.has(session)) return;
  await (session === "staff" ? signInStaff : logIn)(browser, baseUrl);
  signedIn.add(session);
}
const runCount = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
/** The mark the site sets once the page has hydrated (apps/site/src/lib/hydrated.ts). */
const HYDRATED_MARK = "bookwell:hydrated";

/**
 * Each figure's median over the runs that gave it (scores, times and bytes sort as numbers), or
 * "-" when none did; `digits` decimals.
 */
function medianRow(page, runs, formFactor) {
  const median = (key, digits = 0) => {
    const values = runs
      .map((run) => Number(run[key]))
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    return values.length === 0 ? "-" : values[Math.floor(values.length / 2)].toFixed(digits);
  };
  const scores = runs.map((run) => run.score).filter(Number.isFinite);
  return {
    page,
    ...(staffBench ? { "form factor": formFactor } : {}),
    runs: runs.length,
    "scored runs": scores.length,
    score: median("score"),
    "simulated score": median("simulated score"),
    "interactive (s)": median("interactive (s)", 2),
    "FCP (s)": median("FCP (s)", 2),
    "LCP (s)": median("LCP (s)", 2),
    "TBT (ms)": median("TBT (ms)"),
    CLS: median("CLS", 3),
    "JS sent (KB)": median("JS sent (KB)", 1),
    "scores (min-max)": scores.length === 0 ? "-" : `${Math.min(...scores)}-${Math.max(...scores)}`,
    errors: [...new Set(runs.map((run) => run.error).filter(Boolean))].join(", "),
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

/**
 * One Lighthouse navigation of `target` with a throttling method ("devtools": applied, the
 * headline; "simulate": Lantern's), in a new tab, at a form factor: its row of figures and its
 * audits.
 */
async function lighthouseRun(target, throttlingMethod, keepReport, formFactor = "mobile") {
  const tab = await browser.newPage();
  // Lighthouse's default config is the mobile one (Moto G Power, slow 4G, 4x CPU); its desktop
  // one has no CPU slowdown and a dense 4G network.
  const flow = await startFlow(tab, {
    ...(formFactor === "desktop" ? { config: desktopConfig } : {}),
    flags: { onlyCategories: ["performance"], logLevel: "error", throttlingMethod },
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
  if (process.env.BENCH_REPORT_DIR && keepReport) {
    const dir = path.resolve(root, process.env.BENCH_REPORT_DIR);
    await mkdir(dir, { recursive: true });
    const file = `${target.name.replace(/[^a-z]+/gi, "-").toLowerCase()}-${formFactor}-${throttlingMethod}.json`;
    await writeFile(path.join(dir, file), JSON.stringify(lhr, null, 1));
  }
  const audits = lhr.audits;
  const scripts = (audits["network-requests"]?.details?.items ?? []).filter(
    (item) => item.resourceType === "Script",
  );
  const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  // The page's own mark, set once it has hydrated, in the throttled load just measured.
  const hydrated = await tab
    .evaluate(
      (mark) => globalThis.performance.getEntriesByName(mark)[0]?.startTime ?? null,
      HYDRATED_MARK,
    )
    .catch(() => null);
  await tab.close();
  return {
    audits,
    row: {
      "interactive (s)": hydrated === null ? Number.NaN : (hydrated / 1000).toFixed(2),
      // No score when a metric could not be measured (on a busy machine, often TBT/TTI:
      // NO_TTI_CPU_IDLE_PERIOD); the failing audits' errors say which.
      score:
        lhr.categories.performance.score === null
          ? Number.NaN
          : Math.round(lhr.categories.performance.score * 100),
      error: [
        lhr.runtimeError?.code,
        ...new Set(
          Object.values(audits)
            .filter((audit) => audit.scoreDisplayMode === "error")
            .filter(
              (audit) =>
                ["total-blocking-time", "interactive"].includes(audit.id) ||
                !audit.errorMessage?.includes("too long"),
            )
            .map((audit) => `${audit.id}: ${short(audit.errorMessage, 32)}`),
        ),
      ]
        .filter(Boolean)
        .join("; "),
      "FCP (s)": ((audits["first-contentful-paint"].numericValue ?? Number.NaN) / 1000).toFixed(2),
      "LCP (s)": ((audits["largest-contentful-paint"].numericValue ?? Number.NaN) / 1000).toFixed(
        2,
      ),
      "TBT (ms)": Math.round(audits["total-blocking-time"].numericValue ?? Number.NaN),
      CLS: (audits["cumulative-layout-shift"].numericValue ?? Number.NaN).toFixed(3),
      "JS sent (KB)": (jsBytes / 1024).toFixed(1),
    },
  };
}

/**
 * Run in every page of the INP measure before its scripts: a PerformanceObserver on the Event
 * Timing API's `event` entries (the ones web-vitals' INP is built from), at the lowest duration
 * threshold it allows (16 ms), keeping each entry of an interaction (`interactionId` > 0).
 */
const eventTimingObserver = `
  globalThis.__events = [];
  const label = (node) =>
    node?.nodeType === 1
      ? [node.localName, node.getAttribute("role"), node.getAttribute("aria-label") ?? node.textContent?.trim()]
          .filter(Boolean)
          .join(" ")
          .slice(0, 60)
      : "";
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        globalThis.__events.push({
          interactionId: entry.interactionId,
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
          target: label(entry.target),
        });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });`;

/**
 * One interaction's figures from its Event Timing entries, split as web-vitals' INP attribution
 * splits them: the INP is the longest entry's duration (press to the next paint); its phases are
 * taken over the interaction's entries painted in that same frame (a pointerdown can paint a
 * frame earlier than its click): input delay from the first of them to its handlers starting,
 * processing from the first handler's start to the last one's end, presentation from there to
 * the paint.
 */
function interactionRow(name, allEntries) {
  const longest = allEntries.reduce((a, b) => (b.duration > a.duration ? b : a));
  const painted = longest.startTime + longest.duration;
  // Durations are rounded to 8 ms: entries of one frame end within that of each other.
  const entries = allEntries.filter(
    (entry) => Math.abs(entry.startTime + entry.duration - painted) <= 8,
  );
  const first = entries.reduce((a, b) => (b.startTime < a.startTime ? b : a));
  const start = Math.min(...entries.map((entry) => entry.processingStart));
  const end = Math.max(...entries.map((entry) => entry.processingEnd));
  return {
    interaction: name,
    "INP (ms)": Math.round(longest.duration),
    "input delay": Math.round(first.processingStart - first.startTime),
    processing: Math.round(end - start),
    presentation: Math.max(0, Math.round(painted - end)),
    events: [...new Set(entries.map((entry) => entry.name))].join(","),
    target: short(longest.target || first.target, 40),
  };
}

/**
 * Loads `target` in a new tab in Chromium at 4x CPU (CDP), its navigation state set as
 * Lighthouse's runs set it and the cookie banner answered, and waits until it has hydrated.
 */
async function openThrottled(target) {
  const tab = await browser.newPage();
  await tab.evaluateOnNewDocument(eventTimingObserver);
  // The cookie banner answered, as the journeys answer it first: fixed at the bottom of the
  // viewport, it would take the presses meant for what is under it (CONTINUE, PAY NOW).
  await tab.evaluateOnNewDocument(() => globalThis.localStorage.setItem("cookieConsent", "true"));
  const cdp = await tab.createCDPSession();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const url = new URL(target.path, baseUrl).href;
  if (target.state) {
    await tab.goto(new URL("/offline.html", baseUrl).href);
    await tab.evaluate(
      (state, href) =>
        globalThis.history.replaceState({ usr: state, key: "bench", idx: 0 }, "", href),
      target.state,
      url,
    );
    await tab.reload({ waitUntil: "load" });
  } else {
    await tab.goto(url, { waitUntil: "load" });
  }
  await tab.waitForFunction(
    () => globalThis.document.documentElement.hasAttribute("data-hydrated"),
    { timeout: 60_000 },
  );
  return tab;
}

/**
 * The INP of one press: `target` opened throttled, then `before` (the steps that lead to the
 * press: real presses and typing too, they are not counted), then, once the page has settled
 * (no request for 2 s), `press`. The interaction measured is the first one that starts after
 * `before` is done: its Event Timing entries, read once its next paint has been reported. A
 * press whose every event took under 16 ms has no entry: "under 16".
 */
async function measureInp(name, target, before, press) {
  const tab = await openThrottled(target);
  let row;
  try {
    await before(tab);
    // A person presses once they have read the page: after its loads, those that wait for the
    // page to settle too (no request for 2 s).
    await tab.waitForNetworkIdle({ idleTime: 2000, timeout: 60_000 });
    const from = await tab.evaluate(() => globalThis.performance.now());
    await press(tab);
    const entries = await tab
      .waitForFunction(
        (since) => {
          const ids = globalThis.__events
            .filter((entry) => entry.startTime >= since)
            .map((entry) => entry.interactionId);
          if (ids.length === 0) return false;
          const id = Math.min(...ids);
          return globalThis.__events.filter((entry) => entry.interactionId === id);
        },
        { timeout: 15_000 },
        from,
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    row = entries
      ? interactionRow(name, entries)
      : { interaction: name, "INP (ms)": "under 16 (no event entry at the 16 ms threshold)" };
  } catch (error) {
    row = { interaction: name, "INP (ms)": `not measured: ${short(String(error), 60)}` };
  }
  await tab.close();
  return row;
}

/**
 * The package listing as a customer reaches it (logged in): the service page, its Book Now, the
 * questionnaire's first saved property, then the press of Find Best Packages until the first
 * package's picture is painted (Element Timing's render time, as LCP times an image; the bench
 * marks the cards' pictures for it as they are added). Applied throttling as Lighthouse's
 * (4x CPU; slow 4G: 562.5 ms a request, 1.4 Mbit/s). The listing's own LCP in the table above
 * is a reload of it, where the server cannot know the category (listing-load-chain.md).
 * Returns the milliseconds, and what the press waited for: each request after it, in order.
 */
async function measureListingReached() {
  const tab = await browser.newPage();
  await tab.evaluateOnNewDocument(() => {
    globalThis.localStorage.setItem("cookieConsent", "true");
    globalThis.__pictures = [];
    const page = globalThis.document;
    globalThis.addEventListener(
      "pointerdown",
      (event) => (globalThis.__pressedAt = event.timeStamp),
      true,
    );
    new globalThis.MutationObserver(() => {
      for (const picture of page.querySelectorAll('[data-slot="package-card"] img'))
        picture.setAttribute("elementtiming", "package-picture");
    }).observe(page, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        globalThis.__pictures.push(entry.renderTime || entry.loadTime);
    }).observe({ type: "element", buffered: true });
  });
  const cdp = await tab.createCDPSession();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  try {
    const servicePage = pages.find((page) => page.name === "service page");
    await tab.goto(new URL(servicePage.path, baseUrl).href, { waitUntil: "load" });
    await tab.waitForFunction(
      () => globalThis.document.documentElement.hasAttribute("data-hydrated"),
      { timeout: 60_000 },
    );
    await tab.click('::-p-aria([name="Book Now"][role="button"])');
    const saved = await tab.waitForSelector('[role="dialog"] [role="radio"]', { timeout: 60_000 });
    await saved.click();
    await tab.waitForNetworkIdle({ idleTime: 2000, timeout: 60_000 });
    const requests = [];
    tab.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await tab.click('::-p-aria([name="Find Best Packages"][role="button"])');
    const painted = await tab
      .waitForFunction(
        () =>
          globalThis.__pictures.length > 0 &&
          Math.min(...globalThis.__pictures) - globalThis.__pressedAt,
        { timeout: 60_000 },
      )
      .then((handle) => handle.jsonValue());
    const waitedFor = requests
      .filter((path) => !path.startsWith("/assets/"))
      .map((path) => short(path, 32));
    return { ms: Math.round(painted), waitedFor: [...new Set(waitedFor)].slice(0, 4).join(", ") };
  } catch (error) {
    return { ms: Number.NaN, waitedFor: `not measured: ${short(String(error), 60)}` };
  } finally {
    await tab.close();
  }
}

const home = pages.find((page) => page.name === "home");
const wizard = pages.find((page) => page.name.startsWith("wizard"));
const bookingDetails = pages.find((page) => page.name === "account: Booking Details");

// The wizard's steps as a customer takes them, each waiting for what it leads to. The journeys
// (e2e/support.ts) take the same steps with Playwright's API; this script drives Puppeteer,
// which Lighthouse's flows need, so the steps are written again here, shortest form.
const slot = 'button[role="radio"]:not([disabled])';
/** A day the wizard's calendar offers: its first enabled day (next month's when none). */
async function chooseDate(tab) {
  const day = '[role="gridcell"] button:not([disabled])';
  await tab.waitForSelector('[role="gridcell"]', { timeout: 60_000 });
  if (!(await tab.$(day))) await tab.click("::-p-aria(Next month)");
  await tab.click(day);
}
/** The chosen day's first slot, once the slots have arrived. */
async function chooseSlot(tab) {
  await tab.waitForSelector(slot, { timeout: 30_000 });
  await tab.click(slot);
}
const continueButton = '::-p-aria([name="CONTINUE"][role="button"])';
/** Date & Time's CONTINUE, as the logged-in customer: Booking Information's form. */
async function continueToBookingInformation(tab) {
  await tab.click(continueButton);
  await tab.waitForSelector('::-p-aria([name="Booking Information"][role="form"])', {
    timeout: 60_000,
  });
}
/**
 * Booking Information as the journeys fill it (the name, phone and e-mail come from the
 * session), CONTINUE, Finalise Booking's CONTINUE: the Checkout & Payment step with the demo's
 * test card typed in, PAY NOW enabled.
 */
async function toCheckoutWithTestCard(tab) {
  const field = (label) => `::-p-aria([name="${label}"][role="textbox"])`;
  const title = await tab.waitForSelector("::-p-aria(Title)");
  await title.select("Ms");
  await tab.type(field("Postal code"), "E16AN");
  // Leaving the postal code looks the address up.
  await tab.type(field("Unit number"), "Flat 2");
  await tab.waitForFunction(
    () => globalThis.document.querySelector('input[autocomplete="address-line1"]')?.value,
    { timeout: 30_000 },
  );
  await tab.click(continueButton);
  await tab.waitForSelector('::-p-aria([name="Finalise Booking"][role="heading"])', {
    timeout: 60_000,
  });
  await tab.waitForSelector('::-p-aria([name="Cart"][role="list"]) ::-p-aria([role="heading"])', {
    timeout: 30_000,
  });
  await tab.click(continueButton);
  const cardNumber = await tab.waitForSelector(field("Card number"), { timeout: 60_000 });
  await cardNumber.type(cards.succeeds);
  await tab.type(
    field("Expiry date (MM / YY)"),
    `12${String((new Date().getFullYear() + 3) % 100)}`,
  );
  await tab.type(field("Security code (CVC)"), "123");
  await tab.waitForSelector('::-p-aria([name="PAY NOW"][role="button"]):not([disabled])');
}
/** The demo's test card that pays without asking for authentication (e2e/support.ts). */
const cards = { succeeds: "4242 4242 4242 4242" };

const nothing = async () => undefined;

/**
 * The run with the median INP of an interaction's runs (its phases with it), the runs' INPs
 * beside it; a run that measured nothing counts as the longest.
 */
function medianInp(runs) {
  const value = (row) =>
    typeof row["INP (ms)"] === "number" ? row["INP (ms)"] : Number.POSITIVE_INFINITY;
  const sorted = [...runs].sort((a, b) => value(a) - value(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return {
    ...median,
    runs: runs.length,
    "INPs (ms)": runs.map((row) => (Number.isFinite(value(row)) ? value(row) : "-")).join(" "),
  };
}
/**
 * The listed interactions: a name, the page, the steps before the press and the press. The
 * customer's ones are logged in (`customer`) before their page opens.
 */
const interactions = [
  [
    "open Book Now's service chooser (home)",
    home,
    async (tab) => {
      const select = 'section[aria-labelledby="services-menu"] select';
      const value = await tab.$eval(select, (element) =>
        [...element.options].map((option) => option.value).find(Boolean),
      );
      await tab.select(select, value);
    },
    async (tab) => {
      await tab.click('section[aria-labelledby="services-menu"] ::-p-text(Book Now)');
      await tab.waitForSelector('[role="dialog"]', { timeout: 30_000 });
    },
  ],
  ["choose a date (wizard)", wizard, nothing, chooseDate],
  ["choose a slot (wizard)", wizard, chooseDate, chooseSlot],
  [
    "CONTINUE to Booking Information (wizard, logged in)",
    { ...wizard, customer: true },
    async (tab) => {
      await chooseDate(tab);
      await chooseSlot(tab);
    },
    continueToBookingInformation,
  ],
  [
    "open a booking's Change date (Booking Details, logged in)",
    bookingDetails,
    (tab) => tab.waitForSelector("::-p-aria(Change date)", { timeout: 30_000 }),
    async (tab) => {
      await tab.click("::-p-aria(Change date)");
      await tab.waitForSelector('[role="dialog"]', { timeout: 30_000 });
    },
  ],
  [
    "press PAY NOW (wizard's Checkout & Payment, logged in, test card)",
    { ...wizard, customer: true },
    async (tab) => {
      await chooseDate(tab);
      await chooseSlot(tab);
      await continueToBookingInformation(tab);
      await toCheckoutWithTestCard(tab);
    },
    (tab) => tab.click('::-p-aria([name="PAY NOW"][role="button"])'),
  ],
];
const inpRows = [];
/** The package listing as a customer reaches it (`measureListingReached`), the median run. */
let listingReached;

try {
  // BENCH_PAGES=wizard: only the pages whose name contains one of these words.
  const only = process.env.BENCH_PAGES?.split(",").map((word) => word.trim().toLowerCase());
  const targets = pages.filter(
    (page) =>
      (staffBench ? page.console || page.session === "customer" : !page.console) &&
      (!only || only.some((word) => page.name.toLowerCase().includes(word))),
  );
  for (const formFactor of formFactors) {
    for (const target of targets) {
      if (target.session) await signInOnce(target.session);
      const runs = [];
      for (let run = 0; run < runCount; run++) {
        const last = run === runCount - 1;
        const applied = await lighthouseRun(target, "devtools", last, formFactor);
        const simulated = await lighthouseRun(target, "simulate", false, formFactor);
        runs.push({ ...applied.row, "simulated score": simulated.row.score });
        if (last) details.push(detailsRow(`${target.name} (${formFactor})`, applied.audits));
      }
      rows.push(medianRow(target.name, runs, formFactor));
    }
  }
  if (process.env.BENCH_INP !== "0" && !staffBench) {
    // BENCH_INP=date,slot: only the interactions whose name contains one of these, letters and
    // digits only compared ("paynow" finds "press PAY NOW", "changedate" "…'s Change date").
    const squeeze = (text) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
    const words = ["", "1"].includes(process.env.BENCH_INP ?? "")
      ? null
      : process.env.BENCH_INP.split(",").map(squeeze).filter(Boolean);
    for (const [name, target, before, press] of interactions) {
      if (words && !words.some((word) => squeeze(name).includes(word))) continue;
      if (target.customer || target.session === "customer") await signInOnce("customer");
      const runs = [];
      for (let run = 0; run < runCount; run++)
        runs.push(await measureInp(name, target, before, press));
      inpRows.push(medianInp(runs));
    }
  }
  if (!staffBench && targets.some((target) => target.name === "package listing")) {
    await signInOnce("customer");
    const runs = [];
    for (let run = 0; run < runCount; run++) runs.push(await measureListingReached());
    const sorted = runs.filter((run) => Number.isFinite(run.ms)).sort((a, b) => a.ms - b.ms);
    const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? runs[0];
    listingReached = {
      "press to first picture (ms)": median.ms,
      runs: runs.map((run) => (Number.isFinite(run.ms) ? run.ms : "-")).join(" "),
      "requests after the press (not scripts)": median.waitedFor,
    };
  }
  if (!staffBench) {
    // Installable (the PWA audits Lighthouse 12 no longer has): Chromium's own verdict on the
    // home page once its service worker controls it. Not for the console.
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
  }
} finally {
  await browser.close();
  stopSite();
}

const inpTitle = `INP of the listed interactions (Event Timing entries of the press, Chromium at 4× CPU), the run with the median of ${runCount} per interaction:`;
const throttling = staffBench
  ? "mobile (4x CPU, slow 4G) and desktop (no CPU slowdown, dense 4G)"
  : "mobile (4x CPU, slow 4G)";
const load = `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores at the end`;
console.log(
  `Lighthouse ${version} ${throttling}, applied throttling (devtools), median of ${runCount} run(s) per page; "simulated score": Lantern's on the same runs' pages; "interactive": the ${HYDRATED_MARK} mark; over ${protocol}; ${load}; ${baseUrl}`,
);
console.table(rows);
if (staffBench && wantsWrite()) {
  await writeSection(
    "bench-web-staff",
    [
      `Lighthouse ${version}, the staff console beside the site's account pages, ${throttling}; applied throttling (devtools) as the headline score, Lantern's simulated score beside it; median of ${runCount} run(s) per page. ${conditions()}.`,
      "",
      markdownTable(rows),
    ].join("\n"),
  );
}
console.log("Each page's last run: its LCP element, LCP phases, largest shift, fonts and CSS:");
console.table(details);
if (inpRows.length > 0) {
  console.log(inpTitle);
  console.table(inpRows);
}
const listingTitle = `The package listing as a customer reaches it (from the questionnaire, logged in): Find Best Packages pressed to the first package's picture painted, applied throttling (4× CPU, slow 4G), median of ${runCount}:`;
if (listingReached) {
  console.log(listingTitle);
  console.table([listingReached]);
}
if (installable) {
  console.log("Installable app (Chromium's Page.getInstallabilityErrors on /):");
  console.table([installable]);
}
if (!staffBench && wantsWrite()) {
  const chromium = (await browserVersion).replace(/^HeadlessChrome\//, "Chromium ");
  await writeSection(
    front ? "bench-web" : "bench-web-http1",
    [
      `Lighthouse ${version} mobile, applied throttling (devtools: 4× CPU, slow 4G), median of ${runCount} run(s) per page; "simulated score": Lantern's on the same pages; "interactive": the site's \`${HYDRATED_MARK}\` mark under the same throttling; served over ${protocol}${front ? " (an HTTPS front, as a deployment's proxy or CDN serves a phone)" : ""}. ${chromium}; ${conditions()}.`,
      "",
      markdownTable(rows),
      ...(inpRows.length > 0 ? ["", inpTitle, "", markdownTable(inpRows)] : []),
      ...(listingReached ? ["", listingTitle, "", markdownTable([listingReached])] : []),
      "",
      "Each page's last run: its LCP element, LCP phases, largest shift, fonts and CSS:",
      "",
      markdownTable(details),
    ].join("\n"),
  );
}
