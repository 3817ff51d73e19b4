import {
  addDays,
  BOOKING_SALUTATIONS,
  type CalendarDate,
  isQuoteAcceptable,
  serverTexts,
} from "@bookwell/contract";

import type { Queryable } from "../../db/db";
import { holidaySet } from "../../holidays";
import { HttpError } from "../../http-error";
import { cartToChange, type QuotedLine } from "../cart/cart";
import { quotedLineTotalPence } from "./quote-amounts";
import { parseQuoteSchedule, quoteShift, quoteStartDate, type ShiftChoice } from "./quote-schedule";

/**
 * Quotations (account-area.md, Quotation page): their lines, their arithmetic, and accepting
 * one into the customer's cart. Amounts in pence.
 */

/** The upgrade the Quotation page offers: UPGRADE TO 12 SESSIONS. */
export const UPGRADE_SESSIONS = 12;

/** A quote line as read, amounts in pence. */
export type QuoteLineRow = {
  id: number;
  matnum: string;
  jobnum: string;
  matname: string;
  imagefile: string;
  description: string;
  qty: number;
  base_pence: number;
  wkd_pence: number;
  loc_pence: number;
  opt_pence: number;
  disc_pence: number;
  upgrade_base_pence: number | null;
  isUpgrade: boolean;
  rate: string;
  duration: number;
  sessionQty: number;
  frequency: string;
  addon: string;
  shiphousetype: string;
  shipsize: number;
  shipbedroomQty: number;
  shipbathroomQty: number;
  schedule: string;
  shipfirstname: string;
  shipfulladdr: string;
  shiplastname: string;
  shipphone: string;
  shipemail: string;
};

type LineAmounts = Pick<
  QuoteLineRow,
  "base_pence" | "wkd_pence" | "loc_pence" | "opt_pence" | "disc_pence" | "qty"
>;

export async function readQuoteLines(db: Queryable, refnum: string): Promise<QuoteLineRow[]> {
  return db.query<QuoteLineRow>(
    `SELECT id, matnum, jobnum, matname, imagefile, description, qty, base_pence, wkd_pence,
            loc_pence, opt_pence, disc_pence, upgrade_base_pence,
            upgrade_base_pence IS NOT NULL AS "isUpgrade", rate, duration::float AS duration,
            session_qty AS "sessionQty", frequency, addon, shiphousetype, shipsize,
            shipbedroom_qty AS "shipbedroomQty", shipbathroom_qty AS "shipbathroomQty", schedule,
            shipfirstname, shipfulladdr, shiplastname, shipphone, shipemail
       FROM quote_lines WHERE refnum = $1 ORDER BY id`,
    [refnum],
  );
}

/** A quote line as accepted: what goes into the cart for it. */
export type AcceptedLine = LineAmounts & { sessionQty: number };

/**
 * The lines as accepted. As given: the quoted amounts, quantities and sessions. As the
 * upgrade: each upgradable line is priced per session at its 12-session base price for 12
 * sessions (its quantity counts sessions, so it becomes 12 for each set of sessions quoted);
 * its weekend, location and option amounts and its discount stay as quoted. Lines without an
 * upgrade stay as given.
 */
export function acceptedLines(
  lines: readonly QuoteLineRow[],
  upgrade: boolean,
): (QuoteLineRow & { accepted: AcceptedLine })[] {
  return lines.map((line) => {
    const given: AcceptedLine = {
      base_pence: line.base_pence,
      wkd_pence: line.wkd_pence,
      loc_pence: line.loc_pence,
      opt_pence: line.opt_pence,
      disc_pence: line.disc_pence,
      qty: line.qty,
      sessionQty: line.sessionQty,
    };
    if (!upgrade || line.upgrade_base_pence === null) return { ...line, accepted: given };
    const sets = Math.max(1, Math.round(line.qty / Math.max(1, line.sessionQty)));
    return {
      ...line,
      accepted: {
        ...given,
        base_pence: line.upgrade_base_pence,
        qty: sets * UPGRADE_SESSIONS,
        sessionQty: UPGRADE_SESSIONS,
      },
    };
  });
}

