import { describe, expect, it } from "vitest";

import { ReadCache, tablesWritten } from "./read-cache";

describe("tablesWritten", () => {
  it.each([
    ["SELECT * FROM shifts", []],
    ["INSERT INTO shift_bookings (shiftnum) VALUES ($1)", ["shift_bookings"]],
    ["update carts SET status = 'Paid' WHERE refnum = $1", ["carts"]],
    ["DELETE FROM public.slot_holds WHERE arnum = $1", ["slot_holds"]],
    ["TRUNCATE sessions", ["sessions"]],
    [
      "WITH moved AS (DELETE FROM cart_lines WHERE guid = $1 RETURNING *) INSERT INTO carts SELECT 1",
      ["cart_lines", "carts"],
    ],
    ["ALTER TABLE packages ADD COLUMN x int", ["*"]],
    ["  create index on jobs (matnum)", ["*"]],
  ])("%s writes %j", (sql, tables) => {
    expect(tablesWritten(sql).filter((t) => t !== "set" && t !== "skip")).toEqual(tables);
  });

  it("counts a locking read's FOR UPDATE as nothing a cache reads", () => {
    expect(tablesWritten("SELECT * FROM shifts WHERE shiftnum = $1 FOR UPDATE")).toEqual([]);
    expect(tablesWritten("SELECT id FROM outbox FOR UPDATE SKIP LOCKED")).toEqual(["skip"]);
  });
});

describe("ReadCache", () => {
  it("keeps a value until one of its tables is written, and a write during a load keeps nothing", async () => {
    const cache = new ReadCache();
    let loads = 0;
    const read = () => cache.get("k", ["a", "b"], async () => ++loads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    cache.noteWrites(["c"]);
    expect(await read()).toBe(1);
    cache.noteWrites(["b"]);
    expect(await read()).toBe(2);

    // A write landing while the value is read: that value is stale from the start.
    const slow = cache.get("k2", ["a"], async () => {
      cache.noteWrites(["a"]);
      return "old";
    });
    expect(await slow).toBe("old");
    expect(await cache.get("k2", ["a"], async () => "new")).toBe("new");
  });

  it("'*' and clear() drop everything; off, it reads every time; it keeps at most its limit", async () => {
    const cache = new ReadCache(2);
    let loads = 0;
    const read = (key: string) => cache.get(key, ["a"], async () => ++loads);
    await read("x");
    cache.noteWrites(["*"]);
    expect(await read("x")).toBe(2);
    cache.clear();
    expect(await read("x")).toBe(3);
    cache.setEnabled(false);
    expect(await read("x")).toBe(4);
    expect(await read("x")).toBe(5);
    cache.setEnabled(true);
    await read("y");
    await read("z");
    await read("w");
    expect(cache.size).toBe(2);
  });
});
