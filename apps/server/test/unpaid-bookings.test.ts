import { texts, serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { ALICE, BOB, accountApp, dataOf, failureOf } from "./account-helpers";
import { refundLatePayments } from "../src/handlers/checkout/late-refunds";
import { testGateway } from "../src/payments";
import { contact, weekly } from "./cart-helpers";
import { FIXED_NOW } from "./global-setup";
import { TEST_CARD_EXPIRY } from "./helpers";

/**
 * A bank-transfer or redirect booking holds its places until its
 * deadline (24 hours), then releases them by time alone; the customer resumes it once (the QR
 * again, the gateway again, or a card instead), never charged twice; a redirect gateway's
 * signed return is believed once, and a forged or replayed one is refused.
 * J-RHC-e (18:00 to 20:00) has one place a day.
 */

const DAY = "2026-11-26";
const HOUR = 3_600_000;

async function unpaidApp() {
  let now = FIXED_NOW.getTime();
  const app = await accountApp({ clock: { now: () => new Date(now) } });
  const { alice, bob } = app;
  // Alice may pay with 2c2p here too (the demo enables it for bob only).
  await app.db.query("UPDATE accounts SET c2p_enable = true WHERE arnum = $1", [ALICE]);
  const saved = await dataOf(
    "saveCart",
    await app.request(`/api/booking/cart/${ALICE}`, {
      method: "POST",
      json: [weekly({ shiftnum: "J-RHC-e", startdate: DAY })],
      cookie: alice,
    }),
  );
  const refnum = saved.data.refnum as string;
  const total = saved.data.total as number;
  const confirm = (paymentref: string) =>
    app.request(`/api/booking/cart/confirm/${refnum}`, {
      method: "POST",
      json: { ...contact, creditused: 0, paidamt: total, paymentref },
      cookie: alice,
    });
  const resume = (paymentref: string) =>
    app.request(`/api/booking/unpaid/resume/${refnum}`, {
      method: "POST",
      json: { paymentref },
      cookie: alice,
    });
  const unpaid = async () =>
    (
      await dataOf(
        "unpaidBookings",
        await app.request(`/api/booking/unpaid/${ALICE}`, { cookie: alice }),
      )
    ).data as Array<Record<string, unknown>>;
  const bobSees = async () =>
    (
      await dataOf(
        "timeSlots",
        await app.request(`/api/booking/timeslots/J-RHC?date=${DAY}`, { cookie: bob }),
      )
    ).data.map((s: { shiftnum: string }) => s.shiftnum) as string[];
  /** The hosted page's answer: the site's result page with the signed result. */
  const decide = async (redirectUrl: string, outcome: string) => {
    const sessionId = redirectUrl.split("/").pop()!;
    const decided = await dataOf(
      "decideTestPayment",
      await app.request(`/api/testgateway/session/${sessionId}`, {
        method: "POST",
        json: { outcome },
      }),
    );
    const url = new URL(decided.data.returnUrl as string, "http://site.test");
    expect(url.pathname).toBe("/payment-successfully");
    return {
      result: url.searchParams.get("result")!,
      signature: url.searchParams.get("signature")!,
    };
  };
  const giveBack = (signed: { result: string; signature: string }) =>
    app.request("/api/checkout/redirect/return", { method: "POST", json: signed, cookie: alice });
  const payCard = async (key: string) => {
    const pm = (
      await dataOf(
        "tokenizeTestCard",
        await app.request("/api/checkout/testgateway/tokenize", {
          method: "POST",
          json: { number: "4242424242424242", ...TEST_CARD_EXPIRY, cvc: "123" },
          cookie: alice,
        }),
      )
    ).data.PaymentMethodId;
    return app.request("/api/checkout/initiatepayment", {
      method: "POST",
      json: {
        PaymentMethodId: pm,
        paymentMethod: "testgateway",
        idempotencyKey: key,
        refnum,
        paidamt: total,
        creditused: 0,
        availcredit: 0,
        email: "alice@example.com",
      },
      headers: { "Idempotency-Key": key },
      cookie: alice,
    });
  };
  const charges = async () =>
    (
      (await app.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM test_gateway_charges WHERE reference = $1",
        [refnum],
      )) as [{ n: number }]
    )[0].n;
  const cartStatus = async () =>
    (
      (await app.db.query<{ status: string }>("SELECT status FROM carts WHERE refnum = $1", [
        refnum,
      ])) as [{ status: string }]
    )[0].status;
  const mails = async () =>
    app.db.query<{ subject: string; body: string }>(
      "SELECT subject, body FROM outbox WHERE recipient = 'alice@example.com' ORDER BY id",
    );
  const later = (ms: number) => {
    now += ms;
  };
  return {
    ...app,
    alice,
    bob,
    refnum,
    total,
    confirm,
    resume,
    unpaid,
    bobSees,
    decide,
    giveBack,
    payCard,
    charges,
    cartStatus,
    mails,
    later,
  };
}

