import { renderMail, type MailInput } from "@bookwell/mail";

import type { Queryable } from "../db/db";
import { mailSettings } from "./settings";

/** Listeners told that a mail was queued: the drainer of this process drains soon after. */
const listeners = new Set<() => void>();
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface QueueOptions {
  /** Also write the mail to this account's inbox (My Inbox), as its content alone. */
  inboxFor?: string;
  /** The server clock's now: the inbox message's time and when the mail is due. Default now(). */
  now?: Date;
  /** Where a failure to render is written; default console.error. */
  log?: (line: string) => void;
}

/**
 * Renders a mail and queues it in `outbox` (in the caller's transaction when `db` is one), and
 * with `inboxFor` writes its inbox copy too. Never throws for the mail itself: a template that
 * fails to render is logged and the customer's action goes on, since a missing mail must not
 * undo a booking or a sign-up. A failing INSERT does throw (the caller's transaction is broken
 * anyway). Sending is the drainer's job (`drainer.ts`), never the request's.
 */
export async function queueMail(
  db: Queryable,
  recipient: string,
  input: MailInput,
  options: QueueOptions = {},
): Promise<boolean> {
  const settings = mailSettings();
  let rendered;
  try {
    rendered = await renderMail(input, settings);
  } catch (error) {
    (options.log ?? console.error)(
      `[mail] ${input.template} could not be rendered: ${(error as Error).message}`,
    );
    return false;
  }
  await db.query(
    `INSERT INTO outbox (recipient, subject, body, html, attachments, status, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', coalesce($6::timestamptz, now()))`,
    [
      recipient,
      rendered.subject,
      rendered.text,
      rendered.html,
      JSON.stringify(rendered.attachments),
      options.now?.toISOString() ?? null,
    ],
  );
  if (options.inboxFor) {
    await db.query(
      "INSERT INTO inbox_messages (arnum, sender, message, sent_at) VALUES ($1, $2, $3, $4)",
      [
        options.inboxFor,
        settings.brandName,
        rendered.inboxHtml,
        (options.now ?? new Date()).toISOString(),
      ],
    );
  }
  // After the caller's transaction commits, the drainer's next look finds it; a look before
  // that finds nothing and the poll catches it.
  setTimeout(() => listeners.forEach((listener) => listener()), 50).unref?.();
  return true;
}
