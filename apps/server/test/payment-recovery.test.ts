import { serverTexts } from "@bookwell/contract";
import { describe, expect, it, vi } from "vitest";

import { reconcilePayments, startPaymentReconciler } from "../src/handlers/checkout/reconcile";
import { testGateway } from "../src/payments";
import type { PaymentStep } from "../src/payments/steps";
import { ALICE, accountApp, dataOf, failureOf } from "./account-helpers";
import { contact, weekly } from "./cart-helpers";
import { FIXED_NOW } from "./global-setup";
import { testApp } from "./helpers";

/**
 * Payments that cannot strand money: a card call is on record before the gateway is called,
 * and the reconciler finishes or releases what a dead process left. The process is "killed" at
 * each step boundary by a hook that throws there (`payments/steps.ts`); then a restarted app
 * on the same database reconciles. After it: one charge and one confirmed booking, or no
 * charge and a cart the customer can pay; never money without a booking.
 */

const AFTER_MS = 300_000;
const STEPS: PaymentStep[] = ["claimed", "answered", "settled"];

class Crash extends Error {}

/** An app whose process dies at `crashAt` (once), on a clock the test moves. */
async function crashingApp(crashAt: { step: PaymentStep; kind: "charge" | "confirm" }) {
  let now = FIXED_NOW.getTime();
  const clock = { now: () => new Date(now) };
  let armed = true;
  const app = await accountApp({
    clock,
    paymentStep: (step, call) => {
      if (armed && step === crashAt.step && call.kind === crashAt.kind) {
        armed = false;
        throw new Crash(`killed at ${step}`);
      }
    },
  });
  /** The server started again on the same database: no crash hook. */
  const restart = () => testApp({ clock }, app.db);
  const reconcile = () =>
    reconcilePayments(
      { db: app.db, clock, config: { timeZone: "Europe/London" }, payments: testGateway(app.db) },
      { afterMs: AFTER_MS },
      () => undefined,
    );
  const later = (ms: number) => {
    now += ms;
  };
  const charges = async (reference: string) =>
    (
      await app.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM test_gateway_charges WHERE reference = $1",
        [reference],
      )
    )[0]!.n;
  return { ...app, clock, restart, reconcile, later, charges };
}
type CrashingApp = Awaited<ReturnType<typeof crashingApp>>;

/** Alice's cart confirmed for card (or bank transfer, resumed by card). */
async function confirmedCart(app: CrashingApp, paymentref = "card") {
  const saved = await dataOf(
    "saveCart",
    await app.request(`/api/booking/cart/${ALICE}`, {
      method: "POST",
      json: [weekly()],
      cookie: app.alice,
    }),
  );
  const refnum = saved.data.refnum as string;
  const total = saved.data.total as number;
  await dataOf(
    "confirmCart",
    await app.request(`/api/booking/cart/confirm/${refnum}`, {
      method: "POST",
      json: { ...contact, creditused: 0, paidamt: total, paymentref },
      cookie: app.alice,
    }),
  );
  if (paymentref !== "card") {
    await dataOf(
      "resumePayment",
      await app.request(`/api/booking/unpaid/resume/${refnum}`, {
        method: "POST",
        json: { paymentref: "card" },
        cookie: app.alice,
      }),
    );
  }
  return { refnum, total };
}

type Request = CrashingApp["request"];

const pay = (
  request: Request,
  cookie: string,
  cart: { refnum: string; total: number },
  PaymentMethodId: string,
  key: string,
) =>
  request("/api/checkout/initiatepayment", {
    method: "POST",
    json: {
      PaymentMethodId,
      paymentMethod: "testgateway",
      idempotencyKey: key,
      refnum: cart.refnum,
      paidamt: cart.total,
      creditused: 0,
      availcredit: 0,
      email: "alice@example.com",
    },
    cookie,
  });

const confirm3ds = (
  request: Request,
  cookie: string,
  refnum: string,
  PaymentIntentId: string,
  key: string,
) =>
  request("/api/checkout/confirmpayment", {
    method: "POST",
    json: { refnum, PaymentIntentId, paymentMethod: "testgateway", idempotencyKey: key },
    cookie,
  });

/** The cart's status and its bookings' statuses. */
async function cartState(app: CrashingApp, refnum: string) {
  const [cart] = await app.db.query<{ status: string }>(
    "SELECT status FROM carts WHERE refnum = $1",
    [refnum],
  );
  const bookings = await app.db.query<{ status: string }>(
    "SELECT status FROM account_bookings WHERE ticket = $1 ORDER BY refnum",
    [refnum],
  );
  // Every booking of the cart in one state (a plan has one a session).
  const states = [...new Set(bookings.map((b) => b.status))];
  return { cart: cart!.status, bookings: states };
}

