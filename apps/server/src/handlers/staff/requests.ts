import {
  penceToPounds,
  poundsToPence,
  serverTexts,
  type StaffCataloguePackage,
  type StaffRequestDetail,
  type StaffRequestItem,
} from "@bookwell/contract";

import { todayOf } from "../../business-date";
import type { Queryable } from "../../db/db";
import type { Handlers } from "../../handler";
import { HttpError } from "../../http-error";
import { readQuoteLines } from "../quotations/quotation";
import { staffOf } from "./access";
import { audit } from "./audit";
import { tellQuotationSent } from "./notify";
import {
  buildDraftLines,
  type DraftLine,
  draftTotalPence,
  quotationView,
  writeQuoteLines,
} from "./quotation-lines";

/**
 * Requests (assessments, quotation requests), staff side: the list, one in full, pricing it
 * into a quotation (saved as a draft the customer does not see) and sending it (the lines the
 * customer sees, the mail, the inbox message, a push). The catalogue's packages and prices,
 * for the lines; an admin sets a package's price.
 */

const ITEM_COLUMNS = `
  r.refnum, r.arnum, trim(a.firstname || ' ' || a.lastname) AS customer,
  r.service_type AS "serviceType", r.reqtype, to_char(r.request_date, 'YYYY-MM-DD') AS "requestDate",
  r.status, EXISTS (SELECT 1 FROM quote_drafts d WHERE d.refnum = r.refnum) AS drafted`;

type RequestRow = StaffRequestItem & { email: string; mobile: string };

async function lockRequest(tx: Queryable, refnum: string): Promise<RequestRow> {
  const [request] = await tx.query<RequestRow>(
    `SELECT ${ITEM_COLUMNS}, a.email, a.mobile
       FROM account_requests r JOIN accounts a ON a.arnum = r.arnum
      WHERE r.refnum = $1 FOR UPDATE OF r`,
    [refnum],
  );
  if (!request) throw new HttpError(404, serverTexts.staffRequestUnknown);
  if (request.status === "Accepted") throw new HttpError(409, serverTexts.staffRequestAccepted);
  return request;
}

async function draftOf(db: Queryable, refnum: string): Promise<DraftLine[] | null> {
  const [draft] = await db.query<{ lines: DraftLine[] }>(
    "SELECT lines FROM quote_drafts WHERE refnum = $1",
    [refnum],
  );
  return draft?.lines ?? null;
}

const PACKAGE_COLUMNS = `p.matnum, p.matname, coalesce(p.matcatnum, '') AS matcatnum, p.base_pence,
  p.session_qty AS "sessionQty", p.frequency`;
type PackageRow = Omit<StaffCataloguePackage, "base"> & { base_pence: number };
const toPackage = ({ base_pence, ...row }: PackageRow): StaffCataloguePackage => ({
  ...row,
  base: penceToPounds(base_pence),
});

