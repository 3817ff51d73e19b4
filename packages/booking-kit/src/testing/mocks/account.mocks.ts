/**
 * MSW handlers and fixtures for the account area's stories, parsed through the contract's
 * schemas (a story cannot show what the API would never send). The inbox keeps its read
 * marks in memory (reset with `accountMock.reset()` in a story's `beforeEach`), as the server
 * marks a message read when it is opened.
 */
import {
  creditSummary,
  creditTransaction,
  inboxItem,
  ok,
  type CreditSummary,
  type CreditTransaction,
  type InboxItem,
  serverTexts,
} from "@bookwell/contract";
import { delay, http, HttpResponse } from "msw";

const SENDERS = [
  "Bookwell Support",
  "Crew Team A",
  "Bookwell Billing",
  "Bookwell Support",
  "Crew Team B",
  "Bookwell Billing",
  "Bookwell Support",
];

/** Alice's seven messages, newest first, the three newest unread (as the demo data has). */
export const inboxFixture: InboxItem[] = SENDERS.map((sender, index) =>
  inboxItem.parse({
    guid: `MSG-1001-${index + 1}`,
    sender,
    sendtime: `2026-11-${String(2 + index * 3).padStart(2, "0")}T09:00:00Z`,
    message: `<p>Message ${index + 1} from ${sender}: <strong>your booking is confirmed</strong>.</p>`,
    unread: index >= 4,
    profileimageurl: "",
  }),
).reverse();

export const creditSummaryFixture: CreditSummary = creditSummary.parse({
  total: 88,
  used: 12,
  acquired: 150,
  expiryList: [
    { qty: 18, date: "2026-12-31" },
    { qty: 70, date: "2027-03-15" },
  ],
});

export const creditTransactionsFixture: CreditTransaction[] = Array.from({ length: 12 }, (_, i) =>
  creditTransaction.parse({
    ticket:
      i % 3 === 0 ? `TU-50${String(i).padStart(2, "0")}` : `BK-1001-${String(i).padStart(2, "0")}`,
    servicetype: i % 3 === 0 ? "Top-up" : "Regular home cleaning",
    trantype: i % 3 === 0 ? "+" : "-",
    trandate: `2026-${String(1 + (i % 11)).padStart(2, "0")}-15`,
    qty: i % 3 === 0 ? 50 : 2,
    expirydate: i % 3 === 0 ? "2027-03-15" : "",
  }),
);

/** The in-memory inbox behind the handlers. */
export const accountMock = {
  inbox: inboxFixture.map((item) => ({ ...item })),
  /** Credit added by top-ups in this story, in pounds. */
  toppedUp: 0,
  /** Top-up records made: refnum → amount in pounds. */
  records: new Map<string, number>(),
  reset() {
    this.inbox = inboxFixture.map((item) => ({ ...item }));
    this.toppedUp = 0;
    this.records = new Map();
  },
};

/** Stripe's test cards, as the built-in test gateway takes them. */
const TEST_CARDS: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "4000002760003184": "pm_card_authenticationRequired",
  "4000000000000002": "pm_card_chargeDeclined",
};

const refuse = (message: string, status = 400) =>
  HttpResponse.json({ meta: { responseCode: "E", message }, data: null }, { status });

export const unauthorised = () => HttpResponse.json({ error: "Unauthorised" }, { status: 401 });
export const broken = () => HttpResponse.json({ error: "Down" }, { status: 500 });

export const accountHandlers = [
  http.get("*/api/myinbox/message/:guid", ({ params }) => {
    const item = accountMock.inbox.find((message) => message.guid === params.guid);
    if (!item)
      return HttpResponse.json(
        { meta: { responseCode: "E", message: "You are not allowed to see this." }, data: null },
        { status: 403 },
      );
    item.unread = false;
    return HttpResponse.json(ok(item));
  }),
  http.get("*/api/myinbox/:arnum", () => HttpResponse.json(ok(accountMock.inbox))),
  http.get("*/api/myinbox/unread/:arnum", () =>
    HttpResponse.json(ok({ unread: accountMock.inbox.filter((item) => item.unread).length })),
  ),
  http.get("*/api/mycredit/summary/:arnum", () =>
    HttpResponse.json(
      ok({
        ...creditSummaryFixture,
        total: creditSummaryFixture.total + accountMock.toppedUp,
        acquired: creditSummaryFixture.acquired + accountMock.toppedUp,
      }),
    ),
  ),
  http.post("*/api/checkout/testgateway/tokenize", async ({ request }) => {
    const body = (await request.json()) as { number: string };
    const id = TEST_CARDS[body.number];
    return id ? HttpResponse.json(ok({ PaymentMethodId: id })) : refuse(serverTexts.notATestCard);
  }),
  http.post("*/api/mycredit/:arnum", async ({ request }) => {
    const body = (await request.json()) as { qty: number };
    const refnum = `TU-${9000 + accountMock.records.size}`;
    accountMock.records.set(refnum, body.qty);
    return HttpResponse.json(ok({ refnum }));
  }),
  http.post("*/api/checkout/initiatetopup", async ({ request }) => {
    const body = (await request.json()) as { PaymentMethodId: string; refnum: string };
    const amount = accountMock.records.get(body.refnum) ?? 0;
    if (body.PaymentMethodId === "pm_card_visa") {
      accountMock.toppedUp += amount;
      return HttpResponse.json(ok({ transactionId: `ch_${body.refnum}` }));
    }
    if (body.PaymentMethodId === "pm_card_authenticationRequired") {
      return HttpResponse.json(
        ok({
          requiresAction: true,
          clientSecret: `pi_${body.refnum}_secret`,
          paymentIntentId: `pi_${body.refnum}`,
        }),
      );
    }
    return HttpResponse.json(ok({ error: serverTexts.cardDeclined }));
  }),
  http.post("*/api/checkout/confirmtopup", async ({ request }) => {
    const body = (await request.json()) as { refnum: string };
    accountMock.toppedUp += accountMock.records.get(body.refnum) ?? 0;
    return HttpResponse.json(ok({ transactionId: `ch_${body.refnum}` }));
  }),
  http.get("*/api/mycredit/:arnum", () => HttpResponse.json(ok(creditTransactionsFixture))),
];

/** Handlers that never answer, for the loading state. */
export const pendingAccountHandlers = [
  http.get("*/api/myinbox/:arnum", () => delay("infinite")),
  http.get("*/api/mycredit/summary/:arnum", () => delay("infinite")),
  http.get("*/api/mycredit/:arnum", () => delay("infinite")),
];
