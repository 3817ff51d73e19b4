import type { MailAttachment } from "@bookwell/mail";

import type { Clock } from "../config";
import type { Db } from "../db/db";
import { periodicDrain } from "../queue/periodic-drain";
import { onMailQueued } from "./queue";
import type { MailTransport } from "./transport";

export interface DrainerOptions {
  db: Db;
  transport: MailTransport;
  clock?: Clock;
  log?: (line: string) => void;
  /** Mails claimed per look. @default 10 */
  batchSize?: number;
  /** Attempts before a mail is marked failed. @default 8 (about four hours of retries) */
  maxAttempts?: number;
  /** How long a claim lasts: a copy that dies mid-send leaves the mail for another after it. */
  leaseMs?: number;
  /**
   * After a delivered mail its content is blanked (the link, the code): the database keeps
   * who and what subject, not a working token. Off in development, where the mailbox shows it.
   */
  scrubSent?: boolean;
}

/** The wait before attempt `n + 1`: 30 s, 1 min, 2 min... at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

interface Claimed {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  attachments: MailAttachment[] | string;
  attempts: number;
}

/**
 * Sends the queued mails (`outbox`), each by one drainer though several server copies drain
 * one PostgreSQL: a look claims due rows with `FOR UPDATE SKIP LOCKED`, marks them `sending`
 * with a lease, and commits before talking to SMTP, so no row lock is held over the network. A
 * failed send is retried with backoff; after `maxAttempts` the mail is `failed`. A crash
 * between SMTP's acceptance and the `sent` mark sends that mail again after the lease (at
 * least once; no mail is lost).
 */
export function createMailDrainer({
  db,
  transport,
  clock = { now: () => new Date() },
  log = console.error,
  batchSize = 10,
  maxAttempts = 8,
  leaseMs = 5 * 60_000,
  scrubSent = false,
}: DrainerOptions) {
  async function claim(limit: number): Promise<Claimed[]> {
    const now = clock.now();
    return db.query<Claimed>(
      `UPDATE outbox SET status = 'sending', attempts = attempts + 1, locked_until = $2
        WHERE id IN (
          SELECT id FROM outbox
           WHERE (status = 'pending' AND next_attempt_at <= $1)
              OR (status = 'sending' AND locked_until <= $1)
           ORDER BY id
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, body, html, attachments, attempts`,
      [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), limit],
    );
  }

  async function deliver(mail: Claimed): Promise<boolean> {
    try {
      await transport.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body,
        html: mail.html,
        attachments:
          typeof mail.attachments === "string"
            ? (JSON.parse(mail.attachments) as MailAttachment[])
            : mail.attachments,
      });
    } catch (error) {
      const now = clock.now();
      const last = mail.attempts >= maxAttempts;
      const reason = `${(error as Error).name}: ${(error as Error).message}`.slice(0, 500);
      // The mail's number and the reason only: never its recipient's link or code.
      log(
        `[mail] mail ${mail.id} not sent (attempt ${mail.attempts} of ${maxAttempts}${last ? ", giving up" : ""}): ${reason}`,
      );
      await db.query(
        `UPDATE outbox SET status = $2, next_attempt_at = $3, locked_until = NULL, last_error = $4
          WHERE id = $1`,
        [
          mail.id,
          last ? "failed" : "pending",
          new Date(now.getTime() + retryDelayMs(mail.attempts)).toISOString(),
          reason,
        ],
      );
      return false;
    }
    await db.query(
      `UPDATE outbox SET status = 'sent', sent_at = $2, locked_until = NULL, last_error = NULL
         ${scrubSent ? ", body = '', html = NULL, attachments = '[]'" : ""}
        WHERE id = $1`,
      [mail.id, clock.now().toISOString()],
    );
    return true;
  }

  /** Sends every mail that is due now; resolves with what happened. */
  async function look(): Promise<{ sent: number; failed: number }> {
    const outcome = { sent: 0, failed: 0 };
    for (;;) {
      const batch = await claim(batchSize);
      if (batch.length === 0) break;
      for (const mail of batch) {
        if (await deliver(mail)) outcome.sent += 1;
        else outcome.failed += 1;
      }
    }
    return outcome;
  }

  const drain = periodicDrain({
    look,
    onQueued: onMailQueued,
    onError: (error) => log(`[mail] the outbox could not be read: ${error.name}: ${error.message}`),
  });
  return {
    drainOnce: drain.drainOnce,
    /** Looks every `intervalMs`, and soon after this process queues a mail. */
    start: (intervalMs = 2_000) => drain.start(intervalMs),
    stop: drain.stop,
  };
}

export type MailDrainer = ReturnType<typeof createMailDrainer>;
