import { type CartSummary, penceToPounds, planPricePence, serverTexts } from "@bookwell/contract";

import type { Queryable } from "../../db/db";
import { HttpError } from "../../http-error";
import { cartTotals, lineGross, type Charges, type Totals } from "../../money/cart-money";
import { returnCartCredit } from "../../credit-ledger";
import { quotedUnitPence } from "../quotations/quote-amounts";
import { supersedeCardAttempts, voidRedirects } from "../checkout/redirect-sessions";

/**
 * The cart: lines, their dates and add-ons, totals in pence, vouchers and the credit balance.
 * Every amount is computed here; nothing priced by the browser is trusted.
 */
export type CartRow = {
  refnum: string;
  arnum: string;
  status: "Open" | "AwaitingPayment" | "Paid" | "Cancelled";
  promo_code: string | null;
  payment_ref: string | null;
  credit_used_pence: number;
  paid_pence: number;
  total_pence: number;
  sor: string | null;
  transaction_id: string | null;
};

export type LineRow = {
  guid: string;
  refnum: string;
  matnum: string;
  matname: string;
  jobnum: string;
  jobnum2: string | null;
  shiftnum: string | null;
  shiftnum2: string | null;
  startdate: string | null;
  startdate2: string | null;
  starttime: string | null;
  endtime: string | null;
  starttime2: string | null;
  endtime2: string | null;
  qty: number;
  base_pence: number;
  disc_pence: number;
  promocode: string;
  ship: Record<string, unknown>;
  directory: string;
  rate: string;
  duration: string;
  session_qty: number;
  frequency: string;
  /** The package's lead time in days (a plan's sessions never come before it). */
  start_after_days: number;
  addon_pence: number;
  /** The package offers add-ons, whether or not the line has any yet. */
  offers_addons: boolean;
  /** A line from an accepted quotation: its quote line, quoted amounts and what it says. */
  quote_line_id: number | null;
  wkd_pence: number;
  loc_pence: number;
  opt_pence: number;
  quote_disc_pence: number;
  quote: QuotedLine | null;
};

/**
 * What a quotation says of a line in the cart (`cart_lines.quote`), for display: the quoted
 * name, image, add-ons (the quote's double-bar list), schedule, sessions, rate and duration.
 */
export type QuotedLine = {
  quoterefnum: string;
  upgrade: boolean;
  matname: string;
  imagefile: string;
  description: string;
  addon: string;
  schedule: string;
  rate: string;
  duration: number;
  sessionQty: number;
  frequency: string;
};

export const CART_COLUMNS =
  "refnum, arnum, status, promo_code, payment_ref, credit_used_pence, paid_pence, total_pence, sor, transaction_id";

/**
 * The cart a customer is shopping with now: open, or confirmed for a card and not yet paid. An
 * order awaiting a bank transfer or a redirect gateway (it has a payment deadline) is not: it
 * keeps its own lines and reference, and new lines go into a new cart.
 */
export async function currentCart(db: Queryable, arnum: string): Promise<CartRow | undefined> {
  const [cart] = await db.query<CartRow>(
    `SELECT ${CART_COLUMNS} FROM carts
      WHERE arnum = $1
        AND (status = 'Open' OR (status = 'AwaitingPayment' AND pay_by IS NULL))
      ORDER BY (status = 'Open') DESC, created_at DESC LIMIT 1`,
    [arnum],
  );
  return cart;
}

export async function cartByRefnum(db: Queryable, refnum: string): Promise<CartRow> {
  const [cart] = await db.query<CartRow>(`SELECT ${CART_COLUMNS} FROM carts WHERE refnum = $1`, [
    refnum,
  ]);
  if (!cart) throw new HttpError(404, serverTexts.cartNotFound);
  return cart;
}

/** The session's cart to change; a confirmed, unpaid cart opens again (its places are freed). */
export async function cartToChange(tx: Queryable, arnum: string): Promise<CartRow> {
  const cart = await currentCart(tx, arnum);
  if (cart) {
    if (cart.status === "AwaitingPayment") await reopen(tx, cart.refnum);
    return { ...cart, status: "Open" };
  }
  const [created] = await tx.query<CartRow>(
    `INSERT INTO carts (refnum, arnum) VALUES ('RF' || nextval('cart_numbers'), $1)
     RETURNING ${CART_COLUMNS}`,
    [arnum],
  );
  return created!;
}

/**
 * Back to Open: drop the bookings and the places a confirm took, and the unpaid attempt.
 * `reconfirm`: the caller confirms the cart again in the same transaction, so its status is
 * left as it is (an unpaid order is never Open beside the customer's new cart).
 */
