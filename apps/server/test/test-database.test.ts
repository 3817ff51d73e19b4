// The test databases themselves: whatever a test did to its database, the next test's starts
// from the seeded demo data, row for row and in the same order, sequences included.
import { describe, expect, it } from "vitest";

import type { Db } from "../src/db/db";
import { freshDb } from "./helpers";

/** Every table of `public` as text in its stored order, and every sequence's position. */
async function fingerprint(db: Db) {
  const tables = await db.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const rows: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ digest: string | null; count: string }>(
      `SELECT md5(string_agg(t::text, '|')) AS digest, count(*)::text AS count FROM ${name} t`,
    );
    rows[name] = `${row?.count}:${row?.digest}`;
  }
  const sequences = await db.query<{ name: string }>(
    "SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
  );
  const positions: Record<string, string> = {};
  for (const { name } of sequences) {
    const [row] = await db.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${name}`,
    );
    positions[name] = `${row?.last_value}:${row?.is_called}`;
  }
  return { rows, positions };
}

describe("test databases", () => {
  let seeded: Awaited<ReturnType<typeof fingerprint>> | undefined;

  it("hold the demo data", async () => {
    const db = await freshDb();
    seeded = await fingerprint(db);
    expect(Number(seeded.rows.accounts?.split(":")[0])).toBeGreaterThan(0);
    expect(Object.keys(seeded.positions).length).toBeGreaterThan(0);
    // Everything this test does must be gone for the next one.
    const tables = Object.keys(seeded.rows);
    await db.query(`TRUNCATE ${tables.join(", ")} CASCADE`);
    for (const name of Object.keys(seeded.positions)) await db.query(`SELECT nextval('${name}')`);
    const emptied = await fingerprint(db);
    expect(emptied).not.toEqual(seeded);
  });

  it("start from the same rows, in the same order, and the same sequence positions", async () => {
    expect(seeded).toBeDefined();
    expect(await fingerprint(await freshDb())).toEqual(seeded);
  });

  it("put back a table a test changed in place, and the tables referring to it", async () => {
    const db = await freshDb();
    // One row of a table others refer to, and a sequence moved on.
    await db.query("UPDATE accounts SET firstname = 'Changed' WHERE arnum = 'AR1001'");
    const [sequence] = await db.query<{ name: string }>(
      "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' LIMIT 1",
    );
    await db.query(`SELECT nextval('${sequence!.name}')`);
    expect(await fingerprint(db)).not.toEqual(seeded);
  });

  it("start from the seeded rows after a change in place", async () => {
    expect(await fingerprint(await freshDb())).toEqual(seeded);
  });

  it("are never shared by two callers at once", async () => {
    const first = await freshDb();
    const second = await freshDb();
    await first.query("DELETE FROM holidays");
    const [row] = await second.query<{ count: string }>(
      "SELECT count(*)::text AS count FROM holidays",
    );
    expect(Number(row?.count)).toBeGreaterThan(0);
  });
});
