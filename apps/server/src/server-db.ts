import path from "node:path";
import { fileURLToPath } from "node:url";

import { createPgliteDb, createPostgresDb, type Db } from "./db/db";
import { migrate } from "./db/migrate";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** PostgreSQL when DATABASE_URL is set, else PGlite in a data folder that survives restarts. */
export async function openDatabase(): Promise<{ db: Db; where: string }> {
  const url = process.env.DATABASE_URL;
  const db = url
    ? createPostgresDb(url)
    : await createPgliteDb(process.env.PGLITE_DIR ?? path.join(appRoot, ".data/pglite"));
  await migrate(db);
  return { db, where: url ? "PostgreSQL (DATABASE_URL)" : "PGlite (embedded)" };
}
