import { messages, texts, serverTexts } from "@bookwell/contract";
import { randomBytes } from "node:crypto";

import type { SessionUser } from "@bookwell/contract";
import { hash, verify } from "@node-rs/argon2";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

import type { Clock, ServerConfig } from "../../config";
import type { Handlers } from "../../handler";
import { sessionCookieName, tokenHash } from "../../session";
import { captchaCostRequired, verifyCaptcha } from "../../captcha";
import { HttpError } from "../../http-error";
import { environment } from "../../environment";
import { sameSiteFor } from "../../security/cross-origin";
import { clientAddressOf } from "../../security/proxy";
import { secureCookieFor } from "../../security/transport";
import type { Db, Queryable } from "../../db/db";
import { offeredFlags } from "../../payments";
import { keepDeviceToken, parseDeviceToken, saveSubscription } from "../../push/index";

/** OWASP's argon2id baseline: 19 MiB, 2 passes (about 80 ms here). */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** How long a customer's session lasts from its login. */
export const SESSION_DAYS = 30;
/** Attempts of a limited action (a reset request, a reset code) per key and window. */
const ATTEMPT_LIMIT = { attempts: 10, minutes: 15 };
export const LOGIN_FAILED = serverTexts.loginFailed;
export const TOO_MANY_ATTEMPTS = serverTexts.tooManyAttempts;

/** An argon2id cost: memory in KiB, passes, lanes. */
type HashCost = { memoryCost: number; timeCost: number; parallelism: number };

/** Compared against when the e-mail is unknown, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;

/** The cost new hashes are made at: {@link ARGON2_OPTIONS}, unless a test set another. */
let hashCost: HashCost = ARGON2_OPTIONS;

/**
 * Test seam: the argon2id cost of the hashes made from now on (a sign-in checks a password at
 * the cost its stored hash was made at). The server tests hash at the least cost, so their
 * hundreds of sign-ins and seeds do not each pay the production cost; one test holds a new
 * password's hash to {@link ARGON2_OPTIONS}. The server itself never calls it.
 */
export function setPasswordHashCost(cost: HashCost = ARGON2_OPTIONS): void {
  hashCost = cost;
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashCost);
}

type AccountRow = {
  arnum: string;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  mobile: string;
  stripe_enable: boolean;
  paynow_enable: boolean;
  c2p_enable: boolean;
  uktakepayments_enable: boolean;
};

/** The account as the session gives it; its payment flags as offered (`offeredFlags`). */
function toSessionUser(row: AccountRow, providers?: ServerConfig["providers"]): SessionUser {
  return offeredFlags(
    {
      arnum: row.arnum,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      mobile: row.mobile,
      stripeEnable: row.stripe_enable,
      payNowEnable: row.paynow_enable,
      c2pEnable: row.c2p_enable,
      ukTakepaymentsEnable: row.uktakepayments_enable,
    },
    providers,
  );
}

export async function profile(
  db: Queryable,
  arnum: string,
  providers?: ServerConfig["providers"],
): Promise<SessionUser | null> {
  const rows = await db.query<AccountRow>("SELECT * FROM accounts WHERE arnum = $1", [arnum]);
  return rows[0] ? toSessionUser(rows[0], providers) : null;
}

/** Counts an attempt for `key` and refuses once the window's limit is passed. */
export async function limitAttempts(db: Db, clock: Clock, key: string): Promise<void> {
  await refuseOverLimit(db, clock, key);
  await recordAttempt(db, clock, key);
}

/** Refuses once `key` has used up the window's attempts, without counting this one. */
async function refuseOverLimit(db: Db, clock: Clock, key: string): Promise<void> {
  const since = new Date(clock.now().getTime() - ATTEMPT_LIMIT.minutes * 60_000).toISOString();
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM attempts WHERE key = $1 AND at > $2",
    [key, since],
  );
  if ((row?.n ?? 0) >= ATTEMPT_LIMIT.attempts) throw new HttpError(429, TOO_MANY_ATTEMPTS);
}