export async function reopen(
  tx: Queryable,
  refnum: string,
  { reconfirm = false }: { reconfirm?: boolean } = {},
): Promise<void> {
  // A redirect gateway's open session is voided first; one the gateway had already approved
  // (its return not back yet) pays the cart instead, so it cannot be changed.
  if (await voidRedirects(tx, refnum)) throw new HttpError(409, serverTexts.alreadyPaid);
  // A card attempt waiting for 3-D Secure can no longer pay this cart (its amount may change).
  await supersedeCardAttempts(tx, refnum);
  // The credit it redeemed goes back with its places (`takeCartCredit`: one rule).
  await returnCartCredit(tx, refnum);
  await tx.query("DELETE FROM account_bookings WHERE ticket = $1 AND status = 'Open'", [refnum]);
  if (reconfirm) return;
  await tx.query(
    "UPDATE carts SET status = 'Open', payment_ref = NULL, confirmed_at = NULL WHERE refnum = $1",
    [refnum],
  );
}

export async function readLines(db: Queryable, refnum: string): Promise<LineRow[]> {
  return db.query<LineRow>(
    `SELECT l.guid, l.refnum, l.matnum, p.matname, l.jobnum, l.jobnum2, l.shiftnum, l.shiftnum2,
            to_char(l.startdate, 'YYYY-MM-DD') AS startdate,
            to_char(l.startdate2, 'YYYY-MM-DD') AS startdate2,
            to_char(s1.starttime, 'HH24:MI') AS starttime, to_char(s1.endtime, 'HH24:MI') AS endtime,
            to_char(s2.starttime, 'HH24:MI') AS starttime2, to_char(s2.endtime, 'HH24:MI') AS endtime2,
            l.qty, l.base_pence, l.disc_pence, l.promocode, l.ship, p.directory, p.rate,
            p.duration::text AS duration, p.session_qty, p.frequency, p.start_after_days,
            coalesce((SELECT sum(o.price_pence * a.qty) FROM cart_line_addons a
                        JOIN addon_options o ON o.optionnum = a.optionnum
                       WHERE a.guid = l.guid), 0)::int AS addon_pence,
            EXISTS (SELECT 1 FROM addon_options o WHERE o.matnum = l.matnum) AS offers_addons,
            l.quote_line_id, l.wkd_pence, l.loc_pence, l.opt_pence, l.quote_disc_pence, l.quote
       FROM cart_lines l
       JOIN packages p ON p.matnum = l.matnum
       LEFT JOIN shifts s1 ON s1.shiftnum = l.shiftnum
       LEFT JOIN shifts s2 ON s2.shiftnum = l.shiftnum2
      WHERE l.refnum = $1
      ORDER BY l.created_at, l.guid`,
    [refnum],
  );
}

/**
 * A line's amount before any voucher, in pence. A catalogue line costs one visit, (base +
 * add-ons) × qty, times its package's sessions (`planPricePence`: the listing's price holds
 * per visit). A quoted line adds its quoted weekend, location and option amounts to the base
 * and takes off the quote's discount, as the quotation page computes it: its quoted price,
 * never the catalogue's (its quantity already counts its sessions).
 */
export function lineGrossOf(line: LineAmountsRow): number {
  const visit = lineVisitOf(line);
  if (line.quote) return Math.max(0, visit - line.quote_disc_pence);
  return planPricePence(visit, line.session_qty);
}

type LineAmountsRow = Pick<
  LineRow,
  | "base_pence"
  | "addon_pence"
  | "qty"
  | "wkd_pence"
  | "loc_pence"
  | "opt_pence"
  | "quote_disc_pence"
  | "session_qty"
  | "quote"
>;

/** One visit of a line, (unit + add-ons) × qty, in pence: what a plan's price is made of. */
export function lineVisitOf(line: LineAmountsRow): number {
  return lineGross({
    basePence: quotedUnitPence(line),
    addonPence: line.addon_pence,
    qty: line.qty,
  });
}

/** The cart's totals with the brand's charges (`config.business`: its tax rate and fee). */
export function totalsOf(lines: readonly LineRow[], charges: Charges): Totals {
  const grosses = lines.map(lineGrossOf);
  return cartTotals(
    grosses,
    lines.map((l, i) => Math.min(l.disc_pence, grosses[i]!)),
    charges,
  );
}

export async function summaryOf(
  db: Queryable,
  cart: CartRow,
  charges: Charges,
): Promise<CartSummary> {
  return summaryFrom(cart, await readLines(db, cart.refnum), charges);
}

export function summaryFrom(
  cart: CartRow,
  lines: readonly LineRow[],
  charges: Charges,
): CartSummary {
  const totals = totalsOf(lines, charges);
  const promo = lines.find((l) => l.promocode)?.promocode ?? "";
  return {
    refnum: cart.refnum,
    totalitem: lines.length,
    subtotal: penceToPounds(totals.subtotal),
    discAmt: penceToPounds(totals.discount),
    serviceFee: penceToPounds(totals.serviceFee),
    tax: penceToPounds(totals.tax),
    total: penceToPounds(totals.total),
    promoCode: promo,
    finalAmount: penceToPounds(totals.total - cart.credit_used_pence),
  };
}
