import { randomBytes } from "node:crypto";

import { defineConfig, devices } from "@playwright/test";

import { portFromEnv } from "./ports";
import { smtpPort } from "./smtp-port";

/**
 * Journeys against the built site and its API, served by one process with fresh demo data
 * (`pnpm --filter site start`, PGlite in a throw-away folder). Debian's Chromium: Playwright's
 * own browser download is not used (CHROME_PATH overrides).
 */
const port = portFromEnv("E2E_PORT");
const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.e2e.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A hang guard, not a speed measure: the booking journeys take 50 s on an idle 2-core
  // machine and timed out at 60 s under load (CI beside other work).
  timeout: 120_000,
  // Every expect waits for the state it names; this is its hang guard, not a measure of speed.
  // On a busy machine the slowest are those after a payment (the server's confirm, then the
  // result page and its calls), which outlasted a shorter guard.
  expect: { timeout: 30_000 },
  reporter: [["list"], ["json", { outputFile: "../.cache/test-reports/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Hang guards too (Playwright's own are none): a press or a page that never comes fails at
    // its own line, not at the test's timeout.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // Recording a trace costs about a third of the run's time, so only a retried test
    // records one: CI retries once and
    // keeps the trace of the retry. Locally, add `--trace retain-on-failure` to get one.
    trace: "on-first-retry",
    // Motion is the stories' business (the carousels' and the announcement bar's rotation and
    // their pause are tested there); here it would only keep the browser busy while a journey
    // waits: the home page's hero, rotating on its own, costs a sixth of a core while idle.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath,
      args: [
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "pnpm --filter site start",
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      // The demo on purpose (its data, the test gateways): production proper refuses them.
      DEMO: "1",
      // A fresh database per run: the journeys change data (bookings, credit).
      PGLITE_DIR: "memory://",
      // The demo's staff logins, for the journeys through the staff console.
      // Mail goes to the journeys' own SMTP server (mail-and-pwa.e2e.ts); while it is not
      // listening, the drainer's retries wait, and nothing else notices.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_POLL_MS: "250",
      // The test payment page signs its returns with a key of the run's own.
      PAYMENT_RETURN_SECRET: randomBytes(32).toString("hex"),
    },
  },
});
