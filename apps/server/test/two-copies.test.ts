import { describe, expect, it } from "vitest";

import type { Clock } from "../src/config";
import { createPostgresDb, type Db } from "../src/db/db";
import { LOGIN_DELAY, LOGIN_FAILED } from "../src/handlers/auth/login";
import { startPaymentReconciler } from "../src/handlers/checkout/reconcile";
import { createMailDrainer } from "../src/mail/drainer";
import { queueMail } from "../src/mail/queue";
import type { PaymentGateway } from "../src/payments";
import type { PaymentStepHook } from "../src/payments/steps";
import { DEMO_PASSWORD } from "../src/seed";
import { ALICE, BOB, dataOf } from "./account-helpers";
import { contact, oneOff } from "./cart-helpers";
import { FIXED_NOW } from "./global-setup";
import { freshDb, testApp } from "./helpers";

/**
 * Two server copies on one PostgreSQL, as a load balancer sees them: each its own pool of
 * connections, read cache and listening connection, nothing shared but the database. What
 * each shared piece relies on: sessions, login limits, the mail queue, payment attempts and
 * kept reads' changes are all in (or heard from) PostgreSQL. A change made through one copy
 * is in the other's answers within {@link CACHE_CHANGE_WITHIN_MS} (the database's
 * notification).
 */
const CACHE_CHANGE_WITHIN_MS = 2_000;

