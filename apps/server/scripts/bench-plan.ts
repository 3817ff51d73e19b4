/**
 * `pnpm bench:plan`: the confirm of a 12-session plan by 10 customers at once, on
 * the real app over HTTP with an in-memory PGlite and the demo data. A benchmark that prints
 * its figures, not a timed test; the budget is p99 under 150 ms.
 *
 * Each round, 10 customers each put a weekly plan of 12 sessions in their cart (not timed),
 * then all 10 press PAY NOW at the same moment: the timed call is `POST booking/cart/confirm`,
 * which schedules the 12 sessions, checks every session's place in one transaction and books
 * them. Places are raised so no confirm is refused (the figures are of the work, not of a
 * refusal); every answer must be a 200, and every confirm must have booked its 12 sessions.
 * Then the round's carts are paid (not timed), so the next round's plan is a new cart.
 *
 * With `DATABASE_URL`, on that PostgreSQL instead (a new, empty database: run it under
 * `with_throwaway_postgres`, tooling/scripts/lib.sh).
 */
import type { Server } from "node:http";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";

import { serve } from "@hono/node-server";

import { createApp } from "../src/app";
import { createPgliteDb, createPostgresDb, type Queryable } from "../src/db/db";
import { migrate } from "../src/db/migrate";
import { DEMO_PASSWORD, seed } from "../src/seed";

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10);
const SESSIONS = 12;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const WARM_UP_ROUNDS = 2;
const BUDGET_P99_MS = 150;

// With DATABASE_URL (a new, empty database: `with_throwaway_postgres` in
// tooling/scripts/lib.sh makes one), on PostgreSQL through the server's pool of 10.
const serverUrl = process.env.DATABASE_URL;
const db = serverUrl ? createPostgresDb(serverUrl) : await createPgliteDb();
const where = serverUrl ? "PostgreSQL, pool of 10" : "PGlite in memory";
await migrate(db);
await seed(db);
// The demo's weekly clean as a 12-session plan, and room for every customer's sessions.
await db.query("UPDATE packages SET session_qty = $1 WHERE matnum = 'RHC-WEEKLY'", [SESSIONS]);
await db.query("UPDATE shifts SET capacity = 10000");
// Ten customers with the demo password (Alice's hash).
await db.query(
  `INSERT INTO accounts (arnum, email, password_hash, title, firstname, lastname, mobile, verified)
   SELECT 'AR8' || lpad(i::text, 3, '0'), 'bench' || i || '@example.com', password_hash, 'Ms',
          'Bench', 'Customer ' || i, '07700900' || lpad(i::text, 3, '0'), true
     FROM accounts, generate_series(1, $1) AS i
    WHERE arnum = 'AR1001'`,
  [CUSTOMERS],
);

// BENCH_PROFILE=1: count and time every query of the timed confirms, to print where the time
// goes (a query's time is its own: PGlite runs one at a time, the others wait outside it).
const queries = new Map<string, { calls: number; ms: number; cpuMs: number }>();
let inTimedConfirms = false;
let transactionMs = 0;
// The process's CPU time while the timed confirms ran (client, server and PGlite alike): what
// a confirm costs whatever else the machine is doing.
let confirmCpuMs = 0;
if (process.env.BENCH_PROFILE) {
  const timed =
    (query: Queryable["query"]): Queryable["query"] =>
    async (sql, params) => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      try {
        return await query(sql, params);
      } finally {
        if (inTimedConfirms) {
          const used = process.cpuUsage(cpu);
          const key = sql.replace(/\s+/g, " ").trim().slice(0, 100);
          const entry = queries.get(key) ?? { calls: 0, ms: 0, cpuMs: 0 };
          entry.calls += 1;
          entry.ms += performance.now() - started;
          entry.cpuMs += (used.user + used.system) / 1000;
          queries.set(key, entry);
        }
      }
    };
  const transaction = db.transaction.bind(db);
  db.query = timed(db.query.bind(db));
  db.transaction = async (fn) => {
    const started = performance.now();
    try {
      return await transaction((tx) => fn({ ...tx, query: timed(tx.query.bind(tx)) }));
    } finally {
      if (inTimedConfirms) transactionMs += performance.now() - started;
    }
  };
}

const app = createApp({ db, config: { development: false }, log: () => {} });
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => server.once("listening", resolve));
// Idle keep-alive sockets stay open between rounds (Node's 5 s default closes one the client
// is about to reuse: "other side closed").
(server as Server).keepAliveTimeout = 60_000;
const address = server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

