import path from "node:path";
import { fileURLToPath } from "node:url";

import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium; `npx playwright install` cannot download a browser here. */
const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const launchOptions = {
  executablePath,
  args: [
    "--disable-dev-shm-usage",
    "--disable-gpu",
    "--disable-background-networking",
    "--no-first-run",
  ],
};

/** Tall enough for a whole token table or form in one screenshot. */
const visualViewport = { width: 1280, height: 1600 };

/**
 * Every dependency the stories import, pre-bundled up front: a dependency Vite discovers in
 * the middle of a run reloads the page and fails whatever test was running (a cold-cache flake).
 */
const storyDeps = [
  "msw-storybook-addon/csf3",
  "storybook/test",
  "react-dom/client",
  "@bookwell/ui > @radix-ui/react-accordion",
  "@bookwell/ui > @radix-ui/react-alert-dialog",
  "@bookwell/ui > @radix-ui/react-checkbox",
  "@bookwell/ui > @radix-ui/react-dialog",
  "@bookwell/ui > @radix-ui/react-radio-group",
  "@bookwell/ui > @radix-ui/react-separator",
  "@bookwell/ui > @radix-ui/react-slot",
  "@bookwell/ui > @radix-ui/react-tabs",
  "@bookwell/ui > @radix-ui/react-toast",
  "@bookwell/ui > @radix-ui/react-use-controllable-state",
  "@bookwell/ui > @radix-ui/react-visually-hidden",
  "@bookwell/ui > class-variance-authority",
  "@bookwell/ui > clsx",
  "@bookwell/ui > date-fns",
  "@bookwell/ui > date-fns/locale",
  "@bookwell/ui > dompurify",
  "@bookwell/ui > embla-carousel-react",
  "@bookwell/ui > lucide-react",
  "msw",
  "@bookwell/ui > react-day-picker",
  "@bookwell/ui > leaflet",
  "@bookwell/booking-kit > @tanstack/react-query",
  "@bookwell/booking-kit > altcha-lib",
  "@bookwell/booking-kit > altcha-lib/algorithms/web/sha",
  "@bookwell/booking-kit > qrcode.react",
  "@bookwell/booking-kit > lucide-react",
  "@bookwell/booking-kit > react-svg-credit-card-payment-icons/icons/flat-rounded",
];

/**
 * A failed test's screenshot (`<test name>-1.png`) goes to an ignored folder, not into the
 * `__screenshots__` folder beside the test, where the visual baselines live.
 */
const failureScreenshots = ".cache/test-failure-screenshots";

/** A fresh browser config per project (Vitest writes each project's name into it). */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions }),
  instances: [{ browser: "chromium" as const }],
  screenshotDirectory: failureScreenshots,
});

export default defineConfig({
  // In the workspace, tests use the design system's source; its dist is for other apps.
  resolve: {
    alias: [
      { find: /^@bookwell\/ui$/, replacement: path.join(dirname, "packages/ui/src/index.ts") },
      {
        find: /^@bookwell\/ui\/(map|safe-html)$/,
        replacement: path.join(dirname, "packages/ui/src/$1.entry.ts"),
      },
    ],
  },
  test: {
    // How long a browser project waits for its browser to connect: Vitest reads it from the
    // root config (default 60 s). A hang guard: on a busy 2-core machine Chromium took over a
    // minute to start, and the whole story phase failed before its first test.
    browser: { connectTimeout: 180_000 },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          // Pure rules: no file mocks a module or stubs a global, so the files share their
          // workers' modules instead of importing them again each (less than half the CPU
          // time; every test passes in a shuffled order too).
          isolate: false,
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/*/src/**/*.test.ts",
            "tooling/*/src/**/*.test.ts",
            "tooling/scripts/*.test.mjs",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["apps/server/test/**/*.test.ts"],
          // The migrated, seeded template database, built once for the run, not per file.
          globalSetup: ["apps/server/test/global-setup.ts"],
          // The files share their worker's modules instead of importing the server again each
          // (a sixth of the phase's time went on imports). No file mocks a module or sets an
          // environment variable; the per-file hooks are in the setup file, run before each.
          isolate: false,
          setupFiles: ["apps/server/test/setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
        optimizeDeps: { include: storyDeps },
        test: {
          name: "storybook",
          // One page for every story file instead of a fresh one each: the modules (React, the
          // design system, the kit) load once, not 86 times — the phase went from 7 min to
          // under 5 on a loaded 2-core machine, every story passing the same. Each story still
          // mounts and unmounts through the Storybook plugin, and its mocks are set per story.
          browser: { ...browser(), isolate: false },
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [react(), tailwindcss()],
        // Stories may use MSW (the preview's loader): serve its worker as Storybook does.
        publicDir: path.join(dirname, ".storybook/public"),
        optimizeDeps: {
          include: [...storyDeps, "@storybook/react-vite", "vitest-browser-react"],
        },
        test: {
          name: "visual",
          include: ["packages/*/visual/**/*.visual.test.tsx"],
          // No retries: a screenshot that differs by chance is a defect of the test, made
          // deterministic at its cause (see stories.visual.test.tsx), never retried away.
          retry: 0,
          browser: {
            ...browser(),
            // The page around the test iframe must be as large as the iframe, or whatever
            // lies below Playwright's default 720 px is never painted into a screenshot.
            provider: playwright({
              launchOptions,
              contextOptions: { viewport: visualViewport, deviceScaleFactor: 1 },
            }),
            viewport: visualViewport,
            expect: {
              toMatchScreenshot: {
                // The baselines stay in `__screenshots__` beside the test (the failure
                // screenshots' folder above would otherwise be theirs too); a mismatch's
                // actual and diff images go to the attachments folder (ignored).
                resolveScreenshotPath: ({
                  arg,
                  ext,
                  root,
                  testFileDirectory,
                  testFileName,
                  browserName,
                  platform,
                }) =>
                  path.resolve(
                    root,
                    testFileDirectory,
                    "__screenshots__",
                    testFileName,
                    `${arg}-${browserName}-${platform}${ext}`,
                  ),
                comparatorName: "pixelmatch",
                comparatorOptions: {
                  threshold: 0,
                  allowedMismatchedPixelRatio: 0,
                  // Any changed pixel fails, except pixels pixelmatch identifies as
                  // anti-aliasing: Chromium's edge smoothing of rounded corners varies
                  // between runs by a sub-pixel and would make the baselines flaky.
                  includeAA: false,
                },
              },
            },
          },
          testTimeout: 30_000,
        },
      },
    ],
  },
});
