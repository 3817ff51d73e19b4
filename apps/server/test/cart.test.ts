import {
  brandById,
  creditOutOfBounds,
  GUEST_ARNUM,
  GUEST_EMAIL,
  messages,
  poundsToPence,
  texts,
  serverTexts,
} from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { ALICE, BOB, accountApp, dataOf, failureOf } from "./account-helpers";
import { confirm, contact, oneOff, weekly, withCart } from "./cart-helpers";
import { TEST_CARD_EXPIRY } from "./helpers";

describe("questionnaire and packages", () => {
  it("answers a category's questions, with the answers that lead to an assessment", async () => {
    const { request } = await accountApp();
    const { data } = await dataOf("questions", await request("/api/booking/questions/RHC"));
    expect(data.map((q: { wqn: string }) => q.wqn)).toContain("How many bedrooms?");
    expect(data.find((q: { qnnum: string }) => q.qnnum === "RHC-Q2").assessmentValues).toEqual([
      "6 or more",
    ]);
  });

  it("matches packages to the answers: header, best matched, popular, other", async () => {
    const { request } = await accountApp();
    const { data } = await dataOf(
      "packages",
      await request(`/api/booking/${GUEST_ARNUM}/packages?email=${GUEST_EMAIL}&catnum=RHC`, {
        method: "POST",
        json: [{ bedroomqty: 2, housetype: "Landed" }],
      }),
    );
    const types = Object.fromEntries(
      data.map((p: { matnum: string; pType: string }) => [p.matnum, p.pType]),
    );
    expect(types).toEqual({
      "RHC-INTRO": "Header",
      "RHC-WEEKLY": "BestMatched",
      "RHC-FORTNIGHTLY": "BestMatched",
      "RHC-ONEOFF": "Popular",
      "RHC-LARGE": "Other",
      "RHC-IRONING": "Other",
      // Two bedrooms is too many for the studio package, whatever the house type.
      "RHC-STUDIO": "Other",
    });
    expect(data[0].rate).toMatch(/\*\*£\d+\.\d{2}\*\*/);
  });

  it("lists what the account booked before as previously booked", async () => {
    const { request, alice } = await accountApp();
    const { data } = await dataOf(
      "packages",
      await request(`/api/booking/${ALICE}/packages?email=alice@example.com&catnum=RHC`, {
        method: "POST",
        json: [],
        cookie: alice,
      }),
    );
    expect(data.find((p: { matnum: string }) => p.matnum === "RHC-WEEKLY").pType).toBe(
      "PreviouslyBooked",
    );
  });

  it("refuses an account's packages without its session", async () => {
    const { request } = await accountApp();
    const response = await request(`/api/booking/${ALICE}/packages?email=x&catnum=RHC`, {
      method: "POST",
      json: [],
    });
    expect(await failureOf(response)).toEqual({ status: 401, message: messages.sessionExpired });
  });

  it("marks the lines whose package offers add-ons, chosen or not (the cart's Add-ons button)", async () => {
    const { request, alice } = await accountApp();
    const { data } = await dataOf(
      "saveCart",
      await request(`/api/booking/cart/${ALICE}`, {
        method: "POST",
        json: [
          weekly(),
          weekly({
            matnum: "RHC-FORTNIGHTLY",
            jobnum: "J-RHC-FORTNIGHTLY",
            shiftnum: "J-RHC-FORTNIGHTLY-a",
          }),
        ],
        cookie: alice,
      }),
    );
    const details = await dataOf(
      "cartDetails",
      await request(`/api/booking/cart/details/${data.refnum}`, { cookie: alice }),
    );
    const byPackage = Object.fromEntries(
      details.data.map((line: { matnum: string; hasAddon: boolean; addonList: unknown[] }) => [
        line.matnum,
        { hasAddon: line.hasAddon, chosen: line.addonList.length },
      ]),
    );
    expect(byPackage).toEqual({
      "RHC-WEEKLY": { hasAddon: true, chosen: 0 },
      "RHC-FORTNIGHTLY": { hasAddon: false, chosen: 0 },
    });
  });

  it("answers add-ons and address lookups", async () => {
    const { request } = await accountApp();
    const { data } = await dataOf("packageAddons", await request("/api/booking/addons/RHC-WEEKLY"));
    expect(data.map((a: { optionnum: string }) => a.optionnum)).toContain("AO-OVEN");
    const found = await dataOf("addressLookup", await request("/api/booking/address/SW1A%201AA"));
    expect(found.data).toBe("Buckingham Palace Road");
    expect(await failureOf(await request("/api/booking/address/NOPE"))).toEqual({
      status: 400,
      message: texts.postcodeInvalid,
    });
  });
});

