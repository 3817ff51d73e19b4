import path from "node:path";
import { fileURLToPath } from "node:url";

import { prepareDataDir, StartupError } from "./db/data-dir";
import { createPgliteDb, createPostgresDb, type Db } from "./db/db";
import { migrate } from "./db/migrate";
import { environment, type Env } from "./environment";

export { StartupError } from "./db/data-dir";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The embedded database's folder when PGLITE_DIR is unset. */
export const defaultPgliteDir = path.join(appRoot, ".data/pglite");

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in a data folder that survives restarts
 * (made on first start). A folder that cannot be used rejects with a `StartupError`.
 */
export async function openDatabase(env: Env = environment()): Promise<{ db: Db; where: string }> {
  const url = env.DATABASE_URL;
  if (url) {
    const db = createPostgresDb(url, { listen: true });
    await migrate(db, { lock: true });
    return { db, where: "PostgreSQL (DATABASE_URL)" };
  }
  const dir = env.PGLITE_DIR || defaultPgliteDir;
  await prepareDataDir(dir);
  const db = await createPgliteDb(dir);
  await migrate(db);
  return { db, where: `PGlite (embedded, ${dir})` };
}

/**
 * For a process's entry point: a `StartupError` is printed as its one line (no stack trace)
 * and ends the process with status 1; anything else is thrown on.
 */
export function exitOnStartupError(error: unknown): never {
  if (error instanceof StartupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
