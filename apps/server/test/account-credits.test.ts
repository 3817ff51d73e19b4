import { messages, texts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { seed } from "../src/seed";
import { ALICE, BOB, accountApp, dataOf, failureOf, sharedAccountApp } from "./account-helpers";

const topUp = { arnum: ALICE, payref: "card", qty: 100, idempotencyKey: "topup-key-0001" };

describe("credit", () => {
  it("sums credit as lots: what expired unused is gone, uses drew the soonest expiry first", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "creditSummary",
      await request(`/api/mycredit/summary/${ALICE}`, { cookie: alice }),
    );
    // Acquired 50 (expired 2026-06-01) + 100 + 20; used 30 (from the 100) and 2 (from the 20).
    expect(body.data).toEqual({
      total: 88,
      used: 32,
      acquired: 170,
      expiryList: [
        { qty: 18, date: "2026-12-31" },
        { qty: 70, date: "2027-03-15" },
      ],
    });
  });

  it("lists transactions, latest first, + for acquired and - for used", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "creditTransactions",
      await request(`/api/mycredit/${ALICE}`, { cookie: alice }),
    );
    expect(body.data).toEqual([
      {
        ticket: "TK-24001",
        servicetype: "Tip: Regular home cleaning",
        trantype: "-",
        trandate: "2026-11-16",
        qty: 2,
        expirydate: "",
      },
      {
        ticket: "TK-23900",
        servicetype: "Refund: Office cleaning",
        trantype: "+",
        trandate: "2026-11-01",
        qty: 20,
        expirydate: "2026-12-31",
      },
      expect.objectContaining({ ticket: "TK-23950", trantype: "-", qty: 30 }),
      expect.objectContaining({ ticket: "TU-5000", trantype: "+", qty: 100 }),
      expect.objectContaining({ ticket: "GW-1001", trantype: "+", qty: 50 }),
    ]);
  });

  it("gives each customer their own credit", async () => {
    const { request, bob } = await accountApp();
    const body = await dataOf(
      "creditSummary",
      await request(`/api/mycredit/summary/${BOB}`, { cookie: bob }),
    );
    expect(body.data).toEqual({
      total: 20,
      used: 0,
      acquired: 20,
      expiryList: [{ qty: 20, date: "2027-05-01" }],
    });
  });
});

describe("top-up credit record", () => {
  const shared = sharedAccountApp();

  it("creates a pending record for the amount and answers its refnum; a repeated key answers the same", async () => {
    const { request, alice, db } = await accountApp();
    const first = await dataOf(
      "createCredit",
      await request(`/api/mycredit/${ALICE}`, { method: "POST", cookie: alice, json: topUp }),
    );
    expect(first.data.refnum).toBe("TU-5001");
    const again = await dataOf(
      "createCredit",
      await request(`/api/mycredit/${ALICE}`, { method: "POST", cookie: alice, json: topUp }),
    );
    expect(again.data.refnum).toBe(first.data.refnum);
    // One new record, however often the key is repeated.
    expect(
      await db.query(
        "SELECT refnum, amount_pence, status FROM credit_topups WHERE status = 'Pending'",
      ),
    ).toEqual([{ refnum: first.data.refnum, amount_pence: 10_000, status: "Pending" }]);
    // Nothing is credited before the payment.
    const summary = await dataOf(
      "creditSummary",
      await request(`/api/mycredit/summary/${ALICE}`, { cookie: alice }),
    );
    expect(summary.data.total).toBe(88);
  });

  it("numbers top-ups from TU-5001 again after a reseed (deterministic demo data)", async () => {
    const { request, alice, db } = await accountApp();
    await request(`/api/mycredit/${ALICE}`, { method: "POST", cookie: alice, json: topUp });
    await seed(db);
    const [row] = await db.query<{ refnum: string }>(
      "SELECT 'TU-' || nextval('credit_topup_numbers') AS refnum",
    );
    expect(row?.refnum).toBe("TU-5001");
  });

  it.each([
    [{ qty: 0 }, 400],
    [{ qty: 1_000_001 }, 400],
    [{ qty: 10.5 }, 400],
    [{ qty: "100" }, 400],
    [{ payref: "" }, 400],
    [{ payref: "paynow" }, 400],
    [{ idempotencyKey: "short" }, 400],
    [{ arnum: BOB }, 403],
  ])("refuses %j with %i and records nothing", async (change, status) => {
    const { request, alice, db } = shared();
    const failure = await failureOf(
      await request(`/api/mycredit/${ALICE}`, {
        method: "POST",
        cookie: alice,
        json: { ...topUp, ...change },
      }),
    );
    expect(failure.status).toBe(status);
    expect(failure.message).not.toBe("");
    expect(await db.query("SELECT refnum FROM credit_topups")).toEqual([{ refnum: "TU-5000" }]);
  });

  it("says a top-up is paid by card", async () => {
    const { request, alice } = await accountApp();
    const failure = await failureOf(
      await request(`/api/mycredit/${ALICE}`, {
        method: "POST",
        cookie: alice,
        json: { ...topUp, payref: "paynow" },
      }),
    );
    expect(failure.message).toBe(texts.topUpByCard);
    expect(failure.message).not.toBe(messages.oops);
  });
});

