import { randomBytes } from "node:crypto";

import {
  addDays,
  businessToday,
  messages,
  texts,
  type CalendarDate,
  serverTexts,
} from "@bookwell/contract";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApp } from "../src/app";
import { pgliteDb } from "../src/db/db";
import { migrate } from "../src/db/migrate";
import { seed, SEED_TIME_ZONE, seedIfEmpty } from "../src/seed";
import { tokenHash } from "../src/session";
import { ALICE, dataOf, failureOf } from "./account-helpers";
import type { TestResponse } from "./helpers";

/*
 * The demo data does not age: seeded on any day, and read on that day, alice's lists and
 * every case the README names are there. The site's default windows are the business's
 * today..+30 days (Active) and -30 days..today (History).
 */

const opened: PGlite[] = [];
afterAll(async () => {
  for (const db of opened) await db.close().catch(() => undefined);
});

/** A database seeded on `today`, and the app on a clock at 10:00 UTC that day. */
async function demoOn(today: CalendarDate) {
  const pglite = new PGlite();
  opened.push(pglite);
  const db = pgliteDb(pglite);
  await migrate(db);
  await seed(db, { today });
  const now = new Date(`${today}T10:00:00Z`);
  const app = createApp({
    db,
    clock: { now: () => now },
    config: { development: true },
    log: () => undefined,
  });
  const request = (path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set("Content-Type", "application/json");
    if (init.cookie) headers.set("Cookie", init.cookie);
    return app.request(path, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    }) as Promise<TestResponse>;
  };
  // Alice's session, opened in the database: a login would set a cookie expiring after the
  // clock's day, which Hono refuses when that is over 400 days past the wall clock.
  const token = randomBytes(32).toString("base64url");
  await db.query("INSERT INTO sessions (token_hash, arnum, expires_at) VALUES ($1, $2, $3)", [
    tokenHash(token),
    ALICE,
    new Date(now.getTime() + 86_400_000).toISOString(),
  ]);
  // The tests' requests are plain HTTP to localhost: the cookie without its `__Host-` prefix.
  const alice = `bookwell_session=${token}`;
  return { db, request, alice, today: businessToday(SEED_TIME_ZONE, now) };
}

const refnums = (rows: Array<{ refnum: string }>) => rows.map((row) => row.refnum);

