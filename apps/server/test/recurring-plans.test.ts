import { describe, expect, it } from "vitest";

import { ALICE, BOB, dataOf, failureOf } from "./account-helpers";
import { type CartApp, confirm, weekly, withCart } from "./cart-helpers";

/** The cart's totals asked again, after a test changed its package's sessions. */
const summaryOf = async (app: CartApp) =>
  (
    await dataOf(
      "cartSummary",
      await app.request(`/api/booking/cart/summary/${ALICE}`, { cookie: app.alice }),
    )
  ).data as CartApp["summary"];

/**
 * Recurring plans: a package of several sessions (RHC-WEEKLY: 4, weekly) is booked
 * as one booking a session on confirm, holidays moved to the next allowed day, capacity
 * checked for every session in the one transaction.
 */

const sessionsOf = (app: Awaited<ReturnType<typeof withCart>>) =>
  app.db.query<{ refnum: string; day: string; session: string; price_pence: number }>(
    `SELECT refnum, to_char(service_date, 'YYYY-MM-DD') AS day,
            session_no || '/' || session_qty AS session, price_pence
       FROM account_bookings WHERE ticket = $1 ORDER BY session_no`,
    [app.summary.refnum],
  );

describe("recurring plans", () => {
  it("books every session of a weekly plan, a holiday session moved to the next day", async () => {
    // Friday 2026-12-11: the third session falls on Christmas Day, the fifth week's on 1 January.
    const app = await withCart([weekly({ startdate: "2026-12-11" })]);
    const details = await dataOf(
      "cartDetails",
      await app.request(`/api/booking/cart/details/${app.summary.refnum}`, { cookie: app.alice }),
    );
    expect(details.data[0].sessions).toEqual([
      { sessionNo: 1, date: "2026-12-11" },
      { sessionNo: 2, date: "2026-12-18" },
      { sessionNo: 3, date: "2026-12-26" },
      { sessionNo: 4, date: "2027-01-02" },
    ]);
    await dataOf("confirmCart", await confirm(app));
    const booked = await sessionsOf(app);
    expect(booked.map(({ day, session }) => ({ day, session }))).toEqual([
      { day: "2026-12-11", session: "1/4" },
      { day: "2026-12-18", session: "2/4" },
      { day: "2026-12-26", session: "3/4" },
      { day: "2027-01-02", session: "4/4" },
    ]);
    // The order's total (the line, the service fee and VAT) is shared by its sessions, to the penny.
    const total = booked.reduce((sum, b) => sum + b.price_pence, 0);
    expect(total).toBe(Math.round(app.summary.total * 100));
    // Each session holds its own place in the slot.
    const [places] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM shift_bookings WHERE booking_refnum = ANY($1)",
      [booked.map((b) => b.refnum)],
    );
    expect(places!.n).toBe(4);
  });

  it("refuses the whole plan when one session is full (7 of 12), naming its date, and takes no place; one place left books it", async () => {
    const app = await withCart([weekly({ startdate: "2026-12-11" })]);
    await app.db.query("UPDATE packages SET session_qty = 12 WHERE matnum = 'RHC-WEEKLY'");
    // Priced as twelve visits now: 12 × £72.00 = £864.00, £1,042.80 with fee and VAT.
    app.summary = await summaryOf(app);
    expect(app.summary.total).toBe(1042.8);
    const details = await dataOf(
      "cartDetails",
      await app.request(`/api/booking/cart/details/${app.summary.refnum}`, { cookie: app.alice }),
    );
    const sessions = details.data[0].sessions as { sessionNo: number; date: string }[];
    expect(sessions).toHaveLength(12);
    const seventh = sessions[6]!.date;
    const [{ capacity }] = (await app.db.query<{ capacity: number }>(
      "SELECT capacity FROM shifts WHERE shiftnum = 'J-RHC-a'",
    )) as [{ capacity: number }];
    for (let i = 0; i < capacity; i++) {
      await app.db.query(
        "INSERT INTO shift_bookings (shiftnum, service_date, arnum) VALUES ('J-RHC-a', $1, $2)",
        [seventh, BOB],
      );
    }
    const [year, month, day] = seventh.split("-");
    expect(await failureOf(await confirm(app))).toEqual({
      status: 409,
      message: `Sorry, session 7 of 12 on ${day}/${month}/${year} is fully booked, so the plan cannot be booked. Please choose another date or time.`,
    });
    // Nothing half-saved: no session booked, no place taken, the cart still open.
    expect(await sessionsOf(app)).toEqual([]);
    const [places] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM shift_bookings WHERE booking_refnum LIKE $1",
      [`${app.summary.refnum}-%`],
    );
    expect(places!.n).toBe(0);
    const [cart] = await app.db.query<{ status: string }>(
      "SELECT status FROM carts WHERE refnum = $1",
      [app.summary.refnum],
    );
    expect(cart!.status).toBe("Open");

    // One place left on that date is enough: every session booked, the seventh's slot now full.
    await app.db.query(
      `DELETE FROM shift_bookings WHERE id = (SELECT min(id) FROM shift_bookings
          WHERE shiftnum = 'J-RHC-a' AND service_date = $1 AND arnum = $2)`,
      [seventh, BOB],
    );
    await dataOf("confirmCart", await confirm(app));
    const booked = await sessionsOf(app);
    expect(booked.map(({ day, session }) => ({ day, session }))).toEqual(
      sessions.map(({ sessionNo, date }) => ({ day: date, session: `${sessionNo}/12` })),
    );
    const [taken] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM shift_bookings WHERE shiftnum = 'J-RHC-a' AND service_date = $1",
      [seventh],
    );
    expect(taken!.n).toBe(capacity);
  });

  it("counts the cart's own sessions in the same slot: two plans, one place left, the second refused", async () => {
    // Two homes: the same visit twice at one address is one line (the cart's save or update).
    const app = await withCart([
      weekly({ startdate: "2026-12-11" }),
      weekly({ startdate: "2026-12-11", shipaddr1: "1 Downing Street", shippostcode: "SW1A 2AA" }),
    ]);
    const [{ capacity }] = (await app.db.query<{ capacity: number }>(
      "SELECT capacity FROM shifts WHERE shiftnum = 'J-RHC-a'",
    )) as [{ capacity: number }];
    for (let i = 0; i < capacity - 1; i++) {
      await app.db.query(
        "INSERT INTO shift_bookings (shiftnum, service_date, arnum) VALUES ('J-RHC-a', '2026-12-11', $1)",
        [BOB],
      );
    }
    expect(await failureOf(await confirm(app))).toEqual({
      status: 409,
      message:
        "Sorry, session 1 of 4 on 11/12/2026 is fully booked, so the plan cannot be booked. Please choose another date or time.",
    });
    expect(await sessionsOf(app)).toEqual([]);
  });
});

