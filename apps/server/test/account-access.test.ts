import { endpoints, messages, type EndpointName } from "@bookwell/contract";
import { beforeAll, describe, expect, it } from "vitest";

import { ALICE, accountApp } from "./account-helpers";

const location = {
  locationname: "Bob's",
  addr1: "1 Piccadilly",
  addr2: "",
  addr3: "United Kingdom",
  unitno: "",
  postcode: "M1 1AE",
  housetype: "Other",
  area: 100,
  bedroomqty: 0,
  bathroomqty: 1,
  ptc: "",
  isDefault: true,
  specialinstruction: "",
};

/**
 * Every account-area call, aimed at alice's account or one of alice's records. Bob's session
 * gets a 403 that holds none of alice's data; no session gets a 401.
 */
const aliceCalls: ReadonlyArray<{ name: EndpointName; path: string; json?: unknown }> = [
  { name: "particulars", path: `/api/myaccount/myparticulars/${ALICE}` },
  {
    name: "updateParticulars",
    path: `/api/myaccount/myparticulars/${ALICE}`,
    json: {
      arnum: ALICE,
      title: "Mr",
      firstname: "Bob",
      lastname: "Evans",
      email: "bob@example.com",
      mobile: "07700900102",
      dob: "",
    },
  },
  { name: "contacts", path: `/api/myaccount/mycontacts/${ALICE}` },
  { name: "deleteContact", path: `/api/myaccount/mycontacts/${ALICE}?guid=CT-1001-1` },
  // Alice's contact through bob's own account path.
  { name: "deleteContact", path: `/api/myaccount/mycontacts/AR1002?guid=CT-1001-1` },
  { name: "myLocations", path: `/api/myaccount/mylocations/${ALICE}?email=alice@example.com` },
  { name: "locationOwners", path: `/api/myaccount/mylocations/PTC/${ALICE}` },
  { name: "saveLocation", path: `/api/myaccount/mylocations/${ALICE}`, json: location },
  {
    name: "saveLocation",
    path: `/api/myaccount/mylocations/${ALICE}?locationId=LOC-1001-1`,
    json: location,
  },
  // Alice's location through bob's own account path.
  {
    name: "saveLocation",
    path: `/api/myaccount/mylocations/AR1002?locationId=LOC-1001-1`,
    json: location,
  },
  { name: "deleteLocation", path: `/api/myaccount/mylocations/${ALICE}?locationId=LOC-1001-1` },
  { name: "deleteLocation", path: `/api/myaccount/mylocations/AR1002?locationId=LOC-1001-1` },
  {
    name: "activeBookings",
    path: `/api/mybooking/active/${ALICE}?datefrom=2026-11-22&dateto=2026-12-22`,
  },
  {
    name: "bookingHistory",
    path: `/api/mybooking/history/${ALICE}?datefrom=2026-10-23&dateto=2026-11-22`,
  },
  { name: "bookingDetail", path: "/api/mybooking/details/BK-1001-02" },
  {
    name: "changeBookingDate",
    path: "/api/mybooking/details/changedate/BK-1001-02",
    json: { refnum: "BK-1001-02", requestDate: "2026-12-02", shiftnum: "J-RHC-c" },
  },
  {
    name: "changeBookingDate",
    path: "/api/mybooking/details/changedate/BK-1001-02",
    json: { refnum: "BK-1001-02", requestDate: "2026-12-07" },
  },
  {
    name: "requestRefund",
    path: "/api/mybooking/details/refund/BK-1001-05",
    json: { refnum: "BK-1001-05", reason: "The visit did not take place", remark: "" },
  },
  {
    name: "submitFeedback",
    path: "/api/mybooking/details/feedback/BK-1001-06",
    json: { refnum: "BK-1001-06", rating: 1, items: [], remark: "", tipamt: 1 },
  },
  { name: "feedbackList", path: `/api/myfeedback/${ALICE}?email=alice@example.com` },
  { name: "feedbackDetail", path: "/api/myfeedback/details/BK-1001-05" },
  { name: "requests", path: `/api/myrequest/${ALICE}` },
  { name: "deleteRequest", path: "/api/myrequest/RQ-1001-1" },
  { name: "quoteDetails", path: "/api/myrequest/quotedetails/RQ-1001-1" },
  { name: "acceptQuote", path: `/api/myrequest/quoteaccept/${ALICE}?quoterefnum=RQ-1001-1` },
  // Alice's quotation, and its upgrade, through bob's own account path.
  { name: "acceptQuote", path: `/api/myrequest/quoteaccept/AR1002?quoterefnum=RQ-1001-1` },
  { name: "acceptQuote", path: `/api/myrequest/quoteaccept/AR1002?quoterefnum=RQ-1001-1U` },
  { name: "creditTransactions", path: `/api/mycredit/${ALICE}` },
  { name: "creditSummary", path: `/api/mycredit/summary/${ALICE}` },
  {
    name: "createCredit",
    path: `/api/mycredit/${ALICE}`,
    json: { arnum: ALICE, payref: "card", qty: 100, idempotencyKey: "bob-key-0001" },
  },
  // Bob's own path, alice's account in the body.
  {
    name: "createCredit",
    path: "/api/mycredit/AR1002",
    json: { arnum: ALICE, payref: "card", qty: 100, idempotencyKey: "bob-key-0001" },
  },
  {
    name: "initiateTopUp",
    path: "/api/checkout/initiatetopup",
    json: {
      PaymentMethodId: "pm_card_visa",
      paymentMethod: "testgateway",
      idempotencyKey: "bob-key-0001",
      paidamt: 100,
      arnum: "AR1002",
      refnum: "TU-5000",
    },
  },
  {
    name: "confirmTopUp",
    path: "/api/checkout/confirmtopup",
    json: {
      PaymentIntentId: "pi_test_TU-5000",
      refnum: "TU-5000",
      paymentMethod: "testgateway",
      idempotencyKey: "bob-key-0001",
    },
  },
  { name: "inbox", path: `/api/myinbox/${ALICE}?email=alice@example.com` },
  { name: "inboxMessage", path: "/api/myinbox/message/MSG-1001-7" },
];

