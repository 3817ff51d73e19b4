import {
  addDays,
  ADDON_QUANTITY_MAX,
  ADDON_QUANTITY_MIN,
  type AddonOption,
  amountDuePence,
  type CartLine,
  type CartLineInput,
  type CartSummary,
  fail,
  GUEST_ARNUM,
  isPaymentRefEnabled,
  isValidAddonQuantity,
  messages,
  type PackageItem,
  type PaymentResult,
  type PaymentFlags,
  penceToPounds,
  poundsToPence,
  type Question,
  type QuestionnaireAnswers,
  SHIP_FIELDS,
  texts,
  validateAssessment,
} from "@bookwell/contract";

import type { Handlers, ServiceContext } from "../handler";
import type { Queryable } from "../db/db";
import { HttpError } from "../http-error";
import { applyPromo, cartTotals, lineGross, type Promo, type Totals } from "../money/cart-money";
import { paymentGateway, type GatewayOutcome, type PaymentGateway } from "../payments";
import { GatewayError } from "../payments/stripe-gateway";
import { tokenizeTestCard } from "../payments/test-cards";
import { todayOf } from "../business-date";
import { creditBalanceOf } from "./account-area";
import type { Owners } from "../handler";

/**
 * The booking flow's server side (booking-flow.md section 7): questionnaire, package matching,
 * add-ons, the cart and its totals, vouchers, credit, confirm, and card payments through a
 * gateway. Every amount is computed here, in pence; nothing priced by the browser is trusted.
 */

/** A UK postcode, loosely (the lookup answers only the demo ones). */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/i;
/** The demo address book: postcode → address line 1 (the lookup a real brand would buy). */
const DEMO_ADDRESSES: Readonly<Record<string, string>> = {
  SW1A1AA: "Buckingham Palace Road",
  SW114PL: "14 Albert Bridge Road",
  M11AE: "1 Piccadilly",
  EC1A1BB: "1 St Martin's Le Grand",
  W1A1AA: "Broadcasting House, Portland Place",
  E16AN: "6 Commercial Street",
  N19GU: "9 Caledonian Road",
  SE17PB: "Waterloo Road",
};

const today = todayOf;

function me(ctx: Pick<ServiceContext, "session">): string {
  if (!ctx.session) throw new HttpError(401, messages.sessionExpired);
  return ctx.session.arnum;
}

// ── Catalogue ─────────────────────────────────────────────────────────────────────────────────

type PackageRow = {
  matnum: string;
  matname: string;
  matcatnum: string | null;
  base_pence: number;
  rate: string;
  description: string;
  directory: string;
  is_header: boolean;
  is_popular: boolean;
  min_bedrooms: number | null;
  max_bedrooms: number | null;
  housetype: string | null;
  jobs: string[];
  start_after_days: number;
};

const PACKAGE_COLUMNS = `p.matnum, p.matname, p.matcatnum, p.base_pence, p.rate, p.description,
  p.directory, p.is_header, p.is_popular, p.min_bedrooms, p.max_bedrooms, p.housetype,
  p.start_after_days,
  coalesce((SELECT array_agg(j.jobnum ORDER BY j.jobnum) FROM jobs j WHERE j.matnum = p.matnum), '{}') AS jobs`;

async function readPackage(db: Queryable, matnum: string): Promise<PackageRow> {
  const [row] = await db.query<PackageRow>(
    `SELECT ${PACKAGE_COLUMNS} FROM packages p WHERE p.matnum = $1`,
    [matnum],
  );
  if (!row) throw new HttpError(404, texts.packageNotFound);
  return row;
}

/** The jobs of a two-job package in their booking order (the collection before the return). */
function orderedJobs(row: PackageRow): string[] {
  return row.jobs;
}

function toPackageItem(row: PackageRow, pType: string): PackageItem {
  const [jobnum, jobnum2] = orderedJobs(row);
  return {
    matname: row.matname,
    matnum: row.matnum,
    jobnum: jobnum2 ? `${jobnum};${jobnum2}` : (jobnum ?? ""),
    ...(jobnum2 ? { jobnum2 } : {}),
    baseamt: penceToPounds(row.base_pence),
    price: penceToPounds(row.base_pence),
    rate: row.rate,
    description: row.description,
    directory: row.directory,
    pType,
  };
}

/** The answers' bedrooms and house type, from the named fields or the answered questions. */
async function readMatchKeys(db: Queryable, answers: QuestionnaireAnswers | undefined) {
  let bedrooms = answers?.bedroomqty;
  let housetype = answers?.housetype;
  if (answers?.answers?.length) {
    const keyed = await db.query<{ qnnum: string; answer_key: string }>(
      "SELECT qnnum, answer_key FROM questions WHERE answer_key IS NOT NULL AND qnnum = ANY($1)",
      [answers.answers.map((a) => a.qnnum)],
    );
    for (const { qnnum, answer_key } of keyed) {
      const value = answers.answers.find((a) => a.qnnum === qnnum)?.value.trim() ?? "";
      if (answer_key === "bedroomqty" && bedrooms === undefined) {
        const n = Number.parseInt(value, 10);
        if (Number.isFinite(n)) bedrooms = n;
      }
      if (answer_key === "housetype" && !housetype && value) housetype = value;
    }
  }
  return { bedrooms, housetype };
}

