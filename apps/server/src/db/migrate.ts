import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { Db } from "./db";

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Applies the versioned SQL files of `migrations/` in order, each once, each in a transaction. */
export async function migrate(db: Db): Promise<string[]> {
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
