// The built site with its API and demo data (PGlite in memory), started for a benchmark: one
// home for how bench-web.mjs and bench-ssr.mjs start it, on a free port, and stop it.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 200, or rejects after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * `BASE_URL` when set (a site already running: nothing started), else `pnpm --filter site
 * start` in production mode on a free port of 127.0.0.1, answering once `/` does. pnpm is the
 * one running this script when there is one (`npm_execpath`: `corepack pnpm bench:web` works
 * without pnpm on PATH), else `pnpm` from PATH.
 */
export async function startBuiltSite({ root, output = "inherit" }) {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL, stop: () => {} };
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const pnpm = process.env.npm_execpath?.includes("pnpm")
    ? [process.execPath, [process.env.npm_execpath]]
    : ["pnpm", []];
  const site = spawn(pnpm[0], [...pnpm[1], "--filter", "site", "start"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      // The demo on purpose (its data, its logins): production proper refuses to start without
      // its settings (as the journeys start it, e2e/playwright.config.ts).
      DEMO: "1",
      PGLITE_DIR: "memory://",
    },
    stdio: ["ignore", output, "inherit"],
    // Its own process group: the site's server (pnpm's grandchild) stops with it.
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-site.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  try {
    await waitFor(`${baseUrl}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}
