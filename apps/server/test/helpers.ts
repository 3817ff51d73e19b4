import { randomBytes } from "node:crypto";

import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";

import { createApp, type Clock, type ServerConfig } from "../src/app";
import { createPostgresDb, pgliteDb, type Db } from "../src/db/db";
import { SESSION_DAYS } from "../src/handlers/auth/login";
import { SESSION_HOURS } from "../src/handlers/staff/session";
import { testGateway, type PaymentGateway } from "../src/payments";
import type { PaymentStepHook } from "../src/payments/steps";
import { tokenHash } from "../src/session";
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
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
 * PGlite in memory: the migrated, seeded template is built once per run (`global-setup.ts`)
 * and loaded once per test file (about 0.7 s). A database a test is done with is not thrown
 * away but reset to the seeded rows (every table of `public` emptied and refilled from the
 * snapshot the template carries, every sequence set back; about 0.1 s) and handed to the next
 * test of the file. A test never shares a database with another test: each `freshDb()` call
 * takes a database nobody else holds, loading another copy when none is free.
 */
interface Copy {
  pglite: PGlite;
  db: Db;
  reset: string;
}
let template: Promise<Blob> | undefined;
const idle: Copy[] = [];
const perTest: Copy[] = [];
const perFile: Copy[] = [];
let inTest = false;

function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = inject("pgliteTemplateFile");
    // Without the run's global setup (another config), the file builds its own.
    return file ? readTemplate(file) : buildPgliteTemplate();
  })();
  return template;
}

/** The statements that put a copy back to the template's rows and sequences. */
async function resetScript(pglite: PGlite): Promise<string> {
  const tables = (
    await pglite.query<{ name: string }>(
      "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = $1 ORDER BY tablename",
      [SNAPSHOT_SCHEMA],
    )
  ).rows.map(({ name }) => name);
  if (tables.length === 0) throw new Error("the test template has no snapshot of its tables");
  const sequences = (
    await pglite.query<{ name: string }>(
      "SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
    )
  ).rows.map(({ name }) => name);
  const states = sequences.length
    ? (
        await pglite.query<{ name: string; last_value: string; is_called: boolean }>(
          sequences
            .map(
              (name) =>
                `SELECT '${name}' AS name, last_value::text AS last_value, is_called FROM public.${name}`,
            )
            .join(" UNION ALL "),
        )
      ).rows
    : [];
  return [
    "BEGIN;",
    // The copied rows are the template's own: no foreign key or trigger runs on them.
    "SET LOCAL session_replication_role = replica;",
    `TRUNCATE ${tables.map((name) => `public.${name}`).join(", ")};`,
    ...tables.map(
      (name) =>
        `INSERT INTO public.${name} OVERRIDING SYSTEM VALUE SELECT * FROM ${SNAPSHOT_SCHEMA}.${name};`,
    ),
    ...states.map(
      ({ name, last_value, is_called }) =>
        `SELECT setval('public.${name}', ${last_value}, ${is_called});`,
    ),
    "COMMIT;",
  ].join("\n");
}

async function loadCopy(): Promise<Copy> {
  const pglite = new PGlite({ loadDataDir: await pgliteTemplate(), relaxedDurability: true });
  await pglite.waitReady;
  return { pglite, db: pgliteDb(pglite), reset: await resetScript(pglite) };
}

/** Back to the seeded rows and into the idle list; a copy a test closed or broke is dropped. */
async function release(copy: Copy): Promise<void> {
  if (copy.pglite.closed) return;
  try {
    await copy.pglite.exec(copy.reset);
    // The rows went back behind the Db's back: what it kept of them goes too.
    copy.db.cache.clear();
    idle.push(copy);
  } catch {
    await copy.pglite.close().catch(() => undefined);
  }
}

