import { createHash, randomBytes } from "node:crypto";

import {
  type Brand,
  fail,
  messages,
  ok,
  type SocialLoginBody,
  storedPostcode,
  serverTexts,
} from "@bookwell/contract";
import { verify } from "@node-rs/argon2";
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";

import type { Clock, ServerConfig } from "../../config";
import type { Handlers } from "../../handler";
import { captchaCost, createCaptchaChallenge, verifyCaptcha } from "../../captcha";
import type { Db, Queryable } from "../../db/db";
import { googleFromEnv, verifyGoogleIdToken, type GoogleIdentity } from "../../google-id-token";
import { HttpError } from "../../http-error";
import { notify, publicUrl, queueMail } from "../../mail/index";
import {
  addressLoginFailures,
  clientAddress,
  hashPassword,
  limitAttempts,
  loginAddressKey,
  profile,
  startSession,
} from "./login";
import { sessionCookieName, tokenHash } from "../../session";
import { keepDeviceToken } from "../../push/index";
import { refuseCommonPassword } from "../../security/passwords";

/** How long a verification link works. */
const VERIFY_HOURS = 24;
/** The first number a new account gets when only the demo accounts exist (AR1001, AR1002). */
const FIRST_ARNUM = 1003;

// Texts the specs do not give (ours): the verification page and refusals.
export const VERIFY_FAILED = serverTexts.verifyFailed;
export const ALREADY_REGISTERED = serverTexts.alreadyRegistered;
export const GOOGLE_UNAVAILABLE = serverTexts.googleUnavailable;
export const FACEBOOK_UNAVAILABLE = serverTexts.facebookUnavailable;
export const WRONG_CURRENT_PASSWORD = serverTexts.wrongCurrentPassword;
const randomToken = () => randomBytes(32).toString("base64url");
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The next account number after every AR number in use (AR1003 after the demo accounts).
 * An advisory lock held to the end of the transaction: two sign-ups never get the same one.
 */
async function nextArnum(tx: Queryable): Promise<string> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('bookwell.accounts.arnum'))");
  const [row] = await tx.query<{ next: number }>(
    `SELECT greatest(coalesce(max(substring(arnum FROM 3)::int) + 1, 0), $1)::int AS next
       FROM accounts WHERE arnum ~ '^AR[0-9]+$'`,
    [FIRST_ARNUM],
  );
  return `AR${row?.next ?? FIRST_ARNUM}`;
}

type NewAccount = {
  email: string;
  passwordHash: string;
  title: string;
  firstname: string;
  lastname: string;
  mobile: string;
  postalcode: string;
};

/** A verified account (the caller holds the proof: the mailed link, or Google's token). */
async function createAccount(tx: Queryable, account: NewAccount): Promise<string> {
  const arnum = await nextArnum(tx);
  await tx.query(
    `INSERT INTO accounts (arnum, email, password_hash, title, firstname, lastname, mobile, postalcode, verified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true)`,
    [
      arnum,
      account.email,
      account.passwordHash,
      account.title,
      account.firstname,
      account.lastname,
      account.mobile,
      account.postalcode,
    ],
  );
  return arnum;
}

type VerifyOutcome = "created" | "already" | "invalid";

/** Opens a verification link: the pending sign-up becomes an account, once. */
export async function verifySignUp(db: Db, clock: Clock, token: string): Promise<VerifyOutcome> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return "invalid";
  const now = clock.now().toISOString();
  return db.transaction(async (tx) => {
    const [pending] = await tx.query<NewAccount & { password_hash: string }>(
      `UPDATE pending_signups SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING email, password_hash, title, firstname, lastname, mobile, postalcode`,
      [hashToken(token), now],
    );
    if (!pending) return "invalid";
    // After the lock: of two links for one address opened at once, one makes the account.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('bookwell.accounts.arnum'))");
    const [existing] = await tx.query("SELECT 1 FROM accounts WHERE email = $1", [pending.email]);
    if (existing) return "already";
    await createAccount(tx, { ...pending, passwordHash: pending.password_hash });
    // Other links for this address (a second sign-up, someone else's) die with this one.
    await tx.query(
      "UPDATE pending_signups SET used_at = $2 WHERE lower(email) = $1 AND used_at IS NULL",
      [pending.email, now],
    );
    return "created";
  });
}

