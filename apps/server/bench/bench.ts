/**
 * `pnpm --filter server bench`: requests per second and latency (p50, p99) for the calls the
 * booking flow makes most, against the real app with the demo data, 50 connections for 10
 * seconds each (`BENCH_CALLS=packages,time slots` runs only those). The load comes from autocannon's own thread, so the server's thread is the
 * app's alone (on 2 cores: one each). On an in-memory PGlite; with `DATABASE_URL`, on a new
 * database of that PostgreSQL server (made, then dropped) — `pnpm --filter server bench:pg`
 * runs it on a throwaway cluster. A benchmark that prints figures, not a timed test.
 */
import { performance } from "node:perf_hooks";

import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import pg from "pg";

import { createApp } from "../src/app";
import { createPgliteDb, createPostgresDb, type Db } from "../src/db/db";
import { migrate } from "../src/db/migrate";
import { DEMO_PASSWORD, seed } from "../src/seed";

const serverUrl = process.env.DATABASE_URL;
const benchDb = `bookwell_bench_${process.pid}`;
const onServer = async (sql: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
};
async function openDb(): Promise<{ db: Db; where: string }> {
  if (!serverUrl) return { db: await createPgliteDb(), where: "PGlite in memory" };
  await onServer(`CREATE DATABASE ${benchDb}`);
  const url = new URL(serverUrl);
  url.pathname = `/${benchDb}`;
  const version = (await pgVersion()) ?? "";
  return {
    db: createPostgresDb(url.toString(), { listen: true }),
    where: `PostgreSQL ${version} (pool of 10, listening for changes)`,
  };
}
async function pgVersion() {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const { rows } = await client.query<{ v: string }>(
    "SELECT current_setting('server_version') AS v",
  );
  await client.end();
  return rows[0]?.v;
}

const { db, where } = await openDb();
await migrate(db);
await seed(db);
const app = createApp({ db, config: { development: false }, log: () => {} });
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => server.once("listening", resolve));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

// A logged-in customer with a cart, for the summary.
const login = await fetch(`${base}/api/user/login`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ userEmail: "alice@example.com", pwd: DEMO_PASSWORD }),
});
const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
await fetch(`${base}/api/booking/cart/AR1001`, {
  method: "POST",
  headers: { "Content-Type": "application/json", Cookie: cookie },
  body: JSON.stringify([
    {
      matnum: "RHC-WEEKLY",
      jobnum: "J-RHC",
      qty: 1,
      startdate: "2027-01-06",
      shiftnum: "J-RHC-a",
      _saveAddress: false,
    },
  ]),
});

const targets = [
  { name: "time slots", path: "/api/booking/timeslots/J-RHC?date=2027-01-06" },
  {
    name: "packages",
    path: "/api/booking/GUEST/packages?email=guest%40bookwell.invalid&catnum=RHC",
    method: "POST" as const,
    body: JSON.stringify([{ bedroomqty: 2, housetype: "Landed" }]),
  },
  {
    // What the kit sends for a visitor: the questionnaire's answers by question.
    name: "packages, answers",
    path: "/api/booking/GUEST/packages?email=guest%40bookwell.invalid&catnum=RHC",
    method: "POST" as const,
    body: JSON.stringify([
      {
        answers: [
          { qnnum: "RHC-Q1", value: "Landed" },
          { qnnum: "RHC-Q2", value: "2" },
          { qnnum: "RHC-Q3", value: "1" },
          { qnnum: "RHC-Q4", value: "" },
        ],
      },
    ]),
  },
  { name: "cart summary", path: "/api/booking/cart/summary/AR1001", cookie },
];

// `BENCH_CALLS=packages` (comma-separated names) runs only those calls, e.g. under a profiler.
const only = process.env.BENCH_CALLS?.split(",").map((name) => name.trim());
// `BENCH_WARMUP` seconds of each call before it is measured (default 2; 0: none).
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const rows = [];
for (const target of targets.filter((t) => !only || only.includes(t.name))) {
  const options: autocannon.Options = {
    url: base + target.path,
    method: target.method ?? ("GET" as const),
    body: target.body,
    headers: {
      "Content-Type": "application/json",
      ...(target.cookie ? { Cookie: target.cookie } : {}),
    },
    connections: 50,
    workers: 1,
  };
  // A warm-up, not counted: the call's code compiled and its kept reads filled, so the figures
  // are the steady state rather than the first second of a fresh process.
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const busyBefore = performance.eventLoopUtilization();
  const result = await autocannon({ ...options, duration: 10 });
  // The server's thread's busy time per answer (its event loop's active time): steadier than
  // the latencies on a shared machine, though a thread waiting for a core still counts as busy.
  const busy = performance.eventLoopUtilization(busyBefore);
  rows.push({
    call: target.name,
    "req/s": Math.round(result.requests.average),
    "busy µs/req": Math.round((busy.active * 1000) / Math.max(1, result.requests.total)),
    "p50 (ms)": result.latency.p50,
    "p99 (ms)": result.latency.p99,
    "non-2xx": result.non2xx,
    errors: result.errors,
  });
}
console.log(
  `autocannon in its own thread, 50 connections, 10 s per call after ${warmup} s of warm-up, ${where}, Node ${process.version}`,
);
console.table(rows);
server.close();
await db.close();
if (serverUrl) await onServer(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
