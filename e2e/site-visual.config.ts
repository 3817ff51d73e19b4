import { fileURLToPath } from "node:url";

import { defineConfig, devices } from "@playwright/test";

import { portFromEnv } from "./ports";

/**
 * The site's screenshot baselines: every public route and every wizard step at
 * 375 and 1280 px in both brands, against the built site on fresh demo data with the clock
 * fixed (FIXED_NOW on the server, the same instant in the browser). Any changed pixel fails;
 * `pnpm test:site-visual:update` writes the baselines again on purpose (build the site
 * first). One server per brand, each started as a deployment of that brand is (`BRAND`), with
 * its own demo data, one project each. Their own ports, so they can run beside the journeys',
 * whose clock must move: free ones, or E2E_VISUAL_PORT and E2E_VISUAL_BRAND_PORT (e2e/ports.ts).
 */
const ports = {
  uk: portFromEnv("E2E_VISUAL_PORT", 1),
  sg: portFromEnv("E2E_VISUAL_BRAND_PORT", 7),
} as const;
const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The instant the site lives in during the screenshots: a Monday morning in London. */
export const FIXED_NOW = "2026-03-02T09:00:00Z";

/** Where the second brand's server answers: its project waits for it (site-visual.visual.ts). */
export const SECOND_BRAND_URL = `http://127.0.0.1:${ports.sg}`;

/** A brand's server: the built site in production, demo data in memory, the clock fixed. */
function server(brand: keyof typeof ports) {
  return {
    name: brand,
    command: "pnpm --filter site start",
    env: {
      PORT: String(ports[brand]),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DEMO: "1",
      PGLITE_DIR: "memory://",
      FIXED_NOW,
      BRAND: brand,
    },
  };
}

export default defineConfig({
  testDir: ".",
  testMatch: "site-visual.visual.ts",
  // Beside the test, one PNG per page, width and brand: home--1280--uk.png.
  snapshotPathTemplate: "{testDir}/__screenshots__/site/{arg}{ext}",
  // Its own folder for the actual and diff images of a failure: the journeys, running beside
  // it, empty theirs (test-results/) when they start.
  outputDir: "../.cache/site-visual-results",
  fullyParallel: false,
  workers: 1,
  // A screenshot that differs by chance is a defect of the test, never retried away.
  retries: 0,
  timeout: 120_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      // Any changed pixel fails. A pixel has changed when its colour moves by more than a few
      // levels (pixelmatch's threshold 0.02): Chromium rasterises a rounded edge one level
      // lighter or darker from one run to the next (the shop's filter pills, in the second
      // brand), which no person could see and no change of ours causes.
      maxDiffPixels: 0,
      threshold: 0.02,
      animations: "disabled",
      caret: "hide",
      scale: "css",
      // The demo marker (these pages run in the demo) is not drawn: it is demo furniture, not
      // the site's design, and its own look is the ui story's (Feedback/Banner > Demo Banner,
      // axe-checked). Hidden with display:none, the pages lay out as production's do, so the
      // baselines show what production shows and did not need writing again.
      stylePath: fileURLToPath(new URL("site-visual.css", import.meta.url)),
    },
  },
  reporter: [["list"], ["json", { outputFile: "../.cache/test-reports/site-visual.json" }]],
  use: {
    trace: "off",
    reducedMotion: "reduce",
    deviceScaleFactor: 1,
    launchOptions: {
      executablePath,
      args: [
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // The same rasterisation every run: no LCD text smoothing, no GPU raster.
        "--disable-lcd-text",
        "--font-render-hinting=none",
      ],
    },
  },
  // One project per brand, named by its `BRAND` value (the baselines' `--uk`, `--sg`), its
  // browser where its customers are.
  projects: [
    {
      name: "uk",
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        deviceScaleFactor: 1,
        baseURL: `http://127.0.0.1:${ports.uk}`,
        locale: "en-GB",
        timezoneId: "Europe/London",
      },
    },
    {
      name: "sg",
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        deviceScaleFactor: 1,
        baseURL: SECOND_BRAND_URL,
        locale: "en-SG",
        timezoneId: "Asia/Singapore",
      },
    },
  ],
  // Playwright starts its servers one after another, each once the one before answers. The
  // second brand's comes first and is not waited for here, so it loads its demo data while the
  // first brand's does; its project waits for it (site-visual.visual.ts).
  webServer: [
    server("sg"),
    {
      ...server("uk"),
      url: `http://127.0.0.1:${ports.uk}/`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
});