/**
 * A database made inside a test is released after that test, one made in `beforeAll` after the
 * file: an instance holds a whole Postgres in WASM memory, and hundreds left open make every
 * later test slower. The test files share one worker's modules (`isolate: false`), so these run
 * from the setup file (`setup.ts`, run before every file), not from this module's top level,
 * which runs once per worker. One idle copy stays for the next file: loading one costs more
 * than resetting it.
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
    for (const copy of idle.splice(1)) await copy.pglite.close().catch(() => undefined);
    await dropPostgresCopies();
  },
};

/**
 * A migrated, seeded database for one test (or, made in `beforeAll`, for one file), nobody
 * else's. PGlite in memory, see above. With `DATABASE_URL` (a PostgreSQL server the tests may
 * create databases on): a copy of the run's template database (CREATE DATABASE ... TEMPLATE),
 * made for this call alone and dropped after the file.
 */
export async function freshDb(): Promise<Db> {
  if (process.env.DATABASE_URL) return freshPostgresDb(process.env.DATABASE_URL);
  const copy = idle.pop() ?? (await loadCopy());
  (inTest ? perTest : perFile).push(copy);
  return copy.db;
}

const pgFile = `bookwell_t_${process.pid}_${randomBytes(4).toString("hex")}`;
let pgTemplate: Promise<string> | undefined;
let pgOwnTemplate = false;
const pgCopies: { name: string; db: Db }[] = [];
let pgMade = 0;

/** Idle connections close themselves: a file's thirty databases never hold thirty pools open. */
const testPool = (url: string) =>
  createPostgresDb(url, { max: 4, idleTimeoutMillis: 200, allowExitOnIdle: true });

async function freshPostgresDb(url: string): Promise<Db> {
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
  const db = testPool(databaseUrl(url, name));
  pgCopies.push({ name, db });
  return db;
}

/** The file's PostgreSQL copies, closed and dropped (and a template of its own, if it made one). */
async function dropPostgresCopies(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url || !pgTemplate) return;
  const copies = pgCopies.splice(0);
  for (const { db } of copies) await db.close().catch(() => undefined);
  const names = copies.map((copy) => copy.name);
  if (pgOwnTemplate) {
    names.push(await pgTemplate);
    pgTemplate = undefined;
    pgOwnTemplate = false;
  }
  // Side by side: one after another, a file's thirty drops outlasted the hook's minute on a
  // machine at a load of 28.
  await Promise.all(
    names.map((name) => onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  );
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
   * A session opened in the database, as a sign-in opens one (a new token, its hash stored,
   * expiring as a sign-in's would on the app's clock): its Cookie header value. For tests that
   * need someone signed in rather than a sign-in: a sign-in checks the password with argon2id
   * at its production cost, which hundreds of tests would pay for nothing. Sign-in itself is
   * tested through its calls (`auth.test.ts`, `login-abuse.test.ts`, `staff-access.test.ts`).
   */
  const openSession = async (arnum: string): Promise<string> => {
    const token = randomBytes(32).toString("base64url");
    const expires = new Date(clock.now().getTime() + SESSION_DAYS * 86_400_000);
    await db.query("INSERT INTO sessions (token_hash, arnum, expires_at) VALUES ($1, $2, $3)", [
      tokenHash(token),
      arnum,
      expires.toISOString(),
    ]);
    return `${secure ? "__Host-" : ""}bookwell_session=${token}`;
  };
  /** A staff member's session opened in the database, as their sign-in opens one (see above). */
  const openStaffSession = async (staffId: string): Promise<string> => {
    const token = randomBytes(32).toString("base64url");
    const now = clock.now();
    const expires = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
    await db.transaction(async (tx) => {
      await tx.query("UPDATE staff_users SET last_sign_in_at = $2 WHERE staff_id = $1", [
        staffId,
        now.toISOString(),
      ]);
      await tx.query(
        "INSERT INTO staff_sessions (token_hash, staff_id, expires_at) VALUES ($1, $2, $3)",
        [tokenHash(token), staffId, expires.toISOString()],
      );
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
