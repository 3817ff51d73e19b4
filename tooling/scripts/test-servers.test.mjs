import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { portFromEnv } from "../../e2e/ports.ts";

/**
 * The servers a test run starts: each on a port nothing holds (another run's leftovers and
 * the defaults included), and all of them stopped when the run is interrupted.
 */

const repo = path.resolve(import.meta.dirname, "../..");
const lib = path.join(repo, "tooling/scripts/lib.sh");

/** Listens on `port` of 127.0.0.1 (an earlier run's server still there); null when it is taken. */
const hold = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(null));
    server.listen(port, "127.0.0.1", () => resolve(server));
  });

/** Whether a server can listen on `port` now. */
const isFree = async (port) => {
  const server = await hold(port);
  if (!server) return false;
  await new Promise((resolve) => server.close(resolve));
  return true;
};

/** Whether the process `pid` still runs (a zombie, ended but not yet reaped, counts as gone). */
const running = (pid) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^Z/.test(
      execFileSync("ps", ["-o", "stat=", "-p", String(pid)], { encoding: "utf8" }).trim(),
    );
  } catch {
    return false;
  }
};

const held = [];
afterEach(async () => {
  for (const server of held.splice(0)) await new Promise((resolve) => server.close(resolve));
});

describe("a test server's port", () => {
  // The ports the journeys and the site's screenshots used to take by default.
  const defaults = [3100, 3101];

  it("is one nothing holds: with the defaults held (a run still going), the next run takes another", async () => {
    for (const port of defaults) {
      const server = await hold(port);
      if (server) held.push(server);
    }
    const saved = {
      E2E_PORT: process.env.E2E_PORT,
      E2E_VISUAL_PORT: process.env.E2E_VISUAL_PORT,
    };
    delete process.env.E2E_PORT;
    delete process.env.E2E_VISUAL_PORT;
    try {
      const port = portFromEnv("E2E_VISUAL_PORT");
      expect(defaults).not.toContain(port);
      expect(await isFree(port)).toBe(true);
      // Written back, so Playwright's workers and the servers they start see the same port.
      expect(process.env.E2E_VISUAL_PORT).toBe(String(port));
      expect(portFromEnv("E2E_VISUAL_PORT")).toBe(port);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it("of the throwaway PostgreSQL is one nothing holds: with 5432 held, free_port gives another", async () => {
    const server = await hold(5432);
    if (server) held.push(server);
    const port = Number(
      execFileSync("bash", ["-c", `source '${lib}' && free_port`], { cwd: repo, encoding: "utf8" }),
    );
    expect(port).toBeGreaterThan(0);
    expect(port).not.toBe(5432);
    expect(await isFree(port)).toBe(true);
    // And the cluster listens on it.
    expect(readFileSync(lib, "utf8")).toMatch(/^\s*port="\$\(free_port\)"$/m);
  }, 30_000);
});

describe("a test run interrupted", () => {
  let dir;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * A run in small: a script that sources lib.sh, calls stop_descendants_on_exit, and starts a
   * server (a child listening on a port) that starts a process of its own (a grandchild).
   */
  async function startRun() {
    dir = mkdtempSync(path.join(tmpdir(), "bookwell-stop-"));
    const server = path.join(dir, "server.cjs");
    writeFileSync(
      server,
      `const { spawn } = require("node:child_process");
const fs = require("node:fs");
const grandchild = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
const listener = require("node:net").createServer(() => {});
listener.listen(0, "127.0.0.1", () => {
  fs.writeFileSync(${JSON.stringify(path.join(dir, "started.json"))},
    JSON.stringify({ pid: process.pid, grandchild: grandchild.pid, port: listener.address().port }));
});
`,
    );
    const script = path.join(dir, "run.sh");
    writeFileSync(
      script,
      `source '${lib}'
stop_descendants_on_exit
'${process.execPath}' '${server}' &
wait
`,
    );
    const run = spawn("bash", [script], { cwd: repo, stdio: "ignore" });
    const exited = new Promise((resolve) => run.once("exit", () => resolve(true)));
    let started;
    await expect
      .poll(
        () => {
          try {
            started = JSON.parse(readFileSync(path.join(dir, "started.json"), "utf8"));
          } catch {
            started = undefined;
          }
          return started;
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBeDefined();
    expect(await isFree(started.port)).toBe(false);
    return { run, exited, ...started };
  }

  for (const signal of ["SIGINT", "SIGTERM"]) {
    it(`by ${signal} stops its server and the server's own child, and frees the port`, async () => {
      const { run, exited, pid, grandchild, port } = await startRun();
      try {
        run.kill(signal);
        await exited;
        // stop_descendants sends SIGTERM, then SIGKILL after 10 s: the state is waited for,
        // within that bound and a margin.
        await expect
          .poll(() => ({ server: running(pid), grandchild: running(grandchild) }), {
            timeout: 15_000,
            interval: 100,
          })
          .toEqual({ server: false, grandchild: false });
        await expect.poll(() => isFree(port), { timeout: 5_000, interval: 100 }).toBe(true);
      } finally {
        for (const leftover of [pid, grandchild]) {
          try {
            process.kill(leftover, "SIGKILL");
          } catch {
            // already gone
          }
        }
      }
    }, 60_000);
  }
});