describe("the cart", () => {
  it("prices a saved line on the server: subtotal, service fee, VAT, total", async () => {
    const { summary, request, alice } = await withCart([weekly({ baseamt: 0.01, totalamt: 0.01 })]);
    // A weekly plan of four visits at £72.00 each (the listing's price holds per visit):
    // £288.00 + £5.00 fee = £293.00; VAT 20% = £58.60; total £351.60. Prices sent are ignored.
    expect(summary).toMatchObject({
      totalitem: 1,
      subtotal: 288,
      discAmt: 0,
      serviceFee: 5,
      tax: 58.6,
      total: 351.6,
      finalAmount: 351.6,
    });
    // The line says how its price is made up: 4 visits × £72.00.
    const { data: lines } = await dataOf(
      "cartDetails",
      await request(`/api/booking/cart/details/${summary.refnum}`, { cookie: alice }),
    );
    expect(lines[0]).toMatchObject({ baseamt: 72, visitamt: 72, sessionQty: 4, totalamt: 288 });
  });

  it("charges the second brand's tax and fee: Lion City Clean's GST at 9% and S$8.00, not 20% and 5.00", async () => {
    const app = await withCart([oneOff()], { config: { brand: brandById("sg") } });
    // S$84.00 + S$8.00 = S$92.00; GST 9% = S$8.28; total S$100.28.
    expect(app.summary).toMatchObject({ subtotal: 84, serviceFee: 8, tax: 8.28, total: 100.28 });
    const confirmed = await confirm(app);
    expect(confirmed.status).toBe(200);
    const [cart] = await app.db.query<{ total_pence: number }>(
      "SELECT total_pence FROM carts WHERE refnum = $1",
      [app.summary.refnum],
    );
    expect(cart?.total_pence).toBe(10028);
  });

  it("prices a single visit once, with no per-visit figure", async () => {
    const { summary, request, alice } = await withCart([oneOff()]);
    // £84.00 + £5.00 = £89.00; VAT £17.80; total £106.80.
    expect(summary).toMatchObject({ subtotal: 84, tax: 17.8, total: 106.8 });
    const { data: lines } = await dataOf(
      "cartDetails",
      await request(`/api/booking/cart/details/${summary.refnum}`, { cookie: alice }),
    );
    expect(lines[0].totalamt).toBe(84);
    expect(lines[0]).not.toHaveProperty("visitamt");
  });

  it.each([
    ["a date before the lead time", { startdate: "2026-11-23" }, serverTexts.dateNotSelectable],
    ["a bank holiday", { startdate: "2026-12-25" }, serverTexts.dateNotSelectable],
    ["no date", { startdate: undefined }, messages.chooseDate],
    ["no slot", { shiftnum: undefined }, messages.chooseShift],
    ["another job's slot", { shiftnum: "J-DEEP-a" }, serverTexts.shiftNotOfJob],
    ["another package's job", { jobnum: "J-DEEP" }, serverTexts.jobNotOfPackage],
    ["an unknown package", { matnum: "NOPE" }, serverTexts.packageNotFound],
    ["a quantity of 100", { qty: 100 }, undefined],
  ])("refuses %s with a clear message and saves nothing", async (_, change, message) => {
    const { request, alice } = await accountApp();
    const response = await request(`/api/booking/cart/${ALICE}`, {
      method: "POST",
      json: [weekly(change)],
      cookie: alice,
    });
    const failure = await failureOf(response);
    expect(failure.status).toBeGreaterThanOrEqual(400);
    expect(failure.status).toBeLessThan(500);
    if (message) expect(failure.message).toBe(message);
    const after = await request(`/api/booking/cart/summary/${ALICE}`, { cookie: alice });
    expect((await after.json()).data).toBeNull();
  });

  it("needs the second date and slot of a two-job package", async () => {
    const { request, alice } = await accountApp();
    const line = weekly({
      matnum: "EOT-2BED",
      jobnum: "J-EOT-CHECK;J-EOT-CLEAN",
      shiftnum: "J-EOT-CHECK-a",
      startdate: "2026-11-26",
    });
    const missing = await request(`/api/booking/cart/${ALICE}`, {
      method: "POST",
      json: [line],
      cookie: alice,
    });
    expect(await failureOf(missing)).toEqual({ status: 400, message: messages.choosePickDate });
    const ok = await request(`/api/booking/cart/${ALICE}`, {
      method: "POST",
      json: [{ ...line, startdate2: "2026-11-30", shiftnum2: "J-EOT-CLEAN-b" }],
      cookie: alice,
    });
    const { data } = await dataOf("saveCart", ok);
    const details = await dataOf(
      "cartDetails",
      await request(`/api/booking/cart/details/${data.refnum}`, { cookie: alice }),
    );
    expect(details.data[0]).toMatchObject({
      jobnum2: "J-EOT-CLEAN",
      startdate2: "2026-11-30",
      isMultijob: true,
    });
  });

  it("vouchers: percentage, minimum spend, expired, unknown; a new quantity resets the line's", async () => {
    // One visit at £84.00: under SAVE20's £100 minimum spend.
    const { request, alice, summary } = await withCart([oneOff()]);
    const promo = (promoCode: string) =>
      request(`/api/booking/promo/${ALICE}`, {
        method: "POST",
        json: { arnum: ALICE, refnum: summary.refnum, promoCode, trandate: "2026-11-22" },
        cookie: alice,
      });
    expect(await failureOf(await promo("SAVE20"))).toEqual({
      status: 400,
      message: serverTexts.promoMinSpend("100.00"),
    });
    expect(await failureOf(await promo("SPRING5"))).toEqual({
      status: 400,
      message: serverTexts.promoExpired,
    });
    expect(await failureOf(await promo("NOPE"))).toEqual({
      status: 400,
      message: serverTexts.promoUnknown,
    });
    const applied = await dataOf("applyPromo", await promo("welcome10"));
    // 10% of £84.00 = £8.40; (84 − 8.40 + 5) × 1.2 = £96.72.
    expect(applied.data).toMatchObject({ discAmt: 8.4, total: 96.72, promoCode: "WELCOME10" });

    const { data: lines } = await dataOf(
      "cartDetails",
      await request(`/api/booking/cart/details/${summary.refnum}`, { cookie: alice }),
    );
    const updated = await dataOf(
      "saveCart",
      await request(`/api/booking/cart/${ALICE}`, {
        method: "POST",
        json: [{ ...oneOff(), guid: lines[0].guid, qty: 2 }],
        cookie: alice,
      }),
    );
    expect(updated.data).toMatchObject({ subtotal: 168, discAmt: 0, promoCode: "" });

    const cleared = await dataOf(
      "saveCart",
      await request(`/api/booking/cart/${ALICE}?mode=addupdate&promocode=`, {
        method: "POST",
        json: [],
        cookie: alice,
      }),
    );
    expect(cleared.data.discAmt).toBe(0);
  });

  it("enforces the add-on choice rules on the server", async () => {
    const { request, alice, summary } = await withCart();
    const { data: lines } = await dataOf(
      "cartDetails",
      await request(`/api/booking/cart/details/${summary.refnum}`, { cookie: alice }),
    );
    const guid = lines[0].guid;
    const choose = (options: Array<[string, string, string]>) =>
      request(`/api/booking/cart/addons/${summary.refnum}?guid=${guid}`, {
        method: "POST",
        json: options.map(([groupnum, choicetype, optionnum]) => ({
          groupnum,
          choicetype,
          optionnum,
          selected: true,
          qty: 1,
        })),
        cookie: alice,
      });
    const tooMany = await choose([
      ["G1", "multi", "AO-OVEN"],
      ["G1", "multi", "AO-FRIDGE"],
      ["G1", "multi", "AO-WINDOWS"],
    ]);
    expect(await failureOf(tooMany)).toEqual({
      status: 400,
      message: serverTexts.tooManyChoices("Extra tasks", 2),
    });
    expect(await failureOf(await choose([["G1", "multi", "AO-EOT-OVEN"]]))).toEqual({
      status: 400,
      message: serverTexts.addonNotOfPackage,
    });
    await dataOf(
      "saveCartLineAddons",
      await choose([
        ["G1", "multi", "AO-OVEN"],
        ["G2", "single", "AO-ECO"],
      ]),
    );
    const after = await dataOf(
      "cartSummary",
      await request(`/api/booking/cart/summary/${ALICE}`, { cookie: alice }),
    );
    // Each of the four visits: £72 + £25 oven + £5 eco products = £102; × 4 = £408.
    expect(after.data.subtotal).toBe(408);
    const options = await dataOf(
      "cartLineAddons",
      await request(`/api/booking/cart/addons/${summary.refnum}?guid=${guid}`, { cookie: alice }),
    );
    expect(options.data.filter((o: { selected: boolean }) => o.selected)).toHaveLength(2);
  });

  it("another customer's cart is a 403 that says nothing", async () => {
    const { request, bob, summary } = await withCart();
    for (const path of [
      `/api/booking/cart/details/${summary.refnum}`,
      `/api/booking/cart/addons/${summary.refnum}?guid=x`,
    ]) {
      const response = await request(path, { cookie: bob });
      expect(response.status).toBe(403);
      expect(JSON.stringify(await response.json())).not.toContain("RHC-WEEKLY");
    }
    const confirm = await request(`/api/booking/cart/confirm/${summary.refnum}`, {
      method: "POST",
      json: { ...contact, creditused: 0, paidamt: 351.6, paymentref: "card" },
      cookie: bob,
    });
    expect(confirm.status).toBe(403);
    expect(BOB).not.toBe(ALICE);
  });
});

