import { GUEST_ARNUM } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { createPostgresDb } from "../src/db/db";
import { ALICE, accountApp } from "./account-helpers";
import { withCart } from "./cart-helpers";
import { FIXED_NOW } from "./global-setup";
import { freshDb, testApp } from "./helpers";

/**
 * What the server keeps of its hot reads (`src/db/read-cache.ts`) is never served stale: every
 * write drops what it changes, whoever makes it (a call, a fixture's SQL, another server copy).
 */
const slots = async (
  request: Awaited<ReturnType<typeof testApp>>["request"],
  date = "2026-12-01",
) =>
  (
    (await (await request(`/api/booking/timeslots/J-RHC?date=${date}`)).json()) as {
      data: { shiftnum: string }[];
    }
  ).data.map((slot) => slot.shiftnum);

type Matched = { matnum: string; pType: string; price: number };
/** Package matching as the kit asks it for a visitor: the questionnaire's answers by question. */
const matching = async (
  request: Awaited<ReturnType<typeof testApp>>["request"],
  as: { arnum: string; cookie?: string } = { arnum: GUEST_ARNUM },
) => {
  const response = await request(`/api/booking/${as.arnum}/packages?email=x%40y.z&catnum=RHC`, {
    method: "POST",
    json: [
      {
        answers: [
          { qnnum: "RHC-Q1", value: "Landed" },
          { qnnum: "RHC-Q2", value: "2" },
        ],
      },
    ],
    ...(as.cookie ? { cookie: as.cookie } : {}),
  });
  const { data } = (await response.json()) as { data: Matched[] };
  return Object.fromEntries(data.map((p) => [p.matnum, p]));
};