/** The quotation's total as accepted (as given, or as the upgrade), in pence. */
export const acceptedTotal = (lines: readonly { accepted: AcceptedLine }[]) =>
  lines.reduce((sum, line) => sum + quotedLineTotalPence(line.accepted), 0);

/** Letters and digits only, lower case: "Flat 2, 12 Fournier St" and "flat 2 12 fournier st" agree. */
const plainAddress = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The profile's salutation (one the checkout offers), and the saved location a quoted line's
 * full address is (with or without its country at the end) as the cart line's address fields.
 */
async function checkoutContactOf(tx: Queryable, arnum: string) {
  const [account] = await tx.query<{ title: string }>(
    "SELECT title FROM accounts WHERE arnum = $1",
    [arnum],
  );
  const locations = await tx.query<{
    fulladdr: string;
    addr1: string;
    addr2: string;
    addr3: string;
    unitno: string;
    postcode: string;
  }>(
    `SELECT concat_ws(', ', nullif(unitno, ''), addr1, nullif(addr2, ''), nullif(postcode, '')) AS fulladdr,
            addr1, addr2, addr3, unitno, postcode
       FROM account_locations WHERE arnum = $1 ORDER BY is_default DESC, locationid`,
    [arnum],
  );
  const title = account?.title ?? "";
  return {
    title: (BOOKING_SALUTATIONS as readonly string[]).includes(title) ? { shiptitle: title } : {},
    placeOf(fulladdr: string): Record<string, string> {
      const wanted = plainAddress(fulladdr);
      const place = locations.find((location) => {
        const full = plainAddress(location.fulladdr);
        return wanted !== "" && (full === wanted || full + plainAddress(location.addr3) === wanted);
      });
      if (!place) return {};
      return Object.fromEntries(
        Object.entries({
          shippostcode: place.postcode,
          shipunitno: place.unitno,
          shipaddr1: place.addr1,
          shipaddr2: place.addr2,
          shipaddr3: place.addr3,
        }).filter(([, value]) => value !== ""),
      );
    },
  };
}

/**
 * Accepts a quotation into the customer's cart, once. Under the account's and the request's
 * row locks (so two accepts at once run one after the other): a quotation already accepted
 * the same way whose lines are still in the customer's current cart answers as accepted again
 * and adds nothing (a double click, a second tab); one accepted otherwise is refused. A
 * quotation must be Quoted and priced above £0; the upgrade needs an upgradable line. Its
 * lines go into the open cart (made, or reopened from a confirmed unpaid one) with the quoted
 * prices, the quoted add-ons, contact and address, and a date and shift read from the quoted
 * schedule (`quote-schedule.ts`).
 */
