import { messages, texts, serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { ALICE, BOB, accountApp, dataOf, failureOf, sharedAccountApp } from "./account-helpers";
import { contact, weekly } from "./cart-helpers";
import { FIXED_NOW } from "./global-setup";

// The test clock's today is Sunday 2026-11-22; the default windows are 30 days either side.
const active = `/api/mybooking/active/${ALICE}?datefrom=2026-11-22&dateto=2026-12-22`;
const history = `/api/mybooking/history/${ALICE}?datefrom=2026-10-23&dateto=2026-11-22`;

const refnums = (rows: Array<{ refnum: string }>) => rows.map((row) => row.refnum);

describe("booking lists", () => {
  const shared = sharedAccountApp();

  it("lists active bookings of the window, soonest first", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf("activeBookings", await request(active, { cookie: alice }));
    expect(refnums(body.data)).toEqual(["BK-1001-01", "BK-1001-02", "BK-1001-03"]);
    expect(body.data[0]).toEqual({
      ticket: "TK-24001",
      sessionNo: "3/12",
      serviceDate: "2026-11-23",
      assignedCrew: "Crew Team A",
      serviceType: "Regular home cleaning",
      status: "Confirmed",
      refnum: "BK-1001-01",
    });
    expect(body.data[2]).toMatchObject({ status: "Open", assignedCrew: "" });
  });

  it("lists past bookings of the window, latest first", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf("bookingHistory", await request(history, { cookie: alice }));
    expect(refnums(body.data)).toEqual(["BK-1001-05", "BK-1001-06", "BK-1001-07"]);
  });

  it("widens with the window and answers an empty list outside any booking", async () => {
    const { request, alice } = await accountApp();
    const wide = await dataOf(
      "activeBookings",
      await request(`/api/mybooking/active/${ALICE}?datefrom=2026-11-22&dateto=2027-02-01`, {
        cookie: alice,
      }),
    );
    expect(refnums(wide.data)).toContain("BK-1001-04");
    const old = await dataOf(
      "bookingHistory",
      await request(`/api/mybooking/history/${ALICE}?datefrom=2026-09-01&dateto=2026-09-30`, {
        cookie: alice,
      }),
    );
    expect(old.data).toEqual([
      expect.objectContaining({ refnum: "BK-1001-08", status: "Cancelled" }),
    ]);
    const none = await dataOf(
      "activeBookings",
      await request(`/api/mybooking/active/${ALICE}?datefrom=2028-01-01&dateto=2028-01-31`, {
        cookie: alice,
      }),
    );
    expect(none.data).toEqual([]);
  });

  it.each([
    [`/api/mybooking/active/${ALICE}`, undefined],
    [`/api/mybooking/active/${ALICE}?datefrom=2026-11-22`, undefined],
    [`/api/mybooking/active/${ALICE}?datefrom=22/11/2026&dateto=2026-12-22`, undefined],
    [`/api/mybooking/active/${ALICE}?datefrom=2026-11-22&dateto=2026-02-30`, undefined],
    [`/api/mybooking/active/${ALICE}?datefrom=2026-12-22&dateto=2026-11-22`, serverTexts.dateRange],
    [
      `/api/mybooking/history/${ALICE}?datefrom=2020-01-01&dateto=2026-11-22`,
      serverTexts.windowTooLong,
    ],
  ])("refuses %s with a 400", async (path, message) => {
    const { request, alice } = shared();
    const failure = await failureOf(await request(path, { cookie: alice }));
    expect(failure.status).toBe(400);
    expect(failure.message).not.toBe("");
    if (message) expect(failure.message).toBe(message);
  });
});

