import { messages, serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { RESET_FAILED } from "../src/handlers/auth/password-reset";
import { DEMO_PASSWORD } from "../src/seed";
import { fixedClock, testApp } from "./helpers";

const email = "alice@example.com";
const newPassword = "N3w-Passw0rd!";

async function mailedCode(
  request: Awaited<ReturnType<typeof testApp>>["request"],
): Promise<string> {
  const outbox = await (await request("/api/dev/outbox")).json();
  const mail = outbox.data.find((m: { recipient: string }) => m.recipient === email);
  return /\b(\d{6})\b/.exec(mail.body)![1]!;
}

const resetBody = (OTP: string) => ({
  email,
  OTP,
  encryptedNewPWD: newPassword,
  confirmPassword: newPassword,
});

describe("password reset", () => {
  it("POST user/validate mails a 6-digit code, never returns it, and answers the same for an unknown e-mail", async () => {
    const { request } = await testApp();
    const known = await request(`/api/user/validate?email=${email}`, { method: "POST" });
    const unknown = await request("/api/user/validate?email=nobody@example.com", {
      method: "POST",
    });
    const knownBody = await known.json();
    expect(knownBody).toEqual({
      meta: { responseCode: "S", message: messages.checkEmail },
      data: null,
    });
    expect(await unknown.json()).toEqual(knownBody);
    const code = await mailedCode(request);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(knownBody)).not.toContain(code);
  });

  it("a GET of user/validate (a link or an image on another site) is a 405 that queues no mail", async () => {
    const { request, db } = await testApp();
    const answer = await request(`/api/user/validate?email=${email}`);
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("POST");
    expect((await answer.json()).meta.message).toBe(serverTexts.resetRequestPostOnly);
    expect(await db.query("SELECT 1 FROM outbox")).toHaveLength(0);
    expect(await db.query("SELECT 1 FROM password_resets")).toHaveLength(0);
  });

  it("sets the new password with the right code, once, and ends the old sessions", async () => {
    const { request, db } = await testApp();
    await request("/api/user/login", {
      method: "POST",
      json: { userEmail: email, pwd: DEMO_PASSWORD },
    });
    await request(`/api/user/validate?email=${email}`, { method: "POST" });
    const code = await mailedCode(request);

    const reset = await request("/api/user/resetpwd", { method: "POST", json: resetBody(code) });
    expect((await reset.json()).meta).toEqual({
      responseCode: "S",
      message: messages.passwordResetSuccess,
    });
    expect(await db.query("SELECT * FROM sessions")).toHaveLength(0);

    const oldLogin = await request("/api/user/login", {
      method: "POST",
      json: { userEmail: email, pwd: DEMO_PASSWORD },
    });
    expect(oldLogin.status).toBe(400);
    const newLogin = await request("/api/user/login", {
      method: "POST",
      json: { userEmail: email, pwd: newPassword },
    });
    expect(newLogin.status).toBe(200);

    const again = await request("/api/user/resetpwd", { method: "POST", json: resetBody(code) });
    expect(again.status).toBe(400);
    expect((await again.json()).meta.message).toBe(RESET_FAILED);
  });

  it("refuses a wrong code and an expired one", async () => {
    let now = fixedClock.now().getTime();
    const { request } = await testApp({ clock: { now: () => new Date(now) } });
    await request(`/api/user/validate?email=${email}`, { method: "POST" });
    const code = await mailedCode(request);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect(
      (await request("/api/user/resetpwd", { method: "POST", json: resetBody(wrong) })).status,
    ).toBe(400);

    now += 11 * 60_000;
    const late = await request("/api/user/resetpwd", { method: "POST", json: resetBody(code) });
    expect(late.status).toBe(400);
    expect((await late.json()).meta.message).toBe(RESET_FAILED);
  });

  it("limits guesses per e-mail", async () => {
    const { request } = await testApp();
    await request(`/api/user/validate?email=${email}`, { method: "POST" });
    for (let i = 0; i < 10; i++) {
      await request("/api/user/resetpwd", {
        method: "POST",
        json: resetBody(String(i).padStart(6, "0")),
      });
    }
    const code = await mailedCode(request);
    const blocked = await request("/api/user/resetpwd", { method: "POST", json: resetBody(code) });
    expect(blocked.status).toBe(429);
  });

  it.each([
    [{ OTP: "123456", encryptedNewPWD: "x", confirmPassword: "x" }, messages.resetEmailRequired],
    [{ email, encryptedNewPWD: "x", confirmPassword: "x" }, messages.otpRequired],
    [{ email, OTP: "123456", confirmPassword: "x" }, messages.passwordRequired],
    // The confirm-password match is the form's check (the body carries one password).
  ])("checks the body %j with the spec's message", async (json, message) => {
    const { request } = await testApp();
    const response = await request("/api/user/resetpwd", { method: "POST", json });
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(message);
  });

  it("writes no code or password to the log", async () => {
    const { request, logs } = await testApp();
    await request(`/api/user/validate?email=${email}`, { method: "POST" });
    const code = await mailedCode(request);
    await request("/api/user/resetpwd", { method: "POST", json: resetBody(code) });
    expect(logs.join("\n")).not.toContain(code);
    expect(logs.join("\n")).not.toContain(newPassword);
  });
});
