import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

import { ReadCache, tablesWritten } from "./read-cache";

/** The little the server needs from a database, over PGlite and PostgreSQL alike. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction: every change lands, or none does. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Read-mostly answers kept until a table they come from changes (`read-cache.ts`). Every
   * write through this object is counted; read through `db` only, never inside a transaction.
   */
  readonly cache: ReadCache;
}

export type Queryable = Pick<Db, "query">;

/** Embedded Postgres: a data folder that survives restarts, or memory when `dir` is absent. */
export async function createPgliteDb(dir?: string): Promise<Db> {
  const db = dir ? new PGlite(dir) : new PGlite();
  await db.waitReady;
  return pgliteDb(db);
}

export function pgliteDb(db: PGlite): Db {
  const cache = new ReadCache();
  return {
    cache,
    async query<T>(sql: string, params: unknown[] = []) {
      try {
        return (await db.query<T>(sql, params)).rows;
      } finally {
        cache.noteWrites(tablesWritten(sql));
      }
    },
    transaction(fn) {
      const written = new Set<string>();
      return db
        .transaction((tx) =>
          fn({
            async query<T>(sql: string, params: unknown[] = []) {
              for (const table of tablesWritten(sql)) written.add(table);
              return (await tx.query<T>(sql, params)).rows;
            },
          }),
        )
        .finally(() => cache.noteWrites(written));
    },
    async exec(sql) {
      try {
        await db.exec(sql);
      } finally {
        cache.noteWrites(["*"]);
      }
    },
    close: () => db.close(),
  };
}

/**
 * PostgreSQL through a pool, when DATABASE_URL is set. With `listen`, one more connection
 * listens for the changes other server copies make (`bookwell_changes`, migration 0025), so
 * their writes drop this copy's cached reads too; the server's own start-up asks for it.
 */
export function createPostgresDb(
  connectionString: string,
  options: pg.PoolConfig & {
    listen?: boolean;
    /** The first wait before listening again after the connection was lost (then doubled). */
    listenRetryMs?: number;
  } = {},
): Db {
  const { listen, listenRetryMs, ...poolOptions } = options;
  const pool = new pg.Pool({ connectionString, max: 10, ...poolOptions });
  // An idle connection the database ends (a restart, a dropped link, a terminated backend)
  // reports it on the pool: without a listener Node throws it out of the process. The pool
  // has already dropped that connection; the next query opens another. After `close()` it is
  // expected (`pool.end()` resolves before every backend has gone, so a database dropped
  // right after may still end one) and not worth a line.
  let closing = false;
  pool.on("error", (error) => {
    if (!closing)
      console.warn(
        `PostgreSQL ended an idle connection (${error.message}); the next query opens another.`,
      );
  });
  const cache = new ReadCache();
  const listener = listen
    ? listenForChanges(connectionString, cache, listenRetryMs ?? LISTEN_RETRY_MS.first)
    : undefined;
  return {
    cache,
    async query<T>(sql: string, params: unknown[] = []) {
      try {
        return (await pool.query(sql, params)).rows as T[];
      } finally {
        cache.noteWrites(tablesWritten(sql));
      }
    },
    async transaction(fn) {
      const client = await pool.connect();
      const written = new Set<string>();
      try {
        await client.query("BEGIN");
        const result = await fn({
          async query<T>(sql: string, params: unknown[] = []) {
            for (const table of tablesWritten(sql)) written.add(table);
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
        cache.noteWrites(written);
      }
    },
    async exec(sql) {
      try {
        await pool.query(sql);
      } finally {
        cache.noteWrites(["*"]);
      }
    },
    async close() {
      closing = true;
      await listener?.end();
      await pool.end();
    },
  };
}

/** How soon a lost listening connection is tried again: at first, and at most (doubling). */
const LISTEN_RETRY_MS = { first: 1_000, max: 30_000 } as const;

/**
 * One connection that hears every table another connection changed (`NOTIFY bookwell_changes`,
 * the table's name as payload) and counts it in `cache`. Until it listens, and from the moment
 * it loses the server, nothing is kept (every read goes to the database), so no change it could
 * have missed is ever served; a lost connection (a database restart, an outage) is opened again
 * by itself, a second later, then waiting twice as long each time up to half a minute, and
 * keeping comes back on once it listens again.
 */
function listenForChanges(
  connectionString: string,
  cache: ReadCache,
  firstRetryMs: number,
): { end: () => Promise<void> } {
  let current: pg.Client | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let retryMs = firstRetryMs;
  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref?.();
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
  };
  const connect = async () => {
    cache.setEnabled(false);
    const client = new pg.Client({ connectionString });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      cache.setEnabled(false);
      if (current === client) current = undefined;
      void client.end().catch(() => undefined);
      retry();
    };
    client.on("notification", (message) => cache.noteWrites([message.payload || "*"]));
    client.on("error", onLost);
    client.on("end", onLost);
    try {
      await client.connect();
      await client.query("LISTEN bookwell_changes");
    } catch {
      onLost();
      return;
    }
    if (stopped || lost) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    retryMs = firstRetryMs;
    cache.setEnabled(true);
  };
  cache.setEnabled(false);
  void connect();
  return {
    async end() {
      stopped = true;
      clearTimeout(timer);
      await current?.end().catch(() => undefined);
    },
  };
}