/**
 * Paid once: one charge, the cart paid, its booking confirmed, and any further payment refused.
 * Or nothing charged and the cart still payable: a new attempt pays it, once.
 */
async function expectOneChargeOrPayable(app: CrashingApp, cart: { refnum: string; total: number }) {
  const after = await app.restart();
  const state = await cartState(app, cart.refnum);
  if ((await app.charges(cart.refnum)) === 1) {
    expect(state).toEqual({ cart: "Paid", bookings: ["Confirmed"] });
    expect(
      await failureOf(
        await pay(after.request, app.alice, cart, "pm_card_visa", "attempt-key-again"),
      ),
    ).toEqual({ status: 409, message: serverTexts.alreadyPaid });
    expect(await app.charges(cart.refnum)).toBe(1);
    return "charged";
  }
  expect(await app.charges(cart.refnum)).toBe(0);
  expect(state).toEqual({ cart: "AwaitingPayment", bookings: ["Open"] });
  const paid = await dataOf(
    "initiatePayment",
    await pay(after.request, app.alice, cart, "pm_card_visa", "attempt-key-again"),
  );
  expect(paid.data.transactionId).toBeTruthy();
  expect(await app.charges(cart.refnum)).toBe(1);
  expect(await cartState(app, cart.refnum)).toEqual({ cart: "Paid", bookings: ["Confirmed"] });
  return "payable";
}

describe("a card payment killed at every step boundary, then reconciled", () => {
  it.each([
    ["claimed", "payable"],
    ["answered", "charged"],
    ["settled", "charged"],
  ] as const)("a charge (4242) killed at %s: %s", async (step, expected) => {
    const app = await crashingApp({ step, kind: "charge" });
    const cart = await confirmedCart(app);
    const killed = await pay(app.request, app.alice, cart, "pm_card_visa", "attempt-key-1");
    expect(killed.status).toBe(500);
    if (step !== "settled") {
      // Until the reconciler has looked, another attempt is refused rather than charged twice.
      expect(
        await failureOf(await pay(app.request, app.alice, cart, "pm_card_visa", "attempt-key-2")),
      ).toEqual({ status: 409, message: serverTexts.paymentInProgress });
      // Too early: a call this young may still be running on another copy.
      expect(await app.reconcile()).toMatchObject({ finished: 0, released: 0 });
    }
    app.later(AFTER_MS);
    const report = await app.reconcile();
    expect(report.finished + report.released).toBe(step === "settled" ? 0 : 1);
    expect(await expectOneChargeOrPayable(app, cart)).toBe(expected);
    // A second look finds nothing left.
    app.later(AFTER_MS);
    expect(await app.reconcile()).toMatchObject({ finished: 0, released: 0, left: 0 });
  });

  it.each(STEPS)("a 3-D Secure confirm killed at %s: paid once", async (step) => {
    const app = await crashingApp({ step, kind: "confirm" });
    const cart = await confirmedCart(app);
    const started = await dataOf(
      "initiatePayment",
      await pay(app.request, app.alice, cart, "pm_card_authenticationRequired", "attempt-key-1"),
    );
    const killed = await confirm3ds(
      app.request,
      app.alice,
      cart.refnum,
      started.data.paymentIntentId,
      "attempt-key-1-confirm",
    );
    expect(killed.status).toBe(500);
    app.later(AFTER_MS);
    await app.reconcile();
    expect(await expectOneChargeOrPayable(app, cart)).toBe("charged");
  });

  it.each(["claimed", "answered"] as const)(
    "a resumed bank-transfer booking paid by card, killed at %s",
    async (step) => {
      const app = await crashingApp({ step, kind: "charge" });
      const cart = await confirmedCart(app, "paynow");
      expect(
        (await pay(app.request, app.alice, cart, "pm_card_visa", "attempt-key-1")).status,
      ).toBe(500);
      app.later(AFTER_MS);
      await app.reconcile();
      expect(await expectOneChargeOrPayable(app, cart)).toBe(
        step === "claimed" ? "payable" : "charged",
      );
    },
  );

  it("two reconcilers at once (two copies) finish a stranded charge once", async () => {
    const app = await crashingApp({ step: "answered", kind: "charge" });
    const cart = await confirmedCart(app);
    expect((await pay(app.request, app.alice, cart, "pm_card_visa", "attempt-key-1")).status).toBe(
      500,
    );
    app.later(AFTER_MS);
    const reports = await Promise.all([app.reconcile(), app.reconcile(), app.reconcile()]);
    expect(reports.reduce((sum, r) => sum + r.finished, 0)).toBe(1);
    expect(await app.charges(cart.refnum)).toBe(1);
    expect(await cartState(app, cart.refnum)).toEqual({ cart: "Paid", bookings: ["Confirmed"] });
    const mails = await app.db.query(
      "SELECT 1 FROM outbox WHERE recipient = 'alice@example.com' AND subject ILIKE '%confirm%'",
    );
    expect(mails).toHaveLength(1);
  });

  it("a server process's reconciler looks at start, then every PAYMENT_RECONCILE_EVERY_SECONDS", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const app = await crashingApp({ step: "answered", kind: "charge" });
      const gateway = testGateway(app.db);
      let asked = 0;
      const reconciler = startPaymentReconciler(app.db, {
        payments: {
          ...gateway,
          lookup: (input) => {
            asked += 1;
            return gateway.lookup(input);
          },
        },
        clock: app.clock,
        env: { PAYMENT_RECONCILE_EVERY_SECONDS: "60", PAYMENT_RECONCILE_AFTER_SECONDS: "300" },
        log: () => undefined,
      });
      let refnum = "";
      try {
        // The look at start found nothing to do.
        expect(await reconciler.reconcileOnce()).toMatchObject({ finished: 0, left: 0 });
        const cart = await confirmedCart(app);
        refnum = cart.refnum;
        expect(
          (await pay(app.request, app.alice, cart, "pm_card_visa", "attempt-key-1")).status,
        ).toBe(500);
        app.later(AFTER_MS);
        vi.advanceTimersByTime(59_000);
        expect(asked).toBe(0);
        vi.advanceTimersByTime(1_000);
        await expect.poll(() => asked).toBe(1);
      } finally {
        await reconciler.stop();
      }
      expect(asked).toBe(1);
      expect(await cartState(app, refnum)).toEqual({ cart: "Paid", bookings: ["Confirmed"] });
    } finally {
      vi.useRealTimers();
    }
  });

  it("the customer's own retry and the reconciler finishing the same call: paid once", async () => {
    const app = await crashingApp({ step: "answered", kind: "charge" });
    const cart = await confirmedCart(app);
    expect((await pay(app.request, app.alice, cart, "pm_card_visa", "attempt-key-1")).status).toBe(
      500,
    );
    app.later(AFTER_MS);
    const after = await app.restart();
    const [retried] = await Promise.all([
      pay(after.request, app.alice, cart, "pm_card_visa", "attempt-key-1"),
      app.reconcile(),
    ]);
    expect((await dataOf("initiatePayment", retried)).data.transactionId).toBeTruthy();
    expect(await app.charges(cart.refnum)).toBe(1);
    expect(await cartState(app, cart.refnum)).toEqual({ cart: "Paid", bookings: ["Confirmed"] });
  });
});

