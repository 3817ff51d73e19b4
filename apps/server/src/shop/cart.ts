import {
  addDays,
  type AddonOption,
  amountDuePence,
  type CartLine,
  type CartLineInput,
  type CartSummary,
  messages,
  penceToPounds,
  poundsToPence,
  SHIP_FIELDS,
  storedPostcode,
  texts,
  serverTexts,
} from "@bookwell/contract";

import type { Handlers, ServiceContext } from "../handler";
import type { Queryable } from "../db/db";
import { HttpError } from "../http-error";
import { applyPromo, cartTotals, lineGross, type Promo, type Totals } from "../money/cart-money";
import { creditBalanceOf, returnCartCredit } from "../credit-ledger";
import { quotedUnitPence } from "./quote-amounts";
import { me, today } from "./shared";
import { type AddonRow, checkChoices, readAddons, readPackage, toAddonOption } from "./catalogue";
import { type LineSession, readHolidays, sessionsOf } from "./sessions";
import { voidRedirects } from "./redirect-sessions";

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

/** The cart a customer is shopping with now: open, or confirmed and not yet paid. */
async function currentCart(db: Queryable, arnum: string): Promise<CartRow | undefined> {
  const [cart] = await db.query<CartRow>(
    `SELECT ${CART_COLUMNS} FROM carts WHERE arnum = $1 AND status IN ('Open', 'AwaitingPayment')
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

/** Back to Open: drop the bookings and the places a confirm took, and the unpaid attempt. */
export async function reopen(tx: Queryable, refnum: string): Promise<void> {
  // A redirect gateway's open session is voided first; one the gateway had already approved
  // (its return not back yet) pays the cart instead, so it cannot be changed (issue 15).
  if (await voidRedirects(tx, refnum)) throw new HttpError(409, serverTexts.alreadyPaid);
  // The credit it redeemed goes back with its places (`takeCartCredit`: one rule).
  await returnCartCredit(tx, refnum);
  await tx.query("DELETE FROM account_bookings WHERE ticket = $1 AND status = 'Open'", [refnum]);
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
 * A line's amount before any voucher, in pence: (base + add-ons) × qty. A quoted line adds its
 * quoted weekend, location and option amounts to the base and takes off the quote's discount,
 * as the quotation page computes it: its quoted price, never the catalogue's.
 */
export function lineGrossOf(
  line: Pick<
    LineRow,
    | "base_pence"
    | "addon_pence"
    | "qty"
    | "wkd_pence"
    | "loc_pence"
    | "opt_pence"
    | "quote_disc_pence"
  >,
): number {
  const gross = lineGross({
    basePence: quotedUnitPence(line),
    addonPence: line.addon_pence,
    qty: line.qty,
  });
  return Math.max(0, gross - line.quote_disc_pence);
}

export function totalsOf(lines: readonly LineRow[]): Totals {
  const grosses = lines.map(lineGrossOf);
  return cartTotals(
    grosses,
    lines.map((l, i) => Math.min(l.disc_pence, grosses[i]!)),
  );
}

async function summaryOf(db: Queryable, cart: CartRow): Promise<CartSummary> {
  return summaryFrom(cart, await readLines(db, cart.refnum));
}

function summaryFrom(cart: CartRow, lines: readonly LineRow[]): CartSummary {
  const totals = totalsOf(lines);
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

function toCartLine(
  line: LineRow,
  addons: AddonOption[],
  sessions: readonly LineSession[] = [],
): CartLine {
  const gross = lineGrossOf(line);
  const discount = Math.min(line.disc_pence, gross);
  const ship = line.ship as Record<string, string | number | boolean | undefined>;
  const quoted = line.quote;
  return {
    ...ship,
    guid: line.guid,
    refnum: line.refnum,
    matname: line.matname,
    matnum: line.matnum,
    jobnum: line.jobnum,
    ...(line.jobnum2 ? { jobnum2: line.jobnum2, isMultijob: true } : { isMultijob: false }),
    ...(line.shiftnum ? { shiftnum: line.shiftnum } : {}),
    ...(line.shiftnum2 ? { shiftnum2: line.shiftnum2 } : {}),
    ...(line.startdate ? { startdate: line.startdate } : {}),
    ...(line.startdate2 ? { startdate2: line.startdate2 } : {}),
    ...(line.starttime ? { starttime: line.starttime, endtime: line.endtime ?? undefined } : {}),
    ...(line.starttime2
      ? { starttime2: line.starttime2, endtime2: line.endtime2 ?? undefined }
      : {}),
    imagefile: line.directory,
    qty: line.qty,
    baseamt: penceToPounds(line.base_pence),
    optamt: penceToPounds(line.addon_pence),
    discamt: penceToPounds(discount),
    disctype: discount > 0 ? "promo" : "",
    promocode: line.promocode,
    totalamt: penceToPounds(gross - discount),
    rate: line.rate,
    duration: Number(line.duration),
    sessionQty: line.session_qty,
    frequency: line.frequency,
    // The line's package offers add-ons (chosen or not): the cart shows its Add-ons button.
    hasAddon: line.offers_addons,
    addonList: addons,
    addon: addons.map((a) => `${a.optiondesc}${a.qty > 1 ? ` × ${a.qty}` : ""}`).join(", "),
    ...(quoted ? quotedFields(line, quoted, discount) : {}),
    // A plan of several sessions: every session's date, as confirm will book them.
    ...(sessions.length > 1 ? { sessions } : {}),
  } as CartLine;
}

/**
 * A quoted line as the quotation gave it: its name, image and details, the quoted amounts per
 * unit (weekend, location, option), the quote's discount with any voucher share, and no
 * Add-ons button (its add-ons are the quoted ones, priced in the option amount).
 */
function quotedFields(line: LineRow, quoted: QuotedLine, voucher: number): Partial<CartLine> {
  const quoteDiscount = Math.min(
    line.quote_disc_pence,
    lineGross({
      basePence: quotedUnitPence(line),
      addonPence: line.addon_pence,
      qty: line.qty,
    }),
  );
  return {
    matname: quoted.matname || line.matname,
    imagefile: quoted.imagefile || line.directory,
    totalWkdamt: penceToPounds(line.wkd_pence),
    totalLocamt: penceToPounds(line.loc_pence),
    optamt: penceToPounds(line.opt_pence + line.addon_pence),
    discamt: penceToPounds(quoteDiscount + voucher),
    disctype: voucher > 0 ? "promo" : quoteDiscount > 0 ? "quotation" : "",
    rate: quoted.rate || line.rate,
    duration: quoted.duration,
    sessionQty: quoted.sessionQty,
    frequency: quoted.frequency,
    schedule: quoted.schedule,
    hasAddon: false,
    addon: quoted.addon
      .split("||")
      .map((item) => item.trim())
      .filter(Boolean)
      .join(", "),
  };
}

/** A date the customer may book: after today + lead time − 1, and not a holiday. */
async function assertSelectable(db: Queryable, date: string, earliest: string): Promise<void> {
  if (date < earliest) throw new HttpError(400, serverTexts.dateNotSelectable);
  const [holiday] = await db.query("SELECT 1 FROM holidays WHERE holiday_date = $1", [date]);
  if (holiday) throw new HttpError(400, serverTexts.dateNotSelectable);
}

async function assertShiftOfJob(db: Queryable, shiftnum: string, jobnum: string) {
  const [shift] = await db.query("SELECT 1 FROM shifts WHERE shiftnum = $1 AND jobnum = $2", [
    shiftnum,
    jobnum,
  ]);
  if (!shift) throw new HttpError(400, serverTexts.shiftNotOfJob);
}

function shipOf(input: CartLineInput): Record<string, unknown> {
  const ship: Record<string, unknown> = {};
  for (const key of SHIP_FIELDS) {
    const value = (input as Record<string, unknown>)[key];
    if (value !== undefined && value !== "") ship[key] = value;
  }
  if (!ship.shipaddr3) ship.shipaddr3 = "United Kingdom";
  if (typeof ship.shippostcode === "string") {
    ship.shippostcode = shipPostcode(ship.shippostcode, String(ship.shipaddr3));
  }
  return ship;
}

/**
 * The service address's postal code as stored: the contract's per-country rule, normalised
 * (`sw1a1aa` → `SW1A 1AA`), whatever the client sent; not a postal code of that country: 400.
 */
function shipPostcode(text: string, country: string | undefined): string {
  const postcode = storedPostcode(text, country || "United Kingdom");
  if (postcode === null) throw new HttpError(400, texts.postcodeInvalid);
  return postcode;
}

/** Saves one line of the Booking Information step (new, or an update of its own line). */
async function saveLine(
  ctx: ServiceContext,
  tx: Queryable,
  cart: CartRow,
  input: CartLineInput,
): Promise<void> {
  if (input.guid) {
    const [line] = await tx.query<{ qty: number; matnum: string; quoted: boolean }>(
      "SELECT qty, matnum, quote IS NOT NULL AS quoted FROM cart_lines WHERE guid = $1 AND refnum = $2",
      [input.guid, cart.refnum],
    );
    if (!line) throw new HttpError(400, serverTexts.lineNotInCart);
    if (input.qty === 0) {
      await tx.query("DELETE FROM cart_lines WHERE guid = $1", [input.guid]);
      return;
    }
    // A quoted line was priced for its quantity: the quotation fixes it.
    if (line.quoted && input.qty !== line.qty)
      throw new HttpError(400, serverTexts.quotedLineFixed);
    // A new quantity resets that line's voucher (booking-flow.md section 4).
    if (input.qty !== line.qty) {
      await tx.query(
        "UPDATE cart_lines SET qty = $2, disc_pence = 0, promocode = '' WHERE guid = $1",
        [input.guid, input.qty],
      );
    }
    const ship = shipOf(input);
    if (Object.keys(ship).length > 1) {
      await tx.query("UPDATE cart_lines SET ship = ship || $2::jsonb WHERE guid = $1", [
        input.guid,
        JSON.stringify(ship),
      ]);
    }
    return;
  }
  if (input.qty === 0) return;
  const pkg = await readPackage(tx, input.matnum);
  // The listing sends a two-job package's jobs as "J1;J2".
  const [jobnum, joined2] = input.jobnum.split(";");
  const jobnum2 = input.jobnum2 || joined2 || undefined;
  if (!jobnum || !pkg.jobs.includes(jobnum)) throw new HttpError(400, serverTexts.jobNotOfPackage);
  if (jobnum2 && !pkg.jobs.includes(jobnum2)) throw new HttpError(400, serverTexts.jobNotOfPackage);
  if (pkg.jobs.length > 1 && !jobnum2) throw new HttpError(400, messages.choosePickDate);
  const earliest = addDays(today(ctx), pkg.start_after_days);
  if (!input.startdate) throw new HttpError(400, messages.chooseDate);
  if (!input.shiftnum) throw new HttpError(400, messages.chooseShift);
  await assertSelectable(tx, input.startdate, earliest);
  await assertShiftOfJob(tx, input.shiftnum, jobnum);
  if (jobnum2) {
    if (!input.startdate2) throw new HttpError(400, messages.choosePickDate);
    if (!input.shiftnum2) throw new HttpError(400, messages.choosePickShift);
    await assertSelectable(tx, input.startdate2, addDays(input.startdate, pkg.start_after_days));
    await assertShiftOfJob(tx, input.shiftnum2, jobnum2);
  }
  const [created] = await tx.query<{ guid: string }>(
    `INSERT INTO cart_lines (refnum, matnum, jobnum, jobnum2, shiftnum, shiftnum2, startdate,
            startdate2, qty, base_pence, ship)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING guid`,
    [
      cart.refnum,
      pkg.matnum,
      jobnum,
      jobnum2 ?? null,
      input.shiftnum,
      jobnum2 ? input.shiftnum2 : null,
      input.startdate,
      jobnum2 ? input.startdate2 : null,
      input.qty,
      pkg.base_pence,
      JSON.stringify(shipOf(input)),
    ],
  );
  // Add-ons chosen on the add-on listing travel with the new line.
  const chosen = (input.addonList ?? []).map((a) => ({ optionnum: a.optionnum, qty: a.qty }));
  if (chosen.length) {
    const picked = checkChoices(await readAddons(tx, pkg.matnum), chosen);
    for (const { row, qty } of picked) {
      await tx.query("INSERT INTO cart_line_addons (guid, optionnum, qty) VALUES ($1, $2, $3)", [
        created!.guid,
        row.optionnum,
        qty,
      ]);
    }
  }
  if (input._saveAddress !== false) await saveAddressToProfile(tx, me(ctx), input);
}

/** "Save address to profile": a new saved location, unless the customer chose one already. */
async function saveAddressToProfile(tx: Queryable, arnum: string, input: CartLineInput) {
  if (input.shiplocationid || !input.shipaddr1 || !input.shippostcode) return;
  const postcode = shipPostcode(input.shippostcode, input.shipaddr3);
  const [same] = await tx.query(
    "SELECT 1 FROM account_locations WHERE arnum = $1 AND lower(addr1) = lower($2) AND upper(replace(postcode, ' ', '')) = upper(replace($3, ' ', ''))",
    [arnum, input.shipaddr1, postcode],
  );
  if (same) return;
  const country = input.shipaddr3 === "Singapore" ? "Singapore" : "United Kingdom";
  const housetype = ["Apartment", "Landed", "Other"].includes(String(input.shiphousetype))
    ? input.shiphousetype
    : "Other";
  await tx.query(
    `INSERT INTO account_locations (arnum, locationname, addr1, addr2, addr3, unitno, postcode,
            housetype, area, bedroomqty, bathroomqty)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      arnum,
      input.shipaddr1.slice(0, 50),
      input.shipaddr1,
      input.shipaddr2 ?? "",
      country,
      input.shipunitno ?? "",
      postcode,
      housetype,
      Math.max(1, Math.round(Number(input.shipsize ?? 1)) || 1),
      input.shipbedroomQty ?? 0,
      input.shipbathroomQty ?? 0,
    ],
  );
}

