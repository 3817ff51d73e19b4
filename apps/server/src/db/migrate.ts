import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { Db } from "./db";

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** The advisory lock's key that migrations hold on PostgreSQL ("bookwell" as a number). */
export const MIGRATION_LOCK = 0x626f6f6b;

/**
 * Applies the versioned SQL files of `migrations/` in order, each once, each in a transaction.
 * With `lock` (PostgreSQL, where several copies may start together on one database): under a
 * transaction-scoped advisory lock, so one copy migrates while the others wait, then find
 * nothing left to do.
 */
export async function migrate(
  db: Db,
  { lock = false }: { lock?: boolean } = {},
): Promise<string[]> {
  if (!lock) return apply(db);
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    return apply(db);
  });
}

async function apply(db: Db): Promise<string[]> {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const done = new Set(
    (await db.query<{ version: string }>("SELECT version FROM schema_migrations")).map(
      (row) => row.version,
    ),
  );
  const applied: string[] = [];
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    const version = file.replace(/\.sql$/, "");
    if (done.has(version)) continue;
    const sql = readFileSync(path.join(folder, file), "utf8");
    await db.exec(
      `BEGIN;\n${sql}\nINSERT INTO schema_migrations (version) VALUES ('${version}');\nCOMMIT;`,
    );
    applied.push(version);
  }
  return applied;
}

/** The newest migration's version (its file name without `.sql`). */
export function latestMigration(): string {
  const versions = readdirSync(folder)
    .filter((name) => name.endsWith(".sql"))
    .map((name) => name.replace(/\.sql$/, ""))
    .sort();
  return versions[versions.length - 1] ?? "";
}