describe("kept reads follow every change", () => {
  it("a booking, a hold and a hold running out change the time slots at once", async () => {
    let now = FIXED_NOW.getTime();
    const { request, db } = await testApp({ clock: { now: () => new Date(now) } });
    expect(await slots(request)).toContain("J-RHC-e");
    expect(db.cache.size).toBeGreaterThan(0);

    // The slot's one place booked (J-RHC-e holds one): gone on the next call.
    await db.query(
      "INSERT INTO shift_bookings (shiftnum, service_date, arnum) VALUES ('J-RHC-e', '2026-12-01', 'AR1001')",
    );
    expect(await slots(request)).not.toContain("J-RHC-e");

    // Another customer's live hold takes the place on another day; when it runs out, the place
    // is back with no write at all: expiry is compared with the clock on every call.
    expect(await slots(request, "2026-12-02")).toContain("J-RHC-e");
    await db.query(
      `INSERT INTO slot_holds (arnum, shiftnum, service_date, expires_at)
       VALUES ('AR1002', 'J-RHC-e', '2026-12-02', $1)`,
      [new Date(now + 10 * 60_000).toISOString()],
    );
    expect(await slots(request, "2026-12-02")).not.toContain("J-RHC-e");
    now += 11 * 60_000;
    expect(await slots(request, "2026-12-02")).toContain("J-RHC-e");
  });

  it("a price, a question or a booking changed behind the API is in the next summary and matching", async () => {
    const app = await withCart();
    const before = await (
      await app.request(`/api/booking/cart/summary/${ALICE}`, { cookie: app.alice })
    ).json();
    const first = await matching(app.request);
    expect(first["RHC-WEEKLY"]).toMatchObject({ pType: "BestMatched" });
    // The same question again is answered from what was kept, the same.
    expect(await matching(app.request)).toEqual(first);

    await app.db.query(
      "UPDATE packages SET base_pence = base_pence + 1000 WHERE matnum = 'RHC-WEEKLY'",
    );
    await app.db.query("UPDATE cart_lines SET base_pence = base_pence + 1000 WHERE refnum = $1", [
      before.data.refnum,
    ]);
    const after = await (
      await app.request(`/api/booking/cart/summary/${ALICE}`, { cookie: app.alice })
    ).json();
    expect(after.data.subtotal).toBeGreaterThan(before.data.subtotal);
    expect((await matching(app.request))["RHC-WEEKLY"]!.price).toBe(
      first["RHC-WEEKLY"]!.price + 10,
    );

    // The bedrooms question no longer gives the bedrooms: nothing is best matched.
    await app.db.query("UPDATE questions SET answer_key = NULL WHERE qnnum = 'RHC-Q2'");
    expect((await matching(app.request))["RHC-WEEKLY"]!.pType).not.toBe("BestMatched");

    // What the account booked before follows its bookings.
    const alice = { arnum: ALICE, cookie: app.alice };
    expect((await matching(app.request, alice))["RHC-WEEKLY"]!.pType).toBe("PreviouslyBooked");
    await app.db.query(
      "UPDATE account_bookings SET matnum = 'RHC-LARGE' WHERE arnum = $1 AND matnum = 'RHC-WEEKLY'",
      [ALICE],
    );
    const booked = await matching(app.request, alice);
    expect(booked["RHC-WEEKLY"]!.pType).not.toBe("PreviouslyBooked");
    expect(booked["RHC-LARGE"]!.pType).toBe("PreviouslyBooked");
  });

  it("a cookie that is no session is never kept (made-up cookies cannot push sessions out); a session ended is refused on the very next call", async () => {
    const app = await accountApp();
    const summary = (cookie: string) =>
      app.request(`/api/booking/cart/summary/${ALICE}`, { cookie });
    expect((await summary(app.alice)).status).toBe(200);
    const kept = app.db.cache.size;
    const name = app.alice.split("=")[0];
    for (const token of ["made-up-1", "made-up-2", "made-up-3"]) {
      expect((await summary(`${name}=${token}`)).status).toBe(401);
    }
    expect(app.db.cache.size).toBe(kept);
    expect((await summary(app.alice)).status).toBe(200);

    await app.db.query("DELETE FROM sessions WHERE arnum = $1", [ALICE]);
    expect((await summary(app.alice)).status).toBe(401);
  });

  it("a write that fails keeps nothing stale (the transaction's tables are dropped anyway)", async () => {
    const { request, db } = await testApp();
    expect(await slots(request)).toContain("J-RHC-e");
    await db
      .transaction(async (tx) => {
        await tx.query(
          "INSERT INTO shift_bookings (shiftnum, service_date, arnum) VALUES ('J-RHC-e', '2026-12-01', 'AR1001')",
        );
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(await slots(request)).toContain("J-RHC-e");
    await db.transaction((tx) =>
      tx.query(
        "INSERT INTO shift_bookings (shiftnum, service_date, arnum) VALUES ('J-RHC-e', '2026-12-01', 'AR1001')",
      ),
    );
    expect(await slots(request)).not.toContain("J-RHC-e");
  });
});

describe.runIf(process.env.DATABASE_URL)("several server copies on one PostgreSQL", () => {
  it("a booking or a question changed through one copy drops what the other kept", async () => {
    const writer = await freshDb();
    const [current] = await writer.query<{ name: string }>("SELECT current_database() AS name");
    const base = new URL(process.env.DATABASE_URL!);
    base.pathname = `/${current!.name}`;
    const reader = createPostgresDb(base.toString(), { max: 2, listen: true });
    try {
      const { request } = await testApp({}, reader);
      // Up to the moment the copy listens, it keeps nothing.
      await expect.poll(() => reader.cache.enabled, { timeout: 5_000 }).toBe(true);
      expect(await slots(request)).toContain("J-RHC-e");
      await writer.query(
        "INSERT INTO shift_bookings (shiftnum, service_date, arnum) VALUES ('J-RHC-e', '2026-12-01', 'AR1001')",
      );
      await expect.poll(() => slots(request), { timeout: 5_000 }).not.toContain("J-RHC-e");
      // Package matching's kept questions too (migration 0026's trigger).
      expect((await matching(request))["RHC-WEEKLY"]!.pType).toBe("BestMatched");
      await writer.query("UPDATE questions SET answer_key = NULL WHERE qnnum = 'RHC-Q2'");
      await expect
        .poll(async () => (await matching(request))["RHC-WEEKLY"]!.pType, { timeout: 5_000 })
        .not.toBe("BestMatched");
    } finally {
      await reader.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)("the kept reads after a database outage", () => {
  it("come back by themselves once the copy listens again, and a change is heard again", async () => {
    const writer = await freshDb();
    const [current] = await writer.query<{ name: string }>("SELECT current_database() AS name");
    const base = new URL(process.env.DATABASE_URL!);
    base.pathname = `/${current!.name}`;
    const reader = createPostgresDb(base.toString(), { max: 2, listen: true, listenRetryMs: 50 });
    try {
      const { request } = await testApp({}, reader);
      await expect.poll(() => reader.cache.enabled, { timeout: 5_000 }).toBe(true);
      // The outage, as the copy sees it: its listening connection ended by the database.
      const listening = () =>
        writer.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND query = 'LISTEN bookwell_changes'`,
        );
      const [before] = await listening();
      expect(before).toBeDefined();
      await writer.query("SELECT pg_terminate_backend($1)", [before!.pid]);
      await expect.poll(() => reader.cache.enabled, { timeout: 5_000 }).toBe(false);
      // Back without a restart: listening on a new connection, keeping reads again.
      await expect.poll(() => reader.cache.enabled, { timeout: 10_000 }).toBe(true);
      const [after] = await listening();
      expect(after!.pid).not.toBe(before!.pid);
      expect(await slots(request)).toContain("J-RHC-e");
      for (let i = 0; i < 5; i++) await slots(request);
      expect(reader.cache.size).toBeGreaterThan(0);
      // And another copy's change is heard again.
      await writer.query(
        "INSERT INTO shift_bookings (shiftnum, service_date, arnum) VALUES ('J-RHC-e', '2026-12-01', 'AR1001')",
      );
      await expect.poll(() => slots(request), { timeout: 5_000 }).not.toContain("J-RHC-e");
    } finally {
      await reader.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)("a PostgreSQL connection ended under the server", () => {
  it("an idle connection the database ends is replaced: no error thrown out of the process", async () => {
    const admin = await freshDb();
    const [current] = await admin.query<{ name: string }>("SELECT current_database() AS name");
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${current!.name}`;
    const db = createPostgresDb(url.toString(), { max: 2, idleTimeoutMillis: 60_000 });
    try {
      // One connection, idle in the pool, ended by the database (as a restart would).
      expect(await db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
      const ended = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle'`,
      );
      expect(ended.length).toBeGreaterThan(0);
      await admin.query("SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid", [
        ended.map((row) => row.pid),
      ]);
      await expect
        .poll(
          async () =>
            (
              await admin.query("SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1::int[])", [
                ended.map((row) => row.pid),
              ])
            ).length,
        )
        .toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Without the pool's error listener, Vitest reports the connection's error as unhandled.
      expect(await db.query("SELECT 2 AS two")).toEqual([{ two: 2 }]);
    } finally {
      await db.close();
    }
  });
});