describe("card top-up", () => {
  async function pendingTopUp(qty = 100) {
    const app = await accountApp();
    const created = await dataOf(
      "createCredit",
      await app.request(`/api/mycredit/${ALICE}`, {
        method: "POST",
        cookie: app.alice,
        json: { ...topUp, qty },
      }),
    );
    return { ...app, refnum: created.data.refnum as string };
  }
  const pay = (refnum: string, change: object = {}) => ({
    PaymentMethodId: "pm_card_visa",
    paymentMethod: "testgateway",
    idempotencyKey: "pay-key-0001",
    paidamt: 100,
    arnum: ALICE,
    refnum,
    ...change,
  });

  it("pays at once and credits the amount for a year", async () => {
    const { request, alice, refnum } = await pendingTopUp();
    const body = await dataOf(
      "initiateTopUp",
      await request("/api/checkout/initiatetopup", {
        method: "POST",
        cookie: alice,
        json: pay(refnum),
      }),
    );
    expect(body.data.transactionId).toMatch(/^ch_test_/);
    const summary = await dataOf(
      "creditSummary",
      await request(`/api/mycredit/summary/${ALICE}`, { cookie: alice }),
    );
    expect(summary.data.total).toBe(188);
    expect(summary.data.expiryList).toContainEqual({ qty: 100, date: "2027-11-22" });
    const list = await dataOf(
      "creditTransactions",
      await request(`/api/mycredit/${ALICE}`, { cookie: alice }),
    );
    expect(list.data[0]).toEqual({
      ticket: refnum,
      servicetype: "Top-up",
      trantype: "+",
      trandate: "2026-11-22",
      qty: 100,
      expirydate: "2027-11-22",
    });
  });

  it("answers a repeated key with the first answer and credits once", async () => {
    const { request, alice, refnum, db } = await pendingTopUp();
    const first = await dataOf(
      "initiateTopUp",
      await request("/api/checkout/initiatetopup", {
        method: "POST",
        cookie: alice,
        json: pay(refnum),
      }),
    );
    const again = await dataOf(
      "initiateTopUp",
      await request("/api/checkout/initiatetopup", {
        method: "POST",
        cookie: alice,
        json: pay(refnum),
      }),
    );
    expect(again.data).toEqual(first.data);
    // A new key on a paid top-up charges nothing more either.
    await dataOf(
      "initiateTopUp",
      await request("/api/checkout/initiatetopup", {
        method: "POST",
        cookie: alice,
        json: pay(refnum, { idempotencyKey: "pay-key-0002" }),
      }),
    );
    const [row] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM account_credit_entries WHERE source = 'topup' AND ticket = $1",
      [refnum],
    );
    expect(row?.n).toBe(1);
  });

  it("asks for the card action, then confirms and credits", async () => {
    const { request, alice, refnum } = await pendingTopUp();
    const started = await dataOf(
      "initiateTopUp",
      await request("/api/checkout/initiatetopup", {
        method: "POST",
        cookie: alice,
        json: pay(refnum, { PaymentMethodId: "pm_card_authenticationRequired" }),
      }),
    );
    expect(started.data).toMatchObject({ requiresAction: true });
    let summary = await dataOf(
      "creditSummary",
      await request(`/api/mycredit/summary/${ALICE}`, { cookie: alice }),
    );
    expect(summary.data.total).toBe(88);
    const confirmed = await dataOf(
      "confirmTopUp",
      await request("/api/checkout/confirmtopup", {
        method: "POST",
        cookie: alice,
        json: {
          PaymentIntentId: started.data.paymentIntentId,
          refnum,
          paymentMethod: "testgateway",
          idempotencyKey: "confirm-key-0001",
        },
      }),
    );
    expect(confirmed.data.transactionId).toBeTruthy();
    summary = await dataOf(
      "creditSummary",
      await request(`/api/mycredit/summary/${ALICE}`, { cookie: alice }),
    );
    expect(summary.data.total).toBe(188);
  });

  it("gives a declined card's message as data and credits nothing; another card may pay", async () => {
    const { request, alice, refnum } = await pendingTopUp();
    const declined = await dataOf(
      "initiateTopUp",
      await request("/api/checkout/initiatetopup", {
        method: "POST",
        cookie: alice,
        json: pay(refnum, { PaymentMethodId: "pm_card_chargeDeclinedInsufficientFunds" }),
      }),
    );
    expect(declined.data).toEqual({ error: "Your card has insufficient funds." });
    const paid = await dataOf(
      "initiateTopUp",
      await request("/api/checkout/initiatetopup", {
        method: "POST",
        cookie: alice,
        json: pay(refnum, { idempotencyKey: "pay-key-0002" }),
      }),
    );
    expect(paid.data.transactionId).toBeTruthy();
  });

  it.each([
    // The server charges the record's amount: a different amount is refused.
    [{ paidamt: 1 }, 400, texts.topUpAmountMismatch],
    [{ paidamt: 100.001 }, 400, undefined],
    [{ PaymentMethodId: "" }, 400, undefined],
    [{ paymentMethod: "paypal" }, 400, undefined],
    [{ idempotencyKey: "no spaces allowed" }, 400, undefined],
    [{ refnum: "TU-NOPE" }, 403, texts.forbidden],
    [{ arnum: BOB }, 403, texts.forbidden],
  ])("refuses %j with %i and credits nothing", async (change, status, message) => {
    const { request, alice, refnum, db } = await pendingTopUp();
    const failure = await failureOf(
      await request("/api/checkout/initiatetopup", {
        method: "POST",
        cookie: alice,
        json: pay(refnum, change),
      }),
    );
    expect(failure.status).toBe(status);
    if (message) expect(failure.message).toBe(message);
    expect(
      await db.query(
        "SELECT * FROM account_credit_entries WHERE source = 'topup' AND ticket = $1",
        [refnum],
      ),
    ).toEqual([]);
  });

  it("refuses to confirm without a pending card action", async () => {
    const { request, alice, refnum } = await pendingTopUp();
    const failure = await failureOf(
      await request("/api/checkout/confirmtopup", {
        method: "POST",
        cookie: alice,
        json: {
          PaymentIntentId: "pi_made_up",
          refnum,
          paymentMethod: "testgateway",
          idempotencyKey: "confirm-key-0001",
        },
      }),
    );
    expect(failure).toEqual({ status: 400, message: texts.topUpNoAction });
  });

  it("keeps bob away from alice's top-up", async () => {
    const { request, bob, refnum } = await pendingTopUp();
    const initiate = await failureOf(
      await request("/api/checkout/initiatetopup", {
        method: "POST",
        cookie: bob,
        json: pay(refnum, { arnum: BOB }),
      }),
    );
    expect(initiate.status).toBe(403);
    const confirm = await failureOf(
      await request("/api/checkout/confirmtopup", {
        method: "POST",
        cookie: bob,
        json: {
          PaymentIntentId: `pi_test_${refnum}`,
          refnum,
          paymentMethod: "testgateway",
          idempotencyKey: "confirm-key-0001",
        },
      }),
    );
    expect(confirm.status).toBe(403);
  });
});
