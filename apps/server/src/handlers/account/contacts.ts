import { type Contact, messages, serverTexts } from "@bookwell/contract";

import type { Handlers } from "../../handler";
import { HttpError } from "../../http-error";
import { me } from "./shared";

const CONTACT_COLUMNS = "guid, firstname, lastname, mobile, email, ctype";

/** My Contacts. */
export const contactHandlers: Handlers = {
  async contacts({ session, db }) {
    const rows = await db.query<Contact>(
      `SELECT ${CONTACT_COLUMNS} FROM account_contacts WHERE arnum = $1
        ORDER BY firstname, lastname, guid`,
      [me(session)],
    );
    return { data: rows };
  },

  async deleteContact({ session, query, db }) {
    const arnum = me(session);
    const guid = String(query.guid);
    // A location whose owner this was keeps its place, without an owner (ON DELETE SET NULL).
    const deleted = await db.query(
      "DELETE FROM account_contacts WHERE guid = $1 AND arnum = $2 RETURNING guid",
      [guid, arnum],
    );
    if (deleted.length === 0) throw new HttpError(403, serverTexts.forbidden);
    return { data: null, message: messages.contactDeleted };
  },
};
