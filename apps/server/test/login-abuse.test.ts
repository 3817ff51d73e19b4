import { serverTexts, texts } from "@bookwell/contract";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";

import { CAPTCHA_COST, captchaCost } from "../src/captcha";
import {
  accountDelayMs,
  LOGIN_ABUSE,
  LOGIN_DELAY,
  LOGIN_FAILED,
  LOGIN_LOOP_CHECKED_PER_HOUR,
} from "../src/handlers/auth/login";
import { DEMO_PASSWORD, DEMO_STAFF_PASSWORD } from "../src/seed";
import { fixedClock, testApp } from "./helpers";
import { ADMIN, AGENT } from "./staff-helpers";

/**
 * Failed logins at one account (a customer's, or a staff member's at the console) wait longer and longer (refused,
 * without a password check, until the account's delay has passed), then also ask for the
 * captcha, whose work grows with the address's failures; the right password is never refused
 * for long. Time is the test clock's (`now`, moved by the test), never waited for.
 */
const alice = { userEmail: "alice@example.com", pwd: DEMO_PASSWORD };
type App = Awaited<ReturnType<typeof abuseApp>>;

async function abuseApp(config: Parameters<typeof testApp>[0] = {}) {
  let now = fixedClock.now().getTime();
  const app = await testApp({ ...config, clock: { now: () => new Date(now) } });
  const login = (json: object, headers: Record<string, string> = {}) =>
    app.request("/api/user/login", { method: "POST", headers, json });
  const staffLogin = (json: object, headers: Record<string, string> = {}) =>
    app.request("/api/staff/login", { method: "POST", headers, json });
  /** Moves the app's clock on. */
  const wait = (ms: number) => void (now += ms);
  return { ...app, login, staffLogin, wait };
}