const PAGE_STYLE =
  "font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5";

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page a verification link opens, in the brand's name and language. */
function verificationPage(message: string, brand: Brand): string {
  const name = escape(brand.name);
  return `<!doctype html><html lang="${escape(brand.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name}</title></head><body style="${PAGE_STYLE}"><main><h1>${name}</h1><p>${escape(message)}</p><p><a href="/">Go to ${name}</a></p></main></body></html>`;
}

/**
 * `GET /api/user/verify?token=`: the link the sign-up mail carries (outside the registry: it is
 * opened from a mail, not called by the kit). A browser gets a small page, a client JSON.
 */
export function mountSignUpRoutes(
  app: Hono,
  { db, clock, config }: { db: Db; clock: Clock; config: ServerConfig },
): void {
  app.get("/api/user/verify", async (c) => {
    await limitAttempts(db, clock, `verify:ip:${clientAddress(c, config)}`);
    const outcome = await verifySignUp(db, clock, c.req.query("token") ?? "");
    const message =
      outcome === "created"
        ? messages.registrationSuccess
        : outcome === "already"
          ? ALREADY_REGISTERED
          : VERIFY_FAILED;
    const status = outcome === "invalid" ? 400 : 200;
    // The token is in this page's URL: never sent on as a Referer, never cached.
    c.header("Referrer-Policy", "no-referrer");
    c.header("Cache-Control", "no-store");
    if ((c.req.header("accept") ?? "").includes("text/html"))
      return c.html(verificationPage(message, config.brand), status);
    return c.json(outcome === "invalid" ? fail(message) : ok(null, message), status);
  });
}

const text = (value: string | undefined) => (value ?? "").trim();

/** Google's verified identity as an account: linked by subject, else by its verified e-mail. */
async function googleAccount(db: Db, identity: GoogleIdentity, form: SocialLoginBody) {
  // Hashed before the transaction: an unusable password (this account signs in with Google).
  const unusable = await hashPassword(randomToken());
  return db.transaction(async (tx) => {
    const [linked] = await tx.query<{ arnum: string }>(
      "SELECT arnum FROM social_identities WHERE provider = 'google' AND subject = $1",
      [identity.subject],
    );
    if (linked) return linked.arnum;
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('bookwell.accounts.arnum'))");
    const [byEmail] = await tx.query<{ arnum: string }>(
      "SELECT arnum FROM accounts WHERE email = $1",
      [identity.email],
    );
    // Google has verified the address, and an account exists only for a verified address, so
    // the address's owner is the same person.
    const arnum =
      byEmail?.arnum ??
      (await createAccount(tx, {
        email: identity.email,
        passwordHash: unusable,
        title: "Mr",
        firstname: (identity.firstname || text(form.firstname)).slice(0, 20),
        lastname: (identity.lastname || text(form.lastname)).slice(0, 20),
        mobile: "",
        postalcode: "",
      }));
    await tx.query(
      "INSERT INTO social_identities (provider, subject, arnum) VALUES ('google', $1, $2)",
      [identity.subject, arnum],
    );
    return arnum;
  });
}

async function readCaptcha(db: Db, payload: string | undefined) {
  if (!(await verifyCaptcha(payload, { db }))) throw new HttpError(400, messages.captchaRequired);
}

