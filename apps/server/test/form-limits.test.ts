import { describe, expect, it } from "vitest";

import { TOO_MANY_ATTEMPTS } from "../src/handlers/auth/login";
import { testApp } from "./helpers";

/**
 * The visitor forms are limited per address and per e-mail (ten a quarter of an hour each,
 * counted in the database): a script cannot sign 300 addresses up to the newsletter.
 */
describe("visitor form limits", () => {
  it("stops newsletter sign-ups from one address after ten", async () => {
    const app = await testApp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await app.request("/api/home/newsletter", {
        method: "POST",
        json: { email: `reader-${i}@example.com` },
      });
      statuses.push(response.status);
      if (response.status === 429)
        expect((await response.json()).meta.message).toBe(TOO_MANY_ATTEMPTS);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    const [row] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM form_submissions WHERE email LIKE 'reader-%'",
    );
    expect(row?.n).toBe(10);
  });
});