describe.runIf(process.env.DATABASE_URL)("two server copies on one PostgreSQL", () => {
  /** Two copies on one new database; `first` goes to the first copy only (a crash hook). */
  async function twoCopies(
    options: { clock?: Clock; first?: { paymentStep: PaymentStepHook } } = {},
  ) {
    const clock = options.clock ?? { now: () => FIXED_NOW };
    const seeded = await freshDb();
    const [current] = await seeded.query<{ name: string }>("SELECT current_database() AS name");
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${current!.name}`;
    const databases: Db[] = [];
    const copy = async (extra: { paymentStep?: PaymentStepHook } = {}) => {
      const db = createPostgresDb(url.toString(), { max: 4, listen: true });
      databases.push(db);
      await expect.poll(() => db.cache.enabled, { timeout: 5_000 }).toBe(true);
      return testApp({ clock, ...extra }, db);
    };
    const [a, b] = [await copy(options.first), await copy()];
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

  it("reconcile a payment once: a charge and a top-up left between charged and paid, both copies' reconcilers at once", async () => {
    let now = FIXED_NOW.getTime();
    const clock = { now: () => new Date(now) };
    // The first copy's process dies after the gateway charged and before anything was marked.
    const { a, b, close } = await twoCopies({
      clock,
      first: {
        paymentStep: (step) => {
          if (step === "answered") throw new Error("killed after the gateway charged");
        },
      },
    });
    try {
      const alice = (
        await a.request("/api/user/login", {
          method: "POST",
          json: { userEmail: "alice@example.com", pwd: DEMO_PASSWORD },
        })
      ).headers
        .get("set-cookie")!
        .split(";")[0]!;

      // A one-off clean confirmed for card, its charge stranded.
      const saved = await dataOf(
        "saveCart",
        await a.request(`/api/booking/cart/${ALICE}`, {
          method: "POST",
          json: [oneOff()],
          cookie: alice,
        }),
      );
      const cart = saved.data as { refnum: string; total: number };
      await dataOf(
        "confirmCart",
        await a.request(`/api/booking/cart/confirm/${cart.refnum}`, {
          method: "POST",
          json: { ...contact, creditused: 0, paidamt: cart.total, paymentref: "card" },
          cookie: alice,
        }),
      );
      const paid = await a.request("/api/checkout/initiatepayment", {
        method: "POST",
        json: {
          PaymentMethodId: "pm_card_visa",
          paymentMethod: "testgateway",
          idempotencyKey: "stranded-charge",
          refnum: cart.refnum,
          paidamt: cart.total,
          creditused: 0,
          availcredit: 0,
          email: "alice@example.com",
        },
        cookie: alice,
      });
      expect(paid.status).toBe(500);

      // A £100 top-up, its charge stranded the same way.
      const created = await dataOf(
        "createCredit",
        await a.request(`/api/mycredit/${ALICE}`, {
          method: "POST",
          json: { arnum: ALICE, payref: "card", qty: 100, idempotencyKey: "stranded-topup" },
          cookie: alice,
        }),
      );
      const topUp = created.data.refnum as string;
      const toppedUp = await a.request("/api/checkout/initiatetopup", {
        method: "POST",
        json: {
          PaymentMethodId: "pm_card_visa",
          paymentMethod: "testgateway",
          idempotencyKey: "stranded-topup-pay",
          paidamt: 100,
          arnum: ALICE,
          refnum: topUp,
        },
        cookie: alice,
      });
      expect(toppedUp.status).toBe(500);

      const count = async (sql: string, params: unknown[]) =>
        (await b.db.query<{ n: number }>(sql, params))[0]!.n;
      const charges = (reference: string) =>
        count("SELECT count(*)::int AS n FROM test_gateway_charges WHERE reference = $1", [
          reference,
        ]);
      // Money taken, nothing given for it yet.
      expect([await charges(cart.refnum), await charges(topUp)]).toEqual([1, 1]);
      expect(
        await count(
          "SELECT count(*)::int AS n FROM card_payments WHERE refnum = $1 AND status = 'pending'",
          [cart.refnum],
        ),
      ).toBe(1);

      // Past the reconciler's deadline, both copies start their reconcilers at the same moment,
      // each on its own pool and gateway client, as two processes would.
      now += 300_000;
      const asked: string[] = [];
      const reconcilers = [a, b].map((copy) => {
        const payments: PaymentGateway = {
          ...copy.payments,
          lookup: (input) => {
            asked.push(input.charge?.reference ?? input.paymentIntentId ?? "");
            return copy.payments.lookup(input);
          },
        };
        return startPaymentReconciler(copy.db, {
          payments,
          clock,
          env: { PAYMENT_RECONCILE_AFTER_SECONDS: "300", PAYMENT_RECONCILE_EVERY_SECONDS: "3600" },
          log: () => undefined,
        });
      });
      // The look each started with, run side by side.
      const reports = await Promise.all(reconcilers.map((r) => r.reconcileOnce()));
      await Promise.all(reconcilers.map((r) => r.stop()));

      // Each stranded call asked of the gateway and finished by one copy only.
      expect(asked.sort()).toEqual([cart.refnum, topUp].sort());
      expect(reports.reduce((sum, r) => sum + r.finished, 0)).toBe(2);
      expect(reports.reduce((sum, r) => sum + r.released + r.left, 0)).toBe(0);

      // One charge each; the cart paid, its one booking confirmed, one confirmation mail.
      expect([await charges(cart.refnum), await charges(topUp)]).toEqual([1, 1]);
      expect(
        await b.db.query("SELECT status FROM card_payments WHERE refnum = $1", [cart.refnum]),
      ).toEqual([{ status: "succeeded" }]);
      expect(await b.db.query("SELECT status FROM carts WHERE refnum = $1", [cart.refnum])).toEqual(
        [{ status: "Paid" }],
      );
      expect(
        await b.db.query("SELECT status FROM account_bookings WHERE ticket = $1", [cart.refnum]),
      ).toEqual([{ status: "Confirmed" }]);
      // One credit entry for the top-up; one mail each, to the customer who paid.
      expect(
        await count(
          "SELECT count(*)::int AS n FROM account_credit_entries WHERE source = 'topup' AND ticket = $1",
          [topUp],
        ),
      ).toBe(1);
      const subjects = (
        await b.db.query<{ subject: string }>(
          "SELECT subject FROM outbox WHERE recipient = 'alice@example.com'",
        )
      ).map((mail) => mail.subject);
      expect(subjects).toHaveLength(2);
      expect(subjects.filter((subject) => subject.includes(cart.refnum))).toHaveLength(1);
      expect(subjects.filter((subject) => subject.includes(topUp))).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