describe("a card top-up killed at every step boundary, then reconciled", () => {
  it.each([
    ["claimed", 0],
    ["answered", 1],
    ["settled", 1],
  ] as const)("killed at %s: credited %i time(s), charged as often", async (step, credited) => {
    const app = await crashingApp({ step, kind: "charge" });
    const created = await dataOf(
      "createCredit",
      await app.request(`/api/mycredit/${ALICE}`, {
        method: "POST",
        cookie: app.alice,
        json: { arnum: ALICE, payref: "card", qty: 100, idempotencyKey: "topup-key-1" },
      }),
    );
    const refnum = created.data.refnum as string;
    const initiate = (request: Request, key: string) =>
      request("/api/checkout/initiatetopup", {
        method: "POST",
        cookie: app.alice,
        json: {
          PaymentMethodId: "pm_card_visa",
          paymentMethod: "testgateway",
          idempotencyKey: key,
          paidamt: 100,
          arnum: ALICE,
          refnum,
        },
      });
    expect((await initiate(app.request, "topup-pay-key-1")).status).toBe(500);
    app.later(AFTER_MS);
    await app.reconcile();
    const credits = async () =>
      (
        await app.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM account_credit_entries WHERE source = 'topup' AND ticket = $1",
          [refnum],
        )
      )[0]!.n;
    expect(await credits()).toBe(credited);
    expect(await app.charges(refnum)).toBe(credited);
    // Released or paid, a new call settles it: paid once in all.
    const after = await app.restart();
    const again = await dataOf("initiateTopUp", await initiate(after.request, "topup-pay-key-2"));
    expect(again.data.transactionId).toBeTruthy();
    expect(await credits()).toBe(1);
    expect(await app.charges(refnum)).toBe(1);
  });
});
