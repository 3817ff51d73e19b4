import { PGlite } from "@electric-sql/pglite";

import { createApp, type Clock } from "../src/app";
import { pgliteDb, type Db } from "../src/db/db";
import { migrate } from "../src/db/migrate";
import { seed } from "../src/seed";

let template: PGlite | undefined;

/** A migrated, seeded in-memory database: built once per file, cloned per test (about 1 s). */
export async function freshDb(): Promise<Db> {
  if (!template) {
    template = new PGlite();
    const db = pgliteDb(template);
    await migrate(db);
    await seed(db);
  }
  return pgliteDb((await template.clone()) as PGlite);
}

/** An answer of the API, read loosely: tests look into `data` freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { meta: { responseCode: string; message: string }; data: any };
export type TestResponse = Omit<Response, "json" | "clone"> & {
  json(): Promise<Answer>;
  clone(): TestResponse;
};

/** A fixed "now": Sunday 22 November 2026, 10:00 in London. */
export const fixedClock: Clock = { now: () => new Date("2026-11-22T10:00:00Z") };

export async function testApp(options: { log?: (line: string) => void; clock?: Clock } = {}) {
  const db = await freshDb();
  const logs: string[] = [];
  const app = createApp({
    db,
    clock: options.clock ?? fixedClock,
    config: { development: true },
    log: options.log ?? ((line) => logs.push(line)),
  });
  const request = (path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set("Content-Type", "application/json");
    if (init.cookie) headers.set("Cookie", init.cookie);
    return app.request(path, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    }) as Promise<TestResponse>;
  };
  return { app, db, logs, request };
}

/** The session cookie a login answer set, as a Cookie header value. */
export function cookieFrom(response: TestResponse): string {
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0] ?? "";
}
