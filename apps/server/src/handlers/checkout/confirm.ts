import {
  amountDuePence,
  type CalendarDate,
  formatDisplayDate,
  messages,
  penceToPounds,
  poundsToPence,
  storedPostcode,
  texts,
  serverTexts,
} from "@bookwell/contract";

import type { Handlers } from "../../handler";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../http-error";
import { placeKey, placesLeftEach } from "../slots/shift-places";
import { creditBalanceOf, takeCartCredit } from "../../credit-ledger";
import {
  mailPaymentNeeded,
  payByOf,
  qrPayloadOf,
  startRedirect,
  type UnpaidCartRow,
} from "./unpaid";
import { me, today } from "../shared";
import { readHolidays, sessionsOf } from "../cart/sessions";
import { holdRanOut } from "../slots/slot-holds";
import { bookingCosts, spread } from "../../money/cart-money";
import {
  CART_COLUMNS,
  type CartRow,
  type LineRow,
  lineGrossOf,
  readLines,
  reopen,
  totalsOf,
} from "../cart/cart";
import { markPaid } from "./card-payments";
import { refuseUnofferedMethod } from "./offered-methods";
import { cancelSuperseded } from "./reconcile";

/**
 * Checkout's confirm: credit bounds, payment method, the amount to pay, and settlement into
 * bookings (card payments through the gateway: `card-payments.ts`).
 */

/**
 * Locks the shifts a cart books, in one order, before anything else touches them. Every
 * row inserted below references its shift, and a reference takes a share lock on the
 * shift's row: taking the update lock after that would let two carts for the same last
 * place each hold a share lock and wait for the other's (a deadlock, PostgreSQL's 40P01).
 * One statement: rows are locked in the order they are sorted (`COLLATE "C"`: the order of
 * JavaScript's `sort()`, which the other callers use).
 */
async function lockShifts(tx: Queryable, shiftnums: readonly string[]) {
  if (!shiftnums.length) return;
  await tx.query(
    `SELECT 1 FROM shifts WHERE shiftnum = ANY($1::text[])
      ORDER BY shiftnum COLLATE "C" FOR UPDATE`,
    [[...new Set(shiftnums)].sort()],
  );
}

/**
 * The bookings a confirmed cart becomes: one a job, and for a plan of several sessions one a
 * session (`../cart/sessions.ts`: the package's frequency from the line's date, holidays moved), each
 * with its session number and its share of the line's amount, each holding its place in its
 * shift. A session whose shift is full refuses the whole confirm (nothing is written: the
 * places are counted before any booking goes in) with a message naming its date.
 *
 * Set-based (a 12-session plan's confirm in a few statements, not six a session):
 * the shifts locked in one statement, the places left of every (shift, date) counted in one
 * query, then the sessions walked in their order as `takePlace` would take them one by one
 * (the same session is refused, with the same message), and the bookings, their places and
 * the holds they replace written in one statement.
 */
