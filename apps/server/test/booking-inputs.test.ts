import {
  creditOutOfBounds,
  type EndpointName,
  endpoints,
  messages,
  poundsToPence,
  texts,
  toFieldErrors,
  serverTexts,
} from "@bookwell/contract";
import { beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";

import type { Db } from "../src/db/db";
import { ALICE, BOB, dataOf, failureOf } from "./account-helpers";
import { confirm, contact, weekly, withCart, type CartApp } from "./cart-helpers";
import { TEST_CARD_EXPIRY } from "./helpers";

/**
 * A table of bad inputs for every call of the booking flow: each is a 4xx with the message
 * the customer should read (never a 500, never "Oops"), and nothing in the database changes.
 * One app for the whole table (a refused call leaves it as it was, which each row checks),
 * with Alice's cart confirmed for a card and Bob's cart open.
 */

/** The contract's own first message for a body its schema refuses (what the server answers). */
function contractMessage(name: EndpointName, body: unknown): string {
  const schema = (endpoints[name] as { body?: ZodType }).body!;
  const parsed = schema.safeParse(body);
  expect(parsed.success, `${name} should refuse ${JSON.stringify(body)}`).toBe(false);
  return toFieldErrors(parsed.error!)[0]!.message;
}

/** Every table a booking-flow call writes to, as one text: equal before and after = no write. */
async function fingerprint(db: Db): Promise<string> {
  const tables = [
    "carts",
    "cart_lines",
    "cart_line_addons",
    "card_payments",
    "account_bookings",
    "shift_bookings",
    "account_requests",
    "assessment_requests",
    "account_locations",
    "account_credit_entries",
    "test_gateway_intents",
    "test_gateway_charges",
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await db.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM "${table}" t ORDER BY 1`,
    );
    parts.push(`${table}:${rows.map((r) => r.row).join("\n")}`);
  }
  return parts.join("\n\n");
}

const assessment = (overrides: Record<string, unknown> = {}) => ({
  arnum: ALICE,
  catnum: "ASSESS",
  email: "alice@example.com",
  parameters: { housetype: "Landed", bedroomqty: 4 },
  reqdate: "2026-11-30",
  reqtimefrom: "09:00",
  reqtimeto: "11:00",
  shipaddr: "14 Albert Bridge Road, SW11 4PL",
  shipemail: "alice@example.com",
  shipname: "Alice Walker",
  shipphone: "07700900101",
  ...overrides,
});

let app: CartApp;
let guid: string;
let bobRefnum: string;

beforeAll(async () => {
  app = await withCart();
  // The weekly plan's £288.00 of visits stays under SAVE20's minimum spend raised to £500.00.
  await app.db.query("UPDATE promo_codes SET min_spend_pence = 50000 WHERE code = 'SAVE20'");
  const details = await dataOf(
    "cartDetails",
    await app.request(`/api/booking/cart/details/${app.summary.refnum}`, { cookie: app.alice }),
  );
  guid = details.data[0].guid;
  await dataOf("confirmCart", await confirm(app));
  const bob = await dataOf(
    "saveCart",
    await app.request(`/api/booking/cart/${BOB}`, {
      method: "POST",
      json: [weekly({ shipemail: "bob@example.com" })],
      cookie: app.bob,
    }),
  );
  bobRefnum = bob.data.refnum;
});

type Row = {
  call: string;
  path: () => string;
  method?: "GET" | "POST";
  body?: () => unknown;
  as?: "alice" | "bob" | "visitor";
  status: number;
  message: () => string;
  /** The contract itself answers "Oops" here (an amount the kit can never send). */
  oops?: boolean;
};

const initiate = (overrides: Record<string, unknown> = {}) => ({
  PaymentMethodId: "pm_card_visa",
  paymentMethod: "testgateway",
  idempotencyKey: "key-bad-input",
  refnum: app.summary.refnum,
  paidamt: app.summary.total,
  creditused: 0,
  availcredit: 0,
  email: "alice@example.com",
  ...overrides,
});
const card = (overrides: Record<string, unknown> = {}) => ({
  number: "4242424242424242",
  ...TEST_CARD_EXPIRY,
  cvc: "123",
  ...overrides,
});
const confirmBody = (overrides: Record<string, unknown> = {}) => ({
  ...contact,
  creditused: 0,
  paidamt: app.summary.total,
  paymentref: "card",
  ...overrides,
});
const promo = (overrides: Record<string, unknown> = {}) => ({
  arnum: ALICE,
  refnum: app.summary.refnum,
  promoCode: "WELCOME10",
  trandate: "2026-11-22",
  ...overrides,
});

const rows: Row[] = [
  // Catalogue
  {
    call: "packages without a category",
    path: () => `/api/booking/${ALICE}/packages?email=alice@example.com`,
    method: "POST",
    body: () => [{}],
    status: 400,
    message: () => "Invalid input: expected string, received undefined",
  },
  {
    call: "packages of an account as a visitor",
    path: () => `/api/booking/${ALICE}/packages?email=alice@example.com&catnum=RHC`,
    method: "POST",
    body: () => [{}],
    as: "visitor",
    status: 401,
    message: () => messages.sessionExpired,
  },
  {
    call: "add-ons of an unknown package",
    path: () => "/api/booking/addons/NOPE",
    status: 404,
    message: () => serverTexts.packageNotFound,
  },
  {
    call: "address of a malformed postcode",
    path: () => "/api/booking/address/HELLO",
    status: 400,
    message: () => texts.postcodeInvalid,
  },
  {
    call: "address of an unknown postcode",
    path: () => "/api/booking/address/ZZ1%201ZZ",
    status: 404,
    message: () => texts.postcodeUnknown,
  },
  // Cart lines
  {
    call: "save a line that is not a list",
    path: () => `/api/booking/cart/${ALICE}`,
    method: "POST",
    body: () => weekly(),
    status: 400,
    message: () => contractMessage("saveCart", weekly()),
  },
  {
    call: "save a line with a quantity of 100",
    path: () => `/api/booking/cart/${ALICE}`,
    method: "POST",
    body: () => [weekly({ qty: 100 })],
    status: 400,
    message: () => contractMessage("saveCart", [weekly({ qty: 100 })]),
  },
  {
    call: "save a line before the lead time",
    path: () => `/api/booking/cart/${ALICE}`,
    method: "POST",
    body: () => [weekly({ startdate: "2026-11-22" })],
    status: 400,
    message: () => serverTexts.dateNotSelectable,
  },
  {
    call: "save a line on a bank holiday",
    path: () => `/api/booking/cart/${ALICE}`,
    method: "POST",
    body: () => [weekly({ startdate: "2026-12-25" })],
    status: 400,
    message: () => serverTexts.dateNotSelectable,
  },
  {
    call: "save a line with another job's slot",
    path: () => `/api/booking/cart/${ALICE}`,
    method: "POST",
    body: () => [weekly({ shiftnum: "J-DEEP-a" })],
    status: 400,
    message: () => serverTexts.shiftNotOfJob,
  },
  {
    call: "update a line that is not in the cart",
    path: () => `/api/booking/cart/${ALICE}`,
    method: "POST",
    body: () => [weekly({ guid: "not-a-line", qty: 2 })],
    status: 400,
    message: () => serverTexts.lineNotInCart,
  },
  {
    call: "addupdate with an unknown promo code",
    path: () => `/api/booking/cart/${ALICE}?mode=addupdate&promocode=NOSUCHCODE`,
    method: "POST",
    body: () => [],
    status: 400,
    message: () => serverTexts.promoUnknown,
  },
  // Add-ons
  {
    call: "add-ons of a line not in the cart",
    path: () => `/api/booking/cart/addons/${app.summary.refnum}?guid=not-a-line`,
    status: 400,
    message: () => serverTexts.lineNotInCart,
  },
  {
    call: "add-ons of another package",
    path: () => `/api/booking/cart/addons/${app.summary.refnum}?guid=${guid}`,
    method: "POST",
    body: () => [
      { groupnum: "G1", choicetype: "multi", optionnum: "AO-EOT-OVEN", selected: true, qty: 1 },
    ],
    status: 400,
    message: () => serverTexts.addonNotOfPackage,
  },
  {
    call: "three extra tasks where two is the most",
    path: () => `/api/booking/cart/addons/${app.summary.refnum}?guid=${guid}`,
    method: "POST",
    body: () =>
      ["AO-OVEN", "AO-FRIDGE", "AO-WINDOWS"].map((optionnum) => ({
        groupnum: "G1",
        choicetype: "multi",
        optionnum,
        selected: true,
        qty: 1,
      })),
    status: 400,
    message: () => serverTexts.tooManyChoices("Extra tasks", 2),
  },
  {
    call: "an add-on quantity of 101",
    path: () => `/api/booking/cart/addons/${app.summary.refnum}?guid=${guid}`,
    method: "POST",
    body: () => [
      { groupnum: "G1", choicetype: "multi", optionnum: "AO-OVEN", selected: true, qty: 101 },
    ],
    status: 400,
    message: () =>
      contractMessage("saveCartLineAddons", [
        { groupnum: "G1", choicetype: "multi", optionnum: "AO-OVEN", selected: true, qty: 101 },
      ]),
  },
  {
    call: "remove an add-on the line does not have",
    path: () => `/api/booking/cart/addons/remove/${app.summary.refnum}`,
    method: "POST",
    body: () => ({
      guid,
      groupnum: "G1",
      choicetype: "multi",
      optionnum: "AO-OVEN",
      selected: false,
      qty: 0,
    }),
    status: 400,
    message: () => serverTexts.lineNotInCart,
  },
  // Vouchers
  {
    call: "an unknown voucher",
    path: () => `/api/booking/promo/${ALICE}`,
    method: "POST",
    body: () => promo({ promoCode: "NOSUCHCODE" }),
    status: 400,
    message: () => serverTexts.promoUnknown,
  },
  {
    call: "an expired voucher",
    path: () => `/api/booking/promo/${ALICE}`,
    method: "POST",
    body: () => promo({ promoCode: "SPRING5" }),
    status: 400,
    message: () => serverTexts.promoExpired,
  },
  {
    call: "a voucher not valid yet",
    path: () => `/api/booking/promo/${ALICE}`,
    method: "POST",
    body: () => promo({ promoCode: "NEWYEAR15" }),
    status: 400,
    message: () => serverTexts.promoNotYet,
  },
  {
    call: "a voucher below its minimum spend",
    path: () => `/api/booking/promo/${ALICE}`,
    method: "POST",
    body: () => promo({ promoCode: "SAVE20" }),
    status: 400,
    message: () => serverTexts.promoMinSpend("500.00"),
  },
  {
    call: "a voucher for another cart",
    path: () => `/api/booking/promo/${ALICE}`,
    method: "POST",
    body: () => promo({ refnum: bobRefnum }),
    status: 400,
    message: () => serverTexts.refnumMismatch,
  },
  {
    call: "a voucher naming another account in the body",
    path: () => `/api/booking/promo/${ALICE}`,
    method: "POST",
    body: () => promo({ arnum: BOB }),
    status: 403,
    message: () => "You are not allowed to see this.",
  },
  {
    call: "an empty voucher",
    path: () => `/api/booking/promo/${ALICE}`,
    method: "POST",
    body: () => promo({ promoCode: "  " }),
    status: 400,
    message: () => contractMessage("applyPromo", promo({ promoCode: "  " })),
  },
  // Confirm cart
  {
    call: "confirm without a salutation",
    path: () => `/api/booking/cart/confirm/${app.summary.refnum}`,
    method: "POST",
    body: () => confirmBody({ title: "" }),
    status: 400,
    message: () => messages.salutationRequired,
  },
  {
    call: "confirm with a bad e-mail",
    path: () => `/api/booking/cart/confirm/${app.summary.refnum}`,
    method: "POST",
    body: () => confirmBody({ email: "alice@" }),
    status: 400,
    message: () => messages.invalidEmail,
  },
  {
    call: "confirm with an unknown payment type",
    path: () => `/api/booking/cart/confirm/${app.summary.refnum}`,
    method: "POST",
    body: () => confirmBody({ paymentref: "cash" }),
    status: 400,
    message: () => contractMessage("confirmCart", confirmBody({ paymentref: "cash" })),
  },
  {
    call: "confirm with a negative amount",
    path: () => `/api/booking/cart/confirm/${app.summary.refnum}`,
    method: "POST",
    body: () => confirmBody({ paidamt: -1 }),
    status: 400,
    // The contract's (and the checkout spec's) text for an impossible amount.
    message: () => contractMessage("confirmCart", confirmBody({ paidamt: -1 })),
    oops: true,
  },
  {
    call: "confirm with an amount that is not the cart's",
    path: () => `/api/booking/cart/confirm/${app.summary.refnum}`,
    method: "POST",
    body: () => confirmBody({ paidamt: 0.01 }),
    status: 400,
    message: () => serverTexts.amountMismatch,
  },
  {
    call: "confirm with more credit than the customer has",
    path: () => `/api/booking/cart/confirm/${app.summary.refnum}`,
    method: "POST",
    body: () => confirmBody({ creditused: 1000, paidamt: 0 }),
    status: 400,
    // Alice has £88.00 of credit, less than the cart's total.
    message: () => creditOutOfBounds(poundsToPence(Math.min(88, app.summary.total))),
  },
  {
    call: "confirm with a method the account does not have",
    path: () => `/api/booking/cart/confirm/${app.summary.refnum}`,
    method: "POST",
    body: () => confirmBody({ paymentref: "2c2p" }),
    status: 400,
    message: () => serverTexts.methodDisabled,
  },
  // Card payments
  {
    call: "tokenise a short number",
    path: () => "/api/checkout/testgateway/tokenize",
    method: "POST",
    body: () => card({ number: "4242" }),
    status: 400,
    message: () => contractMessage("tokenizeTestCard", card({ number: "4242" })),
  },
  {
    call: "tokenise a number failing the checksum",
    path: () => "/api/checkout/testgateway/tokenize",
    method: "POST",
    body: () => card({ number: "4242424242424241" }),
    status: 400,
    message: () => serverTexts.cardNumberIncorrect,
  },
  {
    call: "tokenise an expired card",
    path: () => "/api/checkout/testgateway/tokenize",
    method: "POST",
    body: () => card({ expMonth: 10, expYear: 2026 }),
    status: 400,
    message: () => serverTexts.cardExpired,
  },
  {
    call: "tokenise a real card's number",
    path: () => "/api/checkout/testgateway/tokenize",
    method: "POST",
    body: () => card({ number: "5555555555554444" }),
    status: 400,
    message: () => serverTexts.notATestCard,
  },
  {
    call: "pay with a bad idempotency key",
    path: () => "/api/checkout/initiatepayment",
    method: "POST",
    body: () => initiate({ idempotencyKey: "no" }),
    status: 400,
    message: () => contractMessage("initiatePayment", initiate({ idempotencyKey: "no" })),
  },
  {
    call: "pay an amount that is not the cart's",
    path: () => "/api/checkout/initiatepayment",
    method: "POST",
    body: () => initiate({ paidamt: 1 }),
    status: 400,
    message: () => serverTexts.amountMismatch,
  },
  {
    call: "pay another customer's cart",
    path: () => "/api/checkout/initiatepayment",
    method: "POST",
    body: () => initiate({ refnum: bobRefnum }),
    status: 403,
    message: () => "You are not allowed to see this.",
  },
  {
    call: "pay a cart that is not confirmed",
    path: () => "/api/checkout/initiatepayment",
    method: "POST",
    body: () => initiate({ refnum: bobRefnum, email: "bob@example.com" }),
    as: "bob",
    status: 400,
    message: () => serverTexts.notAwaitingCard,
  },
  {
    call: "pay through Stripe when the test gateway is in force",
    path: () => "/api/checkout/initiatepayment",
    method: "POST",
    body: () => initiate({ paymentMethod: "stripe" }),
    status: 400,
    message: () => serverTexts.gatewayMismatch,
  },
  {
    call: "confirm a payment that asked for no action",
    path: () => "/api/checkout/confirmpayment",
    method: "POST",
    body: () => ({
      refnum: app.summary.refnum,
      PaymentIntentId: "pi_test_none",
      paymentMethod: "testgateway",
      idempotencyKey: "key-bad-confirm",
    }),
    status: 400,
    message: () => serverTexts.noAction,
  },
  // Assessment
  {
    call: "an assessment in the past",
    path: () => `/api/booking/${ALICE}/assessment`,
    method: "POST",
    body: () => assessment({ reqdate: "2026-11-21" }),
    status: 400,
    message: () => messages.chooseDate,
  },
  {
    call: "an assessment without an address",
    path: () => `/api/booking/${ALICE}/assessment`,
    method: "POST",
    body: () => assessment({ shipaddr: "" }),
    status: 400,
    message: () => messages.fillAllDetails,
  },
  {
    call: "an assessment with a bad e-mail",
    path: () => `/api/booking/${ALICE}/assessment`,
    method: "POST",
    body: () => assessment({ shipemail: "alice@" }),
    status: 400,
    message: () => messages.invalidEmail,
  },
  {
    call: "an assessment at a time that is not a half hour",
    path: () => `/api/booking/${ALICE}/assessment`,
    method: "POST",
    body: () => assessment({ reqtimefrom: "09:10" }),
    status: 400,
    message: () => messages.fillAllDetails,
  },
  {
    call: "an assessment of an unknown service",
    path: () => `/api/booking/${ALICE}/assessment`,
    method: "POST",
    body: () => assessment({ catnum: "NOPE" }),
    status: 400,
    message: () => messages.oopsTryAgain,
  },
  {
    call: "an assessment naming another account in the body",
    path: () => `/api/booking/${ALICE}/assessment`,
    method: "POST",
    body: () => assessment({ arnum: BOB }),
    status: 403,
    message: () => "You are not allowed to see this.",
  },
];

describe("bad inputs: a 4xx with a clear message, nothing written", () => {
  it.each(rows.map((row) => [row.call, row] as const))("%s", async (_, row) => {
    const before = await fingerprint(app.db);
    const cookie = row.as === "visitor" ? undefined : row.as === "bob" ? app.bob : app.alice;
    const response = await app.request(row.path(), {
      method: row.method ?? "GET",
      ...(row.body ? { json: row.body() } : {}),
      ...(cookie ? { cookie } : {}),
    });
    const failure = await failureOf(response);
    expect(failure).toEqual({ status: row.status, message: row.message() });
    if (!row.oops) expect(failure.message).not.toBe(messages.oops);
    expect(await fingerprint(app.db)).toBe(before);
    expect(app.logs).toEqual([]);
  });
});

describe("schedule assessment", () => {
  it("stores the request with what it asks; the account area lists it", async () => {
    const fresh = await withCart();
    const answer = await fresh.request(`/api/booking/${ALICE}/assessment`, {
      method: "POST",
      json: assessment(),
      cookie: fresh.alice,
    });
    const body = await dataOf("requestAssessment", answer);
    expect(body.meta.message).toBe(messages.assessmentScheduled);
    const [stored] = await fresh.db.query<Record<string, unknown>>(
      `SELECT r.refnum, r.reqtype, r.status, a.matcatnum, to_char(a.reqdate, 'YYYY-MM-DD') AS reqdate,
              a.reqtimefrom, a.reqtimeto, a.shipaddr, a.shipname, a.parameters
         FROM account_requests r JOIN assessment_requests a USING (refnum) WHERE r.arnum = $1`,
      [ALICE],
    );
    expect(stored).toMatchObject({
      refnum: "AS-3001",
      reqtype: "Assessment",
      status: "Pending",
      matcatnum: "ASSESS",
      reqdate: "2026-11-30",
      reqtimefrom: "09:00",
      reqtimeto: "11:00",
      shipname: "Alice Walker",
      parameters: { housetype: "Landed", bedroomqty: 4 },
    });
    const list = await fresh.request(`/api/myrequest/${ALICE}`, { cookie: fresh.alice });
    expect(JSON.stringify((await list.json()).data)).toContain("AS-3001");
  });

  it("two requests at once get two numbers", async () => {
    const fresh = await withCart();
    const answers = await Promise.all(
      [0, 1].map(() =>
        fresh.request(`/api/booking/${ALICE}/assessment`, {
          method: "POST",
          json: assessment(),
          cookie: fresh.alice,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await fresh.db.query<{ refnum: string }>(
      "SELECT refnum FROM assessment_requests ORDER BY refnum",
    );
    expect(rows.map((r) => r.refnum)).toEqual(["AS-3001", "AS-3002"]);
  });
});