/**
 * Package matching: the category's header package; those the account booked before; those
 * whose bedroom range holds the answered bedrooms and whose house type (if any) is the
 * answered one (best matched); the popular ones; and the rest (other). An assessment-only
 * category answers its packages as "Estimated". Each package appears once, in that order.
 */
export async function matchPackages(
  db: Queryable,
  input: { arnum: string | null; catnum: string; answers: QuestionnaireAnswers | undefined },
): Promise<PackageItem[]> {
  const [category] = await db.query<{ assessment_only: boolean }>(
    "SELECT assessment_only FROM service_categories WHERE matcatnum = $1",
    [input.catnum],
  );
  if (!category) return [];
  const rows = await db.query<PackageRow>(
    `SELECT ${PACKAGE_COLUMNS} FROM packages p WHERE p.matcatnum = $1 ORDER BY p.position, p.matnum`,
    [input.catnum],
  );
  if (category.assessment_only) return rows.map((row) => toPackageItem(row, "Estimated"));
  const booked = input.arnum
    ? new Set(
        (
          await db.query<{ matnum: string }>(
            "SELECT DISTINCT matnum FROM account_bookings WHERE arnum = $1",
            [input.arnum],
          )
        ).map((r) => r.matnum),
      )
    : new Set<string>();
  const { bedrooms, housetype } = await readMatchKeys(db, input.answers);
  const matches = (row: PackageRow) =>
    bedrooms !== undefined &&
    row.min_bedrooms !== null &&
    row.max_bedrooms !== null &&
    bedrooms >= row.min_bedrooms &&
    bedrooms <= row.max_bedrooms &&
    (!row.housetype || row.housetype === housetype);
  const typeOf = (row: PackageRow) =>
    row.is_header
      ? "Header"
      : booked.has(row.matnum)
        ? "PreviouslyBooked"
        : matches(row)
          ? "BestMatched"
          : row.is_popular
            ? "Popular"
            : "Other";
  const order = ["Header", "PreviouslyBooked", "BestMatched", "Popular", "Other"];
  return rows
    .map((row) => toPackageItem(row, typeOf(row)))
    .sort((a, b) => order.indexOf(a.pType) - order.indexOf(b.pType));
}

type AddonRow = {
  optionnum: string;
  matnum: string;
  groupnum: string;
  groupdesc: string;
  choicetype: string;
  optiondesc: string;
  price_pence: number;
  minchoice: number;
  maxchoice: number;
  uom: string;
  qtyeditable: boolean;
  directory: string;
  description: string;
};

async function readAddons(db: Queryable, matnum: string): Promise<AddonRow[]> {
  return db.query<AddonRow>(
    `SELECT optionnum, matnum, groupnum, groupdesc, choicetype, optiondesc, price_pence, minchoice,
            maxchoice, uom, qtyeditable, directory, description
       FROM addon_options WHERE matnum = $1 ORDER BY position, optionnum`,
    [matnum],
  );
}

function toAddonOption(row: AddonRow, chosenQty = 0): AddonOption {
  return {
    groupnum: row.groupnum,
    groupdesc: row.groupdesc,
    choicetype: row.choicetype,
    optionnum: row.optionnum,
    optiondesc: row.optiondesc,
    price: penceToPounds(row.price_pence),
    maxchoice: row.maxchoice,
    minchoice: row.minchoice,
    selected: chosenQty > 0,
    qty: chosenQty,
    uom: row.uom,
    totalamt: penceToPounds(row.price_pence * chosenQty),
    qtyeditable: row.qtyeditable,
    ...(row.directory ? { directory: row.directory } : {}),
    ...(row.description ? { desc: row.description } : {}),
  };
}

/**
 * The choice rules (booking-flow.md section 4) enforced here too: every chosen option is one
 * of the package's; within a group (groupnum + choicetype) at most `maxchoice` options are
 * chosen, and a group that is chosen from at all gets at least `minchoice`. Quantities are
 * whole numbers from 1 to 100 (and 1 where the quantity is not editable).
 */
