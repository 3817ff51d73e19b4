import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { describe, expect, it } from "vitest";

import { shutdown } from "../src/startup";

/**
 * SIGTERM's order (`startup.ts`): no new connections, requests in flight finish (up to the
 * grace), the workers stop after their current item, then the database closes. Counted in
 * events, not timed.
 */
async function heldServer() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => undefined;
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  const server = createServer((_req, res) => {
    arrived();
    void held.then(() => res.end("done"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { server, url, release, inFlight };
}

describe("shutdown", () => {
  it("lets a request in flight finish, then stops the workers, then closes the database", async () => {
    const { server, url, release, inFlight } = await heldServer();
    const events: string[] = [];
    const answer = fetch(url).then(async (r) => {
      events.push(`answered ${r.status} ${await r.text()}`);
    });
    await inFlight;
    const done = shutdown({
      server,
      graceMs: 60_000,
      workers: [{ stop: async () => void events.push("worker stopped") }],
      db: { close: async () => void events.push("database closed") },
    });
    // No new connection is accepted once shutting down.
    await expect(fetch(url)).rejects.toThrow();
    events.push("released");
    release();
    await Promise.all([answer, done]);
    expect(events).toEqual(["released", "answered 200 done", "worker stopped", "database closed"]);
  });

  it("cuts what is still running at the end of the grace", async () => {
    const { server, url, release, inFlight } = await heldServer();
    const answer = fetch(url).then(
      () => "answered",
      () => "cut",
    );
    await inFlight;
    await shutdown({ server, graceMs: 10, workers: [], db: { close: async () => undefined } });
    expect(await answer).toBe("cut");
    release();
  });
});
