import { messages, serverTexts } from "@bookwell/contract";
import { beforeAll, describe, expect, it } from "vitest";

import { ALICE, BOB, type AccountApp, accountApp, dataOf, failureOf } from "./account-helpers";
import { contact, pay, tokenize, type CartApp } from "./cart-helpers";
import { AGENT, staffLogin } from "./staff-helpers";

/**
 * Accepting a quotation (account-area.md, Quotation page): its lines go into the
 * customer's cart at the quoted prices, once, and checkout pays them. Alice's RQ-1001-1 has
 * two lines: a weekly clean, (45 + 5 + 2.50 + 3) × 4 − 10 = £212, upgradable at £40 a
 * session; and a deep clean, 120 + 2.50 + 15 = £137.50. Today is 2026-11-22, a Sunday.
 */

const accept = (app: AccountApp, quoterefnum: string, cookie: string | undefined = app.alice) =>
  app.request(
    `/api/myrequest/quoteaccept/${ALICE}?email=alice@example.com&quoterefnum=${quoterefnum}`,
    {
      method: "POST",
      cookie,
    },
  );

const summaryOf = async (app: AccountApp) =>
  (
    await dataOf(
      "cartSummary",
      await app.request(`/api/booking/cart/summary/${ALICE}`, { cookie: app.alice }),
    )
  ).data;

const detailsOf = async (app: AccountApp, refnum: string) =>
  (
    await dataOf(
      "cartDetails",
      await app.request(`/api/booking/cart/details/${refnum}`, { cookie: app.alice }),
    )
  ).data;

/** Alice's cart lines in the database, every cart. */
const linesIn = (app: AccountApp) =>
  app.db.query<{ matnum: string; qty: number; quote_line_id: number }>(
    `SELECT l.matnum, l.qty, l.quote_line_id FROM cart_lines l JOIN carts c ON c.refnum = l.refnum
      WHERE c.arnum = $1 ORDER BY l.created_at`,
    [ALICE],
  );

