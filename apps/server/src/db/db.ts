import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** The little the server needs from a database, over PGlite and PostgreSQL alike. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction: every change lands, or none does. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export type Queryable = Pick<Db, "query">;

/** Embedded Postgres: a data folder that survives restarts, or memory when `dir` is absent. */
export async function createPgliteDb(dir?: string): Promise<Db> {
  const db = dir ? new PGlite(dir) : new PGlite();
  await db.waitReady;
  return pgliteDb(db);
}

export function pgliteDb(db: PGlite): Db {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    transaction(fn) {
      return db.transaction((tx) =>
        fn({
          async query<T>(sql: string, params: unknown[] = []) {
            return (await tx.query<T>(sql, params)).rows;
          },
        }),
      );
    },
    async exec(sql) {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

/** PostgreSQL through a pool, when DATABASE_URL is set. */
export function createPostgresDb(connectionString: string, options: pg.PoolConfig = {}): Db {
  const pool = new pg.Pool({ connectionString, max: 10, ...options });
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn({
          async query<T>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as T[];
          },
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
