import { businessToday } from "@bookwell/contract";

import type { Clock } from "../config";
import type { Db } from "../db/db";
import { retryDelayMs } from "../mail/drainer";
import { periodicDrain } from "../queue/periodic-drain";
import { onPushQueued, queueReminders } from "./queue";
import type { PushSender } from "./sender";

export interface PushDrainerOptions {
  db: Db;
  sender: PushSender;
  clock?: Clock;
  log?: (line: string) => void;
  /** The business's time zone: "tomorrow" for the reminders. @default "Europe/London" */
  timeZone?: string;
  /** Notifications claimed per look. @default 20 */
  batchSize?: number;
  /** Attempts before a notification is given up. @default 6 */
  maxAttempts?: number;
  /** How long a claim lasts: a copy that dies mid-send leaves the row for another after it. */
  leaseMs?: number;
}

interface Claimed {
  id: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: unknown;
  attempts: number;
}

/**
 * Sends the queued pushes (`push_queue`) the way the mail drainer sends mail: due rows are
 * claimed with `FOR UPDATE SKIP LOCKED` (one server copy per row), marked `sending` with a
 * lease and committed before the push service is called; `sent` once it accepted, never sent
 * again. Each look first queues the day-before reminders (idempotent, see `queueReminders`).
 */
export function createPushDrainer({
  db,
  sender,
  clock = { now: () => new Date() },
  log = console.error,
  timeZone = "Europe/London",
  batchSize = 20,
  maxAttempts = 6,
  leaseMs = 5 * 60_000,
}: PushDrainerOptions) {
  async function claim(): Promise<Claimed[]> {
    const now = clock.now();
    return db.query<Claimed>(
      `WITH claimed AS (
         UPDATE push_queue SET status = 'sending', attempts = attempts + 1, locked_until = $2
          WHERE id IN (
            SELECT id FROM push_queue
             WHERE (status = 'pending' AND next_attempt_at <= $1)
                OR (status = 'sending' AND locked_until <= $1)
             ORDER BY id LIMIT $3
             FOR UPDATE SKIP LOCKED)
         RETURNING id, subscription_id, payload, attempts)
       SELECT c.id, c.subscription_id, c.payload, c.attempts, s.endpoint, s.p256dh, s.auth
         FROM claimed c JOIN push_subscriptions s ON s.id = c.subscription_id
        ORDER BY c.id`,
      [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), batchSize],
    );
  }

  async function deliver(row: Claimed): Promise<"sent" | "failed"> {
    const payload = typeof row.payload === "string" ? row.payload : JSON.stringify(row.payload);
    const outcome = await sender.send(row, payload);
    const now = clock.now().toISOString();
    if (outcome === "sent") {
      await db.query(
        "UPDATE push_queue SET status = 'sent', sent_at = $2, locked_until = NULL, last_error = NULL WHERE id = $1",
        [row.id, now],
      );
      return "sent";
    }
    if (outcome === "gone") {
      // The browser unsubscribed (or the push service forgot it): stop sending to it. Its
      // queued rows go with it.
      log(`[push] subscription ${row.subscription_id} is gone; removed`);
      await db.query("DELETE FROM push_subscriptions WHERE id = $1", [row.subscription_id]);
      return "failed";
    }
    const last = row.attempts >= maxAttempts;
    await db.query(
      `UPDATE push_queue SET status = $2, next_attempt_at = $3, locked_until = NULL,
              last_error = 'not accepted by the push service' WHERE id = $1`,
      [
        row.id,
        last ? "failed" : "pending",
        new Date(clock.now().getTime() + retryDelayMs(row.attempts)).toISOString(),
      ],
    );
    return "failed";
  }

  /** Queues tomorrow's reminders, then sends everything due. */
  async function look(): Promise<{ queued: number; sent: number; failed: number }> {
    const outcome = { queued: 0, sent: 0, failed: 0 };
    const now = clock.now();
    outcome.queued = await queueReminders(db, businessToday(timeZone, now), now);
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) break;
      for (const row of batch) outcome[await deliver(row)] += 1;
    }
    return outcome;
  }

  const drain = periodicDrain({
    look,
    onQueued: onPushQueued,
    onError: (error) =>
      log(`[push] the push queue could not be read: ${error.name}: ${error.message}`),
  });
  return {
    drainOnce: drain.drainOnce,
    /** Looks every `intervalMs`, and soon after this process queues a push. */
    start: (intervalMs = 60_000) => drain.start(intervalMs),
    stop: drain.stop,
  };
}

export type PushDrainer = ReturnType<typeof createPushDrainer>;
