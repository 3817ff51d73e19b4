import { messages, texts, serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import {
  GatewayError,
  type ChargeInput,
  type ConfirmInput,
  type PaymentGateway,
  stripeGateway,
} from "../src/payments";
import { seed } from "../src/seed";
import {
  ALICE,
  BOB,
  type AccountApp,
  accountApp,
  dataOf,
  failureOf,
  sharedAccountApp,
} from "./account-helpers";
import { SEED_DAY, TEST_CARD_EXPIRY } from "./helpers";

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
    await seed(db, { today: SEED_DAY });
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
    expect(failure.message).toBe(serverTexts.topUpByCard);
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
    [{ paidamt: 1 }, 400, serverTexts.topUpAmountMismatch],
    [{ paidamt: 100.001 }, 400, undefined],
    [{ PaymentMethodId: "" }, 400, undefined],
    [{ paymentMethod: "paypal" }, 400, undefined],
    [{ idempotencyKey: "no spaces allowed" }, 400, undefined],
    [{ refnum: "TU-NOPE" }, 403, serverTexts.forbidden],
    [{ arnum: BOB }, 403, serverTexts.forbidden],
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
    expect(failure).toEqual({ status: 400, message: serverTexts.topUpNoAction });
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

describe("card top-up through the card gateway in force", () => {
  /** Alice and Bob logged in, Alice with a pending £100 top-up (her balance is £88). */
  async function withTopUp() {
    const app = await accountApp();
    const created = await dataOf(
      "createCredit",
      await app.request(`/api/mycredit/${ALICE}`, {
        method: "POST",
        cookie: app.alice,
        json: topUp,
      }),
    );
    return { ...app, refnum: created.data.refnum as string };
  }
  type TopUpApp = AccountApp & { refnum: string };

  /** The test gateway's PaymentMethod id for one of Stripe's test card numbers. */
  const tokenize = async (app: TopUpApp, number: string) =>
    (
      await dataOf(
        "tokenizeTestCard",
        await app.request("/api/checkout/testgateway/tokenize", {
          method: "POST",
          cookie: app.alice,
          json: { number, ...TEST_CARD_EXPIRY, cvc: "123" },
        }),
      )
    ).data.PaymentMethodId as string;

  const initiate = (
    app: TopUpApp,
    PaymentMethodId: string,
    idempotencyKey: string,
    paymentMethod = "testgateway",
  ) =>
    app.request("/api/checkout/initiatetopup", {
      method: "POST",
      cookie: app.alice,
      json: {
        PaymentMethodId,
        paymentMethod,
        idempotencyKey,
        paidamt: 100,
        arnum: ALICE,
        refnum: app.refnum,
      },
    });

  const confirm = (
    app: TopUpApp,
    PaymentIntentId: string,
    idempotencyKey: string,
    { cookie = app.alice, paymentMethod = "testgateway" } = {},
  ) =>
    app.request("/api/checkout/confirmtopup", {
      method: "POST",
      cookie,
      json: { PaymentIntentId, refnum: app.refnum, paymentMethod, idempotencyKey },
    });

  /** The card holder's answer on the test gateway's 3-D Secure stand-in. */
  const authenticate = (app: TopUpApp, clientSecret: string, outcome: "approve" | "fail") =>
    app.request("/api/checkout/testgateway/authenticate", {
      method: "POST",
      json: { clientSecret, outcome },
    });

  const balanceOf = async (app: TopUpApp) =>
    (
      await dataOf(
        "creditSummary",
        await app.request(`/api/mycredit/summary/${ALICE}`, { cookie: app.alice }),
      )
    ).data.total as number;

  /** The ledger's entries for this top-up. */
  const creditsOf = async (app: TopUpApp) =>
    (
      await app.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM account_credit_entries WHERE source = 'topup' AND ticket = $1",
        [app.refnum],
      )
    )[0]!.n;

  /** What the test gateway charged for this top-up (its own ledger). */
  const chargesOf = async (app: TopUpApp) =>
    (
      await app.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM test_gateway_charges WHERE reference = $1",
        [app.refnum],
      )
    )[0]!.n;

  /** A top-up whose card (4000 0027 6000 3184) waits for 3-D Secure. */
  async function awaitingAuthentication() {
    const app = await withTopUp();
    const started = await dataOf(
      "initiateTopUp",
      await initiate(app, await tokenize(app, "4000002760003184"), "pay-key-3ds"),
    );
    expect(started.data).toMatchObject({ requiresAction: true });
    const { clientSecret, paymentIntentId } = started.data as {
      clientSecret: string;
      paymentIntentId: string;
    };
    expect(await chargesOf(app)).toBe(0);
    expect(await balanceOf(app)).toBe(88);
    return { app, clientSecret, paymentIntentId };
  }

  it("4000 0000 0000 0002 is declined: the card's message, nothing charged, the balance unchanged", async () => {
    const app = await withTopUp();
    const declined = await dataOf(
      "initiateTopUp",
      await initiate(app, await tokenize(app, "4000000000000002"), "pay-key-0002"),
    );
    expect(declined.data).toEqual({ error: serverTexts.cardDeclined });
    expect(await chargesOf(app)).toBe(0);
    expect(await creditsOf(app)).toBe(0);
    expect(await balanceOf(app)).toBe(88);
    const [record] = await app.db.query("SELECT status FROM credit_topups WHERE refnum = $1", [
      app.refnum,
    ]);
    expect(record).toEqual({ status: "Pending" });
  });

  it("3-D Secure approved, then confirm: charged once, credited once", async () => {
    const { app, clientSecret, paymentIntentId } = await awaitingAuthentication();
    expect((await authenticate(app, clientSecret, "approve")).status).toBe(200);
    const paid = await dataOf("confirmTopUp", await confirm(app, paymentIntentId, "confirm-key-1"));
    expect(paid.data.transactionId).toMatch(/^ch_test_/);
    expect(await chargesOf(app)).toBe(1);
    expect(await creditsOf(app)).toBe(1);
    expect(await balanceOf(app)).toBe(188);
  });

  it("3-D Secure failed, then confirm: the authentication message, nothing charged or credited; that intent is spent and another card pays", async () => {
    const { app, clientSecret, paymentIntentId } = await awaitingAuthentication();
    expect((await authenticate(app, clientSecret, "fail")).status).toBe(200);
    const failed = await dataOf(
      "confirmTopUp",
      await confirm(app, paymentIntentId, "confirm-key-1"),
    );
    expect(failed.data).toEqual({ error: texts.authenticationFailed });
    expect(await chargesOf(app)).toBe(0);
    expect(await creditsOf(app)).toBe(0);
    expect(await balanceOf(app)).toBe(88);
    // The same key is the same answer; a new key finds nothing left to confirm.
    const again = await dataOf(
      "confirmTopUp",
      await confirm(app, paymentIntentId, "confirm-key-1"),
    );
    expect(again.data).toEqual(failed.data);
    expect(await failureOf(await confirm(app, paymentIntentId, "confirm-key-2"))).toEqual({
      status: 400,
      message: serverTexts.topUpNoAction,
    });
    expect(await balanceOf(app)).toBe(88);
    const paid = await dataOf(
      "initiateTopUp",
      await initiate(app, await tokenize(app, "4242424242424242"), "pay-key-after-fail"),
    );
    expect(paid.data.transactionId).toBeTruthy();
    expect(await creditsOf(app)).toBe(1);
    expect(await balanceOf(app)).toBe(188);
  });

  it("a confirm repeated (the same key, then a new one) answers the same transaction and credits once", async () => {
    const { app, paymentIntentId } = await awaitingAuthentication();
    const paid = await dataOf("confirmTopUp", await confirm(app, paymentIntentId, "confirm-key-1"));
    const sameKey = await dataOf(
      "confirmTopUp",
      await confirm(app, paymentIntentId, "confirm-key-1"),
    );
    const newKey = await dataOf(
      "confirmTopUp",
      await confirm(app, paymentIntentId, "confirm-key-2"),
    );
    expect(sameKey.data).toEqual(paid.data);
    expect(newKey.data).toEqual(paid.data);
    expect(await chargesOf(app)).toBe(1);
    expect(await creditsOf(app)).toBe(1);
    expect(await balanceOf(app)).toBe(188);
  });

  it("two confirms at once with different keys credit once", async () => {
    const { app, paymentIntentId } = await awaitingAuthentication();
    const answers = await Promise.all(
      ["confirm-key-a", "confirm-key-b"].map((key) => confirm(app, paymentIntentId, key)),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    // The second waits for the first: "in progress" while it runs, its transaction once paid.
    for (const [i, answer] of answers.entries()) {
      if (answer.status === 200) expect(bodies[i]!.data.transactionId).toBeTruthy();
      else
        expect([answer.status, bodies[i]!.meta.message]).toEqual([
          409,
          serverTexts.paymentInProgress,
        ]);
    }
    expect(answers.map((answer) => answer.status)).toContain(200);
    expect(await chargesOf(app)).toBe(1);
    expect(await creditsOf(app)).toBe(1);
    expect(await balanceOf(app)).toBe(188);
  });

  it("refuses bob alice's top-up, even with its own payment intent; alice confirms it afterwards", async () => {
    const { app, paymentIntentId } = await awaitingAuthentication();
    const refused = await confirm(app, paymentIntentId, "confirm-key-bob", { cookie: app.bob });
    const body = await refused.clone().text();
    expect(await failureOf(refused)).toEqual({ status: 403, message: serverTexts.forbidden });
    expect(body).not.toContain(paymentIntentId);
    expect(body).not.toContain(app.refnum);
    expect(await chargesOf(app)).toBe(0);
    expect(await creditsOf(app)).toBe(0);
    const paid = await dataOf("confirmTopUp", await confirm(app, paymentIntentId, "confirm-key-1"));
    expect(paid.data.transactionId).toBeTruthy();
    expect(await creditsOf(app)).toBe(1);
  });

  it("a provider that cannot be reached is a 502, credits nothing, and the same key may be tried again", async () => {
    const app = await withTopUp();
    const unreachable: PaymentGateway = {
      name: "testgateway",
      charge: async () => {
        throw new GatewayError(serverTexts.providerUnreachable);
      },
      confirm: async () => {
        throw new GatewayError(serverTexts.providerUnreachable);
      },
      refund: async () => {
        throw new GatewayError(serverTexts.providerUnreachable);
      },
      lookup: async () => {
        throw new GatewayError(serverTexts.providerUnreachable);
      },
      cancel: async () => {
        throw new GatewayError(serverTexts.providerUnreachable);
      },
    };
    app.payments.use(unreachable);
    expect(await failureOf(await initiate(app, "pm_card_visa", "pay-key-0001"))).toEqual({
      status: 502,
      message: serverTexts.providerUnreachable,
    });
    expect(await creditsOf(app)).toBe(0);
    app.payments.use(undefined);
    const paid = await dataOf("initiateTopUp", await initiate(app, "pm_card_visa", "pay-key-0001"));
    expect(paid.data.transactionId).toBeTruthy();
    expect(await chargesOf(app)).toBe(1);
    expect(await creditsOf(app)).toBe(1);
  });

  /** A Stripe stand-in at the gateway interface: records every call, answers from a script. */
  function fakeStripe(charge: ChargeOutcome, confirmed: ChargeOutcome = charge) {
    const calls: Array<["charge", ChargeInput] | ["confirm", ConfirmInput]> = [];
    const gateway: PaymentGateway = {
      name: "stripe",
      async charge(input) {
        calls.push(["charge", input]);
        return charge;
      },
      async confirm(input) {
        calls.push(["confirm", input]);
        return confirmed;
      },
      async refund() {
        throw new GatewayError(serverTexts.providerUnreachable);
      },
      lookup: async () => ({ status: "not_found" }),
      cancel: async () => ({ status: "failed", error: "cancelled" }),
    };
    return { gateway, calls };
  }
  type ChargeOutcome = Awaited<ReturnType<PaymentGateway["charge"]>>;

  it("with Stripe in force, charges and confirms through it under the top-up's key, once a key", async () => {
    const app = await withTopUp();
    const stripe = fakeStripe(
      { status: "requires_action", clientSecret: "pi_fake_secret_1", paymentIntentId: "pi_fake" },
      { status: "succeeded", transactionId: "ch_fake" },
    );
    app.payments.use(stripe.gateway);
    const started = await dataOf(
      "initiateTopUp",
      await initiate(app, "pm_from_elements", "pay-key-0001", "stripe"),
    );
    expect(started.data).toEqual({
      requiresAction: true,
      clientSecret: "pi_fake_secret_1",
      paymentIntentId: "pi_fake",
    });
    const again = await dataOf(
      "initiateTopUp",
      await initiate(app, "pm_from_elements", "pay-key-0001", "stripe"),
    );
    expect(again.data).toEqual(started.data);
    const paid = await dataOf(
      "confirmTopUp",
      await confirm(app, "pi_fake", "confirm-key-1", { paymentMethod: "stripe" }),
    );
    expect(paid.data).toEqual({ transactionId: "ch_fake" });
    await confirm(app, "pi_fake", "confirm-key-1", { paymentMethod: "stripe" });
    await confirm(app, "pi_fake", "confirm-key-2", { paymentMethod: "stripe" });
    expect(stripe.calls).toEqual([
      [
        "charge",
        {
          paymentMethodId: "pm_from_elements",
          amountPence: 10_000,
          reference: app.refnum,
          idempotencyKey: `${app.refnum}:pay-key-0001`,
        },
      ],
      ["confirm", { paymentIntentId: "pi_fake", idempotencyKey: `${app.refnum}:confirm-key-1` }],
    ]);
    expect(await creditsOf(app)).toBe(1);
    expect(await balanceOf(app)).toBe(188);
  });

  it("with Stripe in force, a decline after authentication credits nothing", async () => {
    const app = await withTopUp();
    const stripe = fakeStripe(
      { status: "requires_action", clientSecret: "pi_fake_secret_1", paymentIntentId: "pi_fake" },
      { status: "failed", error: texts.authenticationFailed },
    );
    app.payments.use(stripe.gateway);
    await dataOf(
      "initiateTopUp",
      await initiate(app, "pm_from_elements", "pay-key-0001", "stripe"),
    );
    const failed = await dataOf(
      "confirmTopUp",
      await confirm(app, "pi_fake", "confirm-key-1", { paymentMethod: "stripe" }),
    );
    expect(failed.data).toEqual({ error: texts.authenticationFailed });
    expect(await creditsOf(app)).toBe(0);
    expect(await balanceOf(app)).toBe(88);
  });

  it("with Stripe in force, refuses a card of the test gateway and charges nothing", async () => {
    const app = await withTopUp();
    const stripe = fakeStripe({ status: "succeeded", transactionId: "ch_fake" });
    app.payments.use(stripe.gateway);
    expect(await failureOf(await initiate(app, "pm_card_visa", "pay-key-0001"))).toEqual({
      status: 400,
      message: serverTexts.gatewayMismatch,
    });
    expect(stripe.calls).toEqual([]);
    expect(await creditsOf(app)).toBe(0);
  });

  it("the Stripe gateway (a fake Stripe behind fetch) gets the top-up's amount, reference and Idempotency-Key", async () => {
    const app = await withTopUp();
    const sent: Array<{ url: string; init: RequestInit }> = [];
    const fetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(
        JSON.stringify({ id: "pi_1", status: "succeeded", latest_charge: "ch_1" }),
        { status: 200 },
      );
    }) as unknown as typeof globalThis.fetch;
    app.payments.use(
      stripeGateway({ secretKey: "sk_test_abc", fetch, apiBase: "https://stripe.test" }),
    );
    const paid = await dataOf(
      "initiateTopUp",
      await initiate(app, "pm_from_elements", "pay-key-0001", "stripe"),
    );
    expect(paid.data).toEqual({ transactionId: "ch_1" });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("https://stripe.test/v1/payment_intents");
    expect(new Headers(sent[0]!.init.headers).get("Idempotency-Key")).toBe(
      `${app.refnum}:pay-key-0001`,
    );
    expect(Object.fromEntries(new URLSearchParams(String(sent[0]!.init.body)))).toMatchObject({
      amount: "10000",
      currency: "gbp",
      payment_method: "pm_from_elements",
      "metadata[reference]": app.refnum,
    });
    expect(await balanceOf(app)).toBe(188);
  });
});
