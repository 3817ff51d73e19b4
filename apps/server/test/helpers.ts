import { randomBytes } from "node:crypto";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";

import { createApp, type Clock, type ServerConfig } from "../src/app";
import { createPostgresDb, pgliteDb, type Db, type Queryable } from "../src/db/db";
import { openSession as openAccountSession } from "../src/handlers/auth/login";
import { openStaffSession as openStaffMemberSession } from "../src/handlers/staff/session";
import { testGateway, type PaymentGateway } from "../src/payments";
import type { PaymentStepHook } from "../src/payments/steps";
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  CHANGES_SCHEMA,
  databaseUrl,
  FIXED_NOW,
  onServer,
  readTemplate,
  SEED_DAY,
  SNAPSHOT_SCHEMA,
} from "./global-setup";

/** A fixed "now": 2026-11-22, a Sunday, 10:00 in London. */
export const fixedClock: Clock = { now: () => new Date(FIXED_NOW) };

/** A test card's expiry always ahead of today (December, three years on), whatever the year. */
export const TEST_CARD_EXPIRY = { expMonth: 12, expYear: new Date().getFullYear() + 3 } as const;

/**
 * The day the tests' demo data is seeded on: the fixed clock's (2026-11-22), so the dates the
 * tests name are the demo's. A test of another seed day seeds its own database.
 */
export { SEED_DAY };

/**
 * Every test gets a database nobody else holds, starting from the seeded demo data; the
 * migrated, seeded template is built once per run (`global-setup.ts`).
 *
 * - PGlite in memory: the template is loaded once per test file (about 0.7 s).
 * - PostgreSQL (`DATABASE_URL`, a server the tests may create databases on): a copy of the
 *   run's template database (CREATE DATABASE ... TEMPLATE), dropped after the file.
 *
 * A database a test is done with is not thrown away but reset to the seeded rows and handed
 * to the next test of the file: the tables of `public` the test wrote (the template's
 * triggers note them in `test_changes.written`), with every table whose foreign key refers to
 * one of them, are emptied and refilled from the snapshot schema the template carries, and
 * every sequence is set back. Each `freshDb()` call takes a database nobody else holds,
 * making another when none is free; one that cannot be reset (a test closed it, changed its
 * tables, or still holds a lock on PostgreSQL) is thrown away.
 */
interface Copy {
  db: Db;
  /** Back to the template's rows; throws when it cannot be. */
  reset(): Promise<void>;
  discard(): Promise<void>;
}
const idle: Copy[] = [];
const perTest: Copy[] = [];
const perFile: Copy[] = [];
let inTest = false;

/** What a reset needs: the tables referring to each table, and the sequences' positions. */
interface ResetPlan {
  referrers: Map<string, string[]>;
  sequences: string;
}
let resetPlan: Promise<ResetPlan> | undefined;

