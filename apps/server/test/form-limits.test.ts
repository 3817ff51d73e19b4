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

  it("stops newsletter sign-ups of one e-mail after ten, whichever address they come from", async () => {
    const app = await testApp({ config: { trustProxy: true } });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await app.request("/api/home/newsletter", {
        method: "POST",
        headers: { "X-Forwarded-For": `198.51.100.${i}` },
        json: { email: "reader@example.com" },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it.each([
    [
      "contact",
      "/api/home/contactus",
      (email: string) => ({
        ptc: "Ann Lee",
        ptcemail: email,
        contactnumber: "07700900123",
        message: "Do you clean ovens?",
      }),
    ],
    [
      "enquiry",
      "/api/home/corpenquiry",
      (email: string) => ({
        servicetype: ["Office Cleaning"],
        title: "Ms",
        firstname: "Ann",
        mobile: "07700900123",
        email,
        postcode: "EC1A 1BB",
        message: "",
        iagree: true,
        preferreddate: "2026-11-24",
      }),
    ],
  ])(
    "limits the %s form per address and per e-mail, counting before the captcha is read",
    async (_, path, form) => {
      const app = await testApp({ config: { trustProxy: true } });
      const send = (email: string, address: string) =>
        app.request(path, {
          method: "POST",
          headers: { "X-Forwarded-For": address },
          json: { ...form(email), altcha: "unsolved" },
        });
      // One address, many e-mails: ten reach the captcha check, then the address is stopped.
      const fromOne: number[] = [];
      for (let i = 0; i < 11; i++)
        fromOne.push((await send(`ann-${i}@example.com`, "203.0.113.9")).status);
      expect(fromOne).toEqual([...Array(10).fill(400), 429]);
      // One e-mail, many addresses: the same.
      const forOne: number[] = [];
      for (let i = 0; i < 11; i++)
        forOne.push((await send("ann@example.com", `198.51.100.${i}`)).status);
      expect(forOne).toEqual([...Array(10).fill(400), 429]);
      const refused = await send("ann@example.com", "192.0.2.1");
      expect((await refused.json()).meta.message).toBe(TOO_MANY_ATTEMPTS);
      expect(await app.db.query("SELECT 1 FROM form_submissions WHERE email LIKE 'ann%'")).toEqual(
        [],
      );
    },
  );
});
