import { describe, expect, it } from "vitest";

import { createPostgresDb } from "../src/db/db";
import { migrate } from "../src/db/migrate";
import { databaseUrl, onServer } from "./global-setup";

/**
 * Any number of copies can start together on an empty PostgreSQL database: migrations run
 * under an advisory lock, one copy at a time, the others finding them done. PostgreSQL only
 * (PGlite is one process's own database).
 */
const url = process.env.DATABASE_URL;

describe("migrations on several copies at once", () => {
  it.skipIf(!url)(
    "four copies migrating one empty database together all start",
    async () => {
      const name = `migrate_lock_${process.pid}`;
      await onServer(url!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await onServer(url!, `CREATE DATABASE ${name}`);
      const copies = Array.from({ length: 4 }, () => createPostgresDb(databaseUrl(url!, name)));
      try {
        const applied = await Promise.all(copies.map((db) => migrate(db, { lock: true })));
        // One copy applied them all; the others found nothing to do.
        expect(applied.filter((list) => list.length > 0)).toHaveLength(1);
        const [row] = await copies[0]!.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM schema_migrations",
        );
        expect(row?.n).toBe(Math.max(...applied.map((list) => list.length)));
      } finally {
        await Promise.all(copies.map((db) => db.close()));
        await onServer(url!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
    120_000,
  );
});
