import { messages, texts } from "@bookwell/contract";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterEach, describe, expect, it, vi } from "vitest";

import { LOGIN_FAILED, TOO_MANY_ATTEMPTS } from "../src/handlers/auth/login";
import { ALREADY_REGISTERED, VERIFY_FAILED } from "../src/handlers/auth/sign-up";
import { fixedClock, testApp } from "./helpers";

type App = Awaited<ReturnType<typeof testApp>>;

/** What the browser does: fetch a challenge, solve it, send base64(JSON { challenge, solution }). */
async function solvedCaptcha({ request }: App): Promise<string> {
  const { data: challenge } = await (await request("/api/captcha/challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const carol = {
  title: "Ms",
  postalcode: "SW11 4PL",
  firstname: "Carol",
  lastname: "Jones",
  mobile: "07700900103",
  email: "Carol@Example.com",
  encryptedPWD: "Carol-pass-2026",
};

async function signUp(app: App, form: Record<string, unknown> = carol) {
  return app.request("/api/user/basicsignup", {
    method: "POST",
    json: { altcha: await solvedCaptcha(app), ...form },
  });
}

/** The verification link of the newest mail to `email`, if it has one. */
async function linkFor(app: App, email: string): Promise<string | undefined> {
  const [mail] = await app.db.query<{ body: string }>(
    "SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1",
    [email],
  );
  const url = /https?:\/\/\S+\/api\/user\/verify\?token=[\w-]+/.exec(mail?.body ?? "")?.[0];
  return url ? new URL(url).pathname + new URL(url).search : undefined;
}

const login = (app: App, userEmail: string, pwd: string) =>
  app.request("/api/user/login", { method: "POST", json: { userEmail, pwd } });

afterEach(() => {
  vi.useRealTimers();
});

describe("captcha (ALTCHA)", () => {
  it("hands out a signed challenge the widget can solve", async () => {
    const app = await testApp();
    const response = await app.request("/api/captcha/challenge");
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.parameters).toMatchObject({ algorithm: "SHA-256" });
    expect(data.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(typeof data.signature).toBe("string");
  });

  it("accepts a solved payload once only, across calls", async () => {
    const app = await testApp();
    const altcha = await solvedCaptcha(app);
    const first = await app.request("/api/user/basicsignup", {
      method: "POST",
      json: { ...carol, altcha },
    });
    expect(first.status).toBe(200);
    const again = await app.request("/api/user/basicsignup", {
      method: "POST",
      json: { ...carol, email: "other@example.com", altcha },
    });
    expect(again.status).toBe(400);
    expect((await again.json()).meta.message).toBe(messages.captchaRequired);
  });

  it("refuses a challenge solved after it expired (10 minutes)", async () => {
    const app = await testApp();
    const altcha = await solvedCaptcha(app);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const response = await app.request("/api/user/basicsignup", {
      method: "POST",
      json: { ...carol, altcha },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(messages.captchaRequired);
  });
});

describe("sign-up (POST user/basicsignup)", () => {
  it("mails a verification link and makes no account until it is opened", async () => {
    const app = await testApp();
    const response = await signUp(app);
    expect(response.status).toBe(200);
    expect((await response.json()).meta).toEqual({
      responseCode: "S",
      message: messages.verificationLinkSent,
    });
    const link = await linkFor(app, "carol@example.com");
    expect(link).toMatch(/^\/api\/user\/verify\?token=[\w-]{43}$/);
    // Not an account yet: logging in is the ordinary failure.
    const early = await login(app, "carol@example.com", carol.encryptedPWD);
    expect(early.status).toBe(400);
    expect((await early.json()).meta.message).toBe(LOGIN_FAILED);
    // The token is stored as a hash only; the password as argon2id.
    const [pending] = await app.db.query<{ token_hash: string; password_hash: string }>(
      "SELECT token_hash, password_hash FROM pending_signups",
    );
    expect(pending!.token_hash).not.toBe(link!.split("token=")[1]);
    expect(pending!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("opening the link makes the account AR1003, verified, and the password logs in", async () => {
    const app = await testApp();
    // The postal code typed loosely is kept as the postcode rule writes it.
    await signUp(app, { ...carol, postalcode: "sw114pl" });
    const link = (await linkFor(app, "carol@example.com"))!;
    const opened = await app.request(link);
    expect(opened.status).toBe(200);
    expect((await opened.json()).meta).toEqual({
      responseCode: "S",
      message: messages.registrationSuccess,
    });
    const [account] = await app.db.query(
      "SELECT arnum, email, title, firstname, lastname, mobile, postalcode, verified FROM accounts WHERE email = 'carol@example.com'",
    );
    expect(account).toEqual({
      arnum: "AR1003",
      email: "carol@example.com",
      title: "Ms",
      firstname: "Carol",
      lastname: "Jones",
      mobile: "07700900103",
      postalcode: "SW11 4PL",
      verified: true,
    });
    const loggedIn = await login(app, "carol@example.com", carol.encryptedPWD);
    expect(loggedIn.status).toBe(200);
    expect((await loggedIn.json()).data).toMatchObject({ arnum: "AR1003", firstname: "Carol" });

    // A link works once.
    const again = await app.request(link);
    expect(again.status).toBe(400);
    expect((await again.json()).meta.message).toBe(VERIFY_FAILED);
  });

  it("numbers accounts on after the demo ones: AR1003, AR1004", async () => {
    const app = await testApp();
    await signUp(app);
    await signUp(app, { ...carol, email: "dan@example.com", firstname: "Dan" });
    await app.request((await linkFor(app, "dan@example.com"))!);
    await app.request((await linkFor(app, "carol@example.com"))!);
    const rows = await app.db.query<{ arnum: string; email: string }>(
      "SELECT arnum, email FROM accounts WHERE arnum NOT IN ('AR1001', 'AR1002') ORDER BY arnum",
    );
    expect(rows).toEqual([
      { arnum: "AR1003", email: "dan@example.com" },
      { arnum: "AR1004", email: "carol@example.com" },
    ]);
  });

  it("answers a registered address exactly as a new one, and mails its owner instead", async () => {
    const app = await testApp();
    const fresh = await signUp(app);
    const taken = await signUp(app, { ...carol, email: "ALICE@example.com" });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    const [mail] = await app.db.query<{ subject: string; body: string }>(
      "SELECT subject, body FROM outbox WHERE recipient = 'alice@example.com'",
    );
    expect(mail!.subject).toBe("Someone tried to sign up with your address");
    expect(await linkFor(app, "alice@example.com")).toBeUndefined();
    const [{ n }] = (await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pending_signups WHERE email = 'alice@example.com'",
    )) as [{ n: number }];
    expect(n).toBe(0);
    // Alice's password is untouched.
    expect((await login(app, "alice@example.com", carol.encryptedPWD)).status).toBe(400);
  });

  it("of two sign-ups for one address, the first link opened wins and the other dies", async () => {
    const app = await testApp();
    await signUp(app, { ...carol, encryptedPWD: "someone-elses" });
    const stranger = (await linkFor(app, "carol@example.com"))!;
    await signUp(app);
    const own = (await linkFor(app, "carol@example.com"))!;
    expect((await app.request(own)).status).toBe(200);
    const late = await app.request(stranger);
    expect(late.status).toBe(400);
    expect((await late.json()).meta.message).toBe(VERIFY_FAILED);
    expect((await login(app, "carol@example.com", "someone-elses")).status).toBe(400);
    expect((await login(app, "carol@example.com", carol.encryptedPWD)).status).toBe(200);
  });

  it("a link opened after 24 hours has expired", async () => {
    let now = fixedClock.now();
    const app = await testApp({ clock: { now: () => now } });
    await signUp(app);
    const link = (await linkFor(app, "carol@example.com"))!;
    now = new Date(now.getTime() + 24 * 3_600_000 + 1000);
    const response = await app.request(link);
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(VERIFY_FAILED);
  });

  it("a browser opening the link gets a page, never cached, never passing the token on", async () => {
    const app = await testApp();
    await signUp(app);
    const link = (await linkFor(app, "carol@example.com"))!;
    const page = await app.request(link, { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain(messages.registrationSuccess);
  });

  it("a second link to a registered address says so", async () => {
    const app = await testApp();
    await signUp(app);
    const first = (await linkFor(app, "carol@example.com"))!;
    // Both pending at once; the account is then made by a Google sign-in, say: simulated here.
    await app.db.query(
      "INSERT INTO accounts (arnum, email, password_hash, firstname, lastname, verified) VALUES ('AR1990', 'carol@example.com', 'x', 'C', 'J', true)",
    );
    const response = await app.request(first);
    expect(response.status).toBe(200);
    expect((await response.json()).meta.message).toBe(ALREADY_REGISTERED);
  });

  it.each([
    ["no token", "/api/user/verify"],
    ["a malformed token", "/api/user/verify?token=abc"],
    ["an unknown token", `/api/user/verify?token=${"A".repeat(43)}`],
    ["an injected token", "/api/user/verify?token=' OR 1=1 --"],
  ])("refuses %s with 400", async (_, path) => {
    const app = await testApp();
    const response = await app.request(path);
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(VERIFY_FAILED);
  });

  it.each([
    ["no salutation", { title: "" }, messages.salutationRequired],
    ["an unknown salutation", { title: "Sir" }, messages.salutationRequired],
    ["no postal code", { postalcode: "" }, messages.postalCodeRequired],
    ["not a postal code", { postalcode: "12345678901" }, texts.postcodeInvalid],
    ["no first name", { firstname: " " }, messages.firstNameRequired],
    ["a long first name", { firstname: "x".repeat(21) }, messages.tooLong(20)],
    ["no last name", { lastname: "" }, messages.lastNameRequired],
    ["no phone", { mobile: "" }, messages.phoneRequired],
    ["a long phone", { mobile: "0".repeat(16) }, messages.tooLong(15)],
    ["no email", { email: "" }, messages.emailIdRequired],
    ["an invalid email", { email: "carol@" }, messages.invalidEmail],
    ["a long email", { email: `${"c".repeat(40)}@example.com` }, messages.tooLong(50)],
    ["no password", { encryptedPWD: "" }, messages.passwordRequired],
    ["a long password", { encryptedPWD: "p".repeat(21) }, messages.tooLong(20)],
    ["no captcha", { altcha: "" }, messages.captchaRequired],
    [
      "a forged captcha",
      { altcha: Buffer.from("{}").toString("base64") },
      messages.captchaRequired,
    ],
    // Not a string at all: a broken client, refused by the contract's schema (zod's own text).
    ["a captcha that is not text", { altcha: 42 }, null],
  ])("refuses %s with 400 and the spec's message", async (_, change, message) => {
    const app = await testApp();
    const response = await signUp(app, { ...carol, ...change });
    expect(response.status).toBe(400);
    const body = await response.json();
    if (message) expect(body.meta.message).toBe(message);
    expect(body.data).toBeNull();
    const [{ n }] = (await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pending_signups",
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const app = await testApp();
    const response = await app.request("/api/user/basicsignup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
  });

  it("limits sign-ups from one address: 10 in 15 minutes", async () => {
    const app = await testApp();
    for (let i = 0; i < 10; i += 1) {
      const response = await app.request("/api/user/basicsignup", {
        method: "POST",
        json: { ...carol, altcha: "not solved" },
      });
      expect(response.status).toBe(400);
    }
    const blocked = await signUp(app);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).meta.message).toBe(TOO_MANY_ATTEMPTS);
  });

  it("limits verification attempts from one address", async () => {
    const app = await testApp();
    for (let i = 0; i < 10; i += 1)
      expect((await app.request(`/api/user/verify?token=${"B".repeat(43)}`)).status).toBe(400);
    expect((await app.request(`/api/user/verify?token=${"B".repeat(43)}`)).status).toBe(429);
  });
});