describe("the amount left to pay after credit", () => {
  const summaryWith = (app: Awaited<ReturnType<typeof withCart>>, creditused: string) =>
    app.request(`/api/booking/cart/summary/${ALICE}?creditused=${creditused}`, {
      cookie: app.alice,
    });

  it("answers finalAmount after the credit the customer means to use", async () => {
    const app = await withCart();
    const { data } = await dataOf("cartSummary", await summaryWith(app, "12.50"));
    expect(data.total).toBe(app.summary.total);
    expect(data.finalAmount).toBe(Math.round((app.summary.total - 12.5) * 100) / 100);
    // Without creditused, the cart's own figure (no credit chosen yet).
    const plain = await dataOf(
      "cartSummary",
      await app.request(`/api/booking/cart/summary/${ALICE}`, { cookie: app.alice }),
    );
    expect(plain.data.finalAmount).toBe(app.summary.total);
  });

  it("refuses more credit than the customer has, naming the bounds, as confirm does", async () => {
    const app = await withCart();
    // Alice has £88.00 of credit, less than the cart's total.
    expect(await failureOf(await summaryWith(app, "88.01"))).toEqual({
      status: 400,
      message: creditOutOfBounds(poundsToPence(Math.min(88, app.summary.total))),
    });
    const { data } = await dataOf("cartSummary", await summaryWith(app, "88"));
    expect(data.finalAmount).toBe(Math.round((app.summary.total - 88) * 100) / 100);
  });

  it("refuses an amount that is not money", async () => {
    const app = await withCart();
    expect((await failureOf(await summaryWith(app, "12.345"))).status).toBe(400);
  });
});

