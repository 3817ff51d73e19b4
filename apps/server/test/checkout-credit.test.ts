import { describe, expect, it } from "vitest";

import { creditBalanceOf } from "../src/credit-ledger";
import { ALICE, dataOf } from "./account-helpers";
import { SEED_DAY } from "./helpers";
import { type CartApp, chargesOf, confirm, pay, tokenize, weekly, withCart } from "./cart-helpers";

/**
 * One rule for redeemed credit, whatever the payment method — taken when the
 * cart is confirmed, given back if the cart is reopened unpaid, never taken twice — and a
 * second confirm of a cart never makes a second set of bookings or a second deduction, one
 * after the other or at the same time. Alice has £88.00 of credit; her cart is £351.60.
 */
const available = async (app: CartApp) =>
  (await creditBalanceOf(app.db, ALICE, SEED_DAY)).available;
const deductions = async (app: CartApp) =>
  (
    await app.db.query<{ n: number; pence: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount_pence), 0)::int AS pence
         FROM account_credit_entries WHERE ticket = $1 AND source = 'booking'`,
      [app.summary.refnum],
    )
  )[0]!;
/** The weekly plan in the cart books its 4 sessions. */
const SESSIONS = 4;

const bookings = async (app: CartApp) =>
  (
    await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM account_bookings WHERE ticket = $1",
      [app.summary.refnum],
    )
  )[0]!.n;
const places = async (app: CartApp) =>
  (
    await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shift_bookings WHERE booking_refnum LIKE $1 || '-%'`,
      [app.summary.refnum],
    )
  )[0]!.n;

const withCredit = (app: CartApp, pounds: number, paymentref: string) => ({
  paymentref,
  creditused: pounds,
  paidamt: Math.round((app.summary.total - pounds) * 100) / 100,
});

describe("credit and confirms", () => {
  it("bank transfer: the credit is taken at confirm, before the transfer arrives", async () => {
    const app = await withCart();
    expect(await available(app)).toBe(8800);
    await dataOf("confirmCart", await confirm(app, withCredit(app, 20, "paynow")));
    expect(await available(app)).toBe(6800);
    expect(await deductions(app)).toEqual({ n: 1, pence: -2000 });
  });

  it("a redirect gateway (UK takepayments) follows the same rule", async () => {
    const app = await withCart();
    await app.db.query("UPDATE accounts SET uktakepayments_enable = true WHERE arnum = $1", [
      ALICE,
    ]);
    await dataOf("confirmCart", await confirm(app, withCredit(app, 15, "uktakepay")));
    expect(await available(app)).toBe(7300);
  });

  it("card: taken at confirm, and paying takes nothing more", async () => {
    const app = await withCart();
    await dataOf("confirmCart", await confirm(app, withCredit(app, 20, "card")));
    expect(await available(app)).toBe(6800);
    const paid = await dataOf(
      "initiatePayment",
      await pay(app, await tokenize(app, "4242424242424242"), "key-0001", {
        ...withCredit(app, 20, "card"),
        paymentMethod: "testgateway",
      }),
    );
    expect(paid.data.transactionId).toBeTruthy();
    expect(await available(app)).toBe(6800);
    expect(await deductions(app)).toEqual({ n: 1, pence: -2000 });
  });

  it("a second confirm replaces the first: one set of bookings, one deduction, the new amount", async () => {
    const app = await withCart();
    await dataOf("confirmCart", await confirm(app, withCredit(app, 20, "paynow")));
    await dataOf("confirmCart", await confirm(app, withCredit(app, 20, "paynow")));
    expect(await bookings(app)).toBe(SESSIONS);
    expect(await places(app)).toBe(SESSIONS);
    expect(await deductions(app)).toEqual({ n: 1, pence: -2000 });
    // Another method and amount: the first deduction goes back, the new one is taken.
    await dataOf("confirmCart", await confirm(app, withCredit(app, 10, "card")));
    expect(await deductions(app)).toEqual({ n: 1, pence: -1000 });
    expect(await available(app)).toBe(7800);
    expect(await bookings(app)).toBe(SESSIONS);
  });

  it("reopening the cart unpaid (a line saved again) gives the credit back", async () => {
    const app = await withCart();
    await dataOf("confirmCart", await confirm(app, withCredit(app, 20, "card")));
    await dataOf(
      "saveCart",
      await app.request(`/api/booking/cart/${ALICE}`, {
        method: "POST",
        json: [weekly({ startdate: "2026-11-26" })],
        cookie: app.alice,
      }),
    );
    expect(await available(app)).toBe(8800);
    expect(await deductions(app)).toEqual({ n: 0, pence: 0 });
  });

  it("an order awaiting a bank transfer keeps its credit when the next booking starts a new cart", async () => {
    const app = await withCart();
    await dataOf("confirmCart", await confirm(app, withCredit(app, 20, "paynow")));
    const next = await dataOf(
      "saveCart",
      await app.request(`/api/booking/cart/${ALICE}`, {
        method: "POST",
        json: [weekly({ startdate: "2026-11-26" })],
        cookie: app.alice,
      }),
    );
    expect(next.data.refnum).not.toBe(app.summary.refnum);
    expect(await deductions(app)).toEqual({ n: 1, pence: -2000 });
  });

  it("a paid cart cannot be confirmed again: 409, nothing taken", async () => {
    const app = await withCart();
    await dataOf("confirmCart", await confirm(app, withCredit(app, 20, "card")));
    await pay(
      app,
      await tokenize(app, "4242424242424242"),
      "key-0001",
      withCredit(app, 20, "card"),
    );
    const again = await confirm(app, withCredit(app, 20, "card"));
    expect(again.status).toBe(409);
    expect(await deductions(app)).toEqual({ n: 1, pence: -2000 });
    expect(await chargesOf(app)).toBe(1);
  });

  it("six confirms of one cart at once: one set of bookings, one deduction, no 5xx", async () => {
    const app = await withCart();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        confirm(app, withCredit(app, 20, i % 2 ? "paynow" : "card")),
      ),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(await bookings(app)).toBe(SESSIONS);
    expect(await places(app)).toBe(SESSIONS);
    expect(await deductions(app)).toEqual({ n: 1, pence: -2000 });
    expect(await available(app)).toBe(6800);
  });

  it("the database refuses a second deduction for a cart whatever the code does", async () => {
    const app = await withCart();
    await dataOf("confirmCart", await confirm(app, withCredit(app, 20, "paynow")));
    await expect(
      app.db.query(
        `INSERT INTO account_credit_entries (arnum, amount_pence, trandate, ticket, service_type, source)
         VALUES ($1, -2000, $2, $3, 'Booking', 'booking')`,
        [ALICE, SEED_DAY, app.summary.refnum],
      ),
    ).rejects.toThrow();
  });
});