/** Texts only alice's records hold: none may appear in an answer to bob. */
const aliceSecrets = [
  "Alice",
  "alice@example.com",
  "Margaret",
  "Fournier",
  "MSG-1001",
  "CT-1001",
  "LOC-1001",
  "BK-1001",
  "TK-24001",
  "RQ-1001",
  "QT-3001",
];

describe("another customer's records", () => {
  // One database for the whole table: each call is refused, and each test proves that its own
  // call changed nothing (a call that did would fail there, whatever ran before it).
  let app: Awaited<ReturnType<typeof accountApp>>;
  beforeAll(async () => {
    app = await accountApp();
  });

  it.each(aliceCalls.map((call) => [call.name, call.path, call] as const))(
    "%s %s: bob gets a 403 and nothing of alice's; alice's data stays as it was",
    async (name, path, call) => {
      const { request, bob, db } = app;
      const before = await snapshot(db);
      const response = await request(path, {
        method: endpoints[name].method,
        cookie: bob,
        json: call.json,
      });
      expect(response.status).toBe(403);
      const text = await response.text();
      for (const secret of aliceSecrets) expect(text).not.toContain(secret);
      expect(JSON.parse(text).data).toBeNull();
      expect(await snapshot(db)).toEqual(before);
    },
  );

  it.each(aliceCalls.map((call) => [call.name, call.path, call] as const))(
    "%s %s: no session gets a 401",
    async (name, path, call) => {
      const response = await app.request(path, {
        method: endpoints[name].method,
        json: call.json,
      });
      expect(response.status).toBe(401);
      expect((await response.json()).meta.message).toBe(messages.sessionExpired);
    },
  );
});

/** Alice's rows in every table of the account area, to prove nothing changed. */
async function snapshot(db: { query: (sql: string, p?: unknown[]) => Promise<unknown[]> }) {
  return {
    account: await db.query(
      "SELECT firstname, lastname, email, mobile, title, dob FROM accounts WHERE arnum = $1",
      [ALICE],
    ),
    contacts: await db.query("SELECT * FROM account_contacts WHERE arnum = $1 ORDER BY guid", [
      ALICE,
    ]),
    inbox: await db.query("SELECT * FROM inbox_messages WHERE arnum = $1 ORDER BY guid", [ALICE]),
    locations: await db.query("SELECT * FROM account_locations ORDER BY locationid"),
    bookings: await db.query("SELECT * FROM account_bookings ORDER BY refnum"),
    places: await db.query("SELECT * FROM shift_bookings ORDER BY id"),
    feedback: await db.query("SELECT * FROM booking_feedback ORDER BY refnum"),
    refunds: await db.query("SELECT * FROM refund_requests ORDER BY refnum"),
    credit: await db.query("SELECT * FROM account_credit_entries ORDER BY id"),
    requests: await db.query("SELECT * FROM account_requests ORDER BY refnum"),
    quoteLines: await db.query("SELECT * FROM quote_lines ORDER BY id"),
    topUps: await db.query("SELECT * FROM credit_topups ORDER BY refnum"),
    topUpPayments: await db.query("SELECT * FROM topup_payments ORDER BY idempotency_key"),
  };
}
