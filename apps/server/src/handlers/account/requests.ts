import {
  messages,
  penceToPounds,
  type QuoteLine,
  type RequestItem,
  serverTexts,
} from "@bookwell/contract";

import { todayOf } from "../../business-date";
import type { Handlers } from "../../handler";
import { HttpError } from "../../http-error";
import { quotedLineTotalPence } from "../quotations/quote-amounts";
import { acceptQuotation, readQuoteLines } from "../quotations/quotation";
import { me } from "./shared";

// Quote lines, their arithmetic and accepting one into the cart are the quotations'
// (`../quotations/quotation.ts`).

/** My Requests and their quotations. */
export const requestHandlers: Handlers = {
  async requests({ session, db }) {
    const rows = await db.query<RequestItem>(
      `SELECT r.ticket, r.service_type AS servicetype, r.reqtype,
              to_char(r.request_date, 'YYYY-MM-DD') AS requesetdate, r.status,
              EXISTS (SELECT 1 FROM quote_lines q WHERE q.refnum = r.refnum) AS viewasquote,
              r.refnum
         FROM account_requests r WHERE r.arnum = $1
        ORDER BY r.request_date DESC, r.refnum`,
      [me(session)],
    );
    return { data: rows };
  },

  async deleteRequest({ params, db }) {
    await db.transaction(async (tx) => {
      const [request] = await tx.query<{ status: string }>(
        "SELECT status FROM account_requests WHERE refnum = $1 FOR UPDATE",
        [params.refnum],
      );
      if (request?.status === "Accepted") {
        throw new HttpError(409, serverTexts.acceptedNotDeletable);
      }
      await tx.query("DELETE FROM account_requests WHERE refnum = $1", [params.refnum]);
    });
    return { data: null, message: messages.quotationDeleted };
  },

  async quoteDetails({ params, db }) {
    const lines = await readQuoteLines(db, params.refnum);
    return {
      data: lines.map(
        ({
          id: _id,
          base_pence,
          wkd_pence,
          loc_pence,
          opt_pence,
          disc_pence,
          upgrade_base_pence: _upgrade,
          jobnum: _jobnum,
          matnum: _matnum,
          ...line
        }): QuoteLine => ({
          ...line,
          baseamt: penceToPounds(base_pence),
          totalWkdamt: penceToPounds(wkd_pence),
          totalLocamt: penceToPounds(loc_pence),
          optamt: penceToPounds(opt_pence),
          discamt: penceToPounds(disc_pence),
          total: penceToPounds(
            quotedLineTotalPence({
              base_pence,
              wkd_pence,
              loc_pence,
              opt_pence,
              disc_pence,
              qty: line.qty,
            }),
          ),
        }),
      ),
    };
  },

  async acceptQuote({ session, query, db, clock, config }) {
    const arnum = me(session);
    const asked = String(query.quoterefnum);
    // The spec's upgrade variant appends "U" to the reference.
    const upgrade = asked.endsWith("U") && asked.length > 1;
    const refnum = upgrade ? asked.slice(0, -1) : asked;
    // The quotation's lines go into the cart with the request's new status, or nothing does.
    await db.transaction((tx) =>
      acceptQuotation(tx, {
        arnum,
        refnum,
        upgrade,
        today: todayOf({ clock, config }),
        now: clock.now(),
      }),
    );
    return { data: null, message: messages.quotationAccepted };
  },
};