describe("accepting a quotation as given (one app, in order: accept, Finalise, pay)", () => {
  let app: AccountApp;
  let accepted: { meta: { message: string } };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let summary: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let lines: any[];
  // The file's first database is built here (migrated and seeded): slow on a busy machine.
  beforeAll(async () => {
    app = await accountApp();
    accepted = await dataOf("acceptQuote", await accept(app, "RQ-1001-1"));
  }, 180_000);

  it("puts its lines in the cart at the quoted prices, and the summary totals them", async () => {
    expect(accepted.meta.message).toBe(messages.quotationAccepted);
    // The header's cart and Finalise's totals: subtotal = the quotation's grand total before
    // VAT (212 + 137.50), then the cart's £5 service fee and 20% VAT as on any cart.
    summary = await summaryOf(app);
    expect(summary).toMatchObject({
      totalitem: 2,
      subtotal: 349.5,
      discAmt: 0,
      serviceFee: 5,
      tax: 70.9,
      total: 425.4,
      finalAmount: 425.4,
    });

    lines = await detailsOf(app, summary.refnum);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      matname: "Regular home cleaning, weekly",
      matnum: "RHC-WEEKLY",
      jobnum: "J-RHC",
      imagefile: "/images/services/regular.jpg",
      qty: 4,
      baseamt: 45,
      totalWkdamt: 5,
      totalLocamt: 2.5,
      optamt: 3,
      discamt: 10,
      disctype: "quotation",
      totalamt: 212,
      sessionQty: 4,
      frequency: "Weekly",
      schedule: "Mondays, 08:00 to 10:00",
      // The first Monday on or after today + the package's 2 days, in the 08:00 shift.
      startdate: "2026-11-30",
      shiftnum: "J-RHC-a",
      starttime: "08:00",
      endtime: "10:00",
      addon: "Inside fridge, Ironing 1 hour",
      hasAddon: false,
      shipfirstname: "Alice",
      shiplastname: "Walker",
      shipphone: "07700900101",
      shipemail: "alice@example.com",
      shipfulladdr: "Flat 2, 12 Fournier Street, Spitalfields, London, E1 6QE",
      shiphousetype: "Apartment",
      shipsize: 750,
      shipbedroomQty: 2,
      shipbathroomQty: 1,
    });
    expect(lines[1]).toMatchObject({
      matnum: "DEEP-3H",
      qty: 1,
      baseamt: 120,
      optamt: 15,
      totalamt: 137.5,
      startdate: "2026-12-04",
      shiftnum: "J-DEEP-b",
      addon: "Oven clean",
    });
    expect(
      await app.db.query(
        "SELECT status, accepted_upgrade FROM account_requests WHERE refnum = 'RQ-1001-1'",
      ),
    ).toEqual([{ status: "Accepted", accepted_upgrade: false }]);
  });

  it("keeps a quoted line's quantity and add-ons; Finalise's save of the whole cart passes", async () => {
    // Finalise saves the whole cart before checkout: the same quantities pass...
    const saved = await dataOf(
      "saveCart",
      await app.request(`/api/booking/cart/${ALICE}?mode=addupdate&promocode=`, {
        method: "POST",
        json: lines.map((l: { guid: string; matnum: string; jobnum: string; qty: number }) => ({
          guid: l.guid,
          matnum: l.matnum,
          jobnum: l.jobnum,
          qty: l.qty,
          remarks: "Key under the mat",
        })),
        cookie: app.alice,
      }),
    );
    expect(saved.data.total).toBe(425.4);
    // ...but a quoted line's quantity and add-ons are the quotation's.
    const changed = await failureOf(
      await app.request(`/api/booking/cart/${ALICE}`, {
        method: "POST",
        json: [{ guid: lines[0].guid, matnum: "RHC-WEEKLY", jobnum: "J-RHC", qty: 5 }],
        cookie: app.alice,
      }),
    );
    expect(changed).toEqual({ status: 400, message: serverTexts.quotedLineFixed });
    const addons = await failureOf(
      await app.request(`/api/booking/cart/addons/${summary.refnum}?guid=${lines[1].guid}`, {
        method: "POST",
        json: [],
        cookie: app.alice,
      }),
    );
    expect(addons).toEqual({ status: 400, message: serverTexts.quotedLineFixed });
    expect((await summaryOf(app)).total).toBe(425.4);
  });

  it("checkout pays them: bookings at the quoted prices and schedule, the order's total, its invoice", async () => {
    // Confirm at the server's total, then 4242 4242 4242 4242.
    await dataOf(
      "confirmCart",
      await app.request(`/api/booking/cart/confirm/${summary.refnum}`, {
        method: "POST",
        json: { ...contact, creditused: 0, paidamt: 425.4, paymentref: "card" },
        cookie: app.alice,
      }),
    );
    const cartApp = { ...app, summary } as CartApp;
    const paid = await dataOf(
      "initiatePayment",
      await pay(cartApp, await tokenize(cartApp, "4242424242424242"), "quote-key-4242"),
    );
    expect(paid.data.transactionId).toBeTruthy();
    const bookings = await app.db.query<{
      matnum: string;
      service_date: string;
      shiftnum: string;
      price_pence: number;
      status: string;
      ship_address: string;
      cus_remarks: string;
    }>(
      `SELECT matnum, to_char(service_date, 'YYYY-MM-DD') AS service_date, shiftnum, price_pence,
              status, ship_address, cus_remarks
         FROM account_bookings WHERE ticket = $1 ORDER BY refnum`,
      [summary.refnum],
    );
    expect(bookings).toEqual([
      expect.objectContaining({
        matnum: "DEEP-3H",
        service_date: "2026-12-04",
        shiftnum: "J-DEEP-b",
        // Each its share of the order's £425.40 (fee and VAT included): £137.50 and 4 × £53.00 net.
        price_pence: 16736,
        status: "Confirmed",
      }),
      // "Sessions 4, Weekly": its four visits on the plan's schedule, Mondays from the quote's.
      ...["2026-11-30", "2026-12-07", "2026-12-14", "2026-12-21"].map((service_date) => ({
        matnum: "RHC-WEEKLY",
        service_date,
        shiftnum: "J-RHC-a",
        price_pence: 6451,
        status: "Confirmed",
        ship_address: "Flat 2, 12 Fournier Street, Spitalfields, London, E1 6QE",
        cus_remarks: "Key under the mat",
      })),
    ]);
    const [order] = await app.db.query<{ status: string; total_pence: number }>(
      "SELECT status, total_pence FROM carts WHERE refnum = $1",
      [summary.refnum],
    );
    expect(order).toEqual({ status: "Paid", total_pence: 42540 });
    // The booking's invoice adds up to what was paid (it refuses to print otherwise).
    const invoice = await app.request(`/api/mybooking/invoice/${summary.refnum}-01`, {
      cookie: app.alice,
    });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get("content-type")).toContain("application/pdf");
  });
});