describe("unpaid bookings (bank transfer)", () => {
  it("hold their place until the deadline, shown with the reference; then release it by time alone", async () => {
    const app = await unpaidApp();
    const confirmed = await dataOf("confirmCart", await app.confirm("paynow"));
    const deadline = new Date(FIXED_NOW.getTime() + 24 * HOUR).toISOString();
    expect(confirmed.data).toMatchObject({ sor: `SOR-${app.refnum}`, payBy: deadline });
    expect(await app.unpaid()).toEqual([
      expect.objectContaining({
        refnum: app.refnum,
        paymentref: "paynow",
        sor: `SOR-${app.refnum}`,
        qrPayload: expect.stringContaining(`SOR-${app.refnum}`),
        amount: app.total,
        payBy: deadline,
        expired: false,
      }),
    ]);
    // The awaiting-payment mail: the deadline and the link that resumes the booking.
    const [mail] = (await app.mails()).filter((m) => m.subject.startsWith("Awaiting payment"));
    expect(mail?.body).toContain(`/paynow-qrcode?resume=${app.refnum}`);
    expect(mail?.body).toContain("We hold your place until");

    app.later(24 * HOUR - 60_000);
    expect(await app.bobSees()).not.toContain("J-RHC-e");
    app.later(60_000);
    expect(await app.bobSees()).toContain("J-RHC-e");
    expect((await app.unpaid())[0]).toMatchObject({ expired: true });
    expect(await failureOf(await app.resume("card"))).toEqual({
      status: 409,
      message: texts.unpaidExpired,
    });
    // Bob can take the released place.
    await dataOf(
      "holdSlots",
      await app.request(`/api/booking/hold/${BOB}`, {
        method: "POST",
        json: { slots: [{ shiftnum: "J-RHC-e", date: DAY }] },
        cookie: app.bob,
      }),
    );
  });

  it("resumed only by a method the account may use: another is refused and changes nothing", async () => {
    const app = await unpaidApp();
    await dataOf("confirmCart", await app.confirm("paynow"));
    // Alice may not pay with UK takepayments (the demo enables it for bob only).
    expect(await failureOf(await app.resume("uktakepay"))).toEqual({
      status: 400,
      message: serverTexts.methodDisabled,
    });
    expect(
      await app.db.query("SELECT payment_ref FROM carts WHERE refnum = $1", [app.refnum]),
    ).toEqual([{ payment_ref: "paynow" }]);
    expect(
      await app.db.query("SELECT 1 FROM redirect_payments WHERE refnum = $1", [app.refnum]),
    ).toEqual([]);
  });

  it("resumed later by card: paid once, the QR's booking becomes paid, never charged twice", async () => {
    const app = await unpaidApp();
    await dataOf("confirmCart", await app.confirm("paynow"));
    app.later(5 * HOUR);
    const resumed = await dataOf("resumePayment", await app.resume("card"));
    expect(resumed.data).toEqual({ refnum: app.refnum, paymentref: "card", amount: app.total });
    const paid = await dataOf("initiatePayment", await app.payCard("resume-1"));
    expect(paid.data.transactionId).toMatch(/^ch_test_/);
    expect(await app.cartStatus()).toBe("Paid");
    // Once: a second card payment with a new key is refused, and nothing more is taken.
    expect(await failureOf(await app.payCard("resume-2"))).toEqual({
      status: 409,
      message: serverTexts.alreadyPaid,
    });
    expect(await app.charges()).toBe(1);
    expect(await app.unpaid()).toEqual([]);
  });

  it("a card payment after the deadline is refused (the place was released)", async () => {
    const app = await unpaidApp();
    await dataOf("confirmCart", await app.confirm("paynow"));
    await dataOf("resumePayment", await app.resume("card"));
    app.later(25 * HOUR);
    expect(await failureOf(await app.payCard("late-card"))).toEqual({
      status: 409,
      message: texts.unpaidExpired,
    });
    expect(await app.charges()).toBe(0);
  });
});

