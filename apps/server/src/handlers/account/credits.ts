import { type CreditTransaction, penceToPounds, serverTexts } from "@bookwell/contract";

import { todayOf } from "../../business-date";
import type { Handlers } from "../../handler";
import { HttpError } from "../../http-error";
import { creditBalanceOf } from "../../credit-ledger";
import { me } from "./shared";
import { refuseUnofferedMethod } from "../checkout/offered-methods";

/** My Credits: the ledger, the balance, and a top-up's record (paid in `credit-topup.ts`). */
export const creditHandlers: Handlers = {
  async creditTransactions({ session, db }) {
    const rows = await db.query<{
      ticket: string;
      servicetype: string;
      amount: number;
      trandate: string;
      expirydate: string;
    }>(
      `SELECT ticket, service_type AS servicetype, amount_pence AS amount,
              to_char(trandate, 'YYYY-MM-DD') AS trandate,
              coalesce(to_char(expiry_date, 'YYYY-MM-DD'), '') AS expirydate
         FROM account_credit_entries WHERE arnum = $1
        ORDER BY trandate DESC, id DESC`,
      [me(session)],
    );
    return {
      data: rows.map((row): CreditTransaction => ({
        ticket: row.ticket,
        servicetype: row.servicetype,
        trantype: row.amount > 0 ? "+" : "-",
        trandate: row.trandate,
        qty: penceToPounds(Math.abs(row.amount)),
        expirydate: row.expirydate,
      })),
    };
  },

  async creditSummary({ session, db, clock, config }) {
    const balance = await creditBalanceOf(db, me(session), todayOf({ clock, config }));
    return {
      data: {
        total: penceToPounds(balance.available),
        used: penceToPounds(balance.used),
        acquired: penceToPounds(balance.acquired),
        expiryList: balance.expiring.map((lot) => ({
          qty: penceToPounds(lot.amount),
          date: lot.date,
        })),
      },
    };
  },

  async createCredit({ session, body, db, config }) {
    const arnum = me(session);
    const form = body;
    if (form.arnum !== arnum) throw new HttpError(403, serverTexts.forbidden);
    if (form.payref !== "card") throw new HttpError(400, serverTexts.topUpByCard);
    // No top-up record for a card this server cannot take (production without a provider).
    await refuseUnofferedMethod(db, { config }, arnum, "card");
    // A repeated key is the same top-up: its first answer again, never a second record.
    const [row] = await db.query<{ refnum: string }>(
      `INSERT INTO credit_topups (refnum, arnum, amount_pence, payref, idempotency_key)
       VALUES ('TU-' || nextval('credit_topup_numbers'), $1, $2, $3, $4)
       ON CONFLICT (arnum, idempotency_key) DO UPDATE SET arnum = EXCLUDED.arnum
       RETURNING refnum`,
      [arnum, form.qty * 100, form.payref, form.idempotencyKey],
    );
    return { data: { refnum: row!.refnum } };
  },
};
