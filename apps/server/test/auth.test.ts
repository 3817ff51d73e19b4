import { messages } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { LOGIN_FAILED } from "../src/handlers/auth/login";
import { DEMO_PASSWORD } from "../src/seed";
import { cookieFrom, testApp } from "./helpers";

const alice = { userEmail: "alice@example.com", pwd: DEMO_PASSWORD };

describe("login, session and logout", () => {
  it("logs in with a JSON body and sets an HttpOnly, SameSite session cookie", async () => {
    const { request } = await testApp();
    const response = await request("/api/user/login", { method: "POST", json: alice });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.meta).toEqual({ responseCode: "S", message: messages.loginSuccess });
    expect(body.data).toMatchObject({
      arnum: "AR1001",
      email: "alice@example.com",
      firstname: "Alice",
    });
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^bookwell_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(JSON.stringify(body)).not.toContain(DEMO_PASSWORD);
    expect(JSON.stringify(body)).not.toMatch(/argon2/);
  });

  it("knows the session until logout deletes it on the server", async () => {
    const { request, db } = await testApp();
    const login = await request("/api/user/login", { method: "POST", json: alice });
    const cookie = cookieFrom(login);
    const who = await (await request("/api/user/session", { cookie })).json();
    expect(who.data).toMatchObject({ arnum: "AR1001" });

    const logout = await request("/api/user/logout", { method: "POST", cookie });
    expect((await logout.json()).meta.message).toBe(messages.logoutSuccess);
    expect(await db.query("SELECT * FROM sessions")).toHaveLength(0);
    const after = await (await request("/api/user/session", { cookie })).json();
    expect(after.data).toBeNull();
  });

  it("opens the session the tests' `openSession` opens without a password (same cookie, same row)", async () => {
    for (const config of [{}, { allowedOrigins: ["https://brand.example"] }]) {
      const app = await testApp({ config });
      const login = await app.request("/api/user/login", { method: "POST", json: alice });
      const byLogin = cookieFrom(login);
      const opened = await app.openSession("AR1001");
      expect(opened.split("=")[0]).toBe(byLogin.split("=")[0]);
      const rows = await app.db.query<{ arnum: string; expires_at: Date | string }>(
        "SELECT arnum, expires_at FROM sessions ORDER BY token_hash",
      );
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual(rows[1]);
      for (const cookie of [byLogin, opened]) {
        const who = await (await app.request("/api/user/session", { cookie })).json();
        expect(who.data).toMatchObject({ arnum: "AR1001" });
      }
    }
  });

  it("gives a new session token at every login", async () => {
    const { request } = await testApp();
    const first = cookieFrom(await request("/api/user/login", { method: "POST", json: alice }));
    const second = cookieFrom(await request("/api/user/login", { method: "POST", json: alice }));
    expect(first).not.toBe(second);
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const { request } = await testApp();
    const wrong = await request("/api/user/login", {
      method: "POST",
      json: { ...alice, pwd: "nope" },
    });
    const unknown = await request("/api/user/login", {
      method: "POST",
      json: { userEmail: "nobody@example.com", pwd: "nope" },
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    const wrongBody = await wrong.json();
    expect(wrongBody.meta.message).toBe(LOGIN_FAILED);
    expect(await unknown.json()).toEqual(wrongBody);
    expect((await request("/api/user/session")).status).toBe(200);
  });

  it("needs a session for logout: 401 with the session-expired text", async () => {
    const { request } = await testApp();
    const response = await request("/api/user/logout", { method: "POST" });
    expect(response.status).toBe(401);
    expect((await response.json()).meta.message).toBe(messages.sessionExpired);
  });

  it.each([
    [{}, messages.userIdRequired],
    [{ userEmail: "alice@example.com" }, messages.passwordRequired],
    [{ userEmail: "", pwd: "" }, messages.userIdRequired],
  ])("refuses a bad login body %j with the spec's message", async (json, message) => {
    const { request } = await testApp();
    const response = await request("/api/user/login", { method: "POST", json });
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(message);
  });

  it("refuses a body that is not JSON with a 400, never a 500", async () => {
    const { request, logs } = await testApp();
    const response = await request("/api/user/login", {
      method: "POST",
      body: "userEmail=alice&pwd=secret",
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(messages.oops);
    expect(logs).toEqual([]);
  });
});
