import { serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { ALICE, dataOf, failureOf } from "./account-helpers";
import { AGENT, auditOf, staffApp, type StaffApp } from "./staff-helpers";

/** A booking's lifecycle, staff side: the board, crew, position, progress, Completed, Cancelled. */

const post = (app: StaffApp, path: string, json?: unknown, cookie = app.agent) =>
  app.request(path, { method: "POST", ...(json === undefined ? {} : { json }), cookie });

const customerDetail = async (app: StaffApp, refnum: string) =>
  (
    await dataOf(
      "bookingDetail",
      await app.request(`/api/mybooking/details/${refnum}`, { cookie: app.alice }),
    )
  ).data;

const inboxCount = async (app: StaffApp) =>
  (
    await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM inbox_messages WHERE arnum = $1",
      [ALICE],
    )
  )[0]!.n;

async function subscribeAlice(app: StaffApp) {
  await app.db.query(
    `INSERT INTO push_subscriptions (arnum, endpoint, p256dh, auth)
     VALUES ($1, 'https://fcm.googleapis.com/fcm/send/alice-1', 'key', 'auth')`,
    [ALICE],
  );
}

describe("the board", () => {
  it("lists a day's visits, by status and crew, and a visit in full", async () => {
    const app = await staffApp();
    const board = await dataOf(
      "staffBookings",
      await app.request("/api/staff/bookings?date=2026-11-23", { cookie: app.agent }),
    );
    expect(board.data).toEqual([
      expect.objectContaining({
        refnum: "BK-1001-01",
        customer: "Alice Walker",
        serviceDate: "2026-11-23",
        status: "Confirmed",
        crewName: "Crew Team A",
        price: 45,
        awaitingPayment: false,
      }),
    ]);
    const none = await dataOf(
      "staffBookings",
      await app.request("/api/staff/bookings?date=2026-11-23&status=Completed", {
        cookie: app.agent,
      }),
    );
    expect(none.data).toEqual([]);
    const byCrew = await dataOf(
      "staffBookings",
      await app.request("/api/staff/bookings?date=2026-11-23&crew=team%20a", { cookie: app.agent }),
    );
    expect(byCrew.data).toHaveLength(1);
    const detail = await dataOf(
      "staffBooking",
      await app.request("/api/staff/bookings/BK-1001-01", { cookie: app.agent }),
    );
    expect(detail.data).toMatchObject({
      refnum: "BK-1001-01",
      email: "alice@example.com",
      paid: 45,
    });
    expect(
      await failureOf(await app.request("/api/staff/bookings/BK-NONE", { cookie: app.agent })),
    ).toEqual({ status: 404, message: serverTexts.staffBookingUnknown });
    expect(
      await failureOf(
        await app.request("/api/staff/bookings?date=2026-02-30", { cookie: app.agent }),
      ),
    ).toEqual({ status: 400, message: "Expected a real calendar date" });
  });
});

