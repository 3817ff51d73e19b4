import { describe, expect, it } from "vitest";

import { createPostgresDb, type Db } from "../src/db/db";
import { LOGIN_DELAY, LOGIN_FAILED } from "../src/handlers/auth/login";
import { createMailDrainer } from "../src/mail/drainer";
import { queueMail } from "../src/mail/queue";
import { DEMO_PASSWORD } from "../src/seed";
import { ALICE, BOB } from "./account-helpers";
import { FIXED_NOW } from "./global-setup";
import { freshDb, testApp } from "./helpers";

/**
 * Two server copies on one PostgreSQL, as a load balancer sees them: each its own pool of
 * connections, read cache and listening connection, nothing shared but the database. What
 * each shared piece relies on: sessions, login limits, the mail queue and kept reads' changes
 * are all in (or heard from) PostgreSQL. A change made through one copy is in the other's
 * answers within {@link CACHE_CHANGE_WITHIN_MS} (the database's notification).
 */
const CACHE_CHANGE_WITHIN_MS = 2_000;

describe.runIf(process.env.DATABASE_URL)("two server copies on one PostgreSQL", () => {
  async function twoCopies() {
    const seeded = await freshDb();
    const [current] = await seeded.query<{ name: string }>("SELECT current_database() AS name");
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${current!.name}`;
    const databases: Db[] = [];
    const copy = async () => {
      const db = createPostgresDb(url.toString(), { max: 4, listen: true });
      databases.push(db);
      await expect.poll(() => db.cache.enabled, { timeout: 5_000 }).toBe(true);
      return testApp({ clock: { now: () => FIXED_NOW } }, db);
    };
    const [a, b] = [await copy(), await copy()];
    return { a: a!, b: b!, close: () => Promise.all(databases.map((db) => db.close())) };
  }

  it("share sessions and login limits, send each mail once, and show a change made through the other within the stated time", async () => {
    const { a, b, close } = await twoCopies();
    try {
      // A session started on one copy is good on the other, and ended there for both.
      const login = await a.request("/api/user/login", {
        method: "POST",
        json: { userEmail: "alice@example.com", pwd: DEMO_PASSWORD },
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
      expect((await (await b.request("/api/user/session", { cookie })).json()).data.email).toBe(
        "alice@example.com",
      );

      // A burst of 60 wrong passwords at one account, half through each copy: no more
      // checked than the account's free failures.
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          (i % 2 ? a : b).request("/api/user/login", {
            method: "POST",
            json: { userEmail: "bob@example.com", pwd: `burst-${i}` },
          }),
        ),
      );
      const messages = await Promise.all(answers.map(async (r) => (await r.json()).meta.message));
      expect(messages.filter((m) => m === LOGIN_FAILED).length).toBeLessThanOrEqual(
        LOGIN_DELAY.freeFailures,
      );
      expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(
        60 - LOGIN_DELAY.freeFailures,
      );

      // Each queued mail sent once, with both copies' senders draining at the same time.
      for (let i = 0; i < 20; i++)
        await queueMail(a.db, `m${i}@example.com`, {
          template: "password-reset-code",
          props: { code: "123456", minutes: 10 },
        });
      const sent: string[] = [];
      const transport = { send: async (mail: { to: string }) => void sent.push(mail.to) };
      const drainers = [a.db, b.db].map((db) =>
        createMailDrainer({ db, transport, log: () => undefined }),
      );
      await Promise.all([...drainers, ...drainers].map((drainer) => drainer.drainOnce()));
      await Promise.all(drainers.map((drainer) => drainer.drainOnce()));
      const resetMails = sent.filter((to) => /^m\d+@/.test(to));
      expect(resetMails).toHaveLength(20);
      expect(new Set(resetMails).size).toBe(20);

      // A change written through one copy drops what the other kept.
      const slots = async () =>
        (
          (await (await b.request("/api/booking/timeslots/J-RHC?date=2026-12-01")).json()) as {
            data: { shiftnum: string }[];
          }
        ).data.map((slot) => slot.shiftnum);
      expect(await slots()).toContain("J-RHC-e");
      expect(await slots()).toContain("J-RHC-e");
      await a.db.query(
        "INSERT INTO shift_bookings (shiftnum, service_date, arnum) VALUES ('J-RHC-e', '2026-12-01', 'AR1001')",
      );
      await expect
        .poll(slots, { timeout: CACHE_CHANGE_WITHIN_MS, interval: 20 })
        .not.toContain("J-RHC-e");
    } finally {
      await close();
    }
  });
  it("sell the last place once: two customers after it at once, one through each copy", async () => {
    const { a, b, close } = await twoCopies();
    try {
      const login = async (copy: typeof a, email: string) =>
        (
          await copy.request("/api/user/login", {
            method: "POST",
            json: { userEmail: email, pwd: DEMO_PASSWORD },
          })
        ).headers
          .get("set-cookie")!
          .split(";")[0]!;
      const [alice, bob] = [await login(a, "alice@example.com"), await login(b, "bob@example.com")];
      // J-RHC-e (18:00 to 20:00) has one place.
      const lastPlace = { slots: [{ shiftnum: "J-RHC-e", date: "2026-11-26" }] };
      const answers = await Promise.all([
        a.request(`/api/booking/hold/${ALICE}`, { method: "POST", json: lastPlace, cookie: alice }),
        b.request(`/api/booking/hold/${BOB}`, { method: "POST", json: lastPlace, cookie: bob }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const held = await a.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM slot_holds WHERE shiftnum = 'J-RHC-e' AND service_date = '2026-11-26'",
      );
      expect(held[0]!.n).toBe(1);
    } finally {
      await close();
    }
  });
});
