import { randomBytes } from "node:crypto";

import { businessToday } from "@bookwell/contract";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, afterEach, beforeEach } from "vitest";

import { createApp, type Clock, type ServerConfig } from "../src/app";
import { createPostgresDb, pgliteDb, type Db } from "../src/db/db";
import { migrate } from "../src/db/migrate";
import { testGateway, type PaymentGateway } from "../src/payments";
import { seed, SEED_TIME_ZONE } from "../src/seed";

/** A fixed "now": Sunday 22 November 2026, 10:00 in London. */
export const fixedClock: Clock = { now: () => new Date("2026-11-22T10:00:00Z") };

/**
 * The day the tests' demo data is seeded on: the fixed clock's (2026-11-22), so the dates the
 * tests name are the demo's. A test of another seed day seeds its own database.
 */
export const SEED_DAY = businessToday(SEED_TIME_ZONE, fixedClock.now());

let template: Promise<File | Blob> | undefined;

/**
 * A database made inside a test is closed after that test, one made in `beforeAll` after the
 * file: an instance holds a whole Postgres in WASM memory, and hundreds left open make every
 * later test slower.
 */
const perTest: PGlite[] = [];
const perFile: PGlite[] = [];
let inTest = false;
beforeEach(() => {
  inTest = true;
});
afterEach(async () => {
  inTest = false;
  for (const copy of perTest.splice(0)) await copy.close().catch(() => undefined);
});
afterAll(async () => {
  for (const copy of perFile.splice(0)) await copy.close().catch(() => undefined);
});

/**
 * A migrated, seeded database for one test. PGlite in memory: built once per file, its data
 * folder dumped once and loaded per test (about 0.8 s; `clone()` would dump it every time).
 * With `DATABASE_URL` (a PostgreSQL server the tests may create databases on): a template
 * database built once per file, copied per test, all dropped after the file.
 */
export async function freshDb(): Promise<Db> {
  if (process.env.DATABASE_URL) return freshPostgresDb(process.env.DATABASE_URL);
  template ??= (async () => {
    const built = new PGlite();
    const db = pgliteDb(built);
    await migrate(db);
    await seed(db, { today: SEED_DAY });
    const dump = await built.dumpDataDir("none");
    await built.close();
    return dump;
  })();
  const copy = new PGlite({ loadDataDir: await template });
  await copy.waitReady;
  (inTest ? perTest : perFile).push(copy);
  return pgliteDb(copy);
}

const pgFile = `bookwell_t_${process.pid}_${randomBytes(4).toString("hex")}`;
let pgTemplate: Promise<string> | undefined;
const pgCopies: { name: string; db: Db }[] = [];

/** One statement on the server's own database (CREATE and DROP DATABASE). */
async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Idle connections close themselves: a file's thirty databases never hold thirty pools open. */
const testPool = (url: string) =>
  createPostgresDb(url, { max: 4, idleTimeoutMillis: 200, allowExitOnIdle: true });

async function freshPostgresDb(url: string): Promise<Db> {
  pgTemplate ??= (async () => {
    await onServer(url, `CREATE DATABASE ${pgFile}_tpl TEMPLATE template0`);
    const db = testPool(databaseUrl(url, `${pgFile}_tpl`));
    await migrate(db);
    await seed(db, { today: SEED_DAY });
    // A template must have no connections while it is copied.
    await db.close();
    return `${pgFile}_tpl`;
  })();
  const source = await pgTemplate;
  const name = `${pgFile}_${pgCopies.length + 1}`;
  await onServer(url, `CREATE DATABASE ${name} TEMPLATE ${source}`);
  const db = testPool(databaseUrl(url, name));
  pgCopies.push({ name, db });
  return db;
}

afterAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url || !pgTemplate) return;
  for (const { db } of pgCopies) await db.close().catch(() => undefined);
  for (const name of [...pgCopies.map((copy) => copy.name), await pgTemplate])
    await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

/** An answer of the API, read loosely: tests look into `data` freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { meta: { responseCode: string; message: string }; data: any };
export type TestResponse = Omit<Response, "json" | "clone"> & {
  json(): Promise<Answer>;
  clone(): TestResponse;
};

/**
 * The card gateway a test app is given: the test gateway on the app's database (whatever the
 * environment says), until a test puts another in with `use` (a failing one, a fake Stripe);
 * `use(undefined)` puts the test gateway back.
 */
export interface SwitchableGateway extends PaymentGateway {
  use(gateway: PaymentGateway | undefined): void;
}

function switchableGateway(fallback: PaymentGateway): SwitchableGateway {
  let inForce: PaymentGateway | undefined;
  const current = () => inForce ?? fallback;
  return {
    get name() {
      return current().name;
    },
    charge: (input) => current().charge(input),
    confirm: (input) => current().confirm(input),
    use(gateway) {
      inForce = gateway;
    },
  };
}

export async function testApp(
  options: { log?: (line: string) => void; clock?: Clock; config?: Partial<ServerConfig> } = {},
) {
  const db = await freshDb();
  const logs: string[] = [];
  const payments = switchableGateway(testGateway(db));
  const app = createApp({
    db,
    clock: options.clock ?? fixedClock,
    config: { development: true, ...options.config },
    log: options.log ?? ((line) => logs.push(line)),
    payments,
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
  return { app, db, logs, request, payments };
}

/** The session cookie a login answer set, as a Cookie header value. */
export function cookieFrom(response: TestResponse): string {
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0] ?? "";
}