describe("the lifecycle", () => {
  it("assigns a crew, moves it and the progress, completes: the customer sees each, then rates and tips", async () => {
    const app = await staffApp();
    await subscribeAlice(app);
    const refnum = "BK-1001-02";
    const crew = await dataOf(
      "staffAssignCrew",
      await post(app, `/api/staff/bookings/${refnum}/crew`, {
        crewName: "Crew Team B",
        crewPhone: "+44 7700 900555",
        crewPhoto: "/images/crews/crew-team-b.png",
        crewQty: 3,
      }),
    );
    expect(crew.data).toMatchObject({
      crewName: "Crew Team B",
      crewPhone: "+44 7700 900555",
      crewQty: 3,
    });
    await dataOf(
      "staffCrewPosition",
      await post(app, `/api/staff/bookings/${refnum}/position`, { lat: 51.4816, longi: -0.1678 }),
    );
    await dataOf(
      "staffProgress",
      await post(app, `/api/staff/bookings/${refnum}/progress`, { progress: 60 }),
    );
    expect(await customerDetail(app, refnum)).toMatchObject({
      crewname: "Crew Team B",
      crewimg: "/images/crews/crew-team-b.png",
      crewqty: 3,
      lat: 51.4816,
      longi: -0.1678,
      status: "Confirmed",
    });

    // Feedback is not offered before Completed.
    const feedback = { refnum, rating: 5, items: [], remark: "Spotless.", tipamt: 5 };
    expect(
      (
        await app.request(`/api/mybooking/details/feedback/${refnum}`, {
          method: "POST",
          json: feedback,
          cookie: app.alice,
        })
      ).status,
    ).toBe(400);

    const inboxBefore = await inboxCount(app);
    const done = await dataOf(
      "staffCompleteBooking",
      await post(app, `/api/staff/bookings/${refnum}/complete`),
    );
    expect(done.data).toMatchObject({ status: "Completed", progress: 100, modifiedBy: AGENT.name });
    expect(done.meta.message).toBe(serverTexts.staffBookingCompleted);
    // Told by inbox, mail and push.
    expect(await inboxCount(app)).toBe(inboxBefore + 1);
    expect(
      await app.db.query(
        "SELECT subject FROM outbox WHERE recipient = 'alice@example.com' ORDER BY id DESC LIMIT 1",
      ),
    ).toEqual([{ subject: `Visit completed: ${refnum}` }]);
    const [push] = await app.db.query<{ kind: string; payload: { title: string } }>(
      "SELECT kind, payload FROM push_queue WHERE refnum = $1",
      [refnum],
    );
    expect(push).toMatchObject({
      kind: "status",
      payload: { title: serverTexts.pushBookingCompletedTitle },
    });

    // The customer rates and tips from credit; the staff see it with the crew.
    await dataOf(
      "submitFeedback",
      await app.request(`/api/mybooking/details/feedback/${refnum}`, {
        method: "POST",
        json: feedback,
        cookie: app.alice,
      }),
    );
    const seen = await dataOf(
      "staffFeedback",
      await app.request("/api/staff/feedback", { cookie: app.agent }),
    );
    expect(seen.data[0]).toMatchObject({
      refnum,
      crewName: "Crew Team B",
      rating: 5,
      tip: 5,
      remark: "Spotless.",
    });

    // Every action is in the audit log: who, what, before and after.
    expect(await auditOf(app, refnum)).toEqual([
      {
        staff_id: AGENT.staffId,
        action: "booking.crew",
        before: {
          crewName: "Crew Team A",
          crewPhone: "",
          crewPhoto: "/images/crews/crew-team-a.png",
          crewQty: 2,
        },
        after: {
          crewName: "Crew Team B",
          crewPhone: "+44 7700 900555",
          crewPhoto: "/images/crews/crew-team-b.png",
          crewQty: 3,
        },
      },
      expect.objectContaining({
        action: "booking.position",
        after: { lat: 51.4816, longi: -0.1678 },
      }),
      expect.objectContaining({
        action: "booking.progress",
        before: { progress: 0 },
        after: { progress: 60 },
      }),
      expect.objectContaining({
        action: "booking.complete",
        after: { status: "Completed", progress: 100 },
      }),
    ]);
    const log = await dataOf(
      "staffAudit",
      await app.request(`/api/staff/audit?subject=${refnum}`, { cookie: app.agent }),
    );
    expect(log.data.map((entry: { action: string }) => entry.action)).toEqual([
      "booking.complete",
      "booking.progress",
      "booking.position",
      "booking.crew",
    ]);
    expect(log.data[0]).toMatchObject({ staffName: AGENT.name, subject: refnum });

    // Closed now: no further action.
    expect(
      await failureOf(await post(app, `/api/staff/bookings/${refnum}/progress`, { progress: 10 })),
    ).toEqual({
      status: 409,
      message: serverTexts.staffBookingClosed,
    });
  });

  it("cancels with a reason: the place is freed, a paid visit gets a refund request, the customer is told", async () => {
    const app = await staffApp();
    const refnum = "BK-1001-02";
    const reason = "Our crew is unwell and no other crew is free that day.";
    const cancelled = await dataOf(
      "staffCancelBooking",
      await post(app, `/api/staff/bookings/${refnum}/cancel`, { reason }),
    );
    expect(cancelled.data).toMatchObject({
      status: "Cancelled",
      modifiedReason: reason,
      modifiedBy: AGENT.name,
    });
    expect(
      await app.db.query("SELECT 1 FROM shift_bookings WHERE booking_refnum = $1", [refnum]),
    ).toEqual([]);
    expect(
      await app.db.query("SELECT reason, status FROM refund_requests WHERE refnum = $1", [refnum]),
    ).toEqual([{ reason, status: "Requested" }]);
    expect(
      await app.db.query(
        "SELECT subject FROM outbox WHERE recipient = 'alice@example.com' ORDER BY id DESC LIMIT 1",
      ),
    ).toEqual([{ subject: `Visit cancelled: ${refnum}` }]);
    expect(await customerDetail(app, refnum)).toMatchObject({ status: "Cancelled", reason });
    expect(await auditOf(app, refnum)).toEqual([
      expect.objectContaining({
        action: "booking.cancel",
        before: { status: "Confirmed" },
        after: { status: "Cancelled", reason, refundRequested: true },
      }),
    ]);
  });

  it("refuses what the visit's state does not allow, changing nothing", async () => {
    const app = await staffApp();
    // Not paid yet (Open): not Completed; no crew yet: no position or progress.
    expect(await failureOf(await post(app, "/api/staff/bookings/BK-1001-03/complete"))).toEqual({
      status: 409,
      message: serverTexts.staffBookingNotConfirmed,
    });
    expect(
      await failureOf(
        await post(app, "/api/staff/bookings/BK-1001-03/position", { lat: 1, longi: 1 }),
      ),
    ).toEqual({
      status: 409,
      message: serverTexts.staffCrewNeeded,
    });
    // Cancelled already.
    expect(
      await failureOf(
        await post(app, "/api/staff/bookings/BK-1001-08/cancel", { reason: "Again." }),
      ),
    ).toEqual({
      status: 409,
      message: serverTexts.staffBookingClosed,
    });
    expect(await failureOf(await post(app, "/api/staff/bookings/BK-NONE/complete"))).toEqual({
      status: 404,
      message: serverTexts.staffBookingUnknown,
    });
    expect(await app.db.query("SELECT 1 FROM audit_log")).toEqual([]);
  });

  it("answers bad input with a clear 400, never a 500, and writes nothing", async () => {
    const app = await staffApp();
    const cases: [string, unknown, string][] = [
      ["crew", {}, "Crew name is required."],
      ["crew", { crewName: "  ", crewPhone: "07700900555" }, "Crew name is required."],
      ["crew", { crewName: "B", crewPhone: "call me" }, "Crew phone is not valid."],
      [
        "crew",
        { crewName: "B", crewPhone: "07700900555", crewPhoto: "javascript:alert(1)" },
        "Crew photo is not valid.",
      ],
      ["crew", { crewName: "B", crewPhone: "07700900555", crewQty: 0 }, "Crew size is not valid."],
      [
        "crew",
        { crewName: "x".repeat(101), crewPhone: "07700900555" },
        "Please enter no more than 100 characters.",
      ],
      ["position", { lat: 91, longi: 0 }, "Latitude is not valid."],
      ["position", { lat: "51.5", longi: 0 }, "Latitude is required."],
      ["progress", { progress: 101 }, "Progress is not valid."],
      ["progress", { progress: 50.5 }, "Progress is not valid."],
      ["cancel", { reason: "" }, "Reason is required."],
    ];
    for (const [action, json, message] of cases) {
      expect(
        await failureOf(await post(app, `/api/staff/bookings/BK-1001-02/${action}`, json)),
        JSON.stringify(json),
      ).toEqual({
        status: 400,
        message,
      });
    }
    const notJson = await app.request("/api/staff/bookings/BK-1001-02/crew", {
      method: "POST",
      body: "{not json",
      headers: { "Content-Type": "application/json" },
      cookie: app.agent,
    });
    expect(notJson.status).toBe(400);
    expect(await app.db.query("SELECT 1 FROM audit_log")).toEqual([]);
    expect(
      await app.db.query(
        "SELECT crew_name, progress, status FROM account_bookings WHERE refnum = 'BK-1001-02'",
      ),
    ).toEqual([{ crew_name: "Crew Team A", progress: 0, status: "Confirmed" }]);
  });
});
