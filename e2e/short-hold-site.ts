/**
 * The slot-hold journey's own site (booking-real-world.e2e.ts): the same built site and API
 * as the journeys' server, with a 9-second slot hold (`SLOT_HOLD_MINUTES=0.15`) on a fresh
 * database in memory, so a hold runs out on the server for real without any clock wound. A
 * hold that short cannot be the journeys' server's: it would run out under the others' feet.
 *
 * Started by the journeys' global setup without waiting for it: it boots (about 10 s of CPU)
 * while the first journeys run, and is up long before the hold journey asks for it. A run
 * naming only other files does not start it. Stopped, its whole process group, at the end.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Beside the journeys' server (E2E_PORT), its screenshots' (+1) and the SMTP server's (+5). */
const port = Number(process.env.E2E_SHORT_HOLD_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2);
export const shortHoldURL = `http://127.0.0.1:${port}`;
export const SHORT_HOLD_SECONDS = 9;

/** Resolves once the short-hold site answers (it may still be booting when a journey starts). */
export async function shortHoldSiteReady(timeoutMs = 90_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${shortHoldURL}/api/home/services`);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > end) throw new Error(`The short-hold site did not answer at ${shortHoldURL}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export default function startShortHoldSite(): (() => Promise<void>) | undefined {
  const files = process.argv.filter((arg) => /\.e2e\.ts$/.test(arg));
  if (files.length > 0 && !files.some((file) => file.includes("booking-real-world"))) return;
  const child = spawn("pnpm", ["--filter", "site", "start"], {
    cwd: repoRoot,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      PGLITE_DIR: "memory://",
      SLOT_HOLD_MINUTES: String(SHORT_HOLD_SECONDS / 60),
    },
    stdio: "ignore",
  });
  return async () => {
    if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    // The whole process group: pnpm, then tsx, then node.
    process.kill(-child.pid, "SIGTERM");
    await exited;
  };
}