async function readPromo(db: Queryable, code: string): Promise<Promo | undefined> {
  const [row] = await db.query<{
    code: string;
    kind: "percent" | "fixed";
    value: number;
    min_spend_pence: number;
    valid_from: string | null;
    valid_to: string | null;
  }>(
    `SELECT code, kind, value, min_spend_pence, to_char(valid_from, 'YYYY-MM-DD') AS valid_from,
            to_char(valid_to, 'YYYY-MM-DD') AS valid_to
       FROM promo_codes WHERE upper(code) = upper($1)`,
    [code.trim()],
  );
  if (!row) return undefined;
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSpendPence: row.min_spend_pence,
    validFrom: row.valid_from,
    validTo: row.valid_to,
  };
}

/** Applies a voucher to every line of the cart (one voucher a cart), or says why not. */
async function applyVoucher(ctx: ServiceContext, tx: Queryable, refnum: string, code: string) {
  const promo = await readPromo(tx, code);
  if (!promo) throw new HttpError(400, serverTexts.promoUnknown);
  const lines = await readLines(tx, refnum);
  const grosses = lines.map(lineGrossOf);
  const result = applyPromo(promo, grosses, today(ctx));
  if (!result.ok) {
    switch (result.reason) {
      case "empty":
        throw new HttpError(400, messages.cartEmpty);
      case "expired":
        throw new HttpError(400, serverTexts.promoExpired);
      case "not-yet":
        throw new HttpError(400, serverTexts.promoNotYet);
      case "min-spend":
        throw new HttpError(
          400,
          serverTexts.promoMinSpend(penceToPounds(promo.minSpendPence).toFixed(2)),
        );
    }
  }
  for (const [index, line] of lines.entries()) {
    await tx.query("UPDATE cart_lines SET disc_pence = $2, promocode = $3 WHERE guid = $1", [
      line.guid,
      result.lineDiscounts[index],
      promo.code,
    ]);
  }
  await tx.query("UPDATE carts SET promo_code = $2 WHERE refnum = $1", [refnum, promo.code]);
}