/**
 * The customers' side of the timed calls, in a thread of its own (as `bench/bench.ts` runs
 * autocannon): their requests and the reading of the answers are not the server's work. On
 * the server's thread, every round's ten answers reached the customers together, after the
 * last confirm (`BENCH_VERBOSE=1`).
 */
const CLIENT = `
const { parentPort } = require("node:worker_threads");
const { performance } = require("node:perf_hooks");
parentPort.on("message", async (requests) => {
  const answers = await Promise.all(requests.map(async (request) => {
    const started = performance.now();
    const response = await fetch(request.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: request.cookie },
      body: JSON.stringify(request.json),
    });
    const text = await response.text();
    return { status: response.status, text, ms: performance.now() - started };
  }));
  parentPort.postMessage(answers);
});`;
const client = new Worker(CLIENT, { eval: true });
type Answer = { status: number; text: string; ms: number };
const customersAtOnce = (requests: { url: string; cookie: string; json: unknown }[]) =>
  new Promise<Answer[]>((resolve, reject) => {
    client.once("message", resolve);
    client.once("error", reject);
    client.postMessage(requests);
  }).finally(() => client.removeAllListeners("error"));

type Customer = { arnum: string; email: string; cookie: string };
async function call(path: string, init: { method?: string; json?: unknown; cookie?: string }) {
  const response = await fetch(base + path, {
    method: init.method ?? "GET",
    headers: {
      "Content-Type": "application/json",
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await response.json()) as { meta?: { message?: string }; data?: unknown };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body.meta?.message ?? ""}`);
  return { response, body };
}

const customers: Customer[] = [];
for (let i = 1; i <= CUSTOMERS; i++) {
  const email = `bench${i}@example.com`;
  const { response } = await call("/api/user/login", {
    method: "POST",
    json: { userEmail: email, pwd: DEMO_PASSWORD },
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
  customers.push({ arnum: `AR8${String(i).padStart(3, "0")}`, email, cookie });
}

/**
 * The plan's first session: a Wednesday in 2027 onwards, 12 weeks later each round, so every
 * round books dates no round before it booked and does the same work (each date ends with the
 * 10 customers' places). A week apart, each round's dates also held the earlier rounds' places
 * (about 120 a date by the last), and the figures grew with `BENCH_ROUNDS`.
 */
const startOf = (round: number) =>
  new Date(Date.UTC(2027, 0, 6 + 7 * SESSIONS * round)).toISOString().slice(0, 10);

async function confirmRound(round: number): Promise<number[]> {
  const carts = await Promise.all(
    customers.map(async (customer) => {
      const saved = await call(`/api/booking/cart/${customer.arnum}`, {
        method: "POST",
        cookie: customer.cookie,
        json: [
          {
            matnum: "RHC-WEEKLY",
            jobnum: "J-RHC",
            qty: 1,
            startdate: startOf(round),
            shiftnum: "J-RHC-a",
            shiptitle: "Ms",
            shipfirstname: "Bench",
            shiplastname: "Customer",
            shipphone: "07700900101",
            shipemail: customer.email,
            shippostcode: "SW1A 1AA",
            shipunitno: "4",
            shipaddr1: "Buckingham Palace Road",
            shipaddr3: "United Kingdom",
            _saveAddress: false,
          },
        ],
      });
      return { customer, summary: saved.body.data as { refnum: string; total: number } };
    }),
  );
  // All ten press PAY NOW together, from the customers' own thread: each confirm timed on
  // its own.
  inTimedConfirms = round >= WARM_UP_ROUNDS;
  const cpuBefore = process.cpuUsage();
  const answers = await customersAtOnce(
    carts.map(({ customer, summary }) => ({
      url: `${base}/api/booking/cart/confirm/${summary.refnum}`,
      cookie: customer.cookie,
      json: {
        title: "Ms",
        firstname: "Bench",
        lastname: "Customer",
        mobile: "07700900101",
        email: customer.email,
        postcode: "SW1A 1AA",
        unitno: "4",
        addr1: "Buckingham Palace Road",
        addr2: "",
        addr3: "United Kingdom",
        creditused: 0,
        paidamt: summary.total,
        paymentref: "card",
      },
    })),
  );
  for (const answer of answers) {
    if (answer.status !== 200) throw new Error(`confirm: ${answer.status} ${answer.text}`);
  }
  const times = answers.map((answer) => answer.ms);
  if (inTimedConfirms) {
    const cpu = process.cpuUsage(cpuBefore);
    confirmCpuMs += (cpu.user + cpu.system) / 1000;
  }
  inTimedConfirms = false;
  // Every confirm booked its 12 sessions, no more (not timed).
  const refnums = carts.map(({ summary }) => summary.refnum);
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM account_bookings WHERE ticket = ANY($1::text[])",
    [refnums],
  );
  if (n !== CUSTOMERS * SESSIONS) {
    throw new Error(`round ${round}: ${n} sessions booked, not ${CUSTOMERS * SESSIONS}`);
  }
  // The carts are paid as a card payment would pay them (not timed), so the next round's plan
  // goes in a new cart: an unpaid cart would open again and the next plan join this one.
  await db.query(
    "UPDATE account_bookings SET status = 'Confirmed' WHERE ticket = ANY($1::text[])",
    [refnums],
  );
  await db.query(
    "UPDATE carts SET status = 'Paid', paid_at = now() WHERE refnum = ANY($1::text[])",
    [refnums],
  );
  return times;
}

for (let round = 0; round < WARM_UP_ROUNDS; round++) await confirmRound(round);
const times: number[] = [];
const wall = performance.now();
for (let round = WARM_UP_ROUNDS; round < WARM_UP_ROUNDS + ROUNDS; round++) {
  times.push(...(await confirmRound(round)));
  if (process.env.BENCH_VERBOSE)
    console.log(`round ${round}: ${times.slice(-CUSTOMERS).map(Math.round).join(" ")}`);
}
const elapsed = performance.now() - wall;

// Every confirm booked all its sessions.
const [booked] = await db.query<{ plans: number; sessions: number }>(
  `SELECT count(*) FILTER (WHERE session_no = 1)::int AS plans, count(*)::int AS sessions
     FROM account_bookings WHERE arnum LIKE 'AR8%' AND session_qty = $1`,
  [SESSIONS],
);

const sorted = [...times].sort((a, b) => a - b);
const at = (p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => Math.round(value * 10) / 10;
console.log(
  `Confirm of a ${SESSIONS}-session plan, ${CUSTOMERS} customers at once, ${ROUNDS} rounds ` +
    `(after ${WARM_UP_ROUNDS} to warm up); ${where}, Node ${process.version}`,
);
console.table([
  {
    confirms: times.length,
    "p50 (ms)": ms(at(50)),
    "p95 (ms)": ms(at(95)),
    "p99 (ms)": ms(at(99)),
    "max (ms)": ms(sorted.at(-1)!),
    "confirms/s": Math.round((times.length / elapsed) * 1000),
  },
]);
console.log(
  `Booked: ${booked?.plans ?? 0} plans, ${booked?.sessions ?? 0} sessions of the bench's customers.`,
);
console.log(
  `p99 ${ms(at(99))} ms: ${at(99) < BUDGET_P99_MS ? "within" : "OVER"} the ${BUDGET_P99_MS} ms budget.`,
);
console.log(
  `CPU time of this process per confirm: ${ms(confirmCpuMs / times.length)} ms ` +
    `(load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores).`,
);
if (process.env.BENCH_PROFILE) {
  const all = [...queries.values()];
  const per = (total: number) => Math.round((total / times.length) * 10) / 10;
  const sum = (pick: (entry: (typeof all)[number]) => number) =>
    per(all.reduce((total, entry) => total + pick(entry), 0));
  console.log(
    `A confirm's queries (the route's own check included): ${sum((e) => e.calls)}, ` +
      `${sum((e) => e.ms)} ms (${sum((e) => e.cpuMs)} ms of CPU); its transaction ` +
      `${per(transactionMs)} ms from begin to commit (waits included).`,
  );
  console.table(
    [...queries]
      .sort((a, b) => b[1].cpuMs - a[1].cpuMs)
      .slice(0, Number(process.env.BENCH_PROFILE) > 1 ? 40 : 8)
      .map(([sql, entry]) => ({
        sql: sql.slice(0, 80),
        calls: entry.calls,
        "ms per confirm": per(entry.ms),
        "CPU ms per confirm": per(entry.cpuMs),
      })),
  );
}
await client.terminate();
server.close();
await db.close();