export const requestHandlers: Handlers = {
  async staffRequests({ query, db }) {
    const rows = await db.query<StaffRequestItem>(
      `SELECT ${ITEM_COLUMNS} FROM account_requests r JOIN accounts a ON a.arnum = r.arnum
        WHERE ($1::text IS NULL OR r.status = $1)
        ORDER BY r.request_date DESC, r.refnum LIMIT 500`,
      [query.status ?? null],
    );
    return { data: rows };
  },

  /** The request, its assessment, and its quotation: the unsent draft first, else what was sent. */
  async staffRequest({ params, db }) {
    const [request] = await db.query<RequestRow>(
      `SELECT ${ITEM_COLUMNS}, a.email, a.mobile
         FROM account_requests r JOIN accounts a ON a.arnum = r.arnum WHERE r.refnum = $1`,
      [params.refnum],
    );
    if (!request) throw new HttpError(404, serverTexts.staffRequestUnknown);
    const [assessment] = await db.query<NonNullable<StaffRequestDetail["assessment"]>>(
      `SELECT matcatnum, to_char(reqdate, 'YYYY-MM-DD') AS date, reqtimefrom AS "timeFrom",
              reqtimeto AS "timeTo", shipaddr AS address, shipname AS "contactName",
              shipemail AS "contactEmail", shipphone AS "contactPhone", parameters AS answers
         FROM assessment_requests WHERE refnum = $1`,
      [request.refnum],
    );
    const draft = await draftOf(db, request.refnum);
    const sent = draft ? null : await readQuoteLines(db, request.refnum);
    const quotation = draft
      ? quotationView(request.refnum, request.status, false, draft)
      : sent?.length
        ? quotationView(request.refnum, request.status, true, sent)
        : null;
    return { data: { ...request, assessment: assessment ?? null, quotation } };
  },

  /** Prices the request: the lines checked and saved as a draft, answered as the customer will see them. */
  async staffPriceRequest(ctx) {
    const staff = staffOf(ctx);
    const today = todayOf(ctx);
    const data = await ctx.db.transaction(async (tx) => {
      const request = await lockRequest(tx, ctx.params.refnum);
      const before = await draftOf(tx, request.refnum);
      const lines = await buildDraftLines(tx, request, ctx.body.lines, today);
      await tx.query(
        `INSERT INTO quote_drafts (refnum, lines, priced_by, priced_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (refnum) DO UPDATE SET lines = $2, priced_by = $3, priced_at = $4`,
        [request.refnum, JSON.stringify(lines), staff.staffId, ctx.clock.now().toISOString()],
      );
      const view = quotationView(request.refnum, request.status, false, lines);
      await audit(tx, {
        staff,
        action: "request.price",
        subject: request.refnum,
        before: before
          ? { total: quotationView(request.refnum, request.status, false, before).total }
          : null,
        after: { lines: view.lines, total: view.total, upgradeTotal: view.upgradeTotal },
        at: ctx.clock.now(),
      });
      return view;
    });
    return { data, message: serverTexts.staffQuotationSaved };
  },

  /** Sends the draft: the customer's lines replaced, the request Quoted, the customer told. */
  async staffSendQuotation(ctx) {
    const staff = staffOf(ctx);
    const now = ctx.clock.now();
    const data = await ctx.db.transaction(async (tx) => {
      const request = await lockRequest(tx, ctx.params.refnum);
      const lines = await draftOf(tx, request.refnum);
      if (!lines) throw new HttpError(400, serverTexts.staffQuotationNotPriced);
      await writeQuoteLines(tx, request.refnum, lines);
      await tx.query("DELETE FROM quote_drafts WHERE refnum = $1", [request.refnum]);
      await tx.query("UPDATE account_requests SET status = 'Quoted' WHERE refnum = $1", [
        request.refnum,
      ]);
      const total = draftTotalPence(lines);
      await tellQuotationSent(
        tx,
        {
          refnum: request.refnum,
          arnum: request.arnum,
          totalPence: total,
          date: request.requestDate,
        },
        now,
      );
      const view = quotationView(request.refnum, "Quoted", true, lines);
      await audit(tx, {
        staff,
        action: "request.send",
        subject: request.refnum,
        before: { status: request.status },
        after: { status: "Quoted", total: view.total },
        at: now,
      });
      return view;
    });
    return { data, message: serverTexts.staffQuotationSent };
  },

  async staffCatalogue({ db }) {
    const rows = await db.query<PackageRow>(
      `SELECT ${PACKAGE_COLUMNS} FROM packages p
        WHERE NOT p.is_header AND EXISTS (SELECT 1 FROM jobs j WHERE j.matnum = p.matnum)
        ORDER BY p.matcatnum, p.position, p.matnum`,
    );
    return { data: rows.map(toPackage) };
  },

  /** A package's catalogue price (new carts take it; carts and quotations made keep theirs). */
  async staffSetPrice(ctx) {
    const staff = staffOf(ctx);
    const base = poundsToPence(ctx.body.base);
    const data = await ctx.db.transaction(async (tx) => {
      const [before] = await tx.query<PackageRow>(
        `SELECT ${PACKAGE_COLUMNS} FROM packages p WHERE p.matnum = $1 AND NOT p.is_header FOR UPDATE`,
        [ctx.params.matnum],
      );
      if (!before) throw new HttpError(404, serverTexts.staffPackageUnknown(ctx.params.matnum));
      await tx.query("UPDATE packages SET base_pence = $2 WHERE matnum = $1", [
        before.matnum,
        base,
      ]);
      await audit(tx, {
        staff,
        action: "catalogue.price",
        subject: before.matnum,
        before: { base: penceToPounds(before.base_pence) },
        after: { base: penceToPounds(base) },
        at: ctx.clock.now(),
      });
      return toPackage({ ...before, base_pence: base });
    });
    return { data, message: serverTexts.staffPriceSaved };
  },
};