/** Sign-up with verification, the captcha challenge, social login and change password. */
export const signUpHandlers: Handlers = {
  async captchaChallenge({ c, db, clock, config }) {
    // Costlier the more sign-ins this address got wrong lately (`captchaCost`).
    const failures = await addressLoginFailures(db, clock, loginAddressKey(c, config));
    return { data: await createCaptchaChallenge(captchaCost(failures)) };
  },

  /**
   * The same answer whether or not the address has an account: a new address gets a
   * verification link; a registered one gets a mail telling its owner, and no link.
   */
  async signUp({ body, c, db, clock, config }) {
    const form = body;
    await limitAttempts(db, clock, `signup:ip:${clientAddress(c, config)}`);
    await readCaptcha(db, form.altcha);
    const email = text(form.email).toLowerCase();
    await limitAttempts(db, clock, `signup:email:${email}`);
    refuseCommonPassword(form.encryptedPWD ?? "");
    // Hashed on both paths, so the answer takes as long for a registered address.
    const passwordHash = await hashPassword(form.encryptedPWD ?? "");
    const [account] = await db.query("SELECT 1 FROM accounts WHERE email = $1", [email]);
    if (account) {
      await queueMail(db, email, { template: "sign-up-existing", props: {} }, { now: clock.now() });
    } else {
      const token = randomToken();
      const expires = new Date(clock.now().getTime() + VERIFY_HOURS * 3_600_000).toISOString();
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO pending_signups (token_hash, email, password_hash, title, firstname, lastname, mobile, postalcode, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            hashToken(token),
            email,
            passwordHash,
            text(form.title),
            text(form.firstname),
            text(form.lastname),
            text(form.mobile),
            // Kept normalised: the contract's rule has checked it.
            storedPostcode(text(form.postalcode)) ?? text(form.postalcode),
            expires,
          ],
        );
        await queueMail(
          tx,
          email,
          {
            template: "sign-up-verification",
            props: {
              firstname: text(form.firstname),
              link: `${publicUrl()}/api/user/verify?token=${token}`,
              hours: VERIFY_HOURS,
            },
          },
          { now: clock.now() },
        );
      });
    }
    return { data: null, message: messages.verificationLinkSent };
  },

  /** Google only, and only with `GOOGLE_CLIENT_ID`: the ID token is the proof, not the body. */
  async socialLogin({ body, c, db, clock, config }) {
    const form = body;
    await limitAttempts(db, clock, `social:ip:${clientAddress(c, config)}`);
    if (form.adapter !== "google") throw new HttpError(400, FACEBOOK_UNAVAILABLE);
    const google = config.google ?? googleFromEnv();
    if (!google) throw new HttpError(400, GOOGLE_UNAVAILABLE);
    let identity: GoogleIdentity | null;
    try {
      identity = await verifyGoogleIdToken(form.idToken, google, clock.now());
    } catch {
      // Google's keys could not be fetched: not the customer's fault, and nothing to log.
      return c.json(fail(GOOGLE_UNAVAILABLE), 503);
    }
    // The body's uid and e-mail must be the token's: the kit and the server agree on who.
    if (
      !identity ||
      identity.subject !== text(form.uid) ||
      identity.email !== text(form.email).toLowerCase()
    )
      throw new HttpError(400, messages.loginWithGoogle);
    const arnum = await googleAccount(db, identity, form);
    await startSession(c, db, clock, config, arnum);
    await keepDeviceToken(db, arnum, form.deviceToken, form.deviceType, clock.now());
    return { data: await profile(db, arnum, config.providers), message: messages.loginSuccess };
  },

  /** The session's account only; the old password checked; every other session ends. */
  async changePassword({ body, session, c, db, clock, config }) {
    const form = body;
    if (!session) throw new HttpError(401, messages.sessionExpired);
    const email = text(form.email).toLowerCase();
    if (email && email !== session.email.toLowerCase())
      throw new HttpError(403, serverTexts.forbidden);
    await limitAttempts(db, clock, `changepwd:${session.arnum}`);
    const [account] = await db.query<{ password_hash: string }>(
      "SELECT password_hash FROM accounts WHERE arnum = $1",
      [session.arnum],
    );
    const valid = account ? await verify(account.password_hash, form.encryptedOldPWD ?? "") : false;
    if (!valid) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
    refuseCommonPassword(form.encryptedNewPWD ?? "");
    const passwordHash = await hashPassword(form.encryptedNewPWD ?? "");
    const current = tokenHash(getCookie(c, sessionCookieName(c, config)) ?? "");
    await db.transaction(async (tx) => {
      await tx.query("UPDATE accounts SET password_hash = $2 WHERE arnum = $1", [
        session.arnum,
        passwordHash,
      ]);
      await tx.query("DELETE FROM sessions WHERE arnum = $1 AND token_hash <> $2", [
        session.arnum,
        current,
      ]);
      await notify(tx, {
        to: session.email,
        arnum: session.arnum,
        now: clock.now(),
        mail: { template: "password-changed", props: {} },
      });
    });
    return { data: null, message: messages.passwordUpdated };
  },
};
