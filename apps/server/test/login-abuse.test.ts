import { texts } from "@bookwell/contract";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";

import { LOGIN_ABUSE, LOGIN_FAILED, loginDelayMs } from "../src/handlers/auth/login";
import { DEMO_PASSWORD } from "../src/seed";
import { fixedClock, testApp } from "./helpers";

/**
 * Failed logins slow down and then ask for the captcha; nobody can lock a
 * customer (or a shared office) out, and the right password is never refused for failures
 * someone else made. The delays are recorded by the test clock, not waited for.
 */
const alice = { userEmail: "alice@example.com", pwd: DEMO_PASSWORD };
type App = Awaited<ReturnType<typeof testApp>>;

async function abuseApp(config: Parameters<typeof testApp>[0] = {}) {
  const delays: number[] = [];
  const app = await testApp({
    ...config,
    clock: { now: fixedClock.now, sleep: async (ms) => void delays.push(ms) },
  });
  const login = (json: object, headers: Record<string, string> = {}) =>
    app.request("/api/user/login", { method: "POST", headers, json });
  return { ...app, delays, login };
}

async function solvedCaptcha({ request }: App): Promise<string> {
  const { data: challenge } = await (await request("/api/captcha/challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe("login abuse without lockout", () => {
  it("delays 1, 2, 4, 8 seconds after the third failure, capped", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(loginDelayMs)).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 8000,
    ]);
  });

  it("slows an e-mail's logins progressively, then asks for the captcha; the right password still gets in", async () => {
    const app = await abuseApp();
    for (let i = 0; i < LOGIN_ABUSE.captchaAfter; i++) {
      const wrong = await app.login({ ...alice, pwd: `wrong-${i}` });
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).meta.message).toBe(LOGIN_FAILED);
    }
    expect(app.delays).toEqual([1000, 2000, 4000]);

    // Now even the right password needs the captcha (never a refusal with it)...
    const noCaptcha = await app.login(alice);
    expect(noCaptcha.status).toBe(400);
    expect((await noCaptcha.json()).meta.message).toBe(texts.loginCaptchaNeeded);
    const used = await solvedCaptcha(app);
    const withCaptcha = await app.login({ ...alice, altcha: used });
    expect(withCaptcha.status).toBe(200);
    // ...a payload is good once...
    expect((await app.login({ ...alice, pwd: "wrong", altcha: used })).status).toBe(400);
    // ...and the owner's success started the e-mail's count again: no captcha, no delay.
    const delaysBefore = app.delays.length;
    expect((await app.login(alice)).status).toBe(200);
    expect(app.delays.length).toBe(delaysBefore);
  });

  it("a burst of 60 wrong passwords at once checks at most the stated number before the captcha", async () => {
    const app = await abuseApp();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => app.login({ ...alice, pwd: `burst-${i}` })),
    );
    const messages = await Promise.all(answers.map(async (a) => (await a.json()).meta.message));
    const checked = messages.filter((message) => message === LOGIN_FAILED).length;
    expect(checked).toBe(LOGIN_ABUSE.captchaAfter);
    expect(messages.filter((m) => m === texts.loginCaptchaNeeded)).toHaveLength(
      60 - LOGIN_ABUSE.captchaAfter,
    );
  });

  it("once the captcha is asked, every further guess also costs the longest delay", async () => {
    const app = await abuseApp();
    for (let i = 0; i < LOGIN_ABUSE.captchaAfter; i++)
      await app.login({ ...alice, pwd: `wrong-${i}` });
    const before = app.delays.length;
    for (let i = 0; i < 3; i++)
      await app.login({ ...alice, pwd: `again-${i}`, altcha: await solvedCaptcha(app) });
    expect(app.delays.slice(before)).toEqual([
      LOGIN_ABUSE.maxDelayMs,
      LOGIN_ABUSE.maxDelayMs,
      LOGIN_ABUSE.maxDelayMs,
    ]);
  });

  it("with the captcha, a wrong password is still just wrong", async () => {
    const app = await abuseApp();
    for (let i = 0; i < LOGIN_ABUSE.captchaAfter; i++)
      await app.login({ ...alice, pwd: `wrong-${i}` });
    const wrong = await app.login({ ...alice, pwd: "wrong", altcha: await solvedCaptcha(app) });
    expect((await wrong.json()).meta.message).toBe(LOGIN_FAILED);
  });

  it("a customer who logs in often is never slowed or asked", async () => {
    const app = await abuseApp();
    for (let i = 0; i < 12; i++) expect((await app.login(alice)).status).toBe(200);
    expect(app.delays).toEqual([]);
  });

  it("a shared office (one address, a typo each for 20 people) trips nothing; a guesser of many e-mails gets the captcha from that address only", async () => {
    const app = await abuseApp({ config: { trustProxy: true } });
    const office = { "X-Forwarded-For": "203.0.113.7" };
    for (let i = 0; i < 20; i++)
      await app.login({ userEmail: `colleague-${i}@example.com`, pwd: "typo" }, office);
    expect((await app.login(alice, office)).status).toBe(200);

    const guesser = { "X-Forwarded-For": "198.51.100.66" };
    for (let i = 0; i < LOGIN_ABUSE.addressCaptchaAfter; i++)
      await app.login({ userEmail: `victim-${i}@example.com`, pwd: "guess" }, guesser);
    const fromGuesser = await app.login(alice, guesser);
    expect((await fromGuesser.json()).meta.message).toBe(texts.loginCaptchaNeeded);
    // Everyone else, Alice from home included, is not affected.
    expect((await app.login(alice, { "X-Forwarded-For": "192.0.2.1" })).status).toBe(200);
  });

  it("without a trusted proxy, a made-up X-Forwarded-For does not dodge the address count", async () => {
    const app = await abuseApp({ config: { trustProxy: false } });
    for (let i = 0; i < LOGIN_ABUSE.addressCaptchaAfter; i++)
      await app.login(
        { userEmail: `victim-${i}@example.com`, pwd: "guess" },
        { "X-Forwarded-For": `198.51.100.${i}` },
      );
    const next = await app.login(alice, { "X-Forwarded-For": "203.0.113.250" });
    expect((await next.json()).meta.message).toBe(texts.loginCaptchaNeeded);
  });

  it("behind trusted proxies, entries a caller makes up in X-Forwarded-For do not dodge the address count", async () => {
    for (const trustProxy of [true, { hops: 1 }, { addresses: ["loopback"] }]) {
      const app = await abuseApp({ config: { trustProxy } });
      // The caller's own entries first; the proxy appends the address it saw.
      for (let i = 0; i < LOGIN_ABUSE.addressCaptchaAfter; i++)
        await app.login(
          { userEmail: `victim-${i}@example.com`, pwd: "guess" },
          { "X-Forwarded-For": `203.0.113.${i}, 198.51.100.66` },
        );
      const next = await app.login(alice, { "X-Forwarded-For": "203.0.113.250, 198.51.100.66" });
      expect((await next.json()).meta.message).toBe(texts.loginCaptchaNeeded);
    }
  });

  it("trusts no header from a peer that is not a listed proxy", async () => {
    const app = await abuseApp({ config: { trustProxy: { addresses: ["10.0.0.1"] } } });
    for (let i = 0; i < LOGIN_ABUSE.addressCaptchaAfter; i++)
      await app.login(
        { userEmail: `victim-${i}@example.com`, pwd: "guess" },
        { "X-Forwarded-For": `198.51.100.${i}` },
      );
    const next = await app.login(alice, { "X-Forwarded-For": "203.0.113.250" });
    expect((await next.json()).meta.message).toBe(texts.loginCaptchaNeeded);
  });
});