async function createBookings(
  tx: Queryable,
  cart: CartRow,
  lines: readonly LineRow[],
  today: CalendarDate,
  now: Date,
) {
  const holidays = await readHolidays(tx, today);
  type Visit = {
    line: LineRow;
    jobnum: string;
    shiftnum: string | null;
    date: string | null;
    sessionNo: number;
    sessionQty: number;
    repeatEveryDays: number;
    pricePence: number;
  };
  const visits: Visit[] = [];
  for (const line of lines) {
    const net = Math.max(0, lineGrossOf(line) - line.disc_pence);
    // A two-job package's jobs share the line's amount equally, and each follows the plan
    // from its own date and slot.
    const jobs = [
      { jobnum: line.jobnum, shiftnum: line.shiftnum, startdate: line.startdate },
      ...(line.jobnum2
        ? [{ jobnum: line.jobnum2, shiftnum: line.shiftnum2, startdate: line.startdate2 }]
        : []),
    ];
    const jobNets = spread(
      net,
      jobs.map(() => 1),
    );
    jobs.forEach((job, jobIndex) => {
      const plan = sessionsOf({ ...line, startdate: job.startdate }, holidays, today);
      if (!plan) throw new HttpError(400, serverTexts.planNotSchedulable);
      const sessions = plan.sessions.length
        ? plan.sessions
        : [{ sessionNo: 1, date: job.startdate! }];
      const prices = spread(
        jobNets[jobIndex]!,
        sessions.map(() => 1),
      );
      sessions.forEach((session, index) =>
        visits.push({
          line,
          jobnum: job.jobnum,
          shiftnum: job.shiftnum,
          date: session.date,
          sessionNo: session.sessionNo,
          sessionQty: sessions.length,
          repeatEveryDays: plan.repeatEveryDays,
          pricePence: prices[index]!,
        }),
      );
    });
  }
  // Each booking costs its share of the order's total, fee and tax included (the invoice's).
  const costs = bookingCosts(
    cart.total_pence,
    visits.map((visit) => visit.pricePence),
  );
  visits.forEach((visit, index) => (visit.pricePence = costs[index]!));
  // Numbered in shift order (then date), as bookings were before plans.
  visits.sort(
    (a, b) =>
      String(a.shiftnum).localeCompare(String(b.shiftnum)) ||
      String(a.date).localeCompare(String(b.date)),
  );
  const placed = visits.flatMap((visit) =>
    visit.shiftnum && visit.date ? [{ shiftnum: visit.shiftnum, date: visit.date }] : [],
  );
  await lockShifts(
    tx,
    placed.map((pair) => pair.shiftnum),
  );
  const pairs = [...new Map(placed.map((pair) => [placeKey(pair), pair])).values()];
  const left = pairs.length
    ? await placesLeftEach(tx, { pairs, arnum: cart.arnum, now })
    : new Map<string, number>();
  // Taken one by one in this order, the k-th session of a (shift, date) finds k - 1 of the
  // cart's own places already taken there: the first that finds none left refuses.
  const taking = new Map<string, number>();
  for (const visit of visits) {
    if (!visit.shiftnum || !visit.date) throw new HttpError(400, messages.chooseShift);
    const key = placeKey({ shiftnum: visit.shiftnum, date: visit.date });
    const k = (taking.get(key) ?? 0) + 1;
    taking.set(key, k);
    if (k <= (left.get(key) ?? 0)) continue;
    // The customer's hold ran out and the place went to someone else: say so. (A
    // session after the first of its slot would have found its hold replaced by that one.)
    const slot = { arnum: cart.arnum, shiftnum: visit.shiftnum, date: visit.date, now };
    if (visit.sessionNo === 1 && k === 1 && (await holdRanOut(tx, slot))) {
      throw new HttpError(409, serverTexts.holdExpired);
    }
    // One full session of a plan refuses the whole plan, saying which one.
    if (visit.sessionQty > 1) {
      throw new HttpError(
        409,
        serverTexts.sessionFull(visit.sessionNo, visit.sessionQty, formatDisplayDate(visit.date)),
      );
    }
    throw new HttpError(409, texts.slotFull);
  }
  const rows = visits.map((visit, index) => {
    const ship = visit.line.ship as Record<string, string | number | undefined>;
    return {
      refnum: `${cart.refnum}-${String(index + 1).padStart(2, "0")}`,
      matnum: visit.line.matnum,
      jobnum: visit.jobnum,
      shiftnum: visit.shiftnum,
      service_date: visit.date,
      session_no: visit.sessionNo,
      session_qty: visit.sessionQty,
      repeat_every_days: visit.repeatEveryDays,
      service_type: visit.line.matname,
      base_pence: visit.line.base_pence,
      price_pence: visit.pricePence,
      // A quoted line has the quotation's address as one line.
      ship_address:
        [ship.shipunitno, ship.shipaddr1, ship.shipaddr2, ship.shippostcode]
          .filter(Boolean)
          .join(", ") || String(ship.shipfulladdr ?? ""),
      property_type: String(ship.shiphousetype ?? ""),
      bedroomqty: Number(ship.shipbedroomQty ?? 0),
      bathroomqty: Number(ship.shipbathroomQty ?? 0),
      // The property's size, when the line has one (a saved location's; 0 when never given).
      area: Math.max(0, Math.round(Number(ship.shipsize ?? 0)) || 0),
      cus_remarks: String(ship.remarks ?? ""),
    };
  });
  // The bookings in their order, the place each one takes in its shift (`takePlace`'s row),
  // and the customer's holds of those slots, which the bookings now keep, gone.
  await tx.query(
    `WITH booked AS (
       INSERT INTO account_bookings (refnum, ticket, arnum, matnum, jobnum, shiftnum,
              service_date, session_no, session_qty, repeat_every_days, status, service_type,
              base_pence, price_pence, ship_address, property_type, area, bedroomqty, bathroomqty,
              cus_remarks)
       SELECT v.refnum, $2, $3, v.matnum, v.jobnum, v.shiftnum, v.service_date, v.session_no,
              v.session_qty, v.repeat_every_days, 'Open', v.service_type, v.base_pence,
              v.price_pence, v.ship_address, v.property_type, v.area, v.bedroomqty, v.bathroomqty,
              v.cus_remarks
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(visit, n),
              jsonb_populate_record(NULL::account_bookings, e.visit) AS v
        ORDER BY e.n
       RETURNING refnum, arnum, shiftnum, service_date
     ), places AS (
       INSERT INTO shift_bookings (shiftnum, service_date, arnum, booking_refnum)
       SELECT shiftnum, service_date, arnum, refnum FROM booked
     )
     DELETE FROM slot_holds h USING (SELECT DISTINCT shiftnum, service_date FROM booked) b
      WHERE h.arnum = $3 AND h.shiftnum = b.shiftnum AND h.service_date = b.service_date`,
    [JSON.stringify(rows), cart.refnum, cart.arnum],
  );
}