describe("two-job packages", () => {
  it("splits the line's amount between its two jobs, and both follow the plan", async () => {
    // End of tenancy: the check, then the clean, each on its own date and slot.
    const app = await withCart([
      weekly({
        matnum: "EOT-2BED",
        jobnum: "J-EOT-CHECK;J-EOT-CLEAN",
        shiftnum: "J-EOT-CHECK-a",
        startdate: "2026-11-26",
        startdate2: "2026-11-30",
        shiftnum2: "J-EOT-CLEAN-b",
      }),
    ]);
    // As a plan of two weekly sessions, priced as such: two visits × £280.00.
    await app.db.query(
      "UPDATE packages SET session_qty = 2, frequency = 'Weekly' WHERE matnum = 'EOT-2BED'",
    );
    app.summary = await summaryOf(app);
    await dataOf("confirmCart", await confirm(app));
    const booked = await app.db.query<{
      jobnum: string;
      day: string;
      session: string;
      price_pence: number;
    }>(
      `SELECT jobnum, to_char(service_date, 'YYYY-MM-DD') AS day,
              session_no || '/' || session_qty AS session, price_pence
         FROM account_bookings WHERE ticket = $1 ORDER BY jobnum, service_date`,
      [app.summary.refnum],
    );
    expect(booked.map(({ jobnum, day, session }) => ({ jobnum, day, session }))).toEqual([
      { jobnum: "J-EOT-CHECK", day: "2026-11-26", session: "1/2" },
      { jobnum: "J-EOT-CHECK", day: "2026-12-03", session: "2/2" },
      { jobnum: "J-EOT-CLEAN", day: "2026-11-30", session: "1/2" },
      { jobnum: "J-EOT-CLEAN", day: "2026-12-07", session: "2/2" },
    ]);
    // (2 × £280 + £5) × 1.2 = £678.00, a quarter each: no job counts the line twice.
    expect(app.summary.total).toBe(678);
    expect(booked.map((b) => b.price_pence)).toEqual([16_950, 16_950, 16_950, 16_950]);
  });
});
