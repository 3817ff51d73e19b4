import { serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { DEMO_STAFF_PASSWORD } from "../src/seed";
import { dataOf, failureOf } from "./account-helpers";
import { cookieFrom } from "./helpers";
import { ADMIN, AGENT, samplePath, staffApp, staffCalls } from "./staff-helpers";

/**
 * Who may make a staff call: the sweep over every staff call of the contract (no session: 401;
 * a customer's session: 403; an agent on an admin call: 403), the staff sign-in, its cookie
 * and its limits. A refusal happens before any input is read, so the sample inputs are empty.
 */
describe("every staff call refuses who may not make it", () => {
  const send = (
    app: Awaited<ReturnType<typeof staffApp>>,
    call: (typeof staffCalls)[number],
    cookie?: string,
  ) =>
    app.request(samplePath(call), {
      method: call.method,
      ...(call.body ? { json: {} } : {}),
      ...(cookie ? { cookie } : {}),
    });

  it("answers 401 without a session, 403 with a customer's, for every call", async () => {
    const app = await staffApp();
    expect(staffCalls.length).toBeGreaterThan(30);
    for (const call of staffCalls) {
      expect(await failureOf(await send(app, call)), `${call.name} without a session`).toEqual({
        status: 401,
        message: serverTexts.staffSignInNeeded,
      });
      expect(await failureOf(await send(app, call, app.alice)), `${call.name} as alice`).toEqual({
        status: 403,
        message: serverTexts.staffForbidden,
      });
    }
    // Nothing was written by any of them.
    expect(await app.db.query("SELECT 1 FROM audit_log")).toEqual([]);
  });

  it("answers 403 to an agent on every admin call, and lets an admin through", async () => {
    const app = await staffApp();
    const adminCalls = staffCalls.filter((call) => call.auth === "admin");
    expect(adminCalls.length).toBeGreaterThan(10);
    for (const call of adminCalls) {
      expect(await failureOf(await send(app, call, app.agent)), `${call.name} as agent`).toEqual({
        status: 403,
        message: serverTexts.staffForbidden,
      });
    }
    expect(await app.db.query("SELECT 1 FROM audit_log")).toEqual([]);
    for (const call of adminCalls) {
      // Past the role check: whatever the empty input gets, it is never a refusal of the role.
      const asAdmin = await send(app, call, app.admin);
      expect([401, 403], call.name).not.toContain(asAdmin.status);
      expect(asAdmin.status, call.name).toBeLessThan(500);
    }
  });

  it("lets an agent make the agent calls, never with a 500 on empty input", async () => {
    const app = await staffApp();
    for (const call of staffCalls.filter((c) => c.auth === "staff" && c.name !== "staffLogout")) {
      const response = await send(app, call, app.agent);
      expect([401, 403], call.name).not.toContain(response.status);
      expect(response.status, call.name).toBeLessThan(500);
    }
  });
});

describe("staff sign-in", () => {
  it("signs in with its own cookie, scoped to the staff calls, and says who is in", async () => {
    const app = await staffApp();
    const response = await app.request("/api/staff/login", {
      method: "POST",
      json: { email: " Agent@Bookwell.example ", password: DEMO_STAFF_PASSWORD },
    });
    const body = await dataOf("staffLogin", response);
    expect(body.data).toEqual({
      staffId: AGENT.staffId,
      email: AGENT.email,
      name: AGENT.name,
      role: "agent",
      business: { currency: "GBP", timeZone: "Europe/London" },
    });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^bookwell_staff=/);
    expect(cookie).toMatch(/Path=\/api\/staff/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const me = await dataOf("staffMe", await app.request("/api/staff/me", { cookie: app.admin }));
    expect(me.data).toMatchObject({ staffId: ADMIN.staffId, role: "admin" });
  });

  it("opens the session the tests' `openStaffSession` opens without a password (same cookie, same row)", async () => {
    for (const config of [{}, { secureCookies: true }]) {
      const app = await staffApp({ config });
      const response = await app.request("/api/staff/login", {
        method: "POST",
        json: { email: ADMIN.email, password: DEMO_STAFF_PASSWORD },
      });
      const bySignIn = cookieFrom(response);
      expect(app.admin.split("=")[0]).toBe(bySignIn.split("=")[0]);
      const rows = await app.db.query<{ staff_id: string; expires_at: Date | string }>(
        "SELECT staff_id, expires_at FROM staff_sessions WHERE staff_id = $1",
        [ADMIN.staffId],
      );
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual(rows[1]);
      for (const cookie of [bySignIn, app.admin]) {
        const me = await dataOf("staffMe", await app.request("/api/staff/me", { cookie }));
        expect(me.data).toMatchObject({ staffId: ADMIN.staffId, role: "admin" });
      }
    }
  });

  it("says which business the console works for: its currency and time zone, as configured", async () => {
    const app = await staffApp({ config: { currency: "SGD", timeZone: "Asia/Singapore" } });
    const me = await dataOf("staffMe", await app.request("/api/staff/me", { cookie: app.agent }));
    expect(me.data).toMatchObject({
      role: "agent",
      business: { currency: "SGD", timeZone: "Asia/Singapore" },
    });
  });

  it("never opens a customer's call with a staff cookie, nor a staff call with a customer's", async () => {
    const app = await staffApp();
    const asCustomer = await app.request("/api/myaccount/myparticulars/AR1001", {
      cookie: app.admin,
    });
    expect(asCustomer.status).toBe(401);
    expect((await app.request("/api/staff/me", { cookie: app.alice })).status).toBe(403);
  });

  it("refuses a wrong password and an unknown e-mail with the same text", async () => {
    const app = await staffApp();
    for (const json of [
      { email: AGENT.email, password: "not the password" },
      { email: "nobody@bookwell.example", password: DEMO_STAFF_PASSWORD },
      // A customer's login is no staff login.
      { email: "alice@example.com", password: "Bookwell!2026" },
    ]) {
      expect(
        await failureOf(await app.request("/api/staff/login", { method: "POST", json })),
      ).toEqual({ status: 400, message: serverTexts.staffLoginFailed });
    }
    expect(
      await failureOf(
        await app.request("/api/staff/login", {
          method: "POST",
          json: { email: "", password: "" },
        }),
      ),
    ).toEqual({ status: 400, message: "Email is required." });
  });

  it("signs out: the cookie opens nothing after", async () => {
    const app = await staffApp();
    await dataOf(
      "staffLogout",
      await app.request("/api/staff/logout", { method: "POST", cookie: app.agent }),
    );
    expect((await app.request("/api/staff/me", { cookie: app.agent })).status).toBe(401);
  });
});
