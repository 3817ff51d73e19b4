import type { Db } from "../db/db";
import { createPushDrainer } from "./drainer";
import { PUSH_OFF_WARNING, vapidKeys, type VapidKeys } from "./keys";
import { webPushSender, type PushSender } from "./sender";

export { createPushDrainer, type PushDrainer } from "./drainer";
export { DEV_VAPID_FILE, PUSH_OFF_WARNING, vapidKeys, type VapidKeys } from "./keys";
export {
  onPushQueued,
  pushDateChanged,
  pushStatus,
  queueReminders,
  type PushPayload,
} from "./queue";
export { webPushSender, type PushOutcome, type PushSender } from "./sender";
export {
  keepDeviceToken,
  parseDeviceToken,
  saveSubscription,
  type PushSubscriptionKeys,
} from "./subscriptions";
import { environment, type Env } from "../environment";

/**
 * Starts Web Push for a server process (`main.ts`, the site's server): the VAPID keys from
 * the environment (development: generated once, see `vapidKeys`), published to browsers as
 * `VAPID_PUBLIC_KEY` (`GET push/vapidkey`), and the drainer that queues the day-before
 * reminders and sends the queue (`PUSH_POLL_MS`, default a minute). Production without keys:
 * one clear warning, push off, nothing else changes.
 */
export async function startPush(
  db: Db,
  env: Env = environment(),
  {
    log = console.log,
    warn = console.warn,
    sender,
  }: { log?: (line: string) => void; warn?: (line: string) => void; sender?: PushSender } = {},
): Promise<{ keys: VapidKeys | null; stop(): Promise<void> }> {
  const keys = await vapidKeys(env);
  if (!keys) {
    warn(PUSH_OFF_WARNING);
    return { keys: null, stop: async () => undefined };
  }
  env.VAPID_PUBLIC_KEY = keys.publicKey;
  const drainer = createPushDrainer({ db, sender: sender ?? webPushSender(keys) });
  drainer.start(Number(env.PUSH_POLL_MS) || 60_000);
  log(`Push: Web Push with VAPID keys${env.VAPID_PRIVATE_KEY ? "" : " (development pair)"}`);
  return { keys, stop: () => drainer.stop() };
}