// Months after the day the demo was first dated (2026-11-22), and a seed day whose next
// weeks hold bank holidays (BK-1001-02 falls on the Boxing Day substitute, 2027-12-28).
describe.each(["2027-06-15", "2027-12-20"])("the demo seeded on %s", (day) => {
  let demo: ReturnType<typeof demoOn>;
  beforeAll(async () => {
    demo = demoOn(day);
    await demo;
  });

  it("is read on that day", async () => {
    expect((await demo).today).toBe(day);
  });

  it("lists alice's active bookings and her history in the default windows", async () => {
    const { request, alice, today } = await demo;
    const active = await dataOf(
      "activeBookings",
      await request(
        `/api/mybooking/active/${ALICE}?datefrom=${today}&dateto=${addDays(today, 30)}`,
        { cookie: alice },
      ),
    );
    expect(refnums(active.data)).toEqual(["BK-1001-01", "BK-1001-02", "BK-1001-03"]);
    expect(active.data[0].serviceDate).toBe(addDays(today, 1));
    const history = await dataOf(
      "bookingHistory",
      await request(
        `/api/mybooking/history/${ALICE}?datefrom=${addDays(today, -30)}&dateto=${today}`,
        { cookie: alice },
      ),
    );
    expect(refnums(history.data)).toEqual(["BK-1001-05", "BK-1001-06", "BK-1001-07"]);
  });

  it("keeps the cases: inside the lead time, changeable and skippable, a one-off, rated and not", async () => {
    const { request, alice, today } = await demo;
    const detail = async (refnum: string) =>
      (
        await dataOf(
          "bookingDetail",
          await request(`/api/mybooking/details/${refnum}`, { cookie: alice }),
        )
      ).data;
    expect(await detail("BK-1001-01")).toMatchObject({
      changebtn: true,
      skipbtn: true,
      changeable: false,
    });
    const holidays = new Set(
      (
        await dataOf("holidays", await request("/api/booking/holidaylist/RHC-WEEKLY"))
      ).data.holidays.map((holiday: { pubDate: string }) => holiday.pubDate),
    );
    let skipTo = addDays(today, 15);
    while (holidays.has(skipTo)) skipTo = addDays(skipTo, 7);
    expect(await detail("BK-1001-02")).toMatchObject({
      servicedate: addDays(today, 8),
      changebtn: true,
      skipbtn: true,
      changeable: true,
      skiptodate: skipTo,
    });
    expect(await detail("BK-1001-03")).toMatchObject({
      changebtn: true,
      changeable: true,
      skipbtn: false,
    });
    expect(await detail("BK-1001-05")).toMatchObject({ changebtn: false, rating: 5 });
    expect(await detail("BK-1001-06")).toMatchObject({ changebtn: false, rating: 0 });
  });

  it("has credit expiring ahead, none of it expired, and the goodwill lost", async () => {
    const { request, alice, today } = await demo;
    const summary = await dataOf(
      "creditSummary",
      await request(`/api/mycredit/summary/${ALICE}`, { cookie: alice }),
    );
    expect(summary.data).toEqual({
      total: 88,
      used: 32,
      acquired: 170,
      expiryList: [
        { qty: 18, date: addDays(today, 39) },
        { qty: 70, date: addDays(today, 113) },
      ],
    });
  });

  it("has requests and an inbox of recent messages, three unread", async () => {
    const { request, alice, today } = await demo;
    const requests = await dataOf(
      "requests",
      await request(`/api/myrequest/${ALICE}`, { cookie: alice }),
    );
    expect(requests.data).toHaveLength(4);
    const inbox = await dataOf(
      "inbox",
      await request(`/api/myinbox/${ALICE}?email=alice@example.com`, { cookie: alice }),
    );
    expect(inbox.data.filter((m: { unread: boolean }) => m.unread)).toHaveLength(3);
    expect(inbox.data[0].sendtime).toBe(`${addDays(today, -1)}T07:30:00.000Z`);
  });

  it("keeps one voucher expired and one not valid yet", async () => {
    const { db, today } = await demo;
    const rows = await db.query<{ code: string; from: string; to: string }>(
      `SELECT code, to_char(valid_from, 'YYYY-MM-DD') AS "from", to_char(valid_to, 'YYYY-MM-DD') AS "to"
         FROM promo_codes WHERE code IN ('SPRING5', 'NEWYEAR15') ORDER BY code`,
    );
    expect(rows.map((row) => row.code)).toEqual(["NEWYEAR15", "SPRING5"]);
    const [later, ended] = rows;
    expect(later!.from > today, `NEWYEAR15 starts ${later!.from}`).toBe(true);
    expect(ended!.to < today, `SPRING5 ended ${ended!.to}`).toBe(true);
  });

  it("gives BK-1001-02's change-date dialog a closed day, a full shift, then a date that works", async () => {
    const { request, alice, today } = await demo;
    const change = (requestDate: string, shiftnum: string) =>
      request("/api/mybooking/details/changedate/BK-1001-02", {
        method: "POST",
        cookie: alice,
        json: { refnum: "BK-1001-02", requestDate, shiftnum },
      });
    const closed = addDays(today, 5);
    const calendar = await dataOf("holidays", await request("/api/booking/holidaylist/RHC-WEEKLY"));
    expect(calendar.data.holidays).toContainEqual({ pubDate: closed });
    expect(await failureOf(await change(closed, "J-RHC-a"))).toEqual({
      status: 400,
      message: serverTexts.dateNotAvailable,
    });
    const holidays = new Set(
      calendar.data.holidays.map((holiday: { pubDate: string }) => holiday.pubDate),
    );
    let full = addDays(today, 6);
    while (holidays.has(full)) full = addDays(full, 1);
    const slots = await dataOf(
      "timeSlots",
      await request(`/api/booking/timeslots/J-RHC?date=${full}`),
    );
    expect(slots.data.map((slot: { shiftnum: string }) => slot.shiftnum)).toEqual([
      "J-RHC-a",
      "J-RHC-b",
      "J-RHC-c",
      "J-RHC-d",
    ]);
    expect(await failureOf(await change(full, "J-RHC-e"))).toEqual({
      status: 409,
      message: texts.slotFull,
    });
    const done = await dataOf("changeBookingDate", await change(full, "J-RHC-b"));
    expect(done.meta.message).toBe(messages.dateTimeChanged);
  });
});

describe("seeding on the first start only", () => {
  it("keeps the data of the first day on a later start", async () => {
    const pglite = new PGlite();
    opened.push(pglite);
    const db = pgliteDb(pglite);
    await migrate(db);
    expect(await seedIfEmpty(db, { today: "2027-06-15" })).toBe(true);
    expect(await seedIfEmpty(db, { today: "2027-09-01" })).toBe(false);
    const [row] = await db.query<{ day: string }>(
      "SELECT to_char(service_date, 'YYYY-MM-DD') AS day FROM account_bookings WHERE refnum = 'BK-1001-02'",
    );
    expect(row?.day).toBe("2027-06-23");
  });

  it("refuses a seed day that is not a date", async () => {
    const pglite = new PGlite();
    opened.push(pglite);
    const db = pgliteDb(pglite);
    await expect(seed(db, { today: "15/06/2027" })).rejects.toThrow(/not a date/);
  });
});