describe("bookings awaiting payment in the lists", () => {
  const HOUR = 3_600_000;
  const window = "datefrom=2026-11-22&dateto=2026-12-22";

  it("lists them with the reference and deadline, to their own account only; released, in History", async () => {
    let now = FIXED_NOW.getTime();
    const app = await accountApp({ clock: { now: () => new Date(now) } });
    const { alice, bob } = app;
    // Alice's weekly plan (four sessions from the 26th), confirmed for bank transfer.
    const saved = await dataOf(
      "saveCart",
      await app.request(`/api/booking/cart/${ALICE}`, {
        method: "POST",
        json: [weekly({ shiftnum: "J-RHC-e", startdate: "2026-11-26" })],
        cookie: alice,
      }),
    );
    const refnum = saved.data.refnum as string;
    await dataOf(
      "confirmCart",
      await app.request(`/api/booking/cart/confirm/${refnum}`, {
        method: "POST",
        json: { ...contact, creditused: 0, paidamt: saved.data.total, paymentref: "paynow" },
        cookie: alice,
      }),
    );
    const list = async (which: "active" | "history", arnum: string, cookie: string) =>
      (
        await dataOf(
          which === "active" ? "activeBookings" : "bookingHistory",
          await app.request(`/api/mybooking/${which}/${arnum}?${window}`, { cookie }),
        )
      ).data as Array<Record<string, unknown>>;
    const unpaid = (rows: Array<Record<string, unknown>>) =>
      rows.filter((row) => row.ticket === refnum);
    const awaiting = {
      refnum,
      reference: `SOR-${refnum}`,
      paymentref: "paynow",
      payBy: new Date(FIXED_NOW.getTime() + 24 * HOUR).toISOString(),
      expired: false,
    };

    const active = await list("active", ALICE, alice);
    expect(unpaid(active).map((row) => row.sessionNo)).toEqual(["1/4", "2/4", "3/4", "4/4"]);
    for (const row of unpaid(active)) {
      expect(row).toMatchObject({ status: "Open", awaitingPayment: awaiting });
    }
    // The demo's own pending booking, and her paid ones, await nothing.
    for (const row of active.filter((r) => r.ticket !== refnum)) {
      expect(row).not.toHaveProperty("awaitingPayment");
    }
    // Never in another account's lists, and another account cannot ask for hers.
    expect(unpaid(await list("active", BOB, bob))).toEqual([]);
    expect(JSON.stringify(await list("active", BOB, bob))).not.toContain(refnum);
    const asked = await failureOf(
      await app.request(`/api/mybooking/active/${ALICE}?${window}`, { cookie: bob }),
    );
    expect(asked.status).toBe(403);
    expect(unpaid(await list("history", ALICE, alice))).toEqual([]);

    // A minute before the deadline it is still active; at the deadline its place is released.
    now += 24 * HOUR - 60_000;
    expect(unpaid(await list("active", ALICE, alice))).toHaveLength(4);
    now += 60_000;
    expect(unpaid(await list("active", ALICE, alice))).toEqual([]);
    const history = unpaid(await list("history", ALICE, alice));
    expect(history.map((row) => row.sessionNo)).toEqual(["4/4", "3/4", "2/4", "1/4"]);
    for (const row of history) {
      expect(row).toMatchObject({ awaitingPayment: { ...awaiting, expired: true } });
    }
  });
});

describe("booking details", () => {
  it("gives every field, price in pounds, and the change and skip flags", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "bookingDetail",
      await request("/api/mybooking/details/BK-1001-02", { cookie: alice }),
    );
    expect(body.data).toMatchObject({
      refnum: "BK-1001-02",
      jobnum: "J-RHC",
      matnum: "RHC-WEEKLY",
      matname: "Regular home cleaning, weekly",
      baseamt: 45,
      price: 45,
      status: "Confirmed",
      servicedate: "2026-11-30",
      timestart: "08:00",
      timeend: "10:00",
      serviceno: "4/12",
      createdon: "2026-10-30",
      changebtn: true,
      skipbtn: true,
      changeable: true,
      skiptodate: "2026-12-07",
      rating: 0,
      crewname: "Crew Team A",
      crewqty: 2,
      lat: 51.5194,
      propertytype: "Apartment",
      area: 750,
      bedroomqty: 2,
      bathroomqty: 1,
      shipaddress: "Flat 2, 12 Fournier Street, Spitalfields, London, E1 6QE, United Kingdom",
      modifiedby: "",
    });
  });

  it("shows the buttons but not changeable inside the lead time", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "bookingDetail",
      await request("/api/mybooking/details/BK-1001-01", { cookie: alice }),
    );
    expect(body.data).toMatchObject({ changebtn: true, skipbtn: true, changeable: false });
  });

  it("offers no skip on a one-off and nothing on a past booking; history carries the rating", async () => {
    const { request, alice } = await accountApp();
    const once = await dataOf(
      "bookingDetail",
      await request("/api/mybooking/details/BK-1001-03", { cookie: alice }),
    );
    expect(once.data).toMatchObject({
      changebtn: true,
      skipbtn: false,
      skiptodate: "",
      price: 137.5,
    });
    const past = await dataOf(
      "bookingDetail",
      await request("/api/mybooking/details/BK-1001-05", { cookie: alice }),
    );
    expect(past.data).toMatchObject({
      changebtn: false,
      skipbtn: false,
      changeable: false,
      rating: 5,
      progress: 100,
      docurl: "/invoices/TK-24001.pdf",
    });
  });

  it("answers an unknown booking with a 403", async () => {
    const { request, alice } = await accountApp();
    expect(
      (await failureOf(await request("/api/mybooking/details/NOPE", { cookie: alice }))).status,
    ).toBe(403);
  });
});

