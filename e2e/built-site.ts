/**
 * The built site started as `npm start` runs it after building (`pnpm --filter site start`),
 * for the journeys that need a server of their own (start.e2e.ts: a data folder across a
 * restart; short-hold-site.ts: a 9-second slot hold).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type BuiltSite = {
  process: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** Resolves once it says it listens; rejects if it exits first or says nothing in 90 s. */
  listening: Promise<void>;
  /** SIGTERM to the whole process group (pnpm, then node), then waits for the exit. */
  stop: () => Promise<void>;
};

export function spawnBuiltSite(name: string, env: NodeJS.ProcessEnv): BuiltSite {
  const child = spawn("pnpm", ["--filter", "site", "start"], {
    cwd: repoRoot,
    detached: true,
    env: { ...process.env, HOST: "127.0.0.1", DEMO: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Its own process group, so it outlives this worker unless stopped: stopped with it too.
  const stopOnExit = () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  };
  process.once("exit", stopOnExit);
  child.once("exit", () => process.off("exit", stopOnExit));
  let output = "";
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in 90 s:\n${output}`)), 90_000);
    const check = setInterval(() => {
      if (output.includes("Bookwell site on")) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    child.on("exit", (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it listened:\n${output}`));
    });
  });
  return {
    process: child,
    output: () => output,
    listening,
    async stop() {
      const { exitCode, signalCode, pid } = child;
      if (exitCode !== null || signalCode !== null || pid === undefined) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-pid, "SIGTERM");
      await exited;
    },
  };
}