async function solvedCaptcha(
  { request }: Pick<App, "request">,
  headers: Record<string, string> = {},
): Promise<string> {
  const { data: challenge } = await (await request("/api/captcha/challenge", { headers })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Wrong guesses at one account, each waiting out the delay the last answer asked for. */
async function guessPatiently(app: App, guesses: number) {
  for (let i = 0; i < guesses; i++) {
    const wrong = await app.login({ ...alice, pwd: `wrong-${i}` });
    expect((await wrong.json()).meta.message).toBe(LOGIN_FAILED);
    app.wait(accountDelayMs(i + 1));
  }
}

describe("login abuse", () => {
  it("waits 1, 2, 4 seconds... after the third failure, up to five minutes", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10, 11, 20].map(accountDelayMs)).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 128_000, 256_000, 300_000,
    ]);
    expect(LOGIN_DELAY.maxMs).toBe(300_000);
  });

  it("refuses a guess that comes before the account's delay has passed, unchecked, saying how long (Retry-After)", async () => {
    const app = await abuseApp();
    await guessPatiently(app, LOGIN_DELAY.freeFailures);
    app.wait(-accountDelayMs(LOGIN_DELAY.freeFailures)); // back to just after the third failure
    // Too soon: refused even with the right password, which is not checked.
    const early = await app.login(alice);
    expect(early.status).toBe(429);
    expect(early.headers.get("retry-after")).toBe("1");
    expect((await early.json()).meta.message).toBe(serverTexts.loginDelayed(1));
    // A refused guess does not count: after the delay the right password gets in.
    app.wait(999);
    expect((await app.login(alice)).status).toBe(429);
    app.wait(1);
    expect((await app.login(alice)).status).toBe(200);
    // ...and the owner's success started the count again.
    for (let i = 0; i < LOGIN_DELAY.freeFailures; i++)
      expect((await app.login({ ...alice, pwd: `typo-${i}` })).status).toBe(400);
  });

  it("a wrong-password loop against one account gets at most the stated number of guesses checked in an hour", async () => {
    const app = await abuseApp();
    let checked = 0;
    let refused = 0;
    // A guess every 10 seconds of the app's clock for an hour, each with a solved captcha
    // (asked for once the captcha is needed), so the delay alone decides.
    let captcha: string | undefined;
    for (let second = 0; second < 3600; second += 10) {
      const answer = await app.login({ ...alice, pwd: `guess-${second}`, altcha: captcha });
      const message = (await answer.json()).meta.message;
      if (message === LOGIN_FAILED) {
        checked += 1;
        captcha = undefined;
      } else if (message === texts.loginCaptchaNeeded) {
        captcha = await solvedCaptcha(app);
      } else {
        expect(answer.status).toBe(429);
        refused += 1;
      }
      if (checked >= LOGIN_ABUSE.captchaAfter && !captcha) captcha = await solvedCaptcha(app);
      app.wait(10_000);
    }
    // 3 free, then 1+2+4+...+256 s (511 s, 9 guesses), then one each 5 minutes: 3 + 9 + 10.
    expect(LOGIN_LOOP_CHECKED_PER_HOUR).toBe(22);
    expect(checked).toBeLessThanOrEqual(LOGIN_LOOP_CHECKED_PER_HOUR);
    expect(checked).toBeGreaterThanOrEqual(15);
    expect(refused).toBeGreaterThan(300);
  });

  it("a burst of 60 wrong passwords at once checks at most the account's free failures", async () => {
    const app = await abuseApp();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => app.login({ ...alice, pwd: `burst-${i}` })),
    );
    const messages = await Promise.all(answers.map(async (a) => (await a.json()).meta.message));
    expect(messages.filter((message) => message === LOGIN_FAILED)).toHaveLength(
      LOGIN_DELAY.freeFailures,
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(
      60 - LOGIN_DELAY.freeFailures,
    );
  });

  it("after the captcha's threshold, even the right password needs it (once per payload)", async () => {
    const app = await abuseApp();
    await guessPatiently(app, LOGIN_ABUSE.captchaAfter);
    const noCaptcha = await app.login(alice);
    expect((await noCaptcha.json()).meta.message).toBe(texts.loginCaptchaNeeded);
    app.wait(accountDelayMs(LOGIN_ABUSE.captchaAfter + 1));
    const used = await solvedCaptcha(app);
    expect((await app.login({ ...alice, altcha: used })).status).toBe(200);
    expect((await app.login({ ...alice, pwd: "wrong", altcha: used })).status).toBe(400);
    expect((await app.login(alice)).status).toBe(200);
  });

  it("the captcha's work grows with the address's failures, and a cheap challenge fetched earlier is not accepted later", async () => {
    const app = await abuseApp({ config: { trustProxy: true } });
    const guesser = { "X-Forwarded-For": "198.51.100.66" };
    const challengeCost = async () =>
      (await (await app.request("/api/captcha/challenge", { headers: guesser })).json()).data
        .parameters.cost;
    expect(await challengeCost()).toBe(1);
    const early = await solvedCaptcha(app, guesser);
    // A guesser of many e-mails from one address.
    for (let i = 0; i < 40; i++)
      await app.login({ userEmail: `victim-${i}@example.com`, pwd: "guess" }, guesser);
    expect(await challengeCost()).toBe(captchaCost(40));
    expect(captchaCost(40)).toBe(16);
    expect(captchaCost(1000)).toBe(CAPTCHA_COST.max);
    const stale = await app.login({ ...alice, altcha: early }, guesser);
    expect((await stale.json()).meta.message).toBe(texts.loginCaptchaNeeded);
    const fresh = await app.login({ ...alice, altcha: await solvedCaptcha(app, guesser) }, guesser);
    expect(fresh.status).toBe(200);
  });

  it("with the captcha, a wrong password is still just wrong", async () => {
    const app = await abuseApp();
    await guessPatiently(app, LOGIN_ABUSE.captchaAfter);
    const wrong = await app.login({ ...alice, pwd: "wrong", altcha: await solvedCaptcha(app) });
    expect((await wrong.json()).meta.message).toBe(LOGIN_FAILED);
  });

  it("a customer who logs in often is never slowed or asked", async () => {
    const app = await abuseApp();
    for (let i = 0; i < 12; i++) expect((await app.login(alice)).status).toBe(200);
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

describe("staff sign-in abuse: the customers' limits, counted the same way", () => {
  const agent = { email: AGENT.email, password: DEMO_STAFF_PASSWORD };
  const STAFF_FAILED = serverTexts.staffLoginFailed;

  it("refuses a guess that comes before the account's delay has passed, unchecked, saying how long; another staff member is not held up", async () => {
    const app = await abuseApp();
    for (let i = 0; i < LOGIN_DELAY.freeFailures; i++) {
      const wrong = await app.staffLogin({ ...agent, password: `wrong-${i}` });
      expect((await wrong.json()).meta.message).toBe(STAFF_FAILED);
    }
    // Too soon: refused even with the right password, which is not checked.
    const early = await app.staffLogin(agent);
    expect(early.status).toBe(429);
    expect(early.headers.get("retry-after")).toBe("1");
    expect((await early.json()).meta.message).toBe(serverTexts.loginDelayed(1));
    // The delay is the account's: the admin signs in at once.
    expect((await app.staffLogin({ ...agent, email: ADMIN.email })).status).toBe(200);
    // A refused guess does not count: after the delay the right password gets in.
    app.wait(999);
    expect((await app.staffLogin(agent)).status).toBe(429);
    app.wait(1);
    expect((await app.staffLogin(agent)).status).toBe(200);
    // ...and the success started the count again.
    for (let i = 0; i < LOGIN_DELAY.freeFailures; i++)
      expect((await app.staffLogin({ ...agent, password: `typo-${i}` })).status).toBe(400);
  });

  it("a burst of 60 wrong passwords at once checks at most the account's free failures", async () => {
    const app = await abuseApp();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => app.staffLogin({ ...agent, password: `burst-${i}` })),
    );
    const messages = await Promise.all(answers.map(async (a) => (await a.json()).meta.message));
    expect(messages.filter((message) => message === STAFF_FAILED)).toHaveLength(
      LOGIN_DELAY.freeFailures,
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(
      60 - LOGIN_DELAY.freeFailures,
    );
  });

  it("a wrong-password loop against one staff account gets at most the stated number of guesses checked in an hour", async () => {
    const app = await abuseApp();
    let checked = 0;
    let refused = 0;
    // A guess every 10 seconds of the app's clock for an hour, with a solved captcha once one
    // is asked for, so the delay alone decides.
    let captcha: string | undefined;
    for (let second = 0; second < 3600; second += 10) {
      const answer = await app.staffLogin({
        ...agent,
        password: `guess-${second}`,
        ...(captcha ? { altcha: captcha } : {}),
      });
      const message = (await answer.json()).meta.message;
      if (message === STAFF_FAILED) {
        checked += 1;
        captcha = undefined;
      } else if (message === texts.loginCaptchaNeeded) {
        captcha = await solvedCaptcha(app);
      } else {
        expect(answer.status).toBe(429);
        refused += 1;
      }
      if (checked >= LOGIN_ABUSE.captchaAfter && !captcha) captcha = await solvedCaptcha(app);
      app.wait(10_000);
    }
    expect(checked).toBeLessThanOrEqual(LOGIN_LOOP_CHECKED_PER_HOUR);
    expect(checked).toBeGreaterThanOrEqual(15);
    expect(refused).toBeGreaterThan(300);
  });

  it("after the captcha's threshold even the right password needs a solved captcha, of the cost the address's failures call for", async () => {
    const app = await abuseApp({ config: { trustProxy: true } });
    const guesser = { "X-Forwarded-For": "198.51.100.66" };
    for (let i = 0; i < LOGIN_ABUSE.captchaAfter; i++) {
      const wrong = await app.staffLogin({ ...agent, password: `wrong-${i}` }, guesser);
      expect((await wrong.json()).meta.message).toBe(STAFF_FAILED);
      app.wait(accountDelayMs(i + 1));
    }
    const noCaptcha = await app.staffLogin(agent, guesser);
    expect((await noCaptcha.json()).meta.message).toBe(texts.loginCaptchaNeeded);
    app.wait(accountDelayMs(LOGIN_ABUSE.captchaAfter + 1));
    // The address's failures count with the customers' sign-ins: a cheap challenge fetched
    // before a run of them is not accepted after it.
    const early = await solvedCaptcha(app, guesser);
    for (let i = 0; i < 40; i++)
      await app.staffLogin({ email: `victim-${i}@bookwell.example`, password: "guess" }, guesser);
    const stale = await app.staffLogin({ ...agent, altcha: early }, guesser);
    expect((await stale.json()).meta.message).toBe(texts.loginCaptchaNeeded);
    app.wait(accountDelayMs(LOGIN_ABUSE.captchaAfter + 2));
    const fresh = await app.staffLogin(
      { ...agent, altcha: await solvedCaptcha(app, guesser) },
      guesser,
    );
    expect(fresh.status).toBe(200);
  });
});