describe("change date and skip", () => {
  const shared = sharedAccountApp();

  it("moves a booking to another date and shift, and its place in the shift with it", async () => {
    const { request, alice, db } = await accountApp();
    const body = await dataOf(
      "changeBookingDate",
      await request("/api/mybooking/details/changedate/BK-1001-02", {
        method: "POST",
        cookie: alice,
        json: { refnum: "BK-1001-02", requestDate: "2026-12-02", shiftnum: "J-RHC-c" },
      }),
    );
    expect(body.meta.message).toBe(messages.dateTimeChanged);
    const detail = await dataOf(
      "bookingDetail",
      await request("/api/mybooking/details/BK-1001-02", { cookie: alice }),
    );
    expect(detail.data).toMatchObject({
      servicedate: "2026-12-02",
      timestart: "13:00",
      modifiedby: "Alice Walker",
      reason: "Date changed from 2026-11-30",
      modifiedon: "2026-11-22T10:00:00Z",
    });
    expect(
      await db.query(
        "SELECT shiftnum, to_char(service_date, 'YYYY-MM-DD') AS d FROM shift_bookings WHERE booking_refnum = 'BK-1001-02'",
      ),
    ).toEqual([{ shiftnum: "J-RHC-c", d: "2026-12-02" }]);
  });

  it("skips a session to its skiptodate, keeping the shift", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "changeBookingDate",
      await request("/api/mybooking/details/changedate/BK-1001-02", {
        method: "POST",
        cookie: alice,
        json: { refnum: "BK-1001-02", requestDate: "2026-12-07" },
      }),
    );
    expect(body.meta.message).toBe(messages.dateTimeChanged);
    const detail = await dataOf(
      "bookingDetail",
      await request("/api/mybooking/details/BK-1001-02", { cookie: alice }),
    );
    expect(detail.data).toMatchObject({
      servicedate: "2026-12-07",
      timestart: "08:00",
      skiptodate: "2026-12-14",
      reason: "Skipped from 2026-11-30",
    });
  });

  it("refuses a full shift", async () => {
    const { request, alice, db } = await accountApp();
    // J-RHC-e has one place: bob takes it first.
    await db.query(
      "INSERT INTO shift_bookings (shiftnum, service_date, arnum) VALUES ('J-RHC-e', '2026-12-02', 'AR1002')",
    );
    const response = await request("/api/mybooking/details/changedate/BK-1001-02", {
      method: "POST",
      cookie: alice,
      json: { refnum: "BK-1001-02", requestDate: "2026-12-02", shiftnum: "J-RHC-e" },
    });
    expect(await failureOf(response)).toEqual({ status: 409, message: texts.slotFull });
  });

  it("refuses a shift whose last place another customer holds, by the app's clock", async () => {
    const { request, alice, db } = await accountApp();
    // Bob holds J-RHC-e's one place for ten minutes of the app's clock (FIXED_NOW), which the
    // wall clock would already count as expired.
    await db.query(
      `INSERT INTO slot_holds (arnum, shiftnum, service_date, expires_at)
       VALUES ('AR1002', 'J-RHC-e', '2026-12-02', $1)`,
      [new Date(FIXED_NOW.getTime() + 10 * 60_000).toISOString()],
    );
    const response = await request("/api/mybooking/details/changedate/BK-1001-02", {
      method: "POST",
      cookie: alice,
      json: { refnum: "BK-1001-02", requestDate: "2026-12-02", shiftnum: "J-RHC-e" },
    });
    expect(await failureOf(response)).toEqual({ status: 409, message: texts.slotFull });
  });

  it.each([
    ["BK-1001-02", { refnum: "BK-1001-02", requestDate: "", shiftnum: "J-RHC-a" }, 400, undefined],
    ["BK-1001-02", { refnum: "BK-1001-02", shiftnum: "J-RHC-a" }, 400, undefined],
    [
      "BK-1001-02",
      { refnum: "BK-1001-02", requestDate: "2026-12-02", shiftnum: "" },
      400,
      undefined,
    ],
    [
      "BK-1001-02",
      { refnum: "BK-1001-03", requestDate: "2026-12-02", shiftnum: "J-RHC-a" },
      400,
      serverTexts.bodyMismatch,
    ],
    // Inside the lead time (today + 2 days), and a bank holiday.
    [
      "BK-1001-02",
      { refnum: "BK-1001-02", requestDate: "2026-11-23", shiftnum: "J-RHC-a" },
      400,
      serverTexts.dateNotAvailable,
    ],
    [
      "BK-1001-02",
      { refnum: "BK-1001-02", requestDate: "2026-12-25", shiftnum: "J-RHC-a" },
      400,
      serverTexts.dateNotAvailable,
    ],
    // Another job's shift, and a skip to a date the server did not offer.
    [
      "BK-1001-02",
      { refnum: "BK-1001-02", requestDate: "2026-12-02", shiftnum: "J-DEEP-a" },
      400,
      serverTexts.shiftNotOfJob,
    ],
    [
      "BK-1001-02",
      { refnum: "BK-1001-02", requestDate: "2026-12-08" },
      400,
      serverTexts.dateNotAvailable,
    ],
    // Not changeable: inside the lead time, a one-off skip, a past booking.
    [
      "BK-1001-01",
      { refnum: "BK-1001-01", requestDate: "2026-12-02", shiftnum: "J-RHC-a" },
      409,
      serverTexts.notChangeable,
    ],
    [
      "BK-1001-03",
      { refnum: "BK-1001-03", requestDate: "2026-12-11" },
      409,
      serverTexts.notChangeable,
    ],
    [
      "BK-1001-05",
      { refnum: "BK-1001-05", requestDate: "2026-12-02", shiftnum: "J-RHC-a" },
      409,
      serverTexts.notChangeable,
    ],
  ])("refuses %s with %j: %i", async (refnum, json, status, message) => {
    const { request, alice, db } = shared();
    const before = await db.query("SELECT * FROM account_bookings ORDER BY refnum");
    const failure = await failureOf(
      await request(`/api/mybooking/details/changedate/${refnum}`, {
        method: "POST",
        cookie: alice,
        json,
      }),
    );
    expect(failure.status).toBe(status);
    if (message) expect(failure.message).toBe(message);
    expect(await db.query("SELECT * FROM account_bookings ORDER BY refnum")).toEqual(before);
  });
});