/** Read once per worker from a fresh copy: every copy of the template is the same. */
async function planReset(db: Queryable): Promise<ResetPlan> {
  const tables = (
    await db.query<{ name: string }>(
      "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = $1 ORDER BY tablename",
      [SNAPSHOT_SCHEMA],
    )
  ).map(({ name }) => name);
  if (tables.length === 0) throw new Error("the test template has no snapshot of its tables");
  // A table another table's foreign key refers to is emptied with that table (TRUNCATE).
  const references = await db.query<{ referred: string; referrer: string }>(
    `SELECT DISTINCT quote_ident(p.relname) AS referred, quote_ident(c.relname) AS referrer
       FROM pg_constraint k
       JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const referrers = new Map<string, string[]>(tables.map((name) => [name, []]));
  for (const { referred, referrer } of references) referrers.get(referred)?.push(referrer);
  const sequences = (
    await db.query<{ name: string }>(
      "SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
    )
  ).map(({ name }) => name);
  const states = sequences.length
    ? await db.query<{ name: string; last_value: string; is_called: boolean }>(
        sequences
          .map(
            (name) =>
              `SELECT '${name}' AS name, last_value::text AS last_value, is_called FROM public.${name}`,
          )
          .join(" UNION ALL "),
      )
    : [];
  return {
    referrers,
    sequences: states
      .map(
        ({ name, last_value, is_called }) =>
          `SELECT setval('public.${name}', ${last_value}, ${is_called});`,
      )
      .join("\n"),
  };
}

/** The statements that put back the tables written since the last reset, and every sequence. */
async function resetScript(db: Queryable): Promise<string> {
  const plan = await resetPlan!;
  const written = await db.query<{ name: string }>(
    `SELECT DISTINCT name FROM ${CHANGES_SCHEMA}.written`,
  );
  const tables = new Set<string>();
  const add = (name: string) => {
    if (tables.has(name)) return;
    tables.add(name);
    for (const referrer of plan.referrers.get(name) ?? []) add(referrer);
  };
  for (const { name } of written) {
    if (!plan.referrers.has(name)) throw new Error(`the template has no snapshot of ${name}`);
    add(name);
  }
  const list = [...tables].sort();
  return [
    "BEGIN;",
    // A lock a test left held (PostgreSQL) fails the reset, and the copy is thrown away.
    "SET LOCAL lock_timeout = '5s';",
    // The copied rows are the template's own: no foreign key or trigger runs on them.
    "SET LOCAL session_replication_role = replica;",
    ...(list.length
      ? [
          `TRUNCATE ${list.map((name) => `public.${name}`).join(", ")};`,
          ...list.map(
            (name) =>
              `INSERT INTO public.${name} OVERRIDING SYSTEM VALUE SELECT * FROM ${SNAPSHOT_SCHEMA}.${name};`,
          ),
        ]
      : []),
    `TRUNCATE ${CHANGES_SCHEMA}.written;`,
    plan.sequences,
    "COMMIT;",
  ].join("\n");
}

let template: Promise<Blob> | undefined;

function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = inject("pgliteTemplateFile");
    // Without the run's global setup (another config), the file builds its own.
    return file ? readTemplate(file) : buildPgliteTemplate();
  })();
  return template;
}

async function loadPglite(): Promise<Copy> {
  const pglite = new PGlite({ loadDataDir: await pgliteTemplate(), relaxedDurability: true });
  await pglite.waitReady;
  const db = pgliteDb(pglite);
  return {
    db,
    async reset() {
      if (pglite.closed) throw new Error("closed by its test");
      await pglite.exec(await resetScript(db));
    },
    discard: () => pglite.close(),
  };
}

/** Back to the seeded rows and into the idle list; a copy a test closed or broke is dropped. */
async function release(copy: Copy): Promise<void> {
  try {
    await copy.reset();
    // The rows went back behind the Db's back: what it kept of them goes too.
    copy.db.cache.clear();
    idle.push(copy);
  } catch {
    await copy.discard().catch(() => undefined);
  }
}

/**
 * A database made inside a test is released after that test, one made in `beforeAll` after the
 * file: a PGlite instance holds a whole Postgres in WASM memory, and hundreds left open make
 * every later test slower. The test files share one worker's modules (`isolate: false`), so
 * these run from the setup file (`setup.ts`, run before every file), not from this module's
 * top level, which runs once per worker. One idle PGlite copy stays for the next file: loading
 * one costs more than resetting it; PostgreSQL copies are all dropped after their file.
 */
export const databaseHooks = {
  beforeEach(): void {
    inTest = true;
  },
  async afterEach(): Promise<void> {
    inTest = false;
    for (const copy of perTest.splice(0)) await release(copy);
  },
  async afterAll(): Promise<void> {
    for (const copy of perFile.splice(0)) await release(copy);
    const keep = process.env.DATABASE_URL ? 0 : 1;
    // Side by side: one after another, a file's drops outlasted the hook's minute on a machine
    // at a load of 28.
    await Promise.all(idle.splice(keep).map((copy) => copy.discard().catch(() => undefined)));
    await dropOwnPostgresTemplate();
  },
};

/** A migrated, seeded database for one test (or, made in `beforeAll`, for one file), nobody else's. */
export async function freshDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  const copy = idle.pop() ?? (url ? await createPostgresCopy(url) : await loadPglite());
  resetPlan ??= planReset(copy.db);
  await resetPlan;
  (inTest ? perTest : perFile).push(copy);
  return copy.db;
}

const pgFile = `bookwell_t_${process.pid}_${randomBytes(4).toString("hex")}`;
let pgTemplate: Promise<string> | undefined;
let pgOwnTemplate = false;
let pgMade = 0;

/** Idle connections close themselves: a file's databases never hold their pools open. */
const testPool = (url: string) =>
  createPostgresDb(url, { max: 4, idleTimeoutMillis: 200, allowExitOnIdle: true });

/**
 * A copy of the run's template database. Each test gets a pool of its own on it, closed
 * before the copy is reset (by a connection of the reset's own), so no connection of one test
 * is ever handed to the next.
 */
async function createPostgresCopy(url: string): Promise<Copy> {
  pgTemplate ??= (async () => {
    const shared = inject("postgresTemplate");
    if (shared) return shared;
    // Without the run's global setup (another config), the file builds its own.
    pgOwnTemplate = true;
    await buildPostgresTemplate(url, `${pgFile}_tpl`);
    return `${pgFile}_tpl`;
  })();
  const source = await pgTemplate;
  pgMade += 1;
  const name = `${pgFile}_${pgMade}`;
  await onServer(url, `CREATE DATABASE ${name} TEMPLATE ${source}`);
  const address = databaseUrl(url, name);
  const copy: Copy = {
    db: testPool(address),
    async reset() {
      await copy.db.close().catch(() => undefined);
      const client = new pg.Client({ connectionString: address });
      await client.connect();
      try {
        const read: Queryable = {
          query: async <T>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params)).rows as T[],
        };
        await client.query(await resetScript(read));
      } finally {
        await client.end();
      }
      copy.db = testPool(address);
    },
    async discard() {
      await copy.db.close().catch(() => undefined);
      await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
  return copy;
}

/** A template database the file built for itself (without the run's global setup), dropped. */
async function dropOwnPostgresTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url || !pgOwnTemplate || !pgTemplate) return;
  const name = await pgTemplate;
  pgTemplate = undefined;
  pgOwnTemplate = false;
  await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

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
    refund: (paymentId, amountPence, options) => current().refund(paymentId, amountPence, options),
    lookup: (input) => current().lookup(input),
    cancel: (input) => current().cancel(input),
    use(gateway) {
      inForce = gateway;
    },
  };
}

export async function testApp(
  options: {
    log?: (line: string) => void;
    clock?: Clock;
    config?: Partial<ServerConfig>;
    /** Called at each boundary of a card call: throw to stand for the process dying there. */
    paymentStep?: PaymentStepHook;
  } = {},
  database?: Db,
) {
  const db = database ?? (await freshDb());
  const logs: string[] = [];
  const payments = switchableGateway(testGateway(db));
  const clock = options.clock ?? fixedClock;
  const config = { development: true, ...options.config };
  const app = createApp({
    db,
    clock,
    config,
    log: options.log ?? ((line) => logs.push(line)),
    payments,
    ...(options.paymentStep ? { paymentStep: options.paymentStep } : {}),
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
  // The cookies' names over plain HTTP to localhost (the tests' requests): `__Host-` and
  // `__Secure-` prefixed only when the config forces Secure cookies (`security/transport.ts`).
  const secure = config.secureCookies === true || Boolean(config.allowedOrigins?.length);
  /**
   * A session opened in the database by the sign-in's own `openSession` (a new token, its hash
   * stored, expiring on the app's clock): its Cookie header value. For tests that need someone
   * signed in rather than a sign-in: a sign-in checks the password with argon2id, which
   * hundreds of tests would pay for nothing. Sign-in itself is
   * tested through its calls (`auth.test.ts`, `login-abuse.test.ts`, `staff-access.test.ts`).
   */
  const openSession = async (arnum: string): Promise<string> => {
    const { token } = await openAccountSession(db, clock, arnum);
    return `${secure ? "__Host-" : ""}bookwell_session=${token}`;
  };
  /** A staff member's session opened in the database, as their sign-in opens one (see above). */
  const openStaffSession = async (staffId: string): Promise<string> => {
    const token = await db.transaction(async (tx) => {
      await tx.query("UPDATE staff_users SET last_sign_in_at = $2 WHERE staff_id = $1", [
        staffId,
        clock.now().toISOString(),
      ]);
      return (await openStaffMemberSession(tx, clock, staffId)).token;
    });
    return `${secure ? "__Secure-" : ""}bookwell_staff=${token}`;
  };
  return { app, db, logs, request, payments, openSession, openStaffSession };
}

/** The session cookie a login answer set, as a Cookie header value. */
export function cookieFrom(response: TestResponse): string {
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0] ?? "";
}
