import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "../..");
const read = (file) => readFileSync(path.join(repo, file), "utf8");

/** Whether git ignores `file` (a path relative to the repository). */
const ignored = (file) => {
  try {
    execFileSync("git", ["check-ignore", "-q", "--no-index", file], { cwd: repo });
    return true;
  } catch {
    return false;
  }
};

describe("a failed story's screenshot", () => {
  const folder = /const failureScreenshots = "([^"]+)";/.exec(read("vitest.config.ts"))?.[1];

  it("goes to a folder git ignores, outside every __screenshots__ folder of baselines", () => {
    expect(folder).toBe(".cache/test-failure-screenshots");
    expect(read("vitest.config.ts")).toContain("screenshotDirectory: failureScreenshots");
    expect(String(folder).split("/")).not.toContain("__screenshots__");
    expect(ignored(`${folder}/booking-wizard-held-1.png`)).toBe(true);
    // And one that lands beside the baselines after all is ignored too; a baseline is not.
    expect(ignored("packages/ui/visual/__screenshots__/button-1.png")).toBe(true);
    expect(ignored("packages/ui/visual/__screenshots__/button.png")).toBe(false);
  });
});

describe("the journeys' own build", () => {
  it("is build-journeys: the test command sets SITE_BUILD_DIR for the build and the servers", () => {
    expect(read("tooling/scripts/test.sh")).toMatch(/^export SITE_BUILD_DIR=build-journeys$/m);
  });

  it("is what the journeys' and the site screenshots' servers serve (they pass SITE_BUILD_DIR on)", async () => {
    const before = process.env.SITE_BUILD_DIR;
    process.env.SITE_BUILD_DIR = "build-journeys";
    try {
      for (const file of ["e2e/playwright.config.ts", "e2e/site-visual.config.ts"]) {
        const { default: config } = await import(path.join(repo, file));
        // The site's own start script, on the environment Playwright passes on (its `env`
        // adds to the process's): it reads SITE_BUILD_DIR (apps/site/server.ts).
        // Each of its servers (the site screenshots start one per brand).
        for (const server of [config.webServer].flat()) {
          expect(server.command, file).toBe("pnpm --filter site start");
          expect(server.env.SITE_BUILD_DIR ?? "build-journeys", file).toBe("build-journeys");
        }
      }
    } finally {
      if (before === undefined) delete process.env.SITE_BUILD_DIR;
      else process.env.SITE_BUILD_DIR = before;
    }
    expect(read("apps/site/server.ts")).toContain("siteBuildDir(root, env.SITE_BUILD_DIR)");
    expect(JSON.parse(read("apps/site/package.json")).scripts.start).toMatch(/server/);
    // Loading a config asks the system for free ports (child processes): a hang guard.
  }, 60_000);
});
