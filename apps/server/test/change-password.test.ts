import { messages } from "@bookwell/contract";
import { describe, expect, it, onTestFinished } from "vitest";

import { setPasswordHashCost, TOO_MANY_ATTEMPTS } from "../src/handlers/auth/login";
import { WRONG_CURRENT_PASSWORD } from "../src/handlers/auth/sign-up";
import { DEMO_PASSWORD } from "../src/seed";
import { TEST_PASSWORD_HASH_COST } from "./global-setup";
import { cookieFrom, testApp } from "./helpers";

type App = Awaited<ReturnType<typeof testApp>>;

const NEW_PASSWORD = "Fresh-pass-27";

const login = (app: App, pwd = DEMO_PASSWORD, userEmail = "alice@example.com") =>
  app.request("/api/user/login", { method: "POST", json: { userEmail, pwd } });

const change = (app: App, cookie: string | undefined, form: Record<string, unknown> = {}) =>
  app.request("/api/user/changepwd", {
    method: "POST",
    cookie,
    json: {
      email: "alice@example.com",
      encryptedOldPWD: DEMO_PASSWORD,
      encryptedNewPWD: NEW_PASSWORD,
      ...form,
    },
  });

const whoIs = async (app: App, cookie: string) =>
  (await (await app.request("/api/user/session", { cookie })).json()).data?.arnum ?? null;

describe("change password (POST user/changepwd)", () => {
  it("changes the password, keeps this session and ends every other one", async () => {
    // The one test of the production cost: the other tests hash at the least (`setup.ts`).
    setPasswordHashCost();
    onTestFinished(() => setPasswordHashCost(TEST_PASSWORD_HASH_COST));
    const app = await testApp();
    const here = cookieFrom(await login(app));
    const phone = cookieFrom(await login(app));
    const bob = cookieFrom(await login(app, DEMO_PASSWORD, "bob@example.com"));

    const response = await change(app, here);
    expect(response.status).toBe(200);
    expect((await response.json()).meta).toEqual({
      responseCode: "S",
      message: messages.passwordUpdated,
    });
    expect(await whoIs(app, here)).toBe("AR1001");
    expect(await whoIs(app, phone)).toBeNull();
    expect(await whoIs(app, bob)).toBe("AR1002");

    expect((await login(app)).status).toBe(400);
    expect((await login(app, NEW_PASSWORD)).status).toBe(200);
    const [account] = await app.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM accounts WHERE arnum = 'AR1001'",
    );
    expect(account!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [mail] = await app.db.query<{ subject: string; body: string }>(
      "SELECT subject, body FROM outbox WHERE recipient = 'alice@example.com'",
    );
    expect(mail!.subject).toBe("Your password was changed");
    expect(mail!.body).not.toContain(NEW_PASSWORD);
  });

  it("needs a session: 401 without one", async () => {
    const app = await testApp();
    const response = await change(app, undefined);
    expect(response.status).toBe(401);
    expect((await response.json()).meta.message).toBe(messages.sessionExpired);
    expect((await login(app)).status).toBe(200);
  });

  it("refuses a wrong current password, and changes nothing", async () => {
    const app = await testApp();
    const cookie = cookieFrom(await login(app));
    const response = await change(app, cookie, { encryptedOldPWD: "not-it" });
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(WRONG_CURRENT_PASSWORD);
    expect((await login(app)).status).toBe(200);
  });

  it("refuses another account's e-mail with 403 (the session decides whose password)", async () => {
    const app = await testApp();
    const cookie = cookieFrom(await login(app));
    const response = await change(app, cookie, { email: "bob@example.com" });
    expect(response.status).toBe(403);
    expect((await login(app, DEMO_PASSWORD, "bob@example.com")).status).toBe(200);
    expect((await login(app)).status).toBe(200);
  });

  it.each([
    ["no current password", { encryptedOldPWD: "" }, messages.currentPasswordRequired],
    ["a long current password", { encryptedOldPWD: "x".repeat(16) }, messages.tooLong(15)],
    ["no new password", { encryptedNewPWD: "" }, messages.newPasswordRequired],
    ["a long new password", { encryptedNewPWD: "x".repeat(16) }, messages.tooLong(15)],
  ])("refuses %s with 400 and the spec's message", async (_, form, message) => {
    const app = await testApp();
    const cookie = cookieFrom(await login(app));
    const response = await change(app, cookie, form);
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(message);
    expect((await login(app)).status).toBe(200);
  });

  it("limits current-password guesses: 10 in 15 minutes", async () => {
    const app = await testApp();
    const cookie = cookieFrom(await login(app));
    for (let i = 0; i < 10; i += 1)
      expect((await change(app, cookie, { encryptedOldPWD: `guess-${i}` })).status).toBe(400);
    const blocked = await change(app, cookie);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).meta.message).toBe(TOO_MANY_ATTEMPTS);
  });
});
