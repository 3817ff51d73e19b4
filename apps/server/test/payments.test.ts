import { texts, serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { GatewayError, paymentGateway, stripeGateway, testGateway } from "../src/payments";
import { dataOf, failureOf } from "./account-helpers";
import {
  authenticate,
  chargesOf,
  confirm,
  confirmPayment,
  pay,
  tokenize,
  withCart,
  type CartApp,
} from "./cart-helpers";
import { freshDb, TEST_CARD_EXPIRY } from "./helpers";

const cartStatus = async (app: CartApp) =>
  (
    await app.db.query<{ status: string }>("SELECT status FROM carts WHERE refnum = $1", [
      app.summary.refnum,
    ])
  )[0]!.status;

/** A confirmed cart whose card payment is waiting for 3-D Secure (4000 0027 6000 3184). */
async function awaitingAuthentication() {
  const app = await withCart();
  await dataOf("confirmCart", await confirm(app));
  const started = await dataOf(
    "initiatePayment",
    await pay(app, await tokenize(app, "4000002760003184"), "key-3ds-start"),
  );
  expect(started.data).toMatchObject({ requiresAction: true });
  const { clientSecret, paymentIntentId } = started.data as {
    clientSecret: string;
    paymentIntentId: string;
  };
  expect(clientSecret.startsWith(`${paymentIntentId}_secret_`)).toBe(true);
  return { app, clientSecret, paymentIntentId };
}

describe("the test gateway's authentication (3-D Secure stand-in)", () => {
  it("approve, then confirmpayment: paid once, the bookings confirmed", async () => {
    const { app, clientSecret, paymentIntentId } = await awaitingAuthentication();
    expect(await chargesOf(app)).toBe(0);
    const approved = await authenticate(app, clientSecret, "approve");
    expect(approved.status).toBe(200);
    expect((await approved.json()).meta.message).toBe(serverTexts.authenticationApproved);
    const paid = await dataOf(
      "confirmPayment",
      await confirmPayment(app, paymentIntentId, "key-3ds-start-confirm-1"),
    );
    expect(paid.data.transactionId).toMatch(/^ch_test_/);
    expect(await chargesOf(app)).toBe(1);
    expect(await cartStatus(app)).toBe("Paid");
    // The same confirm again (a retry) is the same answer, still one charge.
    const again = await dataOf(
      "confirmPayment",
      await confirmPayment(app, paymentIntentId, "key-3ds-start-confirm-1"),
    );
    expect(again.data).toEqual(paid.data);
    expect(await chargesOf(app)).toBe(1);
    // The secret is spent: no second answer.
    expect(await failureOf(await authenticate(app, clientSecret, "fail"))).toEqual({
      status: 400,
      message: serverTexts.notWaitingForAuthentication,
    });
  });

  it("fail, then confirmpayment: Stripe's authentication message, nothing charged, a new card pays", async () => {
    const { app, clientSecret, paymentIntentId } = await awaitingAuthentication();
    expect((await authenticate(app, clientSecret, "fail")).status).toBe(200);
    const declined = await dataOf(
      "confirmPayment",
      await confirmPayment(app, paymentIntentId, "key-3ds-start-confirm-1"),
    );
    expect(declined.data).toEqual({ error: texts.authenticationFailed });
    expect(await chargesOf(app)).toBe(0);
    expect(await cartStatus(app)).toBe("AwaitingPayment");
    // The failed intent cannot be confirmed again into a charge.
    const retried = await confirmPayment(app, paymentIntentId, "key-3ds-start-confirm-2");
    expect((await failureOf(retried)).message).toBe(serverTexts.noAction);
    // Another attempt with 4242 pays.
    const paid = await dataOf("initiatePayment", await pay(app, "pm_card_visa", "key-after-fail"));
    expect(paid.data.transactionId).toBeTruthy();
    expect(await chargesOf(app)).toBe(1);
  });

  it("confirming without an answer counts as approved (the kit's dialog approves by confirming)", async () => {
    const { app, paymentIntentId } = await awaitingAuthentication();
    const paid = await dataOf(
      "confirmPayment",
      await confirmPayment(app, paymentIntentId, "key-3ds-start-confirm-1"),
    );
    expect(paid.data.transactionId).toBeTruthy();
    expect(await chargesOf(app)).toBe(1);
  });

  it("two confirms at once with different keys charge once", async () => {
    const { app, paymentIntentId } = await awaitingAuthentication();
    const answers = await Promise.all(
      ["key-3ds-a-confirm", "key-3ds-b-confirm"].map((key) =>
        confirmPayment(app, paymentIntentId, key),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await chargesOf(app)).toBe(1);
    expect(await cartStatus(app)).toBe("Paid");
  });

  it.each([
    [{ clientSecret: "pi_test_x_secret_y" }, serverTexts.authenticationBadRequest],
    [{ clientSecret: "", outcome: "approve" }, serverTexts.authenticationBadRequest],
    [
      { clientSecret: "pi_test_x_secret_y", outcome: "maybe" },
      serverTexts.authenticationBadRequest,
    ],
    [
      { clientSecret: "pi_test_x_secret_y", outcome: "approve" },
      serverTexts.notWaitingForAuthentication,
    ],
  ])("refuses %j with a 400", async (body, message) => {
    const app = await withCart();
    const { clientSecret, outcome } = body as { clientSecret: string; outcome?: string };
    const response = await authenticate(app, clientSecret, outcome);
    expect(await failureOf(response)).toEqual({ status: 400, message });
  });
});

describe("the gateway in force", () => {
  it("refuses a payment for the gateway that is not in force", async () => {
    const app = await withCart();
    await dataOf("confirmCart", await confirm(app));
    const response = await pay(app, "pm_card_visa", "key-stripe-named", {
      paymentMethod: "stripe",
    });
    expect(await failureOf(response)).toEqual({
      status: 400,
      message: serverTexts.gatewayMismatch,
    });
    expect(await chargesOf(app)).toBe(0);
  });

  it("a provider that cannot be reached is a 502 with a clear message; the key may be retried", async () => {
    const app = await withCart();
    await dataOf("confirmCart", await confirm(app));
    const real = testGateway(app.db);
    app.payments.use({
      ...real,
      charge: async () => {
        throw new GatewayError(serverTexts.providerUnreachable);
      },
    });
    expect(await failureOf(await pay(app, "pm_card_visa", "key-unreachable"))).toEqual({
      status: 502,
      message: serverTexts.providerUnreachable,
    });
    app.payments.use(undefined);
    const paid = await dataOf("initiatePayment", await pay(app, "pm_card_visa", "key-unreachable"));
    expect(paid.data.transactionId).toBeTruthy();
    expect(await chargesOf(app)).toBe(1);
    expect(app.logs).toEqual([]);
  });

  it("with another gateway given to the app, the test gateway's authentication page is not there", async () => {
    const app = await withCart();
    app.payments.use(stripeGateway({ secretKey: "sk_test_abc", fetch: globalThis.fetch }));
    expect(await failureOf(await authenticate(app, "pi_secret", "approve"))).toEqual({
      status: 404,
      message: serverTexts.stripeInUse,
    });
    app.payments.use(undefined);
    expect(await failureOf(await authenticate(app, "pi_secret", "approve"))).toEqual({
      status: 400,
      message: serverTexts.notWaitingForAuthentication,
    });
  });

  it("is Stripe with STRIPE_SECRET_KEY, the test gateway without", async () => {
    const db = await freshDb();
    expect(paymentGateway(db, {})?.name).toBe("testgateway");
    expect(paymentGateway(db, { STRIPE_SECRET_KEY: "sk_test_123" })?.name).toBe("stripe");
    expect(() => stripeGateway({ secretKey: "pk_test_123" })).toThrow(/secret key/);
  });
});

describe("the test gateway on its own", () => {
  it("answers each of Stripe's test PaymentMethods as Stripe does", async () => {
    const gateway = testGateway(await freshDb());
    const charge = (paymentMethodId: string, idempotencyKey: string) =>
      gateway.charge({ paymentMethodId, amountPence: 4800, reference: "RF1", idempotencyKey });
    expect(await charge("pm_card_visa", "k1")).toMatchObject({ status: "succeeded" });
    expect(await charge("pm_card_authenticationRequired", "k2")).toMatchObject({
      status: "requires_action",
    });
    expect(await charge("pm_card_chargeDeclined", "k3")).toEqual({
      status: "failed",
      error: serverTexts.cardDeclined,
    });
    expect(await charge("pm_card_chargeDeclinedInsufficientFunds", "k4")).toEqual({
      status: "failed",
      error: serverTexts.insufficientFunds,
    });
    expect(await charge("pm_unknown", "k5")).toEqual({
      status: "failed",
      error: serverTexts.cardDeclined,
    });
    expect(await gateway.confirm({ paymentIntentId: "pi_none", idempotencyKey: "k6" })).toEqual({
      status: "failed",
      error: serverTexts.paymentNotFound,
    });
  });

  it("one idempotency key, ten concurrent charges: one intent, one charge, one answer", async () => {
    const db = await freshDb();
    const gateway = testGateway(db);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        gateway.charge({
          paymentMethodId: "pm_card_visa",
          amountPence: 4800,
          reference: "RF1",
          idempotencyKey: "same-key",
        }),
      ),
    );
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
    const [{ n }] = (await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM test_gateway_charges",
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe("the Stripe gateway (REST over fetch, a fake Stripe here)", () => {
  type Sent = { url: string; init: RequestInit };
  function fakeStripe(answers: Array<[number, unknown] | Error>) {
    const sent: Sent[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return new Response(JSON.stringify(next[1]), { status: next[0] });
    }) as unknown as typeof globalThis.fetch;
    return {
      sent,
      gateway: stripeGateway({ secretKey: "sk_test_abc", fetch, apiBase: "https://stripe.test" }),
    };
  }
  const charge = { paymentMethodId: "pm_1", amountPence: 4800, reference: "RF7001" };

  it("creates a manual-confirmation PaymentIntent in pence with our idempotency key", async () => {
    const { sent, gateway } = fakeStripe([
      [200, { id: "pi_1", status: "succeeded", latest_charge: "ch_1" }],
    ]);
    expect(await gateway.charge({ ...charge, idempotencyKey: "RF7001:key-1" })).toEqual({
      status: "succeeded",
      transactionId: "ch_1",
    });
    const [request] = sent;
    expect(request!.url).toBe("https://stripe.test/v1/payment_intents");
    const headers = new Headers(request!.init.headers);
    expect(headers.get("Authorization")).toBe("Bearer sk_test_abc");
    expect(headers.get("Idempotency-Key")).toBe("RF7001:key-1");
    const form = new URLSearchParams(String(request!.init.body));
    expect(Object.fromEntries(form)).toMatchObject({
      amount: "4800",
      currency: "gbp",
      payment_method: "pm_1",
      confirm: "true",
      confirmation_method: "manual",
      "metadata[reference]": "RF7001",
    });
  });

  it("maps requires_action, card errors, failed authentication and outages", async () => {
    const { sent, gateway } = fakeStripe([
      [200, { id: "pi_2", status: "requires_action", client_secret: "pi_2_secret_x" }],
      [402, { error: { type: "card_error", message: "Your card was declined." } }],
      [200, { id: "pi_2", status: "requires_payment_method", last_payment_error: null }],
      [500, { error: { type: "api_error", message: "boom" } }],
      new TypeError("fetch failed"),
    ]);
    expect(await gateway.charge({ ...charge, idempotencyKey: "k1" })).toEqual({
      status: "requires_action",
      clientSecret: "pi_2_secret_x",
      paymentIntentId: "pi_2",
    });
    expect(await gateway.charge({ ...charge, idempotencyKey: "k2" })).toEqual({
      status: "failed",
      error: "Your card was declined.",
    });
    expect(await gateway.confirm({ paymentIntentId: "pi_2", idempotencyKey: "k3" })).toEqual({
      status: "failed",
      error: texts.authenticationFailed,
    });
    expect(sent[2]!.url).toBe("https://stripe.test/v1/payment_intents/pi_2/confirm");
    await expect(gateway.charge({ ...charge, idempotencyKey: "k4" })).rejects.toThrow(
      serverTexts.providerUnreachable,
    );
    await expect(gateway.charge({ ...charge, idempotencyKey: "k5" })).rejects.toBeInstanceOf(
      GatewayError,
    );
  });

  it("looks an attempt up by its intent, or by the same create under the same key; cancels", async () => {
    const { sent, gateway } = fakeStripe([
      [200, { id: "pi_3", status: "succeeded", latest_charge: "ch_3" }],
      [200, { id: "pi_4", status: "requires_action", client_secret: "pi_4_secret_y" }],
      [404, { error: { type: "invalid_request_error", code: "resource_missing" } }],
      [200, { id: "pi_4", status: "canceled" }],
      [400, { error: { type: "invalid_request_error", code: "payment_intent_unexpected_state" } }],
      [200, { id: "pi_3", status: "succeeded", latest_charge: "ch_3" }],
    ]);
    expect(await gateway.lookup({ paymentIntentId: "pi_3" })).toEqual({
      status: "succeeded",
      transactionId: "ch_3",
    });
    expect(sent[0]!.url).toBe("https://stripe.test/v1/payment_intents/pi_3");
    expect(sent[0]!.init.method).toBe("GET");
    // Without the intent: the first request again, the same key and parameters.
    expect(
      await gateway.lookup({ charge: { ...charge, idempotencyKey: "RF7001:key-9" } }),
    ).toMatchObject({ status: "requires_action", paymentIntentId: "pi_4" });
    expect(sent[1]!.url).toBe("https://stripe.test/v1/payment_intents");
    expect(new Headers(sent[1]!.init.headers).get("Idempotency-Key")).toBe("RF7001:key-9");
    expect(new URLSearchParams(String(sent[1]!.init.body)).get("amount")).toBe("4800");
    expect(await gateway.lookup({ paymentIntentId: "pi_gone" })).toEqual({ status: "not_found" });
    expect(await gateway.cancel({ paymentIntentId: "pi_4", idempotencyKey: "c1" })).toEqual({
      status: "failed",
      error: serverTexts.paymentSuperseded,
    });
    expect(sent[3]!.url).toBe("https://stripe.test/v1/payment_intents/pi_4/cancel");
    // Too late to cancel: paid already, read back.
    expect(await gateway.cancel({ paymentIntentId: "pi_3", idempotencyKey: "c2" })).toEqual({
      status: "succeeded",
      transactionId: "ch_3",
    });
  });
});

describe("no card number anywhere", () => {
  it("after every test card's whole journey: no number in any answer, table or log line", async () => {
    // The declines first, then 3-D Secure (which pays), then 4242 (refused: already paid).
    const numbers = [
      "4000000000000002",
      "4000000000009995",
      "4000002760003184",
      "4242424242424242",
    ];
    const app = await withCart();
    await dataOf("confirmCart", await confirm(app));
    const answers: string[] = [];
    for (const [index, number] of numbers.entries()) {
      const token = await app.request("/api/checkout/testgateway/tokenize", {
        method: "POST",
        json: { number, ...TEST_CARD_EXPIRY, cvc: "123" },
        cookie: app.alice,
      });
      const text = await token.text();
      answers.push(text, JSON.stringify([...token.headers]));
      const { PaymentMethodId } = JSON.parse(text).data as { PaymentMethodId: string };
      const started = await pay(app, PaymentMethodId, `key-journey-${index}`);
      const startedText = await started.text();
      answers.push(startedText);
      const data = JSON.parse(startedText).data as { paymentIntentId?: string } | null;
      if (data?.paymentIntentId) {
        answers.push(
          await (await confirmPayment(app, data.paymentIntentId, `key-journey-${index}-c`)).text(),
        );
      }
    }
    // A number that is not a test card, and a bad one: refused without being echoed.
    for (const number of ["5555555555554444", "4242424242424241"]) {
      const refused = await app.request("/api/checkout/testgateway/tokenize", {
        method: "POST",
        json: { number, ...TEST_CARD_EXPIRY, cvc: "123" },
        cookie: app.alice,
      });
      expect(refused.status).toBe(400);
      answers.push(await refused.text());
      numbers.push(number);
    }
    const tables = await app.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    const dump: string[] = [];
    for (const { table_name } of tables) {
      const rows = await app.db.query<{ row: string }>(
        `SELECT row_to_json(t)::text AS row FROM "${table_name}" t`,
      );
      dump.push(...rows.map((r) => r.row));
    }
    expect(dump.length).toBeGreaterThan(100);
    for (const number of numbers) {
      for (const text of [...answers, ...dump, ...app.logs]) expect(text).not.toContain(number);
    }
  });
});
