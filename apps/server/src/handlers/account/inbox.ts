import { type InboxItem, serverTexts } from "@bookwell/contract";

import type { Handlers } from "../../handler";
import { HttpError } from "../../http-error";
import { me } from "./shared";

type InboxRow = {
  guid: string;
  sender: string;
  sendtime: Date | string;
  message: string;
  unread: boolean;
  profileimageurl: string;
};
const INBOX_COLUMNS = `guid, sender, sent_at AS sendtime, message, read_at IS NULL AS unread,
  profile_image_url AS profileimageurl`;
const toInboxItem = (row: InboxRow): InboxItem => ({
  ...row,
  sendtime: new Date(row.sendtime).toISOString(),
});

/** My Inbox. */
export const inboxHandlers: Handlers = {
  async inbox({ session, db }) {
    // The whole list, newest first: the page shows it five at a time and searches it by sender.
    const rows = await db.query<InboxRow>(
      `SELECT ${INBOX_COLUMNS} FROM inbox_messages WHERE arnum = $1 ORDER BY sent_at DESC, guid`,
      [me(session)],
    );
    return { data: rows.map(toInboxItem) };
  },

  async inboxUnread({ session, db }) {
    // The session's own messages only (the path's arnum is checked against it in app.ts).
    const [row] = await db.query<{ unread: number }>(
      "SELECT count(*)::int AS unread FROM inbox_messages WHERE arnum = $1 AND read_at IS NULL",
      [me(session)],
    );
    return { data: { unread: row?.unread ?? 0 } };
  },

  async inboxMessage({ params, db, clock }) {
    // Opening a message reads it (the first opening's time is kept).
    const [row] = await db.query<InboxRow>(
      `UPDATE inbox_messages SET read_at = coalesce(read_at, $2) WHERE guid = $1
       RETURNING ${INBOX_COLUMNS}`,
      [params.guid, clock.now().toISOString()],
    );
    if (!row) throw new HttpError(403, serverTexts.forbidden);
    return { data: toInboxItem(row) };
  },
};