export function checkChoices(
  options: readonly AddonRow[],
  chosen: ReadonlyArray<{ optionnum: string; qty: number }>,
): Array<{ row: AddonRow; qty: number }> {
  const byNum = new Map(options.map((o) => [o.optionnum, o]));
  const picked: Array<{ row: AddonRow; qty: number }> = [];
  for (const choice of chosen) {
    if (choice.qty <= 0) continue;
    const row = byNum.get(choice.optionnum);
    if (!row) throw new HttpError(400, texts.addonNotOfPackage);
    if (!isValidAddonQuantity(choice.qty)) {
      throw new HttpError(400, messages.outOfRange(ADDON_QUANTITY_MIN, ADDON_QUANTITY_MAX));
    }
    picked.push({ row, qty: row.qtyeditable ? choice.qty : 1 });
  }
  const groups = new Map<string, { row: AddonRow; count: number }>();
  for (const { row } of picked) {
    const key = `${row.groupnum}|${row.choicetype}`;
    const group = groups.get(key) ?? { row, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  for (const { row, count } of groups.values()) {
    // Quantity groups choose amounts, not options: only the option count of choice groups counts.
    if (row.choicetype !== "qty" && count > row.maxchoice) {
      throw new HttpError(400, texts.tooManyChoices(row.groupdesc, row.maxchoice));
    }
    if (count < row.minchoice) {
      throw new HttpError(400, texts.tooFewChoices(row.groupdesc, row.minchoice));
    }
  }
  return picked;
}

// ── The cart ──────────────────────────────────────────────────────────────────────────────────

type CartRow = {
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

type LineRow = {
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
  addon_pence: number;
  /** The package offers add-ons, whether or not the line has any yet. */
  offers_addons: boolean;
};

const CART_COLUMNS =
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

async function cartByRefnum(db: Queryable, refnum: string): Promise<CartRow> {
  const [cart] = await db.query<CartRow>(`SELECT ${CART_COLUMNS} FROM carts WHERE refnum = $1`, [
    refnum,
  ]);
  if (!cart) throw new HttpError(404, texts.cartNotFound);
  return cart;
}

/** The session's cart to change; a confirmed, unpaid cart opens again (its places are freed). */
async function cartToChange(tx: Queryable, arnum: string): Promise<CartRow> {
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
async function reopen(tx: Queryable, refnum: string): Promise<void> {
  await tx.query("DELETE FROM account_bookings WHERE ticket = $1 AND status = 'Open'", [refnum]);
  await tx.query(
    "UPDATE carts SET status = 'Open', payment_ref = NULL, confirmed_at = NULL WHERE refnum = $1",
    [refnum],
  );
}

async function readLines(db: Queryable, refnum: string): Promise<LineRow[]> {
  return db.query<LineRow>(
    `SELECT l.guid, l.refnum, l.matnum, p.matname, l.jobnum, l.jobnum2, l.shiftnum, l.shiftnum2,
            to_char(l.startdate, 'YYYY-MM-DD') AS startdate,
            to_char(l.startdate2, 'YYYY-MM-DD') AS startdate2,
            to_char(s1.starttime, 'HH24:MI') AS starttime, to_char(s1.endtime, 'HH24:MI') AS endtime,
            to_char(s2.starttime, 'HH24:MI') AS starttime2, to_char(s2.endtime, 'HH24:MI') AS endtime2,
            l.qty, l.base_pence, l.disc_pence, l.promocode, l.ship, p.directory, p.rate,
            p.duration::text AS duration, p.session_qty, p.frequency,
            coalesce((SELECT sum(o.price_pence * a.qty) FROM cart_line_addons a
                        JOIN addon_options o ON o.optionnum = a.optionnum
                       WHERE a.guid = l.guid), 0)::int AS addon_pence,
            EXISTS (SELECT 1 FROM addon_options o WHERE o.matnum = l.matnum) AS offers_addons
       FROM cart_lines l
       JOIN packages p ON p.matnum = l.matnum
       LEFT JOIN shifts s1 ON s1.shiftnum = l.shiftnum
       LEFT JOIN shifts s2 ON s2.shiftnum = l.shiftnum2
      WHERE l.refnum = $1
      ORDER BY l.created_at, l.guid`,
    [refnum],
  );
}

function totalsOf(lines: readonly LineRow[]): Totals {
  const grosses = lines.map((l) =>
    lineGross({ basePence: l.base_pence, addonPence: l.addon_pence, qty: l.qty }),
  );
  return cartTotals(
    grosses,
    lines.map((l, i) => Math.min(l.disc_pence, grosses[i]!)),
  );
}

async function summaryOf(db: Queryable, cart: CartRow): Promise<CartSummary> {
  const lines = await readLines(db, cart.refnum);
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

function toCartLine(line: LineRow, addons: AddonOption[]): CartLine {
  const gross = lineGross({
    basePence: line.base_pence,
    addonPence: line.addon_pence,
    qty: line.qty,
  });
  const discount = Math.min(line.disc_pence, gross);
  const ship = line.ship as Record<string, string | number | boolean | undefined>;
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
  } as CartLine;
}

/** A date the customer may book: after today + lead time − 1, and not a holiday. */
async function assertSelectable(db: Queryable, date: string, earliest: string): Promise<void> {
  if (date < earliest) throw new HttpError(400, texts.dateNotSelectable);
  const [holiday] = await db.query("SELECT 1 FROM holidays WHERE holiday_date = $1", [date]);
  if (holiday) throw new HttpError(400, texts.dateNotSelectable);
}

async function assertShiftOfJob(db: Queryable, shiftnum: string, jobnum: string) {
  const [shift] = await db.query("SELECT 1 FROM shifts WHERE shiftnum = $1 AND jobnum = $2", [
    shiftnum,
    jobnum,
  ]);
  if (!shift) throw new HttpError(400, texts.shiftNotOfJob);
}

function shipOf(input: CartLineInput): Record<string, unknown> {
  const ship: Record<string, unknown> = {};
  for (const key of SHIP_FIELDS) {
    const value = (input as Record<string, unknown>)[key];
    if (value !== undefined && value !== "") ship[key] = value;
  }
  if (!ship.shipaddr3) ship.shipaddr3 = "United Kingdom";
  return ship;
}

/** Saves one line of the Booking Information step (new, or an update of its own line). */
async function saveLine(
  ctx: ServiceContext,
  tx: Queryable,
  cart: CartRow,
  input: CartLineInput,
): Promise<void> {
  if (input.guid) {
    const [line] = await tx.query<{ qty: number; matnum: string }>(
      "SELECT qty, matnum FROM cart_lines WHERE guid = $1 AND refnum = $2",
      [input.guid, cart.refnum],
    );
    if (!line) throw new HttpError(400, texts.lineNotInCart);
    if (input.qty === 0) {
      await tx.query("DELETE FROM cart_lines WHERE guid = $1", [input.guid]);
      return;
    }
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
  if (!jobnum || !pkg.jobs.includes(jobnum)) throw new HttpError(400, texts.jobNotOfPackage);
  if (jobnum2 && !pkg.jobs.includes(jobnum2)) throw new HttpError(400, texts.jobNotOfPackage);
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
  const [same] = await tx.query(
    "SELECT 1 FROM account_locations WHERE arnum = $1 AND lower(addr1) = lower($2) AND upper(replace(postcode, ' ', '')) = upper(replace($3, ' ', ''))",
    [arnum, input.shipaddr1, input.shippostcode],
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
      input.shippostcode,
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
  if (!promo) throw new HttpError(400, texts.promoUnknown);
  const lines = await readLines(tx, refnum);
  const grosses = lines.map((l) =>
    lineGross({ basePence: l.base_pence, addonPence: l.addon_pence, qty: l.qty }),
  );
  const result = applyPromo(promo, grosses, today(ctx));
  if (!result.ok) {
    switch (result.reason) {
      case "empty":
        throw new HttpError(400, messages.cartEmpty);
      case "expired":
        throw new HttpError(400, texts.promoExpired);
      case "not-yet":
        throw new HttpError(400, texts.promoNotYet);
      case "min-spend":
        throw new HttpError(
          400,
          texts.promoMinSpend(penceToPounds(promo.minSpendPence).toFixed(2)),
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

// ── Payments ──────────────────────────────────────────────────────────────────────────────────

let gatewayOverride: PaymentGateway | undefined;
/** Tests put a gateway of their own in (a failing one); `undefined` restores the default. */
export function useCardGateway(gateway: PaymentGateway | undefined): void {
  gatewayOverride = gateway;
}
/** Stripe with `STRIPE_SECRET_KEY`, the built-in test gateway otherwise (`src/payments`). */
const cardGateway = (ctx: Pick<ServiceContext, "db">) => gatewayOverride ?? paymentGateway(ctx.db);

/**
 * The key the provider sees: the customer's key within their cart, so two carts never share
 * one at the provider (Stripe's keys are per merchant) and a retry of the same attempt does.
 */
const gatewayKey = (refnum: string, key: string) => `${refnum}:${key}`;

/** A provider that cannot be reached is a 502 with a clear message, never a 500. */
function gatewayFailure(ctx: ServiceContext, error: unknown): Response {
  if (error instanceof GatewayError) return ctx.c.json(fail(error.message), 502);
  throw error;
}

type AttemptRow = {
  refnum: string;
  status: "pending" | "requires_action" | "succeeded" | "failed";
  answer: PaymentResult | null;
  payment_intent_id: string | null;
};

/**
 * Records an attempt under its idempotency key, or returns the first attempt's answer. A key
 * whose first attempt is still running is refused rather than charged again.
 */
async function claimAttempt(
  db: Queryable,
  input: { arnum: string; key: string; refnum: string; amountPence: number },
): Promise<{ fresh: true } | { fresh: false; answer: PaymentResult }> {
  const inserted = await db.query(
    `INSERT INTO card_payments (arnum, idempotency_key, refnum, amount_pence, status)
     VALUES ($1, $2, $3, $4, 'pending') ON CONFLICT DO NOTHING RETURNING 1`,
    [input.arnum, input.key, input.refnum, input.amountPence],
  );
  if (inserted.length) return { fresh: true };
  const [first] = await db.query<AttemptRow>(
    "SELECT refnum, status, answer, payment_intent_id FROM card_payments WHERE arnum = $1 AND idempotency_key = $2",
    [input.arnum, input.key],
  );
  if (!first?.answer || first.refnum !== input.refnum) {
    throw new HttpError(409, texts.paymentInProgress);
  }
  return { fresh: false, answer: first.answer };
}

/** Marks the cart paid once: its bookings confirmed, the credit it used taken from the ledger. */
async function markPaid(
  ctx: ServiceContext,
  tx: Queryable,
  cart: CartRow,
  transactionId: string,
): Promise<boolean> {
  const paid = await tx.query(
    `UPDATE carts SET status = 'Paid', transaction_id = $2, paid_at = now()
      WHERE refnum = $1 AND status = 'AwaitingPayment' RETURNING 1`,
    [cart.refnum, transactionId],
  );
  if (!paid.length) return false;
  await tx.query("UPDATE account_bookings SET status = 'Confirmed' WHERE ticket = $1", [
    cart.refnum,
  ]);
  if (cart.credit_used_pence > 0) {
    await tx.query(
      `INSERT INTO account_credit_entries (arnum, amount_pence, trandate, ticket, service_type, source)
       VALUES ($1, $2, $3, $4, 'Booking', 'booking')`,
      [cart.arnum, -cart.credit_used_pence, today(ctx), cart.refnum],
    );
  }
  return true;
}

async function settle(
  ctx: ServiceContext,
  arnum: string,
  key: string,
  cart: CartRow,
  outcome: GatewayOutcome,
): Promise<PaymentResult> {
  return ctx.db.transaction(async (tx) => {
    let answer: PaymentResult;
    if (outcome.status === "succeeded") {
      const fresh = await markPaid(ctx, tx, cart, outcome.transactionId);
      answer = {
        transactionId: fresh
          ? outcome.transactionId
          : (cart.transaction_id ?? outcome.transactionId),
      };
    } else if (outcome.status === "requires_action") {
      answer = {
        requiresAction: true,
        clientSecret: outcome.clientSecret,
        paymentIntentId: outcome.paymentIntentId,
      };
    } else {
      answer = { error: outcome.error };
    }
    const status =
      outcome.status === "succeeded"
        ? "succeeded"
        : outcome.status === "requires_action"
          ? "requires_action"
          : "failed";
    await tx.query(
      `UPDATE card_payments SET status = $3, answer = $4, payment_intent_id = coalesce($5, payment_intent_id),
              transaction_id = $6
        WHERE arnum = $1 AND idempotency_key = $2`,
      [
        arnum,
        key,
        status,
        JSON.stringify(answer),
        outcome.status === "requires_action" ? outcome.paymentIntentId : null,
        outcome.status === "succeeded" ? outcome.transactionId : null,
      ],
    );
    return answer;
  });
}

/**
 * Takes one place in a shift on a date, or refuses when it is full. The caller holds the
 * shift's row lock already (`lockShifts`), so the count cannot change under us.
 */
async function takePlace(
  tx: Queryable,
  input: { shiftnum: string; date: string; arnum: string; bookingRefnum: string },
) {
  const [shift] = await tx.query<{ capacity: number }>(
    "SELECT capacity FROM shifts WHERE shiftnum = $1",
    [input.shiftnum],
  );
  const [taken] = await tx.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM shift_bookings WHERE shiftnum = $1 AND service_date = $2",
    [input.shiftnum, input.date],
  );
  if (!shift || (taken?.n ?? 0) >= shift.capacity) throw new HttpError(409, texts.slotFull);
  await tx.query(
    "INSERT INTO shift_bookings (shiftnum, service_date, arnum, booking_refnum) VALUES ($1, $2, $3, $4)",
    [input.shiftnum, input.date, input.arnum, input.bookingRefnum],
  );
}

/**
 * Locks the shifts a cart books, in one order, before anything else touches them. Every
 * row inserted below references its shift, and a reference takes a share lock on the
 * shift's row: taking the update lock after that would let two carts for the same last
 * place each hold a share lock and wait for the other's (a deadlock, PostgreSQL's 40P01).
 */
async function lockShifts(tx: Queryable, shiftnums: readonly string[]) {
  for (const shiftnum of [...new Set(shiftnums)].sort()) {
    await tx.query("SELECT 1 FROM shifts WHERE shiftnum = $1 FOR UPDATE", [shiftnum]);
  }
}

/** The bookings a confirmed cart becomes (one a job), each holding its place in its shift. */
async function createBookings(tx: Queryable, cart: CartRow, lines: readonly LineRow[]) {
  let n = 0;
  const visits = lines
    .flatMap((line) => [
      { line, jobnum: line.jobnum, shiftnum: line.shiftnum, date: line.startdate },
      ...(line.jobnum2
        ? [{ line, jobnum: line.jobnum2, shiftnum: line.shiftnum2, date: line.startdate2 }]
        : []),
    ])
    .sort((a, b) => String(a.shiftnum).localeCompare(String(b.shiftnum)));
  await lockShifts(
    tx,
    visits.flatMap((visit) => (visit.shiftnum ? [visit.shiftnum] : [])),
  );
  for (const visit of visits) {
    if (!visit.shiftnum || !visit.date) throw new HttpError(400, messages.chooseShift);
    n += 1;
    const bookingRefnum = `${cart.refnum}-${String(n).padStart(2, "0")}`;
    const ship = visit.line.ship as Record<string, string | number | undefined>;
    const gross = lineGross({
      basePence: visit.line.base_pence,
      addonPence: visit.line.addon_pence,
      qty: visit.line.qty,
    });
    await tx.query(
      `INSERT INTO account_bookings (refnum, ticket, arnum, matnum, jobnum, shiftnum, service_date,
              status, service_type, base_pence, price_pence, ship_address, property_type,
              bedroomqty, bathroomqty, cus_remarks)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'Open', $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        bookingRefnum,
        cart.refnum,
        cart.arnum,
        visit.line.matnum,
        visit.jobnum,
        visit.shiftnum,
        visit.date,
        visit.line.matname,
        visit.line.base_pence,
        Math.max(0, gross - visit.line.disc_pence),
        [ship.shipunitno, ship.shipaddr1, ship.shipaddr2, ship.shippostcode]
          .filter(Boolean)
          .join(", "),
        String(ship.shiphousetype ?? ""),
        Number(ship.shipbedroomQty ?? 0),
        Number(ship.shipbathroomQty ?? 0),
        String(ship.remarks ?? ""),
      ],
    );
    await takePlace(tx, {
      shiftnum: visit.shiftnum,
      date: visit.date,
      arnum: cart.arnum,
      bookingRefnum,
    });
  }
}

/** The caller's own cart, for a card call on this server's gateway. */
async function ownCardCart(
  ctx: ServiceContext,
  body: { paymentMethod: string; refnum: string },
): Promise<{ arnum: string; cart: CartRow }> {
  const arnum = me(ctx);
  if (body.paymentMethod !== cardGateway(ctx).name) {
    throw new HttpError(400, texts.gatewayMismatch);
  }
  const cart = await cartByRefnum(ctx.db, body.refnum);
  if (cart.arnum !== arnum) throw new HttpError(403, texts.forbidden);
  return { arnum, cart };
}

/**
 * Claims a card attempt under the cart's lock, so two calls at once (two keys, two tabs, a
 * double click) never both reach the gateway. A key seen before gets its first answer back;
 * a paid cart, another attempt still running or a failed `check` (what this call needs of
 * the cart) is refused, in that order, and a refusal leaves no claim behind.
 */
async function claimCardAttempt(
  ctx: ServiceContext,
  arnum: string,
  body: { refnum: string; idempotencyKey: string },
  check: (tx: Queryable, locked: CartRow | undefined) => Promise<void>,
) {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.query<CartRow>(
      `SELECT ${CART_COLUMNS} FROM carts WHERE refnum = $1 FOR UPDATE`,
      [body.refnum],
    );
    const attempt = await claimAttempt(tx, {
      arnum,
      key: body.idempotencyKey,
      refnum: body.refnum,
      amountPence: locked?.paid_pence ?? 0,
    });
    if (!attempt.fresh) return attempt;
    if (locked?.status === "Paid") throw new HttpError(409, texts.alreadyPaid);
    // Another attempt of this cart still running (a second tab, a double click with a new
    // key) comes before this call's own checks: that attempt may be part way through
    // changing what they look at (a confirm marks the authentication used before the cart
    // is paid), and the answer is "in progress", not "nothing to confirm".
    const [running] = await tx.query(
      `SELECT 1 FROM card_payments WHERE refnum = $1 AND status = 'pending'
          AND NOT (arnum = $2 AND idempotency_key = $3)`,
      [body.refnum, arnum, body.idempotencyKey],
    );
    if (running) throw new HttpError(409, texts.paymentInProgress);
    await check(tx, locked);
    return attempt;
  });
}

/** The gateway never answered: the key's claim goes, so the same key may be tried again. */
async function releaseCardAttempt(ctx: ServiceContext, arnum: string, key: string) {
  await ctx.db.query(
    "DELETE FROM card_payments WHERE arnum = $1 AND idempotency_key = $2 AND status = 'pending'",
    [arnum, key],
  );
}

// ── Handlers ──────────────────────────────────────────────────────────────────────────────────

export const cartHandlers: Handlers = {
  async questions({ params, db }) {
    const rows = await db.query<{
      qnnum: string;
      wqn: string;
      winputtype: Question["winputtype"];
      wvalues: string;
      assessment_values: string[];
    }>(
      `SELECT qnnum, wqn, winputtype, wvalues, assessment_values FROM questions
        WHERE matcatnum = $1 ORDER BY position`,
      [params.matcatnum],
    );
    return {
      data: rows.map((q) => ({
        qnnum: q.qnnum,
        wqn: q.wqn,
        winputtype: q.winputtype,
        wvalues: q.wvalues,
        ...(q.assessment_values.length ? { assessmentValues: q.assessment_values } : {}),
      })),
    };
  },

  async packages(ctx) {
    const { params, query, body, session, db } = ctx;
    // A visitor asks as the guest; an account's packages need its session (app.ts has
    // already refused a session naming another account).
    if (!session && params.arnum !== GUEST_ARNUM) throw new HttpError(401, messages.sessionExpired);
    const answers = body[0];
    return {
      data: await matchPackages(db, {
        arnum: session ? session.arnum : null,
        catnum: String(query.catnum),
        answers,
      }),
    };
  },

  async packageAddons({ params, db }) {
    await readPackage(db, params.matnum);
    return { data: (await readAddons(db, params.matnum)).map((row) => toAddonOption(row)) };
  },

  async addressLookup({ params }) {
    const postcode = decodeURIComponent(params.postcode ?? "").trim();
    if (!UK_POSTCODE.test(postcode)) throw new HttpError(400, texts.postcodeInvalid);
    const line1 = DEMO_ADDRESSES[postcode.replace(/\s+/g, "").toUpperCase()];
    if (!line1) throw new HttpError(404, texts.postcodeUnknown);
    return { data: line1 };
  },

  async bookingLocations(ctx) {
    const rows = await ctx.db.query<{
      locationid: string;
      locationname: string;
      addr1: string;
      addr2: string;
      addr3: string;
      unitno: string;
      postcode: string;
      housetype: string;
      area: number;
      bedroomqty: number;
      bathroomqty: number;
      is_default: boolean;
    }>(
      `SELECT locationid, locationname, addr1, addr2, addr3, unitno, postcode, housetype, area,
              bedroomqty, bathroomqty, is_default
         FROM account_locations WHERE arnum = $1 ORDER BY is_default DESC, created_at, locationid`,
      [me(ctx)],
    );
    return {
      data: rows.map((l) => ({
        locationid: l.locationid,
        locationname: l.locationname,
        fulladdr: [l.unitno, l.addr1, l.addr2, l.postcode, l.addr3].filter(Boolean).join(", "),
        addr1: l.addr1,
        addr3: l.addr3,
        postcode: l.postcode,
        unitno: l.unitno,
        isDefault: l.is_default,
        housetype: l.housetype,
        area: l.area,
        bedroomqty: l.bedroomqty,
        bathroomqty: l.bathroomqty,
      })),
    };
  },

  async saveCart(ctx) {
    const arnum = me(ctx);
    const lines = ctx.body;
    const mode = ctx.query.mode;
    const summary = await ctx.db.transaction(async (tx) => {
      const cart = await cartToChange(tx, arnum);
      if (mode === "remove") {
        for (const line of lines) {
          if (!line.guid) throw new HttpError(400, texts.lineNotInCart);
          const removed = await tx.query(
            "DELETE FROM cart_lines WHERE guid = $1 AND refnum = $2 RETURNING 1",
            [line.guid, cart.refnum],
          );
          if (!removed.length) throw new HttpError(400, texts.lineNotInCart);
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
    const cart = await currentCart(ctx.db, arnum);
    if (!cart) return { data: null };
    const summary = await summaryOf(ctx.db, cart);
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

  async cartDetails({ params, db }) {
    const lines = await readLines(db, params.refnum);
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
    if (!line) throw new HttpError(400, texts.lineNotInCart);
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
      const [line] = await tx.query<{ matnum: string }>(
        "SELECT matnum FROM cart_lines WHERE guid = $1 AND refnum = $2",
        [query.guid, params.refnum],
      );
      if (!line) throw new HttpError(400, texts.lineNotInCart);
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
      if (!removed.length) throw new HttpError(400, texts.lineNotInCart);
      await tx.query("UPDATE cart_lines SET disc_pence = 0, promocode = '' WHERE guid = $1", [
        addon.guid,
      ]);
    });
    return { data: null };
  },

  async applyPromo(ctx) {
    const arnum = me(ctx);
    const body = ctx.body;
    if (body.arnum !== arnum) throw new HttpError(403, texts.forbidden);
    const summary = await ctx.db.transaction(async (tx) => {
      const current = await currentCart(tx, arnum);
      if (!current || current.refnum !== body.refnum)
        throw new HttpError(400, texts.refnumMismatch);
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

  async confirmCart(ctx) {
    const arnum = me(ctx);
    const body = ctx.body;
    const refnum = ctx.params.refnum;
    const result = await ctx.db.transaction(async (tx) => {
      const [flags] = await tx.query<PaymentFlags>(
        `SELECT stripe_enable AS "stripeEnable", paynow_enable AS "payNowEnable",
                c2p_enable AS "c2pEnable", uktakepayments_enable AS "ukTakepaymentsEnable"
           FROM accounts WHERE arnum = $1`,
        [arnum],
      );
      if (!flags || !isPaymentRefEnabled(body.paymentref, flags)) {
        throw new HttpError(400, texts.methodDisabled);
      }
      const [locked] = await tx.query<CartRow>(
        `SELECT ${CART_COLUMNS} FROM carts WHERE refnum = $1 FOR UPDATE`,
        [refnum],
      );
      if (!locked) throw new HttpError(404, texts.cartNotFound);
      if (locked.status === "Paid") throw new HttpError(409, texts.alreadyPaid);
      if (locked.status === "Cancelled") throw new HttpError(400, texts.cartNotFound);
      if (locked.status === "AwaitingPayment") await reopen(tx, refnum);
      const lines = await readLines(tx, refnum);
      if (!lines.length) throw new HttpError(400, messages.cartEmpty);
      const totals = totalsOf(lines);
      const creditUsed = poundsToPence(body.creditused);
      const available = (await creditBalanceOf(tx, arnum, today(ctx))).available;
      const due = amountDuePence({
        totalPence: totals.total,
        creditUsedPence: creditUsed,
        availablePence: available,
      });
      if (!due.ok) throw new HttpError(400, due.reason);
      const toPay = due.duePence;
      if (poundsToPence(body.paidamt) !== toPay) throw new HttpError(400, texts.amountMismatch);
      const sor = body.paymentref === "paynow" ? `SOR-${refnum}` : null;
      await tx.query(
        `UPDATE carts SET status = 'AwaitingPayment', payment_ref = $2, credit_used_pence = $3,
                paid_pence = $4, total_pence = $5, contact = $6, sor = $7, confirmed_at = now()
          WHERE refnum = $1`,
        [
          refnum,
          body.paymentref,
          creditUsed,
          toPay,
          totals.total,
          JSON.stringify({
            title: body.title,
            firstname: body.firstname,
            lastname: body.lastname,
            mobile: body.mobile,
            email: body.email,
            postcode: body.postcode,
            unitno: body.unitno,
            addr1: body.addr1,
            addr2: body.addr2,
            addr3: body.addr3,
          }),
          sor,
        ],
      );
      const cart: CartRow = {
        ...locked,
        status: "AwaitingPayment",
        credit_used_pence: creditUsed,
        paid_pence: toPay,
        total_pence: totals.total,
      };
      await createBookings(tx, cart, lines);
      // Paid in full with credit: nothing left for a gateway.
      if (toPay === 0) {
        const transactionId = `CR-${refnum}`;
        await markPaid(ctx, tx, cart, transactionId);
        return { refnum, transactionId };
      }
      if (sor) {
        return {
          refnum,
          sor,
          qrPayload: `BOOKWELL|${sor}|GBP|${penceToPounds(toPay).toFixed(2)}`,
          amount: penceToPounds(toPay),
        };
      }
      if (body.paymentref === "2c2p" || body.paymentref === "uktakepay") {
        return {
          refnum,
          redirectUrl: `/api/checkout/testgateway/redirect/${encodeURIComponent(refnum)}`,
        };
      }
      return { refnum };
    });
    return { data: result };
  },

  async tokenizeTestCard(ctx) {
    const card = ctx.body;
    const outcome = tokenizeTestCard(card, today(ctx));
    // A refused card is the card field's message, not a failed call.
    if (!outcome.ok) throw new HttpError(400, outcome.error);
    return { data: { PaymentMethodId: outcome.paymentMethodId } };
  },

  async initiatePayment(ctx) {
    const body = ctx.body;
    const { arnum, cart } = await ownCardCart(ctx, body);
    const claim = await claimCardAttempt(ctx, arnum, body, async (_tx, locked) => {
      if (locked?.status !== "AwaitingPayment" || locked.payment_ref !== "card") {
        throw new HttpError(400, texts.notAwaitingCard);
      }
      if (poundsToPence(body.paidamt) !== locked.paid_pence) {
        throw new HttpError(400, texts.amountMismatch);
      }
    });
    if (!claim.fresh) return { data: claim.answer };
    let outcome: GatewayOutcome;
    try {
      outcome = await cardGateway(ctx).charge({
        paymentMethodId: body.PaymentMethodId,
        amountPence: cart.paid_pence,
        reference: body.refnum,
        idempotencyKey: gatewayKey(body.refnum, body.idempotencyKey),
      });
    } catch (error) {
      await releaseCardAttempt(ctx, arnum, body.idempotencyKey);
      return gatewayFailure(ctx, error);
    }
    const fresh = await cartByRefnum(ctx.db, body.refnum);
    return { data: await settle(ctx, arnum, body.idempotencyKey, fresh, outcome) };
  },

  async confirmPayment(ctx) {
    const body = ctx.body;
    const { arnum, cart } = await ownCardCart(ctx, body);
    const claim = await claimCardAttempt(ctx, arnum, body, async (tx) => {
      const [action] = await tx.query(
        `SELECT 1 FROM card_payments WHERE refnum = $1 AND arnum = $2 AND payment_intent_id = $3
            AND status = 'requires_action'`,
        [body.refnum, arnum, body.PaymentIntentId],
      );
      if (!action) throw new HttpError(400, texts.noAction);
    });
    if (!claim.fresh) return { data: claim.answer };
    let outcome: GatewayOutcome;
    try {
      outcome = await cardGateway(ctx).confirm({
        paymentIntentId: body.PaymentIntentId,
        idempotencyKey: gatewayKey(body.refnum, body.idempotencyKey),
      });
    } catch (error) {
      await releaseCardAttempt(ctx, arnum, body.idempotencyKey);
      return gatewayFailure(ctx, error);
    }
    if (outcome.status !== "requires_action") {
      await ctx.db.query(
        "UPDATE card_payments SET status = 'failed' WHERE payment_intent_id = $1 AND status = 'requires_action'",
        [body.PaymentIntentId],
      );
    }
    return { data: await settle(ctx, arnum, body.idempotencyKey, cart, outcome) };
  },

  async requestAssessment(ctx) {
    const arnum = me(ctx);
    const body = ctx.body;
    const [first] = validateAssessment(body, today(ctx));
    if (first) throw new HttpError(400, first.message);
    if (body.arnum !== arnum) throw new HttpError(403, texts.forbidden);
    const [category] = await ctx.db.query<{ name: string }>(
      "SELECT name FROM service_categories WHERE matcatnum = $1",
      [body.catnum],
    );
    if (!category) throw new HttpError(400, messages.oopsTryAgain);
    const form = ctx.body;
    // The request and what it asks, together or not at all; the number from a sequence, so
    // two requests at once never get the same one.
    await ctx.db.transaction(async (tx) => {
      const [next] = await tx.query<{ refnum: string }>(
        "SELECT 'AS-' || nextval('assessment_numbers') AS refnum",
      );
      const refnum = next!.refnum;
      await tx.query(
        `INSERT INTO account_requests (refnum, ticket, arnum, service_type, reqtype, request_date, status)
         VALUES ($1, $1, $2, $3, 'Assessment', $4, 'Pending')`,
        [refnum, arnum, category.name, form.reqdate],
      );
      await tx.query(
        `INSERT INTO assessment_requests (refnum, matcatnum, reqdate, reqtimefrom, reqtimeto,
                shipaddr, shipname, shipemail, shipphone, parameters)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          refnum,
          form.catnum,
          form.reqdate,
          form.reqtimefrom,
          form.reqtimeto,
          form.shipaddr,
          form.shipname,
          form.shipemail,
          form.shipphone,
          JSON.stringify(form.parameters ?? {}),
        ],
      );
    });
    return { data: null, message: messages.assessmentScheduled };
  },
};

/** Every record-scoped cart call names a cart: its owner is the cart's account. */
const cartOwner: Owners[keyof Owners] = async (db, params) => {
  const [cart] = await db.query<{ arnum: string }>("SELECT arnum FROM carts WHERE refnum = $1", [
    params.refnum,
  ]);
  return cart?.arnum ?? null;
};

export const cartOwners: Owners = {
  cartDetails: cartOwner,
  cartLineAddons: cartOwner,
  saveCartLineAddons: cartOwner,
  removeCartAddon: cartOwner,
  confirmCart: cartOwner,
};