describe("confirm and pay", () => {
  const confirm = (
    app: Awaited<ReturnType<typeof withCart>>,
    body: Record<string, unknown>,
    cookie = app.alice,
  ) =>
    app.request(`/api/booking/cart/confirm/${app.summary.refnum}`, {
      method: "POST",
      json: { ...contact, creditused: 0, paidamt: 351.6, paymentref: "card", ...body },
      cookie,
    });
  const tokenize = async (app: Awaited<ReturnType<typeof withCart>>, number: string) =>
    (
      await dataOf(
        "tokenizeTestCard",
        await app.request("/api/checkout/testgateway/tokenize", {
          method: "POST",
          json: { number, ...TEST_CARD_EXPIRY, cvc: "123" },
          cookie: app.alice,
        }),
      )
    ).data.PaymentMethodId as string;
  const pay = (
    app: Awaited<ReturnType<typeof withCart>>,
    PaymentMethodId: string,
    idempotencyKey: string,
    paidamt = 351.6,
  ) =>
    app.request("/api/checkout/initiatepayment", {
      method: "POST",
      json: {
        PaymentMethodId,
        paymentMethod: "testgateway",
        idempotencyKey,
        refnum: app.summary.refnum,
        paidamt,
        creditused: 0,
        availcredit: 0,
        email: "alice@example.com",
      },
      headers: { "Idempotency-Key": idempotencyKey },
      cookie: app.alice,
    });

  it("checks paidamt against its own total and the credit against its bounds", async () => {
    const app = await withCart();
    expect(await failureOf(await confirm(app, { paidamt: 1 }))).toEqual({
      status: 400,
      message: serverTexts.amountMismatch,
    });
    const credit = await dataOf(
      "creditTotal",
      await app.request(`/api/mycredit/total/${ALICE}`, { cookie: app.alice }),
    );
    const tooMuch = credit.data.total + 1;
    const refused = await failureOf(
      await confirm(app, { creditused: tooMuch, paidamt: 351.6 - tooMuch }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^You can redeem between £0\.00 and £/);
  });

  it("pays by card: 4242 succeeds once, bookings confirmed, credit taken from the ledger", async () => {
    const app = await withCart();
    const credit = (
      await dataOf(
        "creditTotal",
        await app.request(`/api/mycredit/total/${ALICE}`, { cookie: app.alice }),
      )
    ).data.total;
    const used = Math.min(10, credit);
    const toPay = Math.round((351.6 - used) * 100) / 100;
    await dataOf("confirmCart", await confirm(app, { creditused: used, paidamt: toPay }));
    const pm = await tokenize(app, "4242424242424242");
    expect(pm).toBe("pm_card_visa");
    const paid = await dataOf("initiatePayment", await pay(app, pm, "key-4242-aaaa", toPay));
    expect(paid.data.transactionId).toBeTruthy();
    // The test gateway's own ledger, as the customer's order reads it: one charge, that amount.
    const charges = await dataOf(
      "testGatewayCharges",
      await app.request(`/api/checkout/testgateway/charges/${app.summary.refnum}`, {
        cookie: app.alice,
      }),
    );
    expect(charges.data).toEqual([{ chargeId: expect.any(String), amount: toPay }]);
    const [cart] = await app.db.query<{ status: string }>(
      "SELECT status FROM carts WHERE refnum = $1",
      [app.summary.refnum],
    );
    expect(cart!.status).toBe("Paid");
    const bookings = await app.db.query<{ status: string }>(
      "SELECT status FROM account_bookings WHERE ticket = $1",
      [app.summary.refnum],
    );
    // The weekly plan's four sessions, each a booking.
    expect(bookings.map((b) => b.status)).toEqual([
      "Confirmed",
      "Confirmed",
      "Confirmed",
      "Confirmed",
    ]);
    const after = (
      await dataOf(
        "creditTotal",
        await app.request(`/api/mycredit/total/${ALICE}`, { cookie: app.alice }),
      )
    ).data.total;
    expect(Math.round((credit - after) * 100)).toBe(Math.round(used * 100));
    // The cart is paid: the header's cart is empty again.
    const summary = await app.request(`/api/booking/cart/summary/${ALICE}`, { cookie: app.alice });
    expect((await summary.json()).data).toBeNull();
  });

  it("requires authentication for 4000 0027 6000 3184, then confirms", async () => {
    const app = await withCart();
    await dataOf("confirmCart", await confirm(app, {}));
    const started = await dataOf(
      "initiatePayment",
      await pay(app, await tokenize(app, "4000002760003184"), "key-3ds-aaaa"),
    );
    expect(started.data).toMatchObject({ requiresAction: true });
    const confirmed = await dataOf(
      "confirmPayment",
      await app.request("/api/checkout/confirmpayment", {
        method: "POST",
        json: {
          refnum: app.summary.refnum,
          PaymentIntentId: started.data.paymentIntentId,
          paymentMethod: "testgateway",
          idempotencyKey: "key-3ds-confirm",
        },
        headers: { "Idempotency-Key": "key-3ds-confirm" },
        cookie: app.alice,
      }),
    );
    expect(confirmed.data.transactionId).toBeTruthy();
  });

  it.each([
    ["4000000000000002", "Your card was declined."],
    ["4000000000009995", "Your card has insufficient funds."],
  ])("declines %s with the provider's message and charges nothing", async (number, error) => {
    const app = await withCart();
    await dataOf("confirmCart", await confirm(app, {}));
    const declined = await dataOf(
      "initiatePayment",
      await pay(app, await tokenize(app, number), `key-${number}`),
    );
    expect(declined.data).toEqual({ error });
    const [cart] = await app.db.query<{ status: string }>(
      "SELECT status FROM carts WHERE refnum = $1",
      [app.summary.refnum],
    );
    expect(cart!.status).toBe("AwaitingPayment");
    // A new attempt with a good card pays.
    const retry = await dataOf(
      "initiatePayment",
      await pay(app, "pm_card_visa", `key-retry-${number}`),
    );
    expect(retry.data.transactionId).toBeTruthy();
  });

  it("refuses a number that is not a test card, or a bad one, without echoing it", async () => {
    const app = await withCart();
    for (const [number, message] of [
      ["4242424242424241", "Your card number is incorrect."],
      ["5555555555554444", undefined],
    ] as const) {
      const response = await app.request("/api/checkout/testgateway/tokenize", {
        method: "POST",
        json: { number, ...TEST_CARD_EXPIRY, cvc: "123" },
        cookie: app.alice,
      });
      const text = await response.clone().text();
      expect(text).not.toContain(number);
      const failure = await failureOf(response);
      expect(failure.status).toBe(400);
      if (message) expect(failure.message).toBe(message);
    }
  });

  it("a double click (the same key twice at once) charges exactly once", async () => {
    const app = await withCart();
    await dataOf("confirmCart", await confirm(app, {}));
    // The gateway's own ledger of charges (test_gateway_charges) is what "charged" means.
    const charges = async () =>
      (
        await app.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM test_gateway_charges WHERE reference = $1",
          [app.summary.refnum],
        )
      )[0]!.n;
    const answers = await Promise.all(
      [1, 2, 3].map(() => pay(app, "pm_card_visa", "key-double-click")),
    );
    const bodies = await Promise.all(answers.map((a) => a.json()));
    const paid = bodies.filter((b) => b.meta.responseCode === "S" && b.data.transactionId);
    expect(await charges()).toBe(1);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    // The others are the same answer, or "already being processed" (409): never a 500.
    for (const [index, body] of bodies.entries()) {
      if (body.meta.responseCode === "S") {
        expect(body.data.transactionId).toBe(paid[0]!.data.transactionId);
      } else {
        expect(answers[index]!.status).toBe(409);
        expect(body.meta.message).toBe(serverTexts.paymentInProgress);
      }
    }
    // And a retry with the same key afterwards answers the same, still without charging.
    const again = await (await pay(app, "pm_card_visa", "key-double-click")).json();
    expect(again.data.transactionId).toBe(paid[0]!.data.transactionId);
    // A second pay with a new key (a second tab) charges nothing either: the cart is paid.
    const other = await pay(app, "pm_card_visa", "key-second-tab");
    expect(other.status).toBe(409);
    expect(await charges()).toBe(1);
    const [{ n }] = (await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM card_payments WHERE refnum = $1 AND status = 'succeeded'",
      [app.summary.refnum],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("the last place in a slot is sold once: two concurrent bookings, one succeeds", async () => {
    const app = await accountApp();
    // J-RHC-e (18:00) has one place.
    const line = weekly({ shiftnum: "J-RHC-e", startdate: "2026-11-26" });
    const carts = await Promise.all(
      [
        [ALICE, app.alice],
        [BOB, app.bob],
      ].map(async ([arnum, cookie]) => {
        const saved = await dataOf(
          "saveCart",
          await app.request(`/api/booking/cart/${arnum}`, { method: "POST", json: [line], cookie }),
        );
        return {
          refnum: saved.data.refnum as string,
          total: saved.data.total as number,
          cookie: cookie!,
        };
      }),
    );
    const answers = await Promise.all(
      carts.map((cart) =>
        app.request(`/api/booking/cart/confirm/${cart.refnum}`, {
          method: "POST",
          json: { ...contact, creditused: 0, paidamt: cart.total, paymentref: "card" },
          cookie: cart.cookie,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    // The weekly plan's first session is the one that is full (the date is named).
    expect((await refused.json()).meta.message).toBe(serverTexts.sessionFull(1, 4, "26/11/2026"));
    const [{ n }] = (await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM shift_bookings WHERE shiftnum = 'J-RHC-e' AND service_date = '2026-11-26'",
    )) as [{ n: number }];
    expect(n).toBe(1);
    // Nothing half-saved for the refused cart: no booking rows; the other has its plan's four.
    const bookings = await app.db.query<{ ticket: string }>(
      "SELECT ticket FROM account_bookings WHERE ticket = ANY($1)",
      [carts.map((c) => c.refnum)],
    );
    expect(bookings).toHaveLength(4);
    expect(new Set(bookings.map((b) => b.ticket)).size).toBe(1);
  });

  it("bank transfer: the booking awaits payment with its QR payload; redirect gateways get a page", async () => {
    const app = await withCart();
    const paynow = await dataOf("confirmCart", await confirm(app, { paymentref: "paynow" }));
    expect(paynow.data).toMatchObject({ sor: `SOR-${app.summary.refnum}` });
    expect(paynow.data.qrPayload).toContain(`SOR-${app.summary.refnum}`);
    // Alice has no 2c2p: refused clearly.
    expect(await failureOf(await confirm(app, { paymentref: "2c2p" }))).toEqual({
      status: 400,
      message: serverTexts.methodDisabled,
    });
  });

  it("never stores, logs or answers a card number", async () => {
    const app = await withCart();
    await dataOf("confirmCart", await confirm(app, {}));
    const pm = await tokenize(app, "4000002760003184");
    await pay(app, pm, "key-no-numbers");
    const rows = await app.db.query("SELECT row_to_json(c)::text AS row FROM card_payments c");
    for (const { row } of rows as Array<{ row: string }>) expect(row).not.toMatch(/\d{12,19}/);
    for (const line of app.logs) expect(line).not.toMatch(/\d{12,19}/);
  });

  it("a redirect gateway gets an order reference and a page, never card details", async () => {
    const app = await accountApp();
    const saved = await dataOf(
      "saveCart",
      await app.request(`/api/booking/cart/${BOB}`, {
        method: "POST",
        json: [weekly({ shipemail: "bob@example.com" })],
        cookie: app.bob,
      }),
    );
    const confirmed = await dataOf(
      "confirmCart",
      await app.request(`/api/booking/cart/confirm/${saved.data.refnum}`, {
        method: "POST",
        json: { ...contact, creditused: 0, paidamt: saved.data.total, paymentref: "uktakepay" },
        cookie: app.bob,
      }),
    );
    // The hosted test page (the site's), whose session knows the reference and amount only.
    const sessionId = String(confirmed.data.redirectUrl).match(/^\/test-payment\/(rp_\w+)$/)?.[1];
    expect(sessionId).toBeDefined();
    const session = await dataOf(
      "testPaymentSession",
      await app.request(`/api/testgateway/session/${sessionId}`),
    );
    expect(session.data).toMatchObject({
      reference: saved.data.refnum,
      gateway: "UK takepayments",
      amount: saved.data.total,
      status: "open",
    });
  });
});