describe("refund", () => {
  const shared = sharedAccountApp();

  it("records a refund request once", async () => {
    const { request, alice } = await accountApp();
    const json = {
      refnum: "BK-1001-05",
      reason: "The cleaning was not done as booked",
      remark: "The oven was missed.",
    };
    const body = await dataOf(
      "requestRefund",
      await request("/api/mybooking/details/refund/BK-1001-05", {
        method: "POST",
        cookie: alice,
        json,
      }),
    );
    expect(body.meta.message).toBe(messages.requestSubmitted);
    const again = await request("/api/mybooking/details/refund/BK-1001-05", {
      method: "POST",
      cookie: alice,
      json,
    });
    expect(await failureOf(again)).toEqual({ status: 409, message: serverTexts.refundRequested });
  });

  // The request leaves a trace the customer sees, on the details and in the list.
  it("a refund request shows on the booking's details and in its list", async () => {
    const { request, alice } = await accountApp();
    const detail = async () =>
      dataOf(
        "bookingDetail",
        await request("/api/mybooking/details/BK-1001-05", { cookie: alice }),
      );
    const listed = async () => {
      const [activeRows, historyRows] = await Promise.all([
        dataOf("activeBookings", await request(active, { cookie: alice })),
        dataOf("bookingHistory", await request(history, { cookie: alice })),
      ]);
      return [...activeRows.data, ...historyRows.data].find((row) => row.refnum === "BK-1001-05");
    };
    expect((await detail()).data.refundRequestedOn).toBeUndefined();
    expect((await listed())?.refundRequested).toBeUndefined();
    await dataOf(
      "requestRefund",
      await request("/api/mybooking/details/refund/BK-1001-05", {
        method: "POST",
        cookie: alice,
        json: { refnum: "BK-1001-05", reason: "The visit did not take place", remark: "" },
      }),
    );
    expect((await detail()).data.refundRequestedOn).toBe(FIXED_NOW.toISOString().slice(0, 10));
    expect((await listed())?.refundRequested).toBe(true);
  });

  it.each([
    [
      "BK-1001-05",
      { refnum: "BK-1001-05", reason: "", remark: "" },
      400,
      messages.refundReasonRequired,
    ],
    [
      "BK-1001-05",
      { refnum: "BK-1001-05", reason: "Reason 9", remark: "" },
      400,
      messages.refundReasonRequired,
    ],
    [
      "BK-1001-05",
      { refnum: "BK-1001-05", reason: "The visit did not take place", remark: "r".repeat(501) },
      400,
      messages.tooLong(500),
    ],
    [
      "BK-1001-05",
      { refnum: "BK-1001-06", reason: "The visit did not take place", remark: "" },
      400,
      serverTexts.bodyMismatch,
    ],
    [
      "BK-1001-03",
      { refnum: "BK-1001-03", reason: "The visit did not take place", remark: "" },
      400,
      serverTexts.refundNotPaid,
    ],
    [
      "BK-1001-08",
      { refnum: "BK-1001-08", reason: "The visit did not take place", remark: "" },
      409,
      serverTexts.refundClosed,
    ],
  ])("refuses %s with %j: %i", async (refnum, json, status, message) => {
    const { request, alice, db } = shared();
    const failure = await failureOf(
      await request(`/api/mybooking/details/refund/${refnum}`, {
        method: "POST",
        cookie: alice,
        json,
      }),
    );
    expect(failure).toEqual({ status, message });
    expect(await db.query("SELECT * FROM refund_requests")).toEqual([]);
  });
});