describe("accepting a quotation once", () => {
  it("once: a second accept answers as accepted and adds nothing; after the lines are gone, it is refused", async () => {
    const app = await accountApp();
    await dataOf("acceptQuote", await accept(app, "RQ-1001-1"));
    const again = await dataOf("acceptQuote", await accept(app, "RQ-1001-1"));
    expect(again.meta.message).toBe(messages.quotationAccepted);
    expect(await linesIn(app)).toHaveLength(2);
    expect((await summaryOf(app)).total).toBe(425.4);
    // Accepted as given: the upgrade is no longer on offer.
    expect(await failureOf(await accept(app, "RQ-1001-1U"))).toEqual({
      status: 409,
      message: serverTexts.quotationAlreadyAccepted,
    });
    // The customer removes both lines: accepting again does not bring them back.
    const { refnum } = await summaryOf(app);
    for (const line of await detailsOf(app, refnum)) {
      await dataOf(
        "saveCart",
        await app.request(`/api/booking/cart/${ALICE}?mode=remove`, {
          method: "POST",
          json: [{ guid: line.guid, matnum: line.matnum, jobnum: line.jobnum, qty: 0 }],
          cookie: app.alice,
        }),
      );
    }
    expect(await failureOf(await accept(app, "RQ-1001-1"))).toEqual({
      status: 409,
      message: serverTexts.quotationAlreadyAccepted,
    });
    expect(await linesIn(app)).toEqual([]);
  });

  it("once under concurrency: three accepts at once give one set of lines, all answered as accepted", async () => {
    const app = await accountApp();
    const answers = await Promise.all([1, 2, 3].map(() => accept(app, "RQ-1001-1")));
    for (const answer of answers) expect(answer.status).toBe(200);
    const lines = await linesIn(app);
    expect(lines.map((l) => [l.matnum, l.qty])).toEqual([
      ["RHC-WEEKLY", 4],
      ["DEEP-3H", 1],
    ]);
    const [carts] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM carts WHERE arnum = $1",
      [ALICE],
    );
    expect(carts!.n).toBe(1);
    expect((await summaryOf(app)).total).toBe(425.4);
  });

  it("once under concurrency: as given and as the upgrade at once, one wins and the other is refused", async () => {
    const app = await accountApp();
    const answers = await Promise.all([accept(app, "RQ-1001-1"), accept(app, "RQ-1001-1U")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lines = await linesIn(app);
    expect(lines).toHaveLength(2);
    const [request] = await app.db.query<{ accepted_upgrade: boolean }>(
      "SELECT accepted_upgrade FROM account_requests WHERE refnum = 'RQ-1001-1'",
    );
    // The lines are those of the variant that won.
    expect(lines[0]!.qty).toBe(request!.accepted_upgrade ? 12 : 4);
  });
});

describe("accepting the upgrade", () => {
  it("prices the upgradable line at 12 sessions of its 12-session price; the other line as given", async () => {
    const app = await accountApp();
    await dataOf("acceptQuote", await accept(app, "RQ-1001-1U"));
    const summary = await summaryOf(app);
    // (40 + 5 + 2.50 + 3) × 12 − 10 = 596, + 137.50 = 733.50; + £5 fee; + 20% VAT.
    expect(summary).toMatchObject({ totalitem: 2, subtotal: 733.5, tax: 147.7, total: 886.2 });
    const [weekly, deep] = await detailsOf(app, summary.refnum);
    expect(weekly).toMatchObject({
      qty: 12,
      sessionQty: 12,
      baseamt: 40,
      totalamt: 596,
      startdate: "2026-11-30",
    });
    expect(deep).toMatchObject({ qty: 1, sessionQty: 1, baseamt: 120, totalamt: 137.5 });
    expect(
      await app.db.query(
        "SELECT status, accepted_upgrade FROM account_requests WHERE refnum = 'RQ-1001-1'",
      ),
    ).toEqual([{ status: "Accepted", accepted_upgrade: true }]);
  });
});

describe("accepting is refused", () => {
  it("for a £0 quotation, another customer's, and without a session; nothing changes", async () => {
    const app = await accountApp();
    const state = () =>
      app.db.query(
        `SELECT (SELECT count(*)::int FROM cart_lines) AS lines, (SELECT count(*)::int FROM carts) AS carts,
                (SELECT string_agg(refnum || ':' || status, ',' ORDER BY refnum) FROM account_requests) AS requests`,
      );
    const before = await state();
    expect(await failureOf(await accept(app, "RQ-1001-4"))).toEqual({
      status: 400,
      message: serverTexts.quotationPricedZero,
    });
    // Bob on his own path naming Alice's quotation, and Alice naming Bob's: the same 403.
    const bobs = await app.request(
      `/api/myrequest/quoteaccept/${BOB}?email=bob@example.com&quoterefnum=RQ-1001-1`,
      { method: "POST", cookie: app.bob },
    );
    expect(await failureOf(bobs)).toEqual({ status: 403, message: serverTexts.forbidden });
    expect(await failureOf(await accept(app, "RQ-1001-1", app.bob))).toEqual({
      status: 403,
      message: serverTexts.forbidden,
    });
    expect(await failureOf(await accept(app, "RQ-1002-1"))).toEqual({
      status: 403,
      message: serverTexts.forbidden,
    });
    const visitor = await app.request(`/api/myrequest/quoteaccept/${ALICE}?quoterefnum=RQ-1001-1`, {
      method: "POST",
    });
    expect(await failureOf(visitor)).toEqual({
      status: 401,
      message: messages.sessionExpired,
    });
    expect(await state()).toEqual(before);
    expect(before[0]).toMatchObject({ lines: 0, carts: 0 });
  });
});

describe("the loop: schedule an assessment, see it in My Requests, an agent prices and sends it, accept it", () => {
  it("walks from the assessment to the cart", async () => {
    const app = await accountApp();
    const scheduled = await dataOf(
      "requestAssessment",
      await app.request(`/api/booking/${ALICE}/assessment`, {
        method: "POST",
        json: {
          arnum: ALICE,
          catnum: "DEEP",
          email: "alice@example.com",
          parameters: { housetype: "Landed", bedroomqty: 4 },
          reqdate: "2026-11-30",
          reqtimefrom: "10:30",
          reqtimeto: "12:30",
          shipaddr: "14 Albert Bridge Road, SW11 4PL",
          shipemail: "alice@example.com",
          shipname: "Alice Walker",
          shipphone: "07700900101",
        },
        cookie: app.alice,
      }),
    );
    expect(scheduled.meta.message).toBe(messages.assessmentScheduled);
    const requests = async () =>
      (
        await dataOf(
          "requests",
          await app.request(`/api/myrequest/${ALICE}`, { cookie: app.alice }),
        )
      ).data as { refnum: string; reqtype: string; status: string; viewasquote: boolean }[];
    const mine = (await requests()).find(
      (r) => r.reqtype === "Assessment" && r.refnum.startsWith("AS-"),
    );
    expect(mine).toMatchObject({
      servicetype: "Deep cleaning",
      requesetdate: "2026-11-30",
      status: "Pending",
      viewasquote: false,
    });
    const refnum = mine!.refnum;

    // Priced at £0 first: the quotation is there, and cannot be accepted.
    const agent = await staffLogin(app, AGENT.email);
    const price = async (base: number) => {
      const priced = await app.request(`/api/staff/requests/${refnum}/quotation`, {
        method: "PUT",
        json: { lines: [{ matnum: "DEEP-3H", qty: 1, base }] },
        cookie: agent,
      });
      if (priced.status !== 200) return priced;
      return app.request(`/api/staff/requests/${refnum}/send`, { method: "POST", cookie: agent });
    };
    const free = await dataOf("staffSendQuotation", await price(0));
    expect(free.data).toMatchObject({ refnum, status: "Quoted", total: 0, acceptable: false });
    expect(await failureOf(await accept(app, refnum))).toEqual({
      status: 400,
      message: serverTexts.quotationPricedZero,
    });

    // Priced at the catalogue's £105, on the assessment's day and slot (the line names no schedule).
    const priced = await dataOf("staffSendQuotation", await price(105));
    expect(priced.data).toMatchObject({ refnum, status: "Quoted", total: 105, acceptable: true });
    expect((await requests()).find((r) => r.refnum === refnum)).toMatchObject({
      status: "Quoted",
      viewasquote: true,
    });
    const quote = await dataOf(
      "quoteDetails",
      await app.request(`/api/myrequest/quotedetails/${refnum}`, { cookie: app.alice }),
    );
    expect(quote.data).toEqual([
      expect.objectContaining({
        matname: "Deep clean, 3 hours",
        qty: 1,
        baseamt: 105,
        total: 105,
        isUpgrade: false,
        schedule: "Monday 30 November 2026, 10:30 to 12:30",
        shipfirstname: "Alice",
        shiplastname: "Walker",
        shipfulladdr: "14 Albert Bridge Road, SW11 4PL",
        shiphousetype: "Landed",
        shipbedroomQty: 4,
      }),
    ]);

    await dataOf("acceptQuote", await accept(app, refnum));
    const summary = await summaryOf(app);
    expect(summary).toMatchObject({ totalitem: 1, subtotal: 105 });
    expect((await detailsOf(app, summary.refnum))[0]).toMatchObject({
      matnum: "DEEP-3H",
      startdate: "2026-11-30",
      shiftnum: "J-DEEP-b",
      totalamt: 105,
    });
    // An accepted quotation is not priced again.
    expect(await failureOf(await price(105))).toEqual({
      status: 409,
      message: serverTexts.staffRequestAccepted,
    });
  });

  it("prices an upgradable line when asked, and the upgrade gives 12 sessions", async () => {
    const app = await accountApp();
    const agent = await staffLogin(app, AGENT.email);
    const priced = await dataOf(
      "staffPriceRequest",
      await app.request("/api/staff/requests/RQ-1001-2/quotation", {
        method: "PUT",
        json: {
          lines: [{ matnum: "RHC-WEEKLY", qty: 4, sessionQty: 4, base: 45, upgradeBase: 40 }],
        },
        cookie: agent,
      }),
    );
    expect(priced.data).toMatchObject({ total: 180, upgradeTotal: 480, sent: false });
    await dataOf(
      "staffSendQuotation",
      await app.request("/api/staff/requests/RQ-1001-2/send", { method: "POST", cookie: agent }),
    );
    await dataOf("acceptQuote", await accept(app, "RQ-1001-2U"));
    const summary = await summaryOf(app);
    expect(summary.subtotal).toBe(480);
    expect((await detailsOf(app, summary.refnum))[0]).toMatchObject({ qty: 12, sessionQty: 12 });
  });
});

describe("the development pricing endpoint is gone", () => {
  it("is a 404 like any unknown path: requests are priced through the staff calls", async () => {
    const app = await accountApp();
    const response = await app.request("/api/dev/requests/RQ-1001-4/quote", { method: "POST" });
    expect(response.status).toBe(404);
    expect(
      await app.db.query("SELECT base_pence FROM quote_lines WHERE refnum = 'RQ-1001-4'"),
    ).toEqual([{ base_pence: 0 }]);
  });
});
