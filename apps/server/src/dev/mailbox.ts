import { fail } from "@bookwell/contract";
import type { Hono } from "hono";

import type { Db } from "../db/db";

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const PAGE_STYLE =
  "font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5";

interface MailRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  status: string;
  attempts: number;
  created_at: string | Date;
  attachments: { filename: string }[] | string;
}

/**
 * DEVELOPMENT ONLY: the mailbox, every mail the server queued (newest first), as a page
 * (`GET /api/dev/mailbox`): recipient, subject, state, plain text with its links, and each
 * mail's HTML part (under the API's script-free policy) at `/api/dev/mailbox/{id}`. `app.ts` mounts it only when
 * `config.development` is on, which `NODE_ENV=production` turns off (a 404 there).
 */
export function mountDevMailbox(app: Hono, { db }: { db: Db }): void {
  app.get("/api/dev/mailbox", async (c) => {
    const rows = await db.query<MailRow>(
      `SELECT id, recipient, subject, body, status, attempts, created_at, attachments
         FROM outbox ORDER BY id DESC LIMIT 50`,
    );
    const items = rows.map((row) => {
      const files = (
        typeof row.attachments === "string" ? JSON.parse(row.attachments) : row.attachments
      ) as { filename: string }[];
      const text = escape(row.body).replace(
        /https?:\/\/[^\s<>"'\])]+/g,
        (url) => `<a href="${url}">${url}</a>`,
      );
      return `<article style="border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0">
<h2 style="font-size:1.1rem">${escape(row.subject)}</h2>
<p>To ${escape(row.recipient)} · ${escape(new Date(row.created_at).toISOString())} · ${escape(row.status)}${row.attempts ? ` after ${row.attempts} attempt(s)` : ""}${files.length ? ` · attached: ${files.map((file) => escape(file.filename)).join(", ")}` : ""}</p>
<pre style="white-space:pre-wrap">${text}</pre>
<p><a href="/api/dev/mailbox/${row.id}">HTML part of “${escape(row.subject)}”</a></p>
</article>`;
    });
    c.header("Cache-Control", "no-store");
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development mailbox</title></head><body style="${PAGE_STYLE}"><main><h1>Development mailbox</h1><p>The mail this server queued (newest 50). Without SMTP_URL nothing is sent; with it, the state says what happened.</p>${items.join("") || "<p>No mail yet.</p>"}</main></body></html>`,
    );
  });

  app.get("/api/dev/mailbox/:id{[0-9]+}", async (c) => {
    const [row] = await db.query<{ html: string | null }>("SELECT html FROM outbox WHERE id = $1", [
      Number(c.req.param("id")),
    ]);
    if (!row?.html) return c.json(fail("No such mail."), 404);
    // The API's policy (`default-src 'none'`) holds here too: the mail's markup runs no script.
    c.header("Cache-Control", "no-store");
    return c.html(row.html);
  });
}
