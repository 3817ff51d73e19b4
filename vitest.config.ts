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

/** A fresh browser config per project (Vitest writes each project's name into it). */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath,
      args: [
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--disable-background-networking",
        "--no-first-run",
      ],
    },
  }),
  instances: [{ browser: "chromium" as const }],
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/*/src/**/*.test.ts",
            "tooling/*/src/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["apps/server/test/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
        optimizeDeps: {
          include: ["msw-storybook-addon/csf3", "storybook/test", "react-dom/client"],
        },
        test: {
          name: "storybook",
          browser: browser(),
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [react(), tailwindcss()],
        test: {
          name: "visual",
          include: ["packages/*/visual/**/*.visual.test.tsx"],
          browser: {
            ...browser(),
            viewport: { width: 1280, height: 800 },
            expect: {
              toMatchScreenshot: {
                comparatorName: "pixelmatch",
                comparatorOptions: {
                  threshold: 0,
                  allowedMismatchedPixelRatio: 0,
                  includeAA: true,
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