describe("feedback", () => {
  const shared = sharedAccountApp();

  const feedback = {
    refnum: "BK-1001-06",
    rating: 6,
    items: ["clean", "eco"],
    remark: "Great.",
    tipamt: 5,
  };

  it("records a rating and pays the tip from credit", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "submitFeedback",
      await request("/api/mybooking/details/feedback/BK-1001-06", {
        method: "POST",
        cookie: alice,
        json: feedback,
      }),
    );
    expect(body.meta.message).toBe(messages.feedbackSubmitted);
    const detail = await dataOf(
      "feedbackDetail",
      await request("/api/myfeedback/details/BK-1001-06", { cookie: alice }),
    );
    expect(detail.data).toEqual({
      rating: 6,
      tipamt: 5,
      items: ["clean", "eco"],
      remark: "Great.",
    });
    // 88.00 before, 5.00 tip: the soonest-expiring lot pays.
    const summary = await dataOf(
      "creditSummary",
      await request(`/api/mycredit/summary/${ALICE}`, { cookie: alice }),
    );
    expect(summary.data.total).toBe(83);
    const list = await dataOf(
      "creditTransactions",
      await request(`/api/mycredit/${ALICE}`, { cookie: alice }),
    );
    expect(list.data[0]).toEqual({
      ticket: "TK-24001",
      servicetype: "Tip: Regular home cleaning",
      trantype: "-",
      trandate: "2026-11-22",
      qty: 5,
      expirydate: "",
    });
  });

  it("records feedback without a tip and touches no credit", async () => {
    const { request, alice, db } = await accountApp();
    await dataOf(
      "submitFeedback",
      await request("/api/mybooking/details/feedback/BK-1001-06", {
        method: "POST",
        cookie: alice,
        json: { refnum: "BK-1001-06", rating: 3 },
      }),
    );
    const [row] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM account_credit_entries",
    );
    expect(row?.n).toBe(6);
  });

  it.each([
    ["BK-1001-06", { ...feedback, rating: 0 }, 400, messages.ratingRequired],
    ["BK-1001-06", { ...feedback, rating: 7 }, 400, messages.ratingRequired],
    ["BK-1001-06", { ...feedback, rating: 2.5 }, 400, messages.ratingRequired],
    ["BK-1001-06", { ...feedback, items: ["shiny"] }, 400, undefined],
    ["BK-1001-06", { ...feedback, remark: "r".repeat(501) }, 400, messages.tooLong(500)],
    ["BK-1001-06", { ...feedback, tipamt: -1 }, 400, undefined],
    ["BK-1001-06", { ...feedback, tipamt: 1.005 }, 400, undefined],
    // Alice has 88.00 of credit.
    ["BK-1001-06", { ...feedback, tipamt: 88.01 }, 400, messages.notEnoughCreditsForTip],
    ["BK-1001-06", { ...feedback, refnum: "BK-1001-05" }, 400, serverTexts.bodyMismatch],
    ["BK-1001-05", { ...feedback, refnum: "BK-1001-05" }, 409, serverTexts.feedbackGiven],
    ["BK-1001-02", { ...feedback, refnum: "BK-1001-02" }, 400, serverTexts.feedbackTooEarly],
  ])("refuses %s with %j: %i", async (refnum, json, status, message) => {
    const { request, alice, db } = shared();
    const before = await db.query("SELECT * FROM account_credit_entries ORDER BY id");
    const failure = await failureOf(
      await request(`/api/mybooking/details/feedback/${refnum}`, {
        method: "POST",
        cookie: alice,
        json,
      }),
    );
    expect(failure.status).toBe(status);
    if (message) expect(failure.message).toBe(message);
    expect(await db.query("SELECT * FROM account_credit_entries ORDER BY id")).toEqual(before);
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM booking_feedback",
    );
    expect(count?.n).toBe(3);
  });

  it("takes the whole balance as a tip, then refuses one more penny", async () => {
    const { request, alice } = await accountApp();
    await dataOf(
      "submitFeedback",
      await request("/api/mybooking/details/feedback/BK-1001-06", {
        method: "POST",
        cookie: alice,
        json: { ...feedback, tipamt: 88 },
      }),
    );
    const summary = await dataOf(
      "creditSummary",
      await request(`/api/mycredit/summary/${ALICE}`, { cookie: alice }),
    );
    expect(summary.data.total).toBe(0);
  });

  it("lists the feedback given, latest service first", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "feedbackList",
      await request(`/api/myfeedback/${ALICE}?email=alice@example.com`, { cookie: alice }),
    );
    expect(body.data).toEqual([
      {
        ticket: "TK-24001",
        date: "2026-11-16",
        servicetype: "Regular home cleaning",
        crew: "Crew Team A",
        rating: 5,
        refnum: "BK-1001-05",
      },
      {
        ticket: "TK-23950",
        date: "2026-10-28",
        servicetype: "Deep cleaning",
        crew: "Crew Team B",
        rating: 6,
        refnum: "BK-1001-07",
      },
    ]);
    const detail = await dataOf(
      "feedbackDetail",
      await request("/api/myfeedback/details/BK-1001-05", { cookie: alice }),
    );
    expect(detail.data).toEqual({
      rating: 5,
      tipamt: 2,
      items: ["clean", "helpful"],
      remark: "Lovely job on the kitchen.",
    });
  });

  it("answers the detail of a booking without feedback with a 404", async () => {
    const { request, alice } = await accountApp();
    const failure = await failureOf(
      await request("/api/myfeedback/details/BK-1001-06", { cookie: alice }),
    );
    expect(failure).toEqual({ status: 404, message: messages.noRecordFound });
  });
});