async function recordAttempt(db: Db, clock: Clock, key: string): Promise<void> {
  await db.query("INSERT INTO attempts (key, at) VALUES ($1, $2)", [
    key,
    clock.now().toISOString(),
  ]);
}

/**
 * A new session of `arnum` in the database, with a new token (no session fixation): the token
 * its cookie carries, and when it ends. The tests open their sessions through it too.
 */
export async function openSession(
  db: Queryable,
  clock: Clock,
  arnum: string,
): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(clock.now().getTime() + SESSION_DAYS * 86_400_000);
  await db.query("INSERT INTO sessions (token_hash, arnum, expires_at) VALUES ($1, $2, $3)", [
    tokenHash(token),
    arnum,
    expires.toISOString(),
  ]);
  return { token, expires };
}

/** A new session for `arnum` and its cookie: a new token at every login (no session fixation). */
export async function startSession(
  c: Context,
  db: Queryable,
  clock: Clock,
  config: ServerConfig,
  arnum: string,
): Promise<void> {
  const { token, expires } = await openSession(db, clock, arnum);
  setCookie(c, sessionCookieName(c, config), token, {
    httpOnly: true,
    sameSite: sameSiteFor(config),
    path: "/",
    secure: secureCookieFor(c, config),
    expires,
  });
}

/**
 * The caller's address: the socket's peer, or through the trusted proxies (`TRUST_PROXY`) the
 * address they report (never one shared key for every visitor, which would let ten logins
 * lock out everyone, and never a header a caller could make up to dodge the limit).
 */
export function clientAddress(c: Context, config: Pick<ServerConfig, "trustProxy">): string {
  return clientAddressOf(c, config.trustProxy);
}

/**
 * Failed sign-ins (OWASP ASVS chapter 6), the customers' and the staff's alike
 * ({@link admitSignIn}), counted in the database per account and per address:
 *
 * - Per account, an exponential delay ({@link LOGIN_DELAY}): after `freeFailures` failures the
 *   next attempt must wait 1 s after the last one checked, then 2 s, 4 s... up to `maxMs`; one
 *   that comes sooner is refused without its password being checked (a 429 saying how long,
 *   with Retry-After). The check and the count are one statement ({@link admitLogin}), so a
 *   burst of guesses on several copies gets `freeFailures` checked, not more. A success clears
 *   the count; a quiet hour forgets it.
 * - After {@link LOGIN_ABUSE}.captchaAfter failures for the account, or `addressCaptchaAfter` from
 *   the address (a guesser trying many e-mails), a sign-in also needs a solved captcha, whose
 *   proof of work grows with the address's failures (`captchaCost` in `captcha.ts`).
 *
 * Nobody can lock a customer out for long: the right password after the delay gets in.
 */
export const LOGIN_ABUSE = {
  minutes: 15,
  captchaAfter: 6,
  addressCaptchaAfter: 30,
} as const;

/** The sign-in delay per account (see {@link LOGIN_ABUSE}'s note). */
export const LOGIN_DELAY = {
  /** Failures checked without a delay (typos). */
  freeFailures: 3,
  /** The first delay, doubled with each further failure. */
  firstMs: 1_000,
  /** The longest delay between two checked attempts at one account. */
  maxMs: 5 * 60_000,
  /** An account's count is forgotten after this long without a checked attempt. */
  quietMinutes: 60,
} as const;

/** How long after the last checked attempt the next may be checked, after n failures. */
export function accountDelayMs(failures: number): number {
  if (failures < LOGIN_DELAY.freeFailures) return 0;
  return Math.min(
    LOGIN_DELAY.firstMs * 2 ** (failures - LOGIN_DELAY.freeFailures),
    LOGIN_DELAY.maxMs,
  );
}

/**
 * The most guesses at one account that get their password checked in an hour, for a guesser
 * who waits out every delay exactly (the server README states it; a test holds it).
 */
export const LOGIN_LOOP_CHECKED_PER_HOUR = (() => {
  let checked = 0;
  for (let at = 0; at < 3_600_000; at += accountDelayMs(checked)) checked += 1;
  return checked;
})();

