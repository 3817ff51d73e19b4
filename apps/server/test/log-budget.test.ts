import { describe, expect, it } from "vitest";

import { LOG_LINES_PER_KIND_PER_MINUTE } from "../src/log-budget";
import { fixedClock, testApp } from "./helpers";

/**
 * What anyone can send in bulk (a flood of 404s, refused logins) writes at most the budget's
 * lines a minute per kind, then one line saying how many more were not written.
 */
describe("the server's log budget", () => {
  it("a flood of 404s and of refused logins writes at most the budget per kind a minute, then one 'suppressed' line", async () => {
    let now = fixedClock.now().getTime();
    const lines: string[] = [];
    const { request } = await testApp({
      clock: { now: () => new Date(now) },
      log: (line) => lines.push(line),
    });
    for (let i = 0; i < 60; i++) await request(`/api/no-such-call-${i}`);
    for (let i = 0; i < 60; i++)
      await request("/api/user/login", {
        method: "POST",
        json: { userEmail: "alice@example.com", pwd: `guess-${i}` },
      });
    const notFound = lines.filter((line) => line.startsWith("[server] 404 GET /api/no-such-call"));
    const refused = lines.filter((line) => line.startsWith("[auth] login refused"));
    expect(notFound).toHaveLength(LOG_LINES_PER_KIND_PER_MINUTE);
    expect(refused).toHaveLength(LOG_LINES_PER_KIND_PER_MINUTE);
    // Never the e-mail or the password.
    expect(lines.join("\n")).not.toMatch(/alice|guess-/);
    expect(lines).toHaveLength(2 * LOG_LINES_PER_KIND_PER_MINUTE);

    // The next minute: how many were left out, then the line itself.
    now += 60_000;
    await request("/api/no-such-call-again");
    expect(lines.slice(-2)).toEqual([
      `[log] not-found: suppressed ${60 - LOG_LINES_PER_KIND_PER_MINUTE} more lines in the last minute`,
      "[server] 404 GET /api/no-such-call-again",
    ]);
  });
});
