// `pnpm bench:web`: Lighthouse mobile on the built site, served with its API and demo data, for
// home, a service page, the package listing, the wizard's first step and the account area (My
// Bookings and a booking's details, as the demo customer alice, logged in once before the first
// of them). The headline is Lighthouse with applied throttling (`throttlingMethod: "devtools"`:
// the browser really slowed, 4x CPU and slow 4G), median of 5 per page; the simulated score
// (Lantern) is printed beside it, not steered by. Prints, per page: score, FCP, LCP, TBT, CLS, the
// JavaScript loaded (gzip) and the interactive moment (the site's `bookwell:hydrated` mark,
// under the same throttling). Then the INP of the listed interactions, measured with the
// `web-vitals` library's attribution in Chromium under 4x CPU throttling (CDP). A benchmark, not
// a test: it prints figures and exits 0. Say the machine's load with the figures.
//
//   BASE_URL=http://localhost:3000 pnpm bench:web   measure a site that is already running
//   pnpm bench:web                                  start the built site (pnpm build:site first) on a free port
//   BENCH_REPORT_DIR=.cache/lighthouse pnpm bench:web   also keeps each page's Lighthouse JSON
//   BENCH_PAGES=wizard,home pnpm bench:web               only the pages whose name has a word
//   BENCH_RUNS=1 pnpm bench:web                          runs per page (default 5; the median is
//                                                         printed, each figure's own median)
//   BENCH_INP=0 pnpm bench:web                           no INP table
//   pnpm bench:web --staff                               the staff console instead: its sign-in and
//                                                         the board (as the demo agent) beside the
//                                                         site's account pages, at mobile and desktop
//                                                         (Lighthouse's desktop config: no CPU
//                                                         slowdown, dense 4G); no INP table
//   pnpm bench:web --write                               also writes the tables into
//                                                         docs/performance.md (section bench-web)
//   pnpm bench:web --staff --write                       writes the console's table into
//                                                         docs/performance.md (section bench-web-staff)
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { startBuiltSite } from "./built-site.mjs";
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
const browserVersion = browser.version();
const rows = [];
let version = "";
let installable;
const signedIn = new Set();
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
    "JS (KB gzip)": median("JS (KB gzip)", 1),
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
      "JS (KB gzip)": (jsBytes / 1024).toFixed(1),
    },
  };
}

/** web-vitals' attribution build, run in every page of the INP measure before its scripts. */
const webVitals = await readFile(
  path.join(root, "node_modules/web-vitals/dist/web-vitals.attribution.iife.js"),
  "utf8",
);

/**
 * The INP of one interaction, in Chromium at 4x CPU (CDP), with web-vitals' attribution: a new
 * tab loads `target` (its navigation state set as above), waits until it has hydrated, runs
 * `prepare` (programmatic steps, which are not interactions), then `act` (a real press), and
 * reads what web-vitals reports once the tab is hidden. Each interaction in a tab of its own,
 * so the INP is that interaction's.
 */
async function measureInp(name, target, act) {
  const tab = await browser.newPage();
  await tab.evaluateOnNewDocument(
    `${webVitals}
    globalThis.__inp = [];
    webVitals.onINP((metric) => globalThis.__inp.push({
      value: metric.value,
      target: metric.attribution.interactionTarget,
      type: metric.attribution.interactionType,
      inputDelay: metric.attribution.inputDelay,
      processing: metric.attribution.processingDuration,
      presentation: metric.attribution.presentationDelay,
    }), { reportAllChanges: true, durationThreshold: 0 });`,
  );
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
    {
      timeout: 60_000,
    },
  );
  let row;
  try {
    await act(tab);
    // web-vitals reports the interaction once its next paint is done (later on a slow CPU).
    await tab
      .waitForFunction(() => globalThis.__inp.length > 0, { timeout: 15_000 })
      .catch(() => undefined);
    const reports = await tab.evaluate(() => globalThis.__inp);
    const worst = reports.at(-1);
    row = worst
      ? {
          interaction: name,
          "INP (ms)": Math.round(worst.value),
          "input delay": Math.round(worst.inputDelay),
          processing: Math.round(worst.processing),
          presentation: Math.round(worst.presentation),
          target: short(worst.target, 40),
        }
      : {
          interaction: name,
          "INP (ms)":
            "none reported (web-vitals reports the INP only when it grows: at most the earlier steps' worst)",
        };
  } catch (error) {
    row = { interaction: name, "INP (ms)": `not measured: ${short(String(error), 60)}` };
  }
  await tab.close();
  return row;
}

