import {
  type FeedbackListRow,
  messages,
  penceToPounds,
  poundsToPence,
  serverTexts,
} from "@bookwell/contract";

import { todayOf } from "../../business-date";
import type { Handlers } from "../../handler";
import { HttpError } from "../../http-error";
import { creditBalanceOf } from "../../credit-ledger";
import { me, trimmed } from "./shared";
import { readBooking } from "./bookings";

/** Feedback on a completed booking (with a tip from credit), the list and one given. */
export const feedbackHandlers: Handlers = {
  async submitFeedback({ params, body, db, clock, config }) {
    const form = body;
    if (form.refnum !== params.refnum) throw new HttpError(400, serverTexts.bodyMismatch);
    const today = todayOf({ clock, config });
    const tip = poundsToPence(form.tipamt);
    await db.transaction(async (tx) => {
      const { row } = await readBooking(tx, params.refnum, today, true);
      if (row.status !== "Completed") throw new HttpError(400, serverTexts.feedbackTooEarly);
      const [given] = await tx.query("SELECT 1 FROM booking_feedback WHERE refnum = $1", [
        row.refnum,
      ]);
      if (given) throw new HttpError(409, serverTexts.feedbackGiven);
      if (tip > 0) {
        // One credit spender at a time per account: the balance read here is the one debited.
        await tx.query("SELECT 1 FROM accounts WHERE arnum = $1 FOR UPDATE", [row.arnum]);
        const balance = await creditBalanceOf(tx, row.arnum, today);
        if (balance.available < tip) throw new HttpError(400, messages.notEnoughCreditsForTip);
        await tx.query(
          `INSERT INTO account_credit_entries (arnum, amount_pence, trandate, ticket, service_type, source)
           VALUES ($1, $2, $3, $4, $5, 'tip')`,
          [row.arnum, -tip, today, row.ticket, `Tip: ${row.servicetype}`],
        );
      }
      await tx.query(
        `INSERT INTO booking_feedback (refnum, rating, items, remark, tip_pence)
         VALUES ($1, $2, $3, $4, $5)`,
        [row.refnum, form.rating, [...new Set(form.items)], trimmed(form.remark), tip],
      );
    });
    return { data: null, message: messages.feedbackSubmitted };
  },

  async feedbackList({ session, db }) {
    const rows = await db.query<FeedbackListRow>(
      `SELECT b.ticket, to_char(b.service_date, 'YYYY-MM-DD') AS date,
              b.service_type AS servicetype, b.crew_name AS crew, f.rating, b.refnum
         FROM booking_feedback f JOIN account_bookings b ON b.refnum = f.refnum
        WHERE b.arnum = $1
        ORDER BY b.service_date DESC, b.refnum`,
      [me(session)],
    );
    return { data: rows };
  },

  async feedbackDetail({ params, db }) {
    const [row] = await db.query<{
      rating: number;
      tip_pence: number;
      items: string[];
      remark: string;
    }>("SELECT rating, tip_pence, items, remark FROM booking_feedback WHERE refnum = $1", [
      params.refnum,
    ]);
    // The booking is the session's (the owner check) but has no feedback yet.
    if (!row) throw new HttpError(404, messages.noRecordFound);
    return {
      data: {
        rating: row.rating,
        tipamt: penceToPounds(row.tip_pence),
        items: row.items,
        remark: row.remark,
      },
    };
  },
};
