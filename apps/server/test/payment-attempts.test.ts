import { serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { ALICE, dataOf, failureOf } from "./account-helpers";
import {
  chargesOf,
  confirm,
  confirmPayment,
  pay,
  tokenize,
  weekly,
  withCart,
  type CartApp,
} from "./cart-helpers";

/**
 * A card attempt waiting for 3-D Secure when its cart is confirmed again or changed: the
 * attempt is superseded (its intent cancelled at the gateway), and a late confirm of it is
 * refused, so the cart is never paid at the old amount. And an order awaiting a bank transfer
 * keeps its own cart: the customer's next booking goes into a new one.
 */

const cartOf = async (app: CartApp, refnum = app.summary.refnum) => {
  const [cart] = await app.db.query<{ status: string; paid_pence: number }>(
    "SELECT status, paid_pence FROM carts WHERE refnum = $1",
    [refnum],
  );
  const bookings = await app.db.query<{ status: string }>(
    "SELECT DISTINCT status FROM account_bookings WHERE ticket = $1",
    [refnum],
  );
  return { status: cart!.status, bookings: bookings.map((b) => b.status).sort() };
};

/** A card attempt waiting for its card holder: its intent. */
async function stalled3ds(app: CartApp) {
  await dataOf("confirmCart", await confirm(app));
  const started = await dataOf(
    "initiatePayment",
    await pay(app, await tokenize(app, "4000002760003184"), "key-3ds-stalled"),
  );
  expect(started.data).toMatchObject({ requiresAction: true });
  return started.data.paymentIntentId as string;
}

const intentStatus = async (app: CartApp, id: string) =>
  (
    await app.db.query<{ status: string }>(
      "SELECT status FROM test_gateway_intents WHERE payment_intent_id = $1",
      [id],
    )
  )[0]!.status;

describe("a stalled 3-D Secure attempt when the cart is confirmed again", () => {
  it("the new confirm supersedes it: cancelled at the gateway, a late confirm refused, one charge", async () => {
    const app = await withCart();
    const stale = await stalled3ds(app);
    await dataOf("confirmCart", await confirm(app));
    expect(await intentStatus(app, stale)).toBe("canceled");
    expect(await failureOf(await confirmPayment(app, stale, "key-late-confirm"))).toEqual({
      status: 409,
      message: serverTexts.paymentSuperseded,
    });
    expect(await chargesOf(app)).toBe(0);
    expect(await cartOf(app)).toEqual({ status: "AwaitingPayment", bookings: ["Open"] });
    const paid = await dataOf("initiatePayment", await pay(app, "pm_card_visa", "key-new-attempt"));
    expect(paid.data.transactionId).toBeTruthy();
    expect(await chargesOf(app)).toBe(1);
    expect(await cartOf(app)).toEqual({ status: "Paid", bookings: ["Confirmed"] });
  });

  it("a change to the cart supersedes it too: the late confirm cannot pay the old amount", async () => {
    const app = await withCart();
    const stale = await stalled3ds(app);
    // Another line: the cart opens again, at a new total.
    await dataOf(
      "saveCart",
      await app.request(`/api/booking/cart/${ALICE}`, {
        method: "POST",
        json: [weekly({ startdate: "2026-11-26" })],
        cookie: app.alice,
      }),
    );
    expect(await failureOf(await confirmPayment(app, stale, "key-late-confirm"))).toEqual({
      status: 409,
      message: serverTexts.paymentSuperseded,
    });
    expect(await chargesOf(app)).toBe(0);
    expect((await cartOf(app)).status).toBe("Open");
  });

  it("a re-confirm racing the late confirm: never money without a paid booking", async () => {
    for (let round = 0; round < 3; round++) {
      const app = await withCart();
      const stale = await stalled3ds(app);
      const [reconfirmed, late] = await Promise.all([
        confirm(app),
        confirmPayment(app, stale, `key-late-${round}`),
      ]);
      const charged = await chargesOf(app);
      const cart = await cartOf(app);
      if (charged === 1) {
        // The late confirm won: the cart is paid at the amount that was charged, once.
        expect(cart).toEqual({ status: "Paid", bookings: ["Confirmed"] });
        expect(reconfirmed.status).toBe(409);
      } else {
        expect(charged).toBe(0);
        expect(cart).toEqual({ status: "AwaitingPayment", bookings: ["Open"] });
        expect(late.status).toBe(409);
      }
    }
  });
});

describe("an order awaiting a bank transfer keeps its own cart", () => {
  it("the next booking goes into a new cart; paying it by card charges only it", async () => {
    const app = await withCart();
    const first = app.summary.refnum;
    const transfer = await dataOf("confirmCart", await confirm(app, { paymentref: "paynow" }));
    expect(transfer.data.sor).toBe(`SOR-${first}`);
    // The next booking.
    const saved = await dataOf(
      "saveCart",
      await app.request(`/api/booking/cart/${ALICE}`, {
        method: "POST",
        json: [weekly({ startdate: "2026-11-26" })],
        cookie: app.alice,
      }),
    );
    const second = saved.data.refnum as string;
    expect(second).not.toBe(first);
    expect(saved.data.totalitem).toBe(1);
    // The unpaid order is still there, with its reference and its booking.
    expect(await cartOf(app, first)).toEqual({ status: "AwaitingPayment", bookings: ["Open"] });
    const unpaid = await dataOf(
      "unpaidBookings",
      await app.request(`/api/booking/unpaid/${ALICE}`, { cookie: app.alice }),
    );
    expect(unpaid.data.map((row: { refnum: string }) => row.refnum)).toEqual([first]);
    // The new cart paid by card: its own amount only.
    const next = { ...app, summary: { refnum: second, total: saved.data.total as number } };
    await dataOf("confirmCart", await confirm(next));
    await dataOf("initiatePayment", await pay(next, "pm_card_visa", "key-next-cart"));
    const charged = await app.db.query<{ reference: string; amount_pence: number }>(
      "SELECT reference, amount_pence FROM test_gateway_charges ORDER BY created_at",
    );
    expect(charged).toEqual([
      { reference: second, amount_pence: Math.round(next.summary.total * 100) },
    ]);
    expect(await cartOf(app, first)).toEqual({ status: "AwaitingPayment", bookings: ["Open"] });
    // The order is paid by card later: charged its own amount, once.
    await dataOf(
      "resumePayment",
      await app.request(`/api/booking/unpaid/resume/${first}`, {
        method: "POST",
        json: { paymentref: "card" },
        cookie: app.alice,
      }),
    );
    await dataOf("initiatePayment", await pay(app, "pm_card_visa", "key-first-order"));
    expect(await cartOf(app, first)).toEqual({ status: "Paid", bookings: ["Confirmed"] });
    expect(await chargesOf(app)).toBe(1);
  });

  it("confirming the order again by card beside the new open cart is not a 500", async () => {
    const app = await withCart();
    await dataOf("confirmCart", await confirm(app, { paymentref: "paynow" }));
    await dataOf(
      "saveCart",
      await app.request(`/api/booking/cart/${ALICE}`, {
        method: "POST",
        json: [weekly({ startdate: "2026-11-26" })],
        cookie: app.alice,
      }),
    );
    await dataOf("confirmCart", await confirm(app));
    await dataOf("initiatePayment", await pay(app, "pm_card_visa", "key-order-card"));
    expect(await cartOf(app)).toEqual({ status: "Paid", bookings: ["Confirmed"] });
  });
});
