// Once per run of the server tests (Vitest `globalSetup`, main process): the migrated, seeded
// demo database every test starts from, built once instead of once per test file.
//   - PGlite: the template's data folder, dumped to a temporary file each test file loads.
//   - PostgreSQL (DATABASE_URL): a template database each test file copies (CREATE DATABASE
//     ... TEMPLATE), dropped after the run.
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { businessToday } from "@bookwell/contract";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";

import { createPostgresDb, pgliteDb, type Db } from "../src/db/db";
import { migrate } from "../src/db/migrate";
import { setPasswordHashCost } from "../src/handlers/auth/login";
import { seed, SEED_TIME_ZONE } from "../src/seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PGlite template's dumped data folder (a file path). */
    pgliteTemplateFile: string;
    /** The PostgreSQL template database's name, when DATABASE_URL is set. */
    postgresTemplate: string;
  }
}

/** A fixed "now": 2026-11-22, a Sunday, 10:00 in London (the tests' clock). */
export const FIXED_NOW = new Date("2026-11-22T10:00:00Z");
export const SEED_DAY = businessToday(SEED_TIME_ZONE, FIXED_NOW);

/**
 * The argon2id cost the tests hash passwords at (the seed's included): the least there is, so
 * the sign-ins the tests make (hundreds of them wrong on purpose) check in microseconds. The
 * production cost is held by one test (`change-password.test.ts`). Set in every worker by
 * `setup.ts`, and here for the template's seed.
 */
export const TEST_PASSWORD_HASH_COST = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

/**
 * Where a test database keeps the seeded rows it is reset to between tests: a schema of its
 * own, so nothing in `public` (what the server and the tests look at) changes.
 */
export const SNAPSHOT_SCHEMA = "test_snapshot";

/**
 * Where a test database notes which tables of `public` were written since it was last reset:
 * `written` names them, filled by a statement trigger on every table, so a reset puts back
 * those tables only (`helpers.ts`). The reset writes with triggers off
 * (`session_replication_role = replica`), so it notes nothing itself.
 */
export const CHANGES_SCHEMA = "test_changes";

/**
 * A migrated, seeded PGlite with a copy of every table of `public` in the snapshot schema and
 * the triggers noting writes, dumped (uncompressed: loading is what every test file pays, and
 * gzip makes it slower).
 */
export async function buildPgliteTemplate(): Promise<Blob> {
  const built = new PGlite();
  try {
    const db = pgliteDb(built);
    await migrate(db);
    await seed(db, { today: SEED_DAY });
    await db.exec(`${await snapshotScript(db)}\nCHECKPOINT;`);
    return await built.dumpDataDir("none");
  } finally {
    await built.close();
  }
}

/** The snapshot schema's copies of every table of `public`, and the triggers noting writes. */
async function snapshotScript(db: Db): Promise<string> {
  const tables = await db.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  return [
    `CREATE SCHEMA ${SNAPSHOT_SCHEMA};`,
    ...tables.map(({ name }) => `CREATE TABLE ${SNAPSHOT_SCHEMA}.${name} AS TABLE public.${name};`),
    `CREATE SCHEMA ${CHANGES_SCHEMA};`,
    // No key: two connections noting the same table never wait for each other.
    `CREATE TABLE ${CHANGES_SCHEMA}.written (name text NOT NULL);`,
    `CREATE FUNCTION ${CHANGES_SCHEMA}.note() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO ${CHANGES_SCHEMA}.written VALUES (quote_ident(TG_TABLE_NAME));
         RETURN NULL;
       END $$;`,
    // Statement triggers fire for a statement that changes no row, for a TRUNCATE, and for the
    // rows a foreign key's ON DELETE CASCADE or SET NULL changes in another table.
    ...tables.map(
      ({ name }) =>
        `CREATE TRIGGER test_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.${name}
           FOR EACH STATEMENT EXECUTE FUNCTION ${CHANGES_SCHEMA}.note();`,
    ),
  ].join("\n");
}

/** One statement on the server's own database (CREATE and DROP DATABASE). */
export async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/**
 * A migrated, seeded PostgreSQL database to copy, with the snapshot and the triggers noting
 * writes as the PGlite template has them; it must have no connections left open.
 */
export async function buildPostgresTemplate(url: string, name: string): Promise<void> {
  await onServer(url, `CREATE DATABASE ${name} TEMPLATE template0`);
  const db = createPostgresDb(databaseUrl(url, name), { max: 4 });
  try {
    await migrate(db);
    await seed(db, { today: SEED_DAY });
    await db.exec(await snapshotScript(db));
  } finally {
    await db.close();
  }
}

export default async function setup(project: TestProject) {
  setPasswordHashCost(TEST_PASSWORD_HASH_COST);
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `bookwell_t_tpl_${process.pid}_${randomBytes(4).toString("hex")}`;
    await buildPostgresTemplate(url, name);
    project.provide("postgresTemplate", name);
    return async () => {
      await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), "bookwell-server-tests-"));
  const file = path.join(dir, "template.tar");
  await writeFile(file, Buffer.from(await (await buildPgliteTemplate()).arrayBuffer()));
  project.provide("pgliteTemplateFile", file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

/** The dumped template, read back by a test file. */
export async function readTemplate(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}