/**
 * Admits a login attempt at `key` (an e-mail's) or refuses it for coming before the account's
 * delay has passed, in one statement: the row's lock orders concurrent attempts, on one copy
 * or several, so each sees the count the ones before it left. An admitted attempt is counted
 * before its password is checked (a success clears the count): attempts still running count as
 * failures, so a burst gets no free guesses. A refused one is not counted.
 */
export async function admitLogin(
  db: Queryable,
  clock: Clock,
  key: string,
): Promise<{ failures: number } | { retryAfterMs: number }> {
  const now = clock.now();
  const quietSince = new Date(now.getTime() - LOGIN_DELAY.quietMinutes * 60_000);
  const stale = "(l.last_at IS NULL OR l.last_at <= $3::timestamptz)";
  const early = `(NOT ${stale} AND l.n >= $4::int AND l.last_at + least($5::float8 * power(2::float8, l.n - $4::int), $6::float8) * interval '1 millisecond' > $2::timestamptz)`;
  const [row] = await db.query<{ n: number; last_at: string | Date; refused: boolean }>(
    `INSERT INTO login_limits AS l (key, n, since, last_at, refused)
       VALUES ($1, 1, $2::timestamptz, $2::timestamptz, false)
     ON CONFLICT (key) DO UPDATE SET
       refused = ${early},
       n = CASE WHEN ${stale} THEN 1 WHEN ${early} THEN l.n ELSE l.n + 1 END,
       since = CASE WHEN ${stale} THEN $2::timestamptz ELSE l.since END,
       last_at = CASE WHEN ${early} THEN l.last_at ELSE $2::timestamptz END
     RETURNING n, last_at, refused`,
    [
      key,
      now.toISOString(),
      quietSince.toISOString(),
      LOGIN_DELAY.freeFailures,
      LOGIN_DELAY.firstMs,
      LOGIN_DELAY.maxMs,
    ],
  );
  if (!row) return { failures: 0 };
  if (!row.refused) return { failures: row.n - 1 };
  const allowedAt = new Date(row.last_at).getTime() + accountDelayMs(row.n);
  return { retryAfterMs: Math.max(allowedAt - now.getTime(), 1) };
}

/**
 * Counts an attempt for `key` and answers how many came before it in the window, checked and
 * incremented in one statement: the row's lock orders concurrent attempts, on one copy or
 * several, so each gets its own number (a burst of 60 gets 0 to 59, never 60 zeros).
 */
export async function countAttempt(db: Queryable, clock: Clock, key: string): Promise<number> {
  const now = clock.now();
  const windowStart = new Date(now.getTime() - LOGIN_ABUSE.minutes * 60_000);
  const [row] = await db.query<{ n: number }>(
    `INSERT INTO login_limits AS l (key, n, since) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE
       SET n = CASE WHEN l.since <= $3 THEN 1 ELSE l.n + 1 END,
           since = CASE WHEN l.since <= $3 THEN $2 ELSE l.since END
     RETURNING n`,
    [key, now.toISOString(), windowStart.toISOString()],
  );
  return (row?.n ?? 1) - 1;
}

/** The key the address's login failures are counted under. */
export function loginAddressKey(c: Context, config: Pick<ServerConfig, "trustProxy">): string {
  return `login:ip:${clientAddress(c, config)}`;
}

/** The address's login failures in the window, without counting anything. */
export async function addressLoginFailures(
  db: Queryable,
  clock: Clock,
  key: string,
): Promise<number> {
  const windowStart = new Date(clock.now().getTime() - LOGIN_ABUSE.minutes * 60_000);
  const [row] = await db.query<{ n: number }>(
    "SELECT n FROM login_limits WHERE key = $1 AND since > $2",
    [key, windowStart.toISOString()],
  );
  return row?.n ?? 0;
}

/**
 * The limits a password sign-in passes before its password is checked, the customers' and the
 * staff's alike ({@link LOGIN_ABUSE}): too soon after the account's last failure, refused
 * (429, saying how long) before anything else; then the address's attempt counted (one count
 * for both doors: a guesser is one guesser); then the captcha, when the account's or the
 * address's failures ask for it, of the cost the address's failures call for. Answers
 * {@link signedIn}'s argument for a success.
 */
