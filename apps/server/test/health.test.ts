import { serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { createApp } from "../src/app";
import type { Db } from "../src/db/db";
import { fixedClock, freshDb } from "./helpers";

/**
 * For a load balancer and a database outage: `healthz` (up), `readyz` (database reachable,
 * migrations done), and a 503 with Retry-After, not a 500, while the database is away.
 */

/** The database, with a switch that makes every statement fail as a lost connection does. */
function failing(db: Db): Db & { down: boolean } {
  const outage = () =>
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  const wrapped = {
    down: false,
    cache: db.cache,
    query: (sql: string, params?: unknown[]) =>
      wrapped.down ? Promise.reject(outage()) : db.query(sql, params),
    transaction: (fn: Parameters<Db["transaction"]>[0]) =>
      wrapped.down ? Promise.reject(outage()) : db.transaction(fn),
    exec: (sql: string) => db.exec(sql),
    close: () => db.close(),
  };
  return wrapped as Db & { down: boolean };
}

describe("health and outages", () => {
  it("answers healthz, and readyz once the database has every migration", async () => {
    const db = failing(await freshDb());
    const app = createApp({ db, clock: fixedClock, log: () => undefined });
    for (const path of ["/healthz", "/api/healthz"])
      expect((await app.request(path)).status).toBe(200);
    expect(await (await app.request("/readyz")).json()).toEqual({ status: "ready" });
    db.down = true;
    const notReady = await app.request("/api/readyz");
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get("Retry-After")).toBe("5");
    expect((await app.request("/healthz")).status).toBe(200);
  });

  it("answers 503 with Retry-After while the database is unreachable, then serves again", async () => {
    const db = failing(await freshDb());
    const app = createApp({ db, clock: fixedClock, log: () => undefined });
    db.down = true;
    const down = await app.request("/api/booking/timeslots/J-RHC?date=2026-11-26");
    expect(down.status).toBe(503);
    expect(down.headers.get("Retry-After")).toBe("5");
    expect((await down.json()).meta.message).toBe(serverTexts.temporarilyUnavailable);
    db.down = false;
    expect((await app.request("/api/booking/timeslots/J-RHC?date=2026-11-26")).status).toBe(200);
  });
});