describe("redirect gateways (2c2p, UK takepayments)", () => {
  it("approve: the signed return pays the booking, with its schedule; a reload shows it paid", async () => {
    const app = await unpaidApp();
    const confirmed = await dataOf("confirmCart", await app.confirm("2c2p"));
    expect(confirmed.data.redirectUrl).toMatch(/^\/test-payment\/rp_\w+$/);
    const signed = await app.decide(confirmed.data.redirectUrl, "approved");
    const back = await dataOf("redirectReturn", await app.giveBack(signed));
    expect(back.data).toMatchObject({
      refnum: app.refnum,
      outcome: "approved",
      transactionId: expect.stringMatching(/^ch_test_/),
      amount: app.total,
    });
    expect(back.data.visits[0]).toMatchObject({ date: DAY, start: "18:00", end: "20:00" });
    expect(await app.cartStatus()).toBe("Paid");
    // The customer reloads the result page: the same signed result shows what it settled
    // (not "Payment not accepted"), and nothing is paid twice.
    const reloaded = await dataOf("redirectReturn", await app.giveBack(signed));
    expect(reloaded.data).toEqual(back.data);
    expect(await app.charges()).toBe(1);
    const confirmations = (await app.mails()).filter((m) => /confirm/i.test(m.subject));
    expect(confirmations).toHaveLength(1);
  });

  it("a reload of a declined result shows it declined again, and a spent approval cannot be reused", async () => {
    const app = await unpaidApp();
    const confirmed = await dataOf("confirmCart", await app.confirm("2c2p"));
    const declined = await app.decide(confirmed.data.redirectUrl, "declined");
    const first = await dataOf("redirectReturn", await app.giveBack(declined));
    expect(first.data.outcome).toBe("declined");
    expect((await dataOf("redirectReturn", await app.giveBack(declined))).data).toEqual(first.data);
    expect(await app.cartStatus()).toBe("AwaitingPayment");
    // An approval of a session superseded by a new visit to the gateway pays nothing.
    const again = await dataOf("resumePayment", await app.resume("2c2p"));
    const approved = await app.decide(again.data.redirectUrl, "approved");
    await dataOf("redirectReturn", await app.giveBack(approved));
    expect(await app.cartStatus()).toBe("Paid");
    expect(await app.charges()).toBe(1);
  });

  it("a forged return (changed result, made-up signature) is refused with a clear message", async () => {
    const app = await unpaidApp();
    const confirmed = await dataOf("confirmCart", await app.confirm("2c2p"));
    const declined = await app.decide(confirmed.data.redirectUrl, "declined");
    // The declined result rewritten as approved, keeping the provider's signature.
    const payload = JSON.parse(Buffer.from(declined.result, "base64url").toString());
    const approved = Buffer.from(
      JSON.stringify({ ...payload, outcome: "approved", transactionId: "ch_forged" }),
    ).toString("base64url");
    for (const forged of [
      { result: approved, signature: declined.signature },
      { result: declined.result, signature: "x".repeat(43) },
      { result: "not base64 json", signature: "short" },
    ]) {
      expect(await failureOf(await app.giveBack(forged))).toEqual({
        status: 400,
        message: serverTexts.paymentResultForged,
      });
    }
    expect(await app.cartStatus()).toBe("AwaitingPayment");
  });

  it("decline: the booking stays awaiting payment and resumable; the payment-failed mail goes", async () => {
    const app = await unpaidApp();
    const confirmed = await dataOf("confirmCart", await app.confirm("2c2p"));
    const back = await dataOf(
      "redirectReturn",
      await app.giveBack(await app.decide(confirmed.data.redirectUrl, "declined")),
    );
    expect(back.data).toMatchObject({ outcome: "declined", visits: [] });
    expect(await app.cartStatus()).toBe("AwaitingPayment");
    const failed = (await app.mails()).filter((m) => m.subject === `Payment failed: ${app.refnum}`);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.body).toContain(`/paynow-qrcode?resume=${app.refnum}`);
    expect(await app.unpaid()).toEqual([
      expect.objectContaining({ refnum: app.refnum, paymentref: "2c2p", expired: false }),
    ]);
    // Resumed at the gateway again: a new session, approved this time.
    const again = await dataOf("resumePayment", await app.resume("2c2p"));
    await dataOf(
      "redirectReturn",
      await app.giveBack(await app.decide(again.data.redirectUrl, "approved")),
    );
    expect(await app.cartStatus()).toBe("Paid");
  });

  it("paying by card instead voids the gateway's session: it can no longer take the payment", async () => {
    const app = await unpaidApp();
    const confirmed = await dataOf("confirmCart", await app.confirm("2c2p"));
    await dataOf("resumePayment", await app.resume("card"));
    const sessionId = confirmed.data.redirectUrl.split("/").pop();
    expect(
      await failureOf(
        await app.request(`/api/testgateway/session/${sessionId}`, {
          method: "POST",
          json: { outcome: "approved" },
        }),
      ),
    ).toEqual({ status: 409, message: texts.paymentSessionClosed });
    await dataOf("initiatePayment", await app.payCard("card-instead"));
    expect(await app.charges()).toBe(1);
  });

  it.runIf(process.env.DATABASE_URL)(
    "a return arriving while a resume holds the cart waits for it, in the same lock order: no deadlock",
    async () => {
      const app = await unpaidApp();
      const confirmed = await dataOf("confirmCart", await app.confirm("2c2p"));
      const signed = await app.decide(confirmed.data.redirectUrl, "approved");
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // What resume and card payment do: the cart first, then the gateway's session.
      const resume = app.db.transaction(async (tx) => {
        await tx.query("SELECT 1 FROM carts WHERE refnum = $1 FOR UPDATE", [app.refnum]);
        await held;
        await tx.query("UPDATE redirect_payments SET status = status WHERE refnum = $1", [
          app.refnum,
        ]);
      });
      const back = app.giveBack(signed);
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await resume;
      expect((await back).status).toBe(200);
      expect(await app.cartStatus()).toBe("Paid");
    },
  );

  it("a confirm again racing the gateway's approved return: both answer, one charge, one booking", async () => {
    // Confirm locks the account, then the cart; the return pays the cart through markCartPaid,
    // which takes the account's lock for the credit it settles. Taken in the other order, the
    // two wait for each other (PostgreSQL's deadlock, 40P01: a 500 to one of them).
    for (let round = 0; round < 4; round++) {
      const app = await unpaidApp();
      const credit = 10;
      const confirmed = await dataOf(
        "confirmCart",
        await app.request(`/api/booking/cart/confirm/${app.refnum}`, {
          method: "POST",
          json: { ...contact, creditused: credit, paidamt: app.total - credit, paymentref: "2c2p" },
          cookie: app.alice,
        }),
      );
      const signed = await app.decide(confirmed.data.redirectUrl, "approved");
      const again = () =>
        app.request(`/api/booking/cart/confirm/${app.refnum}`, {
          method: "POST",
          json: {
            ...contact,
            creditused: credit,
            paidamt: app.total - credit,
            paymentref: "paynow",
          },
          cookie: app.alice,
        });
      const confirmFirst = round % 2 === 0;
      const answers = await Promise.all(
        confirmFirst ? [again(), app.giveBack(signed)] : [app.giveBack(signed), again()],
      );
      const [reconfirm, back] = confirmFirst ? answers : [answers[1], answers[0]];
      if (!reconfirm || !back) throw new Error("two answers");
      expect(reconfirm.status).toBeLessThan(500);
      expect(back.status).toBe(200);
      // The approval pays the cart; the confirm again is refused as paid, or ran first and
      // found the approval taken at the gateway (refused the same way).
      expect(await failureOf(reconfirm)).toEqual({ status: 409, message: serverTexts.alreadyPaid });
      expect(await app.cartStatus()).toBe("Paid");
      expect(await app.charges()).toBe(1);
      const bookings = await app.db.query<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM account_bookings WHERE ticket = $1
          GROUP BY status`,
        [app.refnum],
      );
      expect(bookings).toEqual([{ status: "Confirmed", n: 4 }]);
      const redeemed = await app.db.query<{ amount_pence: number }>(
        "SELECT amount_pence FROM account_credit_entries WHERE ticket = $1 AND source = 'booking'",
        [app.refnum],
      );
      expect(redeemed).toEqual([{ amount_pence: -credit * 100 }]);
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    "a return queued before a confirm on the same cart: both answer, in one lock order",
    async () => {
      const app = await unpaidApp();
      const confirmed = await dataOf("confirmCart", await app.confirm("2c2p"));
      const signed = await app.decide(confirmed.data.redirectUrl, "approved");
      const waiting = async () =>
        (
          await app.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )
        )[0]!.n;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // Something else holds the cart (a card claim, a save): the return queues first, the
      // confirm (the account's lock taken) after it. When the cart is let go, the return gets
      // it first and goes on to the account's lock, which the confirm holds while it waits for
      // the cart: in two orders, a deadlock; in one, the return waits for the account first.
      const holder = app.db.transaction(async (tx) => {
        await tx.query("SELECT 1 FROM carts WHERE refnum = $1 FOR UPDATE", [app.refnum]);
        await held;
      });
      const back = app.giveBack(signed);
      await expect.poll(waiting).toBe(1);
      const again = app.confirm("paynow");
      await expect.poll(waiting).toBe(2);
      release();
      await holder;
      const [returned, reconfirmed] = await Promise.all([back, again]);
      expect(returned.status).toBe(200);
      expect(await failureOf(reconfirmed)).toEqual({
        status: 409,
        message: serverTexts.alreadyPaid,
      });
      expect(await app.cartStatus()).toBe("Paid");
      expect(await app.charges()).toBe(1);
    },
  );

  it("a resumed card payment racing a late approved return: one charge, one paid booking", async () => {
    for (const order of ["card first", "return first", "at once"] as const) {
      const app = await unpaidApp();
      const confirmed = await dataOf("confirmCart", await app.confirm("2c2p"));
      // Approved at the gateway; the browser's return has not reached us yet.
      const signed = await app.decide(confirmed.data.redirectUrl, "approved");
      const byCard = async () => {
        const resumed = await app.resume("card");
        const body = await resumed.clone().json();
        // An approval found at the gateway pays the booking: nothing left for the card.
        if (body.data?.transactionId) return resumed;
        return app.payCard("racing-card");
      };
      if (order === "card first") {
        const resumed = await byCard();
        expect((await resumed.json()).data.transactionId).toMatch(/^ch_test_/);
        const late = await dataOf("redirectReturn", await app.giveBack(signed));
        expect(late.data.outcome).toBe("approved");
      } else if (order === "return first") {
        await dataOf("redirectReturn", await app.giveBack(signed));
        const resumed = await app.resume("card");
        expect(resumed.status).toBe(200);
        expect((await resumed.json()).data.transactionId).toMatch(/^ch_test_/);
      } else {
        const answers = await Promise.all([byCard(), app.giveBack(signed)]);
        for (const answer of answers) expect(answer.status).toBeLessThan(500);
      }
      expect(await app.charges()).toBe(1);
      expect(await app.cartStatus()).toBe("Paid");
      const bookings = await app.db.query<{ status: string }>(
        "SELECT DISTINCT status FROM account_bookings WHERE ticket = $1",
        [app.refnum],
      );
      expect(bookings).toEqual([{ status: "Confirmed" }]);
    }
  });
});

describe("an approval arriving after the unpaid deadline", () => {
  /** Bob books and pays J-RHC-e on the day: the place Alice's lapsed booking had. */
  async function bobTakesThePlace(app: Awaited<ReturnType<typeof unpaidApp>>) {
    return (await bobsCart(app))();
  }
  /** Bob's cart for that place, saved: its confirm, to send when the test says. */
  async function bobsCart(app: Awaited<ReturnType<typeof unpaidApp>>) {
    const saved = await dataOf(
      "saveCart",
      await app.request(`/api/booking/cart/${BOB}`, {
        method: "POST",
        json: [weekly({ shiftnum: "J-RHC-e", startdate: DAY, shipemail: "bob@example.com" })],
        cookie: app.bob,
      }),
    );
    return () =>
      app.request(`/api/booking/cart/confirm/${saved.data.refnum}`, {
        method: "POST",
        json: {
          ...contact,
          email: "bob@example.com",
          creditused: 0,
          paidamt: saved.data.total,
          paymentref: "paynow",
        },
        cookie: app.bob,
      });
  }
  const placesTaken = async (app: Awaited<ReturnType<typeof unpaidApp>>) =>
    (
      await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM shift_bookings sb
           JOIN account_bookings b ON b.refnum = sb.booking_refnum
           JOIN carts c ON c.refnum = b.ticket
          WHERE sb.shiftnum = 'J-RHC-e' AND sb.service_date = $1
            AND NOT (c.status = 'AwaitingPayment' AND c.pay_by <= $2)`,
        [DAY, new Date(FIXED_NOW.getTime() + 25 * HOUR)],
      )
    )[0]!.n;

  it("keeps the booking when its place is still free (re-placed, paid)", async () => {
    const app = await unpaidApp();
    const confirmed = await dataOf("confirmCart", await app.confirm("2c2p"));
    const signed = await app.decide(confirmed.data.redirectUrl, "approved");
    app.later(25 * HOUR);
    const back = await dataOf("redirectReturn", await app.giveBack(signed));
    expect(back.data.outcome).toBe("approved");
    expect(await app.cartStatus()).toBe("Paid");
    expect(await app.bobSees()).not.toContain("J-RHC-e");
    expect(await placesTaken(app)).toBe(1);
  });

  it("refunds in full, with a clear message, when the place went to someone else", async () => {
    const app = await unpaidApp();
    const confirmed = await dataOf("confirmCart", await app.confirm("2c2p"));
    const signed = await app.decide(confirmed.data.redirectUrl, "approved");
    app.later(25 * HOUR);
    await dataOf("confirmCart", await bobTakesThePlace(app));
    const late = await app.giveBack(signed);
    expect(await failureOf(late)).toEqual({
      status: 409,
      message: serverTexts.latePaymentRefunded,
    });
    // The reload says the same.
    expect(await failureOf(await app.giveBack(signed))).toEqual({
      status: 409,
      message: serverTexts.latePaymentRefunded,
    });
    expect(await app.cartStatus()).toBe("Cancelled");
    const bookings = await app.db.query<{ status: string }>(
      "SELECT DISTINCT status FROM account_bookings WHERE ticket = $1",
      [app.refnum],
    );
    expect(bookings).toEqual([{ status: "Refunded" }]);
    // One place, Bob's: never overbooked.
    expect(await placesTaken(app)).toBe(1);
    // The refund is owed in full and made at once through the gateway's refund (the test
    // gateway refunds); a later run of the refunder finds nothing more to do.
    const [owed] = await app.db.query<{ amount_pence: number; refund_id: string | null }>(
      "SELECT amount_pence, refund_id FROM late_payment_refunds WHERE refnum = $1",
      [app.refnum],
    );
    expect(owed).toEqual({
      amount_pence: Math.round(app.total * 100),
      refund_id: expect.any(String),
    });
    const refunds: unknown[] = [];
    const refunding = {
      ...testGateway(app.db),
      async refund(...args: unknown[]) {
        refunds.push(args);
        return { refundId: "re_test_late" };
      },
    };
    expect(await refundLatePayments({ db: app.db, payments: refunding })).toBe(0);
    expect(refunds).toEqual([]);
  });

  it("a 3-D Secure card payment confirmed after the deadline, the place gone: charged, told, refund owed", async () => {
    const app = await unpaidApp();
    await dataOf("confirmCart", await app.confirm("paynow"));
    await dataOf("resumePayment", await app.resume("card"));
    const started = await dataOf(
      "initiatePayment",
      await app.request("/api/checkout/initiatepayment", {
        method: "POST",
        json: {
          PaymentMethodId: "pm_card_authenticationRequired",
          paymentMethod: "testgateway",
          idempotencyKey: "late-3ds-start",
          refnum: app.refnum,
          paidamt: app.total,
          creditused: 0,
          availcredit: 0,
          email: "alice@example.com",
        },
        cookie: app.alice,
      }),
    );
    app.later(25 * HOUR);
    await dataOf("confirmCart", await bobTakesThePlace(app));
    const confirmed = await dataOf(
      "confirmPayment",
      await app.request("/api/checkout/confirmpayment", {
        method: "POST",
        json: {
          refnum: app.refnum,
          PaymentIntentId: started.data.paymentIntentId,
          paymentMethod: "testgateway",
          idempotencyKey: "late-3ds-confirm",
        },
        cookie: app.alice,
      }),
    );
    expect(confirmed.data).toEqual({ error: serverTexts.latePaymentRefunded });
    expect(await app.charges()).toBe(1);
    expect(await app.cartStatus()).toBe("Cancelled");
    expect(await placesTaken(app)).toBe(1);
    const [owed] = await app.db.query<{ amount_pence: number }>(
      "SELECT amount_pence FROM late_payment_refunds WHERE refnum = $1",
      [app.refnum],
    );
    expect(owed?.amount_pence).toBe(Math.round(app.total * 100));
  });

  it("the late approval racing another customer's booking of the place: one holds it, never both", async () => {
    for (let round = 0; round < 4; round++) {
      const app = await unpaidApp();
      const confirmed = await dataOf("confirmCart", await app.confirm("2c2p"));
      const signed = await app.decide(confirmed.data.redirectUrl, "approved");
      app.later(25 * HOUR);
      const confirmBob = await bobsCart(app);
      // Bob's confirm first in half the rounds, the late return first in the others.
      const bobFirst = round % 2 === 0;
      const answers = await Promise.all(
        bobFirst ? [confirmBob(), app.giveBack(signed)] : [app.giveBack(signed), confirmBob()],
      );
      const [bob, late] = bobFirst ? answers : [answers[1], answers[0]];
      if (!late || !bob) throw new Error("two answers");
      expect(late.status).toBeLessThan(500);
      expect(bob.status).toBeLessThan(500);
      expect(await placesTaken(app)).toBe(1);
      if (late.status === 200) {
        expect(await app.cartStatus()).toBe("Paid");
        // Bob's plan: its first session, on the day, is the one refused.
        const refused = await failureOf(bob);
        expect(refused.status).toBe(409);
        expect(refused.message).toMatch(/fully booked/);
      } else {
        expect((await failureOf(late)).message).toBe(serverTexts.latePaymentRefunded);
        expect(await app.cartStatus()).toBe("Cancelled");
        expect(bob.status).toBe(200);
      }
    }
  });
});