export async function admitSignIn(
  {
    c,
    db,
    clock,
    config,
  }: {
    c: Context;
    db: Queryable;
    clock: Clock;
    config: Pick<ServerConfig, "trustProxy">;
  },
  accountKey: string,
  altcha: string | undefined,
): Promise<{ accountKey: string; addressKey: string }> {
  const addressKey = loginAddressKey(c, config);
  const admitted = await admitLogin(db, clock, accountKey);
  if ("retryAfterMs" in admitted) {
    const seconds = Math.ceil(admitted.retryAfterMs / 1000);
    throw new HttpError(429, serverTexts.loginDelayed(seconds), { retryAfterSeconds: seconds });
  }
  const addressFailures = await countAttempt(db, clock, addressKey);
  const captchaNeeded =
    admitted.failures >= LOGIN_ABUSE.captchaAfter ||
    addressFailures >= LOGIN_ABUSE.addressCaptchaAfter;
  const minCost = captchaCostRequired(addressFailures);
  if (captchaNeeded && !(await verifyCaptcha(altcha, { db, minCost })))
    throw new HttpError(400, texts.loginCaptchaNeeded);
  return { accountKey, addressKey };
}

/** The owner got in: the account's count starts again; the address's counts failures only. */
export async function signedIn(
  db: Queryable,
  keys: { accountKey: string; addressKey: string },
): Promise<void> {
  await db.query("DELETE FROM login_limits WHERE key = $1", [keys.accountKey]);
  await db.query("UPDATE login_limits SET n = greatest(n - 1, 0) WHERE key = $1", [
    keys.addressKey,
  ]);
}

export const authHandlers: Handlers = {
  async login({ body, c, db, clock, config }) {
    const { userEmail = "", pwd = "", altcha } = body;
    const email = userEmail.trim().toLowerCase();
    const keys = await admitSignIn({ c, db, clock, config }, `login:email:${email}`, altcha);

    const [account] = await db.query<AccountRow>("SELECT * FROM accounts WHERE email = $1", [
      email,
    ]);
    dummyHash ??= hashPassword("not a real password");
    const valid = await verify(account?.password_hash ?? (await dummyHash), pwd);
    if (!account || !valid) throw new HttpError(400, LOGIN_FAILED);

    await signedIn(db, keys);
    await startSession(c, db, clock, config, account.arnum);
    // A browser that already allows notifications sends its push subscription with the login.
    await keepDeviceToken(db, account.arnum, body.deviceToken, body.deviceType, clock.now());
    return { data: toSessionUser(account, config.providers), message: messages.loginSuccess };
  },

  // ── Push (visitor-and-entry.md section 4; the subscription call is "not shown") ──────────
  async saveDeviceToken({ body, session, db, clock }) {
    // Permission given after login: the subscription comes now rather than with the next login.
    const subscription = parseDeviceToken(body.deviceToken);
    if (!session || !subscription) throw new HttpError(400, serverTexts.deviceTokenInvalid);
    await saveSubscription(db, session.arnum, subscription, body.deviceType ?? "", clock.now());
    return { data: null };
  },

  async pushVapidKey() {
    // Set at start by `startPush` (src/push/): the environment's key or development's pair.
    return { data: { publicKey: environment().VAPID_PUBLIC_KEY || null } };
  },

  async logout({ c, db, config }) {
    const token = getCookie(c, sessionCookieName(c, config));
    if (token) await db.query("DELETE FROM sessions WHERE token_hash = $1", [tokenHash(token)]);
    deleteCookie(c, sessionCookieName(c, config), {
      path: "/",
      sameSite: sameSiteFor(config),
      secure: secureCookieFor(c, config),
    });
    return { data: null, message: messages.logoutSuccess };
  },

  async session({ session, db, config }) {
    return { data: session ? await profile(db, session.arnum, config.providers) : null };
  },
};