const home = pages.find((page) => page.name === "home");
const wizard = pages.find((page) => page.name.startsWith("wizard"));
/** A day the wizard's calendar offers: its first enabled day (next month's when none). */
async function chooseDate(tab) {
  const day = '[role="gridcell"] button:not([disabled])';
  await tab.waitForSelector('[role="gridcell"]', { timeout: 60_000 });
  if (!(await tab.$(day))) await tab.click("::-p-aria(Next month)");
  await tab.click(day);
}
/** Drops what web-vitals reported so far (the steps before the press measured). */
async function forgetEarlierPresses(tab) {
  await tab
    .waitForFunction(() => globalThis.__inp.length > 0, { timeout: 15_000 })
    .catch(() => undefined);
  await tab.evaluate(() => (globalThis.__inp.length = 0));
}
const bookingDetails = pages.find((page) => page.name === "account: Booking Details");
/** The listed interactions; PAY NOW (a cart to pay for first) is not measured yet. */
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
      await tab.click('section[aria-labelledby="services-menu"] ::-p-text(Book Now)');
      await tab.waitForSelector('[role="dialog"]', { timeout: 30_000 });
    },
  ],
  ["choose a date (wizard)", wizard, chooseDate],
  [
    "choose a slot (wizard)",
    wizard,
    async (tab) => {
      await chooseDate(tab);
      await tab.waitForSelector('button[role="radio"]:not([disabled])', { timeout: 30_000 });
      // Only the slot's press counts: what web-vitals reported for the date is dropped.
      await forgetEarlierPresses(tab);
      await tab.click('button[role="radio"]:not([disabled])');
    },
  ],
  [
    "CONTINUE to Booking Information (wizard, logged in)",
    { ...wizard, customer: true },
    async (tab) => {
      await chooseDate(tab);
      await tab.waitForSelector('button[role="radio"]:not([disabled])', { timeout: 30_000 });
      await tab.click('button[role="radio"]:not([disabled])');
      await forgetEarlierPresses(tab);
      await tab.click("::-p-aria(CONTINUE)");
    },
  ],
  [
    "open a booking's Change date (Booking Details, logged in)",
    bookingDetails,
    async (tab) => {
      await tab.waitForSelector("::-p-aria(Change date)", { timeout: 30_000 });
      await tab.click("::-p-aria(Change date)");
      await tab.waitForSelector('[role="dialog"]', { timeout: 30_000 });
    },
  ],
];
const inpRows = [];

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
      if (target.session && !signedIn.has(target.session)) {
        await (target.session === "staff" ? signInStaff : logIn)(browser, baseUrl);
        signedIn.add(target.session);
      }
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
    for (const [name, target, act] of interactions) {
      if (target.customer && !signedIn.has("customer")) {
        await logIn(browser, baseUrl);
        signedIn.add("customer");
      }
      inpRows.push(await measureInp(name, target, act));
    }
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

const throttling = staffBench
  ? "mobile (4x CPU, slow 4G) and desktop (no CPU slowdown, dense 4G)"
  : "mobile (4x CPU, slow 4G)";
const load = `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores at the end`;
console.log(
  `Lighthouse ${version} ${throttling}, applied throttling (devtools), median of ${runCount} run(s) per page; "simulated score": Lantern's on the same runs' pages; "interactive": the ${HYDRATED_MARK} mark; ${load}; ${baseUrl}`,
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
if (installable) {
  console.log("Installable app (Chromium's Page.getInstallabilityErrors on /):");
  console.table([installable]);
}
if (!staffBench && wantsWrite()) {
  const chromium = (await browserVersion).replace(/^HeadlessChrome\//, "Chromium ");
  await writeSection(
    "bench-web",
    [
      `Lighthouse ${version} mobile, applied throttling (devtools: 4× CPU, slow 4G), median of ${runCount} run(s) per page; "simulated score": Lantern's on the same pages; "interactive": the site's \`${HYDRATED_MARK}\` mark under the same throttling. ${chromium}; ${conditions()}.`,
      "",
      markdownTable(rows),
      ...(inpRows.length > 0
        ? [
            "",
            "INP of the listed interactions (web-vitals attribution, Chromium at 4× CPU), one press each:",
            "",
            markdownTable(inpRows),
          ]
        : []),
      "",
      "Each page's last run: its LCP element, LCP phases, largest shift, fonts and CSS:",
      "",
      markdownTable(details),
    ].join("\n"),
  );
}