async function removeVoucher(tx: Queryable, refnum: string) {
  await tx.query("UPDATE cart_lines SET disc_pence = 0, promocode = '' WHERE refnum = $1", [
    refnum,
  ]);
  await tx.query("UPDATE carts SET promo_code = NULL WHERE refnum = $1", [refnum]);
}

export const cartLineHandlers: Handlers = {
  async saveCart(ctx) {
    const arnum = me(ctx);
    const lines = ctx.body;
    const mode = ctx.query.mode;
    const summary = await ctx.db.transaction(async (tx) => {
      const cart = await cartToChange(tx, arnum);
      if (mode === "remove") {
        for (const line of lines) {
          if (!line.guid) throw new HttpError(400, serverTexts.lineNotInCart);
          const removed = await tx.query(
            "DELETE FROM cart_lines WHERE guid = $1 AND refnum = $2 RETURNING 1",
            [line.guid, cart.refnum],
          );
          if (!removed.length) throw new HttpError(400, serverTexts.lineNotInCart);
        }
      } else {
        for (const line of lines) await saveLine(ctx, tx, cart, line);
      }
      if (mode === "addupdate") {
        const code = String(ctx.query.promocode ?? "").trim();
        if (code) await applyVoucher(ctx, tx, cart.refnum, code);
        else await removeVoucher(tx, cart.refnum);
      }
      return summaryOf(tx, cart);
    });
    return { data: summary };
  },

  /**
   * The open cart's totals. With `creditused`, `finalAmount` is what is left to pay after that
   * credit (checked against the customer's balance and the total, as confirm checks it), so
   * the checkout shows the server's amount and never computes the one it sends.
   */
  async cartSummary(ctx) {
    const arnum = me(ctx);
    // The header and the checkout ask for it on every page: the open cart and its lines are
    // kept until a cart, a line, a package, a shift or an add-on changes (`db.cache`).
    const open = await ctx.db.cache.get(
      `open-cart:${arnum}`,
      ["carts", "cart_lines", "packages", "shifts", "cart_line_addons", "addon_options"],
      async () => {
        const cart = await currentCart(ctx.db, arnum);
        return cart ? { cart, lines: await readLines(ctx.db, cart.refnum) } : null;
      },
    );
    if (!open) return { data: null };
    const summary = summaryFrom(open.cart, open.lines);
    const { creditused } = ctx.query;
    if (creditused === undefined) return { data: summary };
    const { available } = await creditBalanceOf(ctx.db, arnum, today(ctx));
    const due = amountDuePence({
      totalPence: poundsToPence(summary.total),
      creditUsedPence: poundsToPence(creditused),
      availablePence: available,
    });
    if (!due.ok) throw new HttpError(400, due.reason);
    return { data: { ...summary, finalAmount: penceToPounds(due.duePence) } };
  },

  async cartDetails(ctx) {
    const { params, db } = ctx;
    const lines = await readLines(db, params.refnum);
    const holidays = await readHolidays(db);
    const result: CartLine[] = [];
    for (const line of lines) {
      const chosen = await db.query<AddonRow & { qty: number }>(
        `SELECT o.*, o.description, a.qty FROM cart_line_addons a
           JOIN addon_options o ON o.optionnum = a.optionnum
          WHERE a.guid = $1 ORDER BY o.position`,
        [line.guid],
      );
      result.push(
        toCartLine(
          line,
          chosen.map((row) => toAddonOption(row, row.qty)),
          sessionsOf(line, holidays, today(ctx))?.sessions,
        ),
      );
    }
    return { data: result };
  },

  async cartLineAddons({ params, query, db }) {
    const [line] = await db.query<{ matnum: string }>(
      "SELECT matnum FROM cart_lines WHERE guid = $1 AND refnum = $2",
      [query.guid, params.refnum],
    );
    if (!line) throw new HttpError(400, serverTexts.lineNotInCart);
    const chosen = new Map(
      (
        await db.query<{ optionnum: string; qty: number }>(
          "SELECT optionnum, qty FROM cart_line_addons WHERE guid = $1",
          [query.guid],
        )
      ).map((r) => [r.optionnum, r.qty]),
    );
    const options = await readAddons(db, line.matnum);
    return { data: options.map((row) => toAddonOption(row, chosen.get(row.optionnum) ?? 0)) };
  },

  async saveCartLineAddons(ctx) {
    const { params, query, db } = ctx;
    const chosen = ctx.body;
    await db.transaction(async (tx) => {
      const cart = await cartByRefnum(tx, params.refnum);
      if (cart.status !== "Open") await cartToChange(tx, cart.arnum);
      const [line] = await tx.query<{ matnum: string; quoted: boolean }>(
        "SELECT matnum, quote IS NOT NULL AS quoted FROM cart_lines WHERE guid = $1 AND refnum = $2",
        [query.guid, params.refnum],
      );
      if (!line) throw new HttpError(400, serverTexts.lineNotInCart);
      // A quoted line's add-ons are the quotation's, priced in its option amount.
      if (line.quoted) throw new HttpError(400, serverTexts.quotedLineFixed);
      const picked = checkChoices(
        await readAddons(tx, line.matnum),
        chosen
          .filter((c) => c.selected || c.qty > 0)
          .map((c) => ({
            optionnum: c.optionnum,
            qty: c.qty > 0 ? c.qty : 1,
          })),
      );
      await tx.query("DELETE FROM cart_line_addons WHERE guid = $1", [query.guid]);
      for (const { row, qty } of picked) {
        await tx.query("INSERT INTO cart_line_addons (guid, optionnum, qty) VALUES ($1, $2, $3)", [
          query.guid,
          row.optionnum,
          qty,
        ]);
      }
      // New add-ons change the line's amount: its voucher share is reset.
      await tx.query("UPDATE cart_lines SET disc_pence = 0, promocode = '' WHERE guid = $1", [
        query.guid,
      ]);
    });
    return { data: null };
  },

  async removeCartAddon({ params, body, db }) {
    const addon = body;
    await db.transaction(async (tx) => {
      const cart = await cartByRefnum(tx, params.refnum);
      if (cart.status !== "Open") await cartToChange(tx, cart.arnum);
      const removed = await tx.query(
        `DELETE FROM cart_line_addons a USING cart_lines l
          WHERE a.guid = l.guid AND l.refnum = $1 AND a.guid = $2 AND a.optionnum = $3 RETURNING 1`,
        [params.refnum, addon.guid, addon.optionnum],
      );
      if (!removed.length) throw new HttpError(400, serverTexts.lineNotInCart);
      await tx.query("UPDATE cart_lines SET disc_pence = 0, promocode = '' WHERE guid = $1", [
        addon.guid,
      ]);
    });
    return { data: null };
  },

  async applyPromo(ctx) {
    const arnum = me(ctx);
    const body = ctx.body;
    if (body.arnum !== arnum) throw new HttpError(403, serverTexts.forbidden);
    const summary = await ctx.db.transaction(async (tx) => {
      const current = await currentCart(tx, arnum);
      if (!current || current.refnum !== body.refnum)
        throw new HttpError(400, serverTexts.refnumMismatch);
      const cart = await cartToChange(tx, arnum);
      await applyVoucher(ctx, tx, cart.refnum, body.promoCode);
      return summaryOf(tx, cart);
    });
    return { data: summary };
  },

  async creditTotal(ctx) {
    const balance = await creditBalanceOf(ctx.db, me(ctx), today(ctx));
    return { data: { total: penceToPounds(balance.available) } };
  },
};
