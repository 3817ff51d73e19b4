import { serverTexts, texts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { ALICE, type AccountApp, accountApp, dataOf, failureOf } from "./account-helpers";
import {
  type CartApp,
  chargesOf,
  confirm,
  contact,
  oneOff,
  pay,
  tokenize,
  weekly,
  withCart,
} from "./cart-helpers";
import { FIXED_NOW } from "./global-setup";
import { SEED_DAY, TEST_CARD_EXPIRY } from "./helpers";

/**
 * What the server does where the checkout's screens were wrong: it decides, the screens only
 * read its answers. Alice has £88.00 of credit; today is the seed day.
 */

const HOUR = 3_600_000;

/** Goodwill credit for Alice, on top of her £88.00. */
const giveCredit = (app: AccountApp, pence: number) =>
  app.db.query(
    `INSERT INTO account_credit_entries (arnum, amount_pence, trandate, expiry_date, source)
     VALUES ($1, $2, $3, '2099-12-31', 'goodwill')`,
    [ALICE, pence, SEED_DAY],
  );

const accept = (app: AccountApp, quoterefnum: string) =>
  app.request(
    `/api/myrequest/quoteaccept/${ALICE}?email=alice@example.com&quoterefnum=${quoterefnum}`,
    { method: "POST", cookie: app.alice },
  );

/** Alice accepts RQ-1001-1 (a weekly plan of four Mondays and a deep clean): her cart. */
async function acceptedCart() {
  const app = await accountApp();
  await dataOf("acceptQuote", await accept(app, "RQ-1001-1"));
  const summary = (
    await dataOf(
      "cartSummary",
      await app.request(`/api/booking/cart/summary/${ALICE}`, { cookie: app.alice }),
    )
  ).data as { refnum: string; total: number };
  const lines = (
    await dataOf(
      "cartDetails",
      await app.request(`/api/booking/cart/details/${summary.refnum}`, { cookie: app.alice }),
    )
  ).data as Record<string, unknown>[];
  return { app: { ...app, summary } as CartApp, lines };
}

describe("credit covering the whole amount, the card method chosen", () => {
  it("confirm takes it without a card token: paid by credit, the card charged nothing", async () => {
    const app = await withCart([oneOff()]);
    await giveCredit(app, 5000);
    const total = app.summary.total;
    const answer = await dataOf(
      "confirmCart",
      await confirm(app, { paymentref: "card", creditused: total, paidamt: 0 }),
    );
    expect(answer.data).toMatchObject({
      refnum: app.summary.refnum,
      transactionId: `CR-${app.summary.refnum}`,
    });
    const [cart] = await app.db.query<{ status: string; paid_pence: number }>(
      "SELECT status, paid_pence FROM carts WHERE refnum = $1",
      [app.summary.refnum],
    );
    expect(cart).toEqual({ status: "Paid", paid_pence: 0 });
    expect(await chargesOf(app)).toBe(0);
    const [{ n }] = (await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM card_payments WHERE refnum = $1",
      [app.summary.refnum],
    )) as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe("a slot hold for lines entered from the cart or a quotation", () => {
  it("holds every slot of an accepted quotation's lines (its plan's four Mondays too), with the countdown", async () => {
    const { app, lines } = await acceptedCart();
    // What the kit sends at Finalise (`cartSlots`): each line's sessions, else its start date.
    const slots = lines.flatMap((line) => {
      const sessions = line.sessions as { date: string }[] | undefined;
      const dates = sessions?.length ? sessions.map((s) => s.date) : [line.startdate as string];
      return dates.map((date) => ({ shiftnum: line.shiftnum as string, date }));
    });
    expect(slots.length).toBeGreaterThan(2);
    const hold = await dataOf(
      "holdSlots",
      await app.request(`/api/booking/hold/${ALICE}`, {
        method: "POST",
        json: { slots },
        cookie: app.alice,
      }),
    );
    expect(hold.data.holdSeconds).toBe(600);
    const [{ n }] = (await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM slot_holds WHERE arnum = $1",
      [ALICE],
    )) as [{ n: number }];
    expect(n).toBe(slots.length);
  });
});

/** Alice books a one-off visit by bank transfer, on the fixed clock. */
async function bankTransfer() {
  const app = await accountApp({ clock: { now: () => FIXED_NOW } });
  const saved = await dataOf(
    "saveCart",
    await app.request(`/api/booking/cart/${ALICE}`, {
      method: "POST",
      json: [weekly({ shiftnum: "J-RHC-e", startdate: "2026-11-26" })],
      cookie: app.alice,
    }),
  );
  const ticket = saved.data.refnum as string;
  const confirmed = await dataOf(
    "confirmCart",
    await app.request(`/api/booking/cart/confirm/${ticket}`, {
      method: "POST",
      json: { ...contact, creditused: 0, paidamt: saved.data.total, paymentref: "paynow" },
      cookie: app.alice,
    }),
  );
  return { app, ticket, payBy: confirmed.data.payBy as string };
}

describe("a booking paid by bank transfer, not yet received", () => {
  it("reads as awaiting payment, not paid, in its details and in My Booking's list, with its deadline", async () => {
    const { app, ticket, payBy } = await bankTransfer();
    expect(payBy).toBe(new Date(FIXED_NOW.getTime() + 24 * HOUR).toISOString());
    const awaiting = {
      refnum: ticket,
      reference: `SOR-${ticket}`,
      paymentref: "paynow",
      payBy,
      expired: false,
    };
    const detail = (
      await dataOf(
        "bookingDetail",
        await app.request(`/api/mybooking/details/${ticket}-01`, { cookie: app.alice }),
      )
    ).data;
    expect(detail).toMatchObject({ status: "Open", awaitingPayment: awaiting });
    const list = (
      await dataOf(
        "activeBookings",
        await app.request(`/api/mybooking/active/${ALICE}?datefrom=2026-11-22&dateto=2026-12-31`, {
          cookie: app.alice,
        }),
      )
    ).data as Record<string, unknown>[];
    const mine = list.filter((row) => row.ticket === ticket);
    expect(mine.length).toBeGreaterThan(0);
    for (const row of mine)
      expect(row).toMatchObject({ status: "Open", awaitingPayment: awaiting });
    const [cart] = await app.db.query<{ status: string }>(
      "SELECT status FROM carts WHERE refnum = $1",
      [ticket],
    );
    expect(cart!.status).toBe("AwaitingPayment");
  });

  it("resuming it from the list (Complete my payment) answers it as awaiting, not 'not awaiting payment'", async () => {
    const { app, ticket } = await bankTransfer();
    // The list is read first, as My Booking does, then the resume call.
    await dataOf(
      "unpaidBookings",
      await app.request(`/api/booking/unpaid/${ALICE}`, { cookie: app.alice }),
    );
    const resumed = await app.request(`/api/booking/unpaid/resume/${ticket}`, {
      method: "POST",
      json: { paymentref: "card" },
      cookie: app.alice,
    });
    const body = await resumed.json();
    expect(body.meta.message).not.toBe(texts.notAwaitingPayment);
    expect(resumed.status).toBe(200);
    expect(body.data).toMatchObject({ refnum: ticket, paymentref: "card" });
    expect(body.data.transactionId).toBeUndefined();
  });
});

describe("an accepted quotation", () => {
  it("accepting it again once accepted and paid is refused with its message, and changes nothing", async () => {
    const { app } = await acceptedCart();
    await dataOf("confirmCart", await confirm(app));
    await dataOf(
      "initiatePayment",
      await pay(app, await tokenize(app, "4242424242424242"), "quote-paid-key"),
    );
    const before = await app.db.query(
      "SELECT refnum, status FROM carts WHERE arnum = $1 ORDER BY refnum",
      [ALICE],
    );
    const lines = await app.db.query("SELECT count(*)::int AS n FROM cart_lines");
    expect(await failureOf(await accept(app, "RQ-1001-1"))).toEqual({
      status: 409,
      message: serverTexts.quotationAlreadyAccepted,
    });
    expect(serverTexts.quotationAlreadyAccepted).toBe("This quotation has already been accepted.");
    expect(
      await app.db.query("SELECT refnum, status FROM carts WHERE arnum = $1 ORDER BY refnum", [
        ALICE,
      ]),
    ).toEqual(before);
    expect(await app.db.query("SELECT count(*)::int AS n FROM cart_lines")).toEqual(lines);
  });

  it("puts its lines in the cart with the address parts the checkout prefills from", async () => {
    const { lines } = await acceptedCart();
    expect(lines[0]).toMatchObject({
      shiptitle: "Ms",
      shipfirstname: "Alice",
      shiplastname: "Walker",
      shippostcode: "E1 6QE",
      shipunitno: "Flat 2",
      shipaddr1: "12 Fournier Street",
      shipaddr3: "United Kingdom",
    });
  });
});

describe("the test card the server tests pay with", () => {
  it("expires after today on the real clock (TEST_CARD_EXPIRY)", () => {
    const { expMonth, expYear } = TEST_CARD_EXPIRY;
    expect(new Date(Date.UTC(expYear, expMonth, 1)).getTime()).toBeGreaterThan(Date.now());
  });
});
