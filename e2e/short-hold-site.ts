/**
 * The slot-hold journey's own site (booking-real-world.e2e.ts): the same built site and API
 * as the journeys' server, with a 9-second slot hold (`SLOT_HOLD_MINUTES=0.15`) on a fresh
 * database in memory, so a hold runs out on the server for real without any clock wound. A
 * hold that short cannot be the journeys' server's: it would run out under the others' feet.
 *
 * The file starts it before its first journey without waiting for it: it boots (about 6 s of
 * CPU, 0.7 GB of memory while it runs) beside the file's other journeys, and the hold journey,
 * the file's last, waits for it. Stopped, its whole process group, when the file is done.
 */
import { spawnBuiltSite } from "./built-site";
import { portFromEnv } from "./ports";

/** Its own free port; with E2E_PORT given, E2E_PORT + 2 (the screenshots' is + 1, SMTP's + 5). */
const port = portFromEnv("E2E_SHORT_HOLD_PORT", 2);
export const shortHoldURL = `http://127.0.0.1:${port}`;
export const SHORT_HOLD_SECONDS = 9;

export type ShortHoldSite = { ready: Promise<void>; stop: () => Promise<void> };

/** `pnpm --filter site start` with the short hold; `ready` resolves once it listens. */
export function startShortHoldSite(): ShortHoldSite {
  const site = spawnBuiltSite("the short-hold site", {
    PORT: String(port),
    NODE_ENV: "production",
    DEMO: "1",
    PGLITE_DIR: "memory://",
    SLOT_HOLD_MINUTES: String(SHORT_HOLD_SECONDS / 60),
  });
  // Reported by the journey that waits for it, not as an unhandled rejection here.
  site.listening.catch(() => {});
  return { ready: site.listening, stop: site.stop };
}
