import {
  addDays,
  type AddonOption,
  amountDuePence,
  type CartLine,
  type CartLineInput,
  messages,
  penceToPounds,
  planVisits,
  poundsToPence,
  SHIP_FIELDS,
  storedPostcode,
  texts,
  serverTexts,
} from "@bookwell/contract";

import type { Handlers, ServiceContext } from "../../handler";
import type { Queryable } from "../../db/db";
import { holidayOn } from "../../holidays";
import { HttpError } from "../../http-error";
import { lineGross } from "../../money/cart-money";
import { creditBalanceOf } from "../../credit-ledger";
import { quotedUnitPence } from "../quotations/quote-amounts";
import { me, today } from "../shared";
import {
  type AddonRow,
  checkChoices,
  readAddons,
  readPackage,
  toAddonOption,
} from "../catalogue/catalogue";
import { type LineSession, readHolidays, sessionsOf } from "./sessions";
import {
  type CartRow,
  type LineRow,
  type QuotedLine,
  cartToChange,
  currentCart,
  lineGrossOf,
  lineVisitOf,
  readLines,
  summaryFrom,
  summaryOf,
} from "./cart";
import { applyVoucher, removeVoucher } from "./voucher";

/** A cart line as the cart page shows it. */
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
    // A catalogue plan: what one visit costs, so the cart shows how its price is made up.
    ...(!quoted && planVisits(line.session_qty) > 1
      ? { visitamt: penceToPounds(lineVisitOf(line)) }
      : {}),
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
  if (await holidayOn(db, date)) throw new HttpError(400, serverTexts.dateNotSelectable);
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
  // "Save or update": the same visit (package, jobs, dates, slots, address) already in this
  // cart is that line, though the client lost its guid; it is updated, never added twice.
  const same = await sameVisit(tx, cart.refnum, {
    matnum: pkg.matnum,
    jobnum,
    jobnum2: jobnum2 ?? null,
    shiftnum: input.shiftnum,
    shiftnum2: jobnum2 ? (input.shiftnum2 ?? null) : null,
    startdate: input.startdate,
    startdate2: jobnum2 ? (input.startdate2 ?? null) : null,
    ship: shipOf(input),
  });
  if (same) return saveLine(ctx, tx, cart, { ...input, guid: same });
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

/** The guid of the cart's own (not quoted) line for this visit at this address, if any. */
async function sameVisit(
  tx: Queryable,
  refnum: string,
  visit: {
    matnum: string;
    jobnum: string;
    jobnum2: string | null;
    shiftnum: string;
    shiftnum2: string | null;
    startdate: string;
    startdate2: string | null;
    ship: Record<string, unknown>;
  },
): Promise<string | undefined> {
  const [line] = await tx.query<{ guid: string }>(
    `SELECT guid FROM cart_lines
      WHERE refnum = $1 AND quote IS NULL AND matnum = $2 AND jobnum = $3
        AND jobnum2 IS NOT DISTINCT FROM $4 AND shiftnum = $5
        AND shiftnum2 IS NOT DISTINCT FROM $6 AND startdate = $7
        AND startdate2 IS NOT DISTINCT FROM $8
        AND coalesce(ship->>'shippostcode', '') = $9
        AND lower(coalesce(ship->>'shipaddr1', '')) = lower($10)
        AND coalesce(ship->>'shipunitno', '') = $11
      ORDER BY created_at LIMIT 1`,
    [
      refnum,
      visit.matnum,
      visit.jobnum,
      visit.jobnum2,
      visit.shiftnum,
      visit.shiftnum2,
      visit.startdate,
      visit.startdate2,
      String(visit.ship.shippostcode ?? ""),
      String(visit.ship.shipaddr1 ?? ""),
      String(visit.ship.shipunitno ?? ""),
    ],
  );
  return line?.guid;
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

/** The cart's lines: save (add, update, remove), the summary, the lines in full. */
export const cartLineHandlers: Handlers = {
  async saveCart(ctx) {
    const arnum = me(ctx);
    const lines = ctx.body;
    const mode = ctx.query.mode;
    const summary = await ctx.db.transaction(async (tx) => {
      // One change of an account's cart at a time: two saves of the same visit at once (a
      // double submit) find each other's line, and never open two carts.
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('bookwell.cart:' || $1))", [arnum]);
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
      return summaryOf(tx, cart, ctx.config.business);
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
    const summary = summaryFrom(open.cart, open.lines, ctx.config.business);
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
    const holidays = await readHolidays(db, today(ctx));
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
};
