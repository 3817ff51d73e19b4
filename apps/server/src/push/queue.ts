import { addDays, formatDisplayDate, serverTexts } from "@bookwell/contract";

import type { Queryable } from "../db/db";
import { siteUrl } from "../mail/settings";

/** What the service worker shows (`apps/site/public/sw.js`): a title, a line, where a click goes. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

/** Listeners told that a push was queued: this process's drainer looks soon after. */
const listeners = new Set<() => void>();
export function onPushQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const queued = () => setTimeout(() => listeners.forEach((listener) => listener()), 50).unref?.();

interface VisitRow {
  refnum: string;
  arnum: string;
  service_type: string;
  service_date: string;
  starttime: string | null;
  endtime: string | null;
}

const VISIT_COLUMNS = `b.refnum, b.arnum, b.service_type,
  to_char(b.service_date, 'YYYY-MM-DD') AS service_date,
  left(s.starttime::text, 5) AS starttime, left(s.endtime::text, 5) AS endtime`;

function payloadFor(title: string, visit: VisitRow): PushPayload {
  const window = visit.starttime && visit.endtime ? `, ${visit.starttime} to ${visit.endtime}` : "";
  return {
    title,
    body: serverTexts.pushVisitBody(
      visit.service_type,
      formatDisplayDate(visit.service_date),
      window,
    ),
    url: `${new URL(siteUrl()).pathname.replace(/\/$/, "")}/my-account/my-booking`,
  };
}

/**
 * A visit moved (`changeBookingDate`): a push to each of its customer's browsers, queued in the
 * caller's transaction (sent only if the change commits). No subscription: nothing queued.
 */
export async function pushDateChanged(tx: Queryable, refnum: string, now: Date): Promise<number> {
  const [visit] = await tx.query<VisitRow>(
    `SELECT ${VISIT_COLUMNS} FROM account_bookings b LEFT JOIN shifts s ON s.shiftnum = b.shiftnum
      WHERE b.refnum = $1`,
    [refnum],
  );
  if (!visit) return 0;
  const rows = await tx.query(
    `INSERT INTO push_queue (subscription_id, kind, refnum, service_date, payload, next_attempt_at)
     SELECT id, 'date-changed', $2, $3, $4, $5 FROM push_subscriptions WHERE arnum = $1
     RETURNING id`,
    [
      visit.arnum,
      visit.refnum,
      visit.service_date,
      JSON.stringify(payloadFor(serverTexts.pushDateChangedTitle, visit)),
      now.toISOString(),
    ],
  );
  if (rows.length > 0) queued();
  return rows.length;
}

/**
 * The day-before reminders: every paid visit on `today`'s next day, to each browser of its
 * customer, once (the unique index on subscription, visit and date: a second look, another
 * server copy or a restart queues nothing again; a visit moved to another day is reminded of
 * its new day). Returns how many were queued.
 */
export async function queueReminders(db: Queryable, today: string, now: Date): Promise<number> {
  const tomorrow = addDays(today, 1);
  const visits = await db.query<VisitRow>(
    `SELECT ${VISIT_COLUMNS} FROM account_bookings b LEFT JOIN shifts s ON s.shiftnum = b.shiftnum
      WHERE b.service_date = $1 AND b.status = 'Confirmed'
        AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.arnum = b.arnum)
      ORDER BY b.refnum`,
    [tomorrow],
  );
  let count = 0;
  for (const visit of visits) {
    const rows = await db.query(
      `INSERT INTO push_queue (subscription_id, kind, refnum, service_date, payload, next_attempt_at)
       SELECT id, 'reminder', $2, $3, $4, $5 FROM push_subscriptions WHERE arnum = $1
       ON CONFLICT (subscription_id, refnum, service_date) WHERE kind = 'reminder' DO NOTHING
       RETURNING id`,
      [
        visit.arnum,
        visit.refnum,
        visit.service_date,
        JSON.stringify(payloadFor(serverTexts.pushReminderTitle, visit)),
        now.toISOString(),
      ],
    );
    count += rows.length;
  }
  if (count > 0) queued();
  return count;
}

/**
 * A staff action the customer hears of (a visit completed or cancelled, a quotation sent, a
 * payment received, a refund decided): a push to each of their browsers, queued in the
 * action's transaction. `body` is the line under the title; `path` the site's page a click
 * opens. No subscription: nothing queued.
 */
export async function pushStatus(
  tx: Queryable,
  event: { arnum: string; refnum: string; date: string; title: string; body: string; path: string },
  now: Date,
): Promise<number> {
  const base = new URL(siteUrl()).pathname.replace(/\/$/, "");
  const rows = await tx.query(
    `INSERT INTO push_queue (subscription_id, kind, refnum, service_date, payload, next_attempt_at)
     SELECT id, 'status', $2, $3, $4, $5 FROM push_subscriptions WHERE arnum = $1
     RETURNING id`,
    [
      event.arnum,
      event.refnum,
      event.date,
      JSON.stringify({ title: event.title, body: event.body, url: `${base}${event.path}` }),
      now.toISOString(),
    ],
  );
  if (rows.length > 0) queued();
  return rows.length;
}