export async function acceptQuotation(
  tx: Queryable,
  input: { arnum: string; refnum: string; upgrade: boolean; today: CalendarDate; now: Date },
): Promise<{ added: number }> {
  const { arnum, refnum, upgrade } = input;
  // One accept per account at a time, so two never both make a new cart. NO KEY UPDATE: rows
  // that merely reference the account (a login's session) are not held up by it.
  await tx.query("SELECT 1 FROM accounts WHERE arnum = $1 FOR NO KEY UPDATE", [arnum]);
  const [request] = await tx.query<{ status: string; accepted_upgrade: boolean | null }>(
    "SELECT status, accepted_upgrade FROM account_requests WHERE refnum = $1 AND arnum = $2 FOR UPDATE",
    [refnum, arnum],
  );
  if (!request) throw new HttpError(403, serverTexts.forbidden);
  const lines = acceptedLines(await readQuoteLines(tx, refnum), upgrade);
  if (request.status === "Accepted") {
    const [inCart] = await tx.query(
      `SELECT 1 FROM cart_lines l JOIN carts c ON c.refnum = l.refnum
        WHERE c.arnum = $1 AND c.status IN ('Open', 'AwaitingPayment')
          AND l.quote_line_id = ANY($2::int[])`,
      [arnum, lines.map((line) => line.id)],
    );
    if (inCart && request.accepted_upgrade === upgrade) return { added: 0 };
    throw new HttpError(409, serverTexts.quotationAlreadyAccepted);
  }
  if (request.status !== "Quoted" || lines.length === 0) {
    throw new HttpError(400, serverTexts.quotationNotAcceptable);
  }
  // Priced at £0 (not priced yet): refused as given and as the upgrade alike.
  if (!isQuoteAcceptable(acceptedTotal(acceptedLines(lines, false)))) {
    throw new HttpError(400, serverTexts.quotationPricedZero);
  }
  if (upgrade && !lines.some((line) => line.upgrade_base_pence !== null)) {
    throw new HttpError(400, serverTexts.noUpgrade);
  }
  if (!isQuoteAcceptable(acceptedTotal(lines)))
    throw new HttpError(400, serverTexts.quotationPricedZero);

  const cart = await cartToChange(tx, arnum);
  const holidays = await holidaySet(tx, input.today);
  const contact = await checkoutContactOf(tx, arnum);
  for (const line of lines) {
    const [pkg] = await tx.query<{ start_after_days: number }>(
      "SELECT start_after_days FROM packages WHERE matnum = $1",
      [line.matnum],
    );
    const shifts = await tx.query<ShiftChoice>(
      `SELECT shiftnum, to_char(starttime, 'HH24:MI') AS starttime, to_char(endtime, 'HH24:MI') AS endtime
         FROM shifts WHERE jobnum = $1`,
      [line.jobnum],
    );
    const schedule = parseQuoteSchedule(line.schedule);
    const startdate = quoteStartDate(
      schedule,
      addDays(input.today, pkg?.start_after_days ?? 0),
      holidays,
    );
    const shift = quoteShift(schedule, shifts);
    const { accepted } = line;
    const quote: QuotedLine = {
      quoterefnum: refnum,
      upgrade: upgrade && line.upgrade_base_pence !== null,
      matname: line.matname,
      imagefile: line.imagefile,
      description: line.description,
      addon: line.addon,
      schedule: line.schedule,
      rate: line.rate,
      duration: line.duration,
      sessionQty: accepted.sessionQty,
      frequency: line.frequency,
    };
    const ship = {
      shipfirstname: line.shipfirstname,
      shiplastname: line.shiplastname,
      shipphone: line.shipphone,
      shipemail: line.shipemail,
      shipfulladdr: line.shipfulladdr,
      shipaddr3: "United Kingdom",
      // The salutation and the address lines the checkout prefills from (the saved location
      // the quoted full address is), so the customer does not type again what the quote holds.
      ...contact.title,
      ...contact.placeOf(line.shipfulladdr),
      shiphousetype: line.shiphousetype,
      shipsize: line.shipsize,
      shipbedroomQty: line.shipbedroomQty,
      shipbathroomQty: line.shipbathroomQty,
    };
    await tx.query(
      `INSERT INTO cart_lines (refnum, matnum, jobnum, shiftnum, startdate, qty, base_pence,
              wkd_pence, loc_pence, opt_pence, quote_disc_pence, ship, quote, quote_line_id,
              created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, clock_timestamp())`,
      [
        cart.refnum,
        line.matnum,
        line.jobnum,
        shift?.shiftnum ?? null,
        startdate,
        accepted.qty,
        accepted.base_pence,
        accepted.wkd_pence,
        accepted.loc_pence,
        accepted.opt_pence,
        accepted.disc_pence,
        JSON.stringify(
          Object.fromEntries(Object.entries(ship).filter(([, value]) => value !== "")),
        ),
        JSON.stringify(quote),
        line.id,
      ],
    );
  }
  await tx.query(
    `UPDATE account_requests SET status = 'Accepted', accepted_upgrade = $2, accepted_at = $3
      WHERE refnum = $1`,
    [refnum, upgrade, input.now.toISOString()],
  );
  return { added: lines.length };
}
