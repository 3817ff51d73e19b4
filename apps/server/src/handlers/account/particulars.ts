import {
  DEFAULT_SALUTATION,
  messages,
  type Particulars,
  PARTICULARS_SALUTATIONS,
  validateParticulars,
  serverTexts,
} from "@bookwell/contract";

import { todayOf } from "../../business-date";
import type { Handlers } from "../../handler";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../http-error";
import { me, trimmed } from "./shared";

export async function readParticulars(db: Queryable, arnum: string): Promise<Particulars> {
  const [row] = await db.query<Particulars>(
    `SELECT arnum, firstname, lastname, email, mobile, title,
            coalesce(to_char(dob, 'YYYY-MM-DD'), '') AS dob
       FROM accounts WHERE arnum = $1`,
    [arnum],
  );
  if (!row) throw new HttpError(403, serverTexts.forbidden);
  return row;
}

/** My Particulars (account-area.md section 7). */
export const particularsHandlers: Handlers = {
  async particulars({ session, db }) {
    return { data: await readParticulars(db, me(session)) };
  },

  async updateParticulars({ session, body, db, clock, config }) {
    const arnum = me(session);
    const form = body;
    // The body names the account too: it must be the session's own, never another's.
    if (form.arnum !== arnum) throw new HttpError(403, serverTexts.forbidden);
    // The contract's schema cannot know today's date: a date of birth in the future is refused here.
    const [error] = validateParticulars(form, todayOf({ clock, config }));
    if (error) throw new HttpError(400, error.message);
    // The contract's rules leave the title open; the spec's list is Mr, Mrs, Ms, Mdm, Dr.
    const title = trimmed(form.title) || DEFAULT_SALUTATION;
    if (!(PARTICULARS_SALUTATIONS as readonly string[]).includes(title)) {
      throw new HttpError(400, messages.salutationRequired);
    }
    const email = trimmed(form.email).toLowerCase();
    const [taken] = await db.query("SELECT 1 FROM accounts WHERE email = $1 AND arnum <> $2", [
      email,
      arnum,
    ]);
    if (taken) throw new HttpError(409, serverTexts.emailTaken);
    await db.query(
      `UPDATE accounts SET title = $2, firstname = $3, lastname = $4, email = $5, mobile = $6,
              dob = nullif($7, '')::date
        WHERE arnum = $1`,
      [
        arnum,
        title,
        trimmed(form.firstname),
        trimmed(form.lastname),
        email,
        trimmed(form.mobile),
        trimmed(form.dob),
      ],
    );
    return { data: await readParticulars(db, arnum), message: messages.particularsUpdated };
  },
};
