import { ALICE, accountApp, dataOf } from "./account-helpers";
import { TEST_CARD_EXPIRY } from "./helpers";

/** A line of the Booking Information step for the weekly regular clean. */
export const weekly = (overrides: Record<string, unknown> = {}) => ({
  matnum: "RHC-WEEKLY",
  jobnum: "J-RHC",
  qty: 1,
  startdate: "2026-11-25",
  shiftnum: "J-RHC-a",
  shiptitle: "Ms",
  shipfirstname: "Alice",
  shiplastname: "Walker",
  shipphone: "07700900101",
  shipemail: "alice@example.com",
  shippostcode: "SW1A 1AA",
  shipunitno: "4",
  shipaddr1: "Buckingham Palace Road",
  shipaddr3: "United Kingdom",
  _saveAddress: false,
  ...overrides,
});

/** A line of the one-off clean: one visit at £84.00 (total £106.80 with fee and VAT). */
export const oneOff = (overrides: Record<string, unknown> = {}) =>
  weekly({
    matnum: "RHC-ONEOFF",
    jobnum: "J-RHC-ONEOFF",
    shiftnum: "J-RHC-ONEOFF-a",
    ...overrides,
  });

/** The Checkout step's contact and billing fields. */
export const contact = {
  title: "Ms",
  firstname: "Alice",
  lastname: "Walker",
  mobile: "07700900101",
  email: "alice@example.com",
  postcode: "SW1A 1AA",
  unitno: "4",
  addr1: "Buckingham Palace Road",
  addr2: "London",
  addr3: "United Kingdom",
};

/**
 * Alice and Bob logged in, Alice with one weekly plan in her cart: four visits × £72.00 =
 * £288.00, + £5.00 fee, VAT 20%: total £351.60.
 */
export async function withCart(lines = [weekly()], options: Parameters<typeof accountApp>[0] = {}) {
  const app = await accountApp(options);
  const saved = await dataOf(
    "saveCart",
    await app.request(`/api/booking/cart/${ALICE}`, {
      method: "POST",
      json: lines,
      cookie: app.alice,
    }),
  );
  return { ...app, summary: saved.data as { refnum: string; total: number } };
}

export type CartApp = Awaited<ReturnType<typeof withCart>>;

/** Confirms Alice's cart (card, no credit, the cart's own total unless the body says). */
export const confirm = (app: CartApp, body: Record<string, unknown> = {}, cookie = app.alice) =>
  app.request(`/api/booking/cart/confirm/${app.summary.refnum}`, {
    method: "POST",
    json: {
      ...contact,
      creditused: 0,
      paidamt: app.summary.total,
      paymentref: "card",
      ...body,
    },
    cookie,
  });

/** The test gateway's PaymentMethod id for a test card number. */
export const tokenize = async (app: CartApp, number: string) =>
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

export const pay = (
  app: CartApp,
  PaymentMethodId: string,
  idempotencyKey: string,
  overrides: Record<string, unknown> = {},
) =>
  app.request("/api/checkout/initiatepayment", {
    method: "POST",
    json: {
      PaymentMethodId,
      paymentMethod: "testgateway",
      idempotencyKey,
      refnum: app.summary.refnum,
      paidamt: app.summary.total,
      creditused: 0,
      availcredit: 0,
      email: "alice@example.com",
      ...overrides,
    },
    headers: { "Idempotency-Key": idempotencyKey },
    cookie: app.alice,
  });

export const confirmPayment = (
  app: CartApp,
  PaymentIntentId: string,
  idempotencyKey: string,
  overrides: Record<string, unknown> = {},
) =>
  app.request("/api/checkout/confirmpayment", {
    method: "POST",
    json: {
      refnum: app.summary.refnum,
      PaymentIntentId,
      paymentMethod: "testgateway",
      idempotencyKey,
      ...overrides,
    },
    headers: { "Idempotency-Key": idempotencyKey },
    cookie: app.alice,
  });

/** The card holder's answer on the test gateway's 3-D Secure stand-in. */
export const authenticate = (app: CartApp, clientSecret: unknown, outcome: unknown) =>
  app.request("/api/checkout/testgateway/authenticate", {
    method: "POST",
    json: { clientSecret, outcome },
  });

/** What the test gateway charged for this cart (its own ledger). */
export const chargesOf = async (app: CartApp) =>
  (
    await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM test_gateway_charges WHERE reference = $1",
      [app.summary.refnum],
    )
  )[0]!.n;