export const confirmHandlers: Handlers = {
  async confirmCart(ctx) {
    const arnum = me(ctx);
    const body = ctx.body;
    const refnum = ctx.params.refnum;
    const result = await ctx.db.transaction(async (tx) => {
      // The account's row lock first: the credit balance read below and the credit taken
      // cannot interleave with another cart's confirm, a tip or a top-up of the same customer.
      await refuseUnofferedMethod(tx, ctx, arnum, body.paymentref);
      const [locked] = await tx.query<UnpaidCartRow>(
        `SELECT ${CART_COLUMNS}, pay_by FROM carts WHERE refnum = $1 FOR UPDATE`,
        [refnum],
      );
      if (!locked) throw new HttpError(404, serverTexts.cartNotFound);
      if (locked.status === "Paid") throw new HttpError(409, serverTexts.alreadyPaid);
      if (locked.status === "Cancelled") throw new HttpError(400, serverTexts.cartNotFound);
      if (locked.status === "AwaitingPayment") {
        // Confirming again (another method, a second tab, a double click) replaces the first
        // confirm: its bookings and credit go back before the cart is confirmed anew, so a cart
        // never has two sets of bookings or two deductions. Not while a card attempt runs.
        const [running] = await tx.query(
          "SELECT 1 FROM card_payments WHERE refnum = $1 AND status = 'pending'",
          [refnum],
        );
        if (running) throw new HttpError(409, serverTexts.paymentInProgress);
        await reopen(tx, refnum, { reconfirm: true });
      }
      const lines = await readLines(tx, refnum);
      if (!lines.length) throw new HttpError(400, messages.cartEmpty);
      const totals = totalsOf(lines, ctx.config.business);
      const creditUsed = poundsToPence(body.creditused);
      const available = (await creditBalanceOf(tx, arnum, today(ctx))).available;
      const due = amountDuePence({
        totalPence: totals.total,
        creditUsedPence: creditUsed,
        availablePence: available,
      });
      if (!due.ok) throw new HttpError(400, due.reason);
      const toPay = due.duePence;
      if (poundsToPence(body.paidamt) !== toPay)
        throw new HttpError(400, serverTexts.amountMismatch);
      const sor = body.paymentref === "paynow" ? `SOR-${refnum}` : null;
      // Bank transfer and redirect gateways hold the places until a deadline; a
      // card pays now. Confirming again keeps a deadline still running.
      // (The cart's deadline as it was locked: reopening a confirmed cart leaves it.)
      const payBy = body.paymentref === "card" ? null : payByOf(ctx.clock.now(), locked.pay_by);
      await tx.query(
        `UPDATE carts SET status = 'AwaitingPayment', payment_ref = $2, credit_used_pence = $3,
                paid_pence = $4, total_pence = $5, contact = $6, sor = $7, confirmed_at = now(),
                pay_by = $8
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
            // Billing postcode kept normalised by its country (checked by the rules).
            postcode: storedPostcode(body.postcode, body.addr3) ?? body.postcode,
            unitno: body.unitno,
            addr1: body.addr1,
            addr2: body.addr2,
            addr3: body.addr3,
          }),
          sor,
          payBy,
        ],
      );
      await takeCartCredit(tx, { arnum, refnum, creditUsedPence: creditUsed }, today(ctx));
      const cart: CartRow = {
        ...locked,
        status: "AwaitingPayment",
        credit_used_pence: creditUsed,
        paid_pence: toPay,
        total_pence: totals.total,
      };
      await createBookings(tx, cart, lines, today(ctx), ctx.clock.now());
      // Paid in full with credit: nothing left for a gateway.
      if (toPay === 0) {
        const transactionId = `CR-${refnum}`;
        await markPaid(ctx, tx, cart, transactionId);
        return { refnum, transactionId };
      }
      if (sor) {
        // The awaiting-payment mail: the reference, the deadline and the resume link.
        await mailPaymentNeeded(tx, refnum, "awaiting", ctx.clock.now());
        return {
          refnum,
          sor,
          qrPayload: qrPayloadOf(sor, toPay),
          amount: penceToPounds(toPay),
          payBy: payBy!.toISOString(),
        };
      }
      return { refnum, ...(payBy ? { payBy: payBy.toISOString() } : {}) };
    });
    // A card attempt this confirm superseded (waiting for 3-D Secure) is cancelled at the
    // gateway now; one that cannot be reached is left to the reconciler.
    await cancelSuperseded(ctx, undefined, refnum);
    const gatewayRef = body.paymentref;
    if (
      (gatewayRef === "2c2p" || gatewayRef === "uktakepay") &&
      "payBy" in result &&
      result.payBy
    ) {
      // The gateway's hosted page, with the cart's reference and amount (never card details).
      const [cart] = await ctx.db.query<{ paid_pence: number }>(
        "SELECT paid_pence FROM carts WHERE refnum = $1",
        [refnum],
      );
      const redirectUrl = await startRedirect(
        ctx.db,
        { refnum, paid_pence: cart!.paid_pence, pay_by: new Date(result.payBy) },
        gatewayRef,
      );
      return { data: { ...result, redirectUrl } };
    }
    return { data: result };
  },
};
