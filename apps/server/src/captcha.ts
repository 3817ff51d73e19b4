import { randomBytes } from "node:crypto";

import { createChallenge, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

import type { Queryable } from "./db/db";
import { environment } from "./environment";

/**
 * ALTCHA (DESIGN.md: captcha): a self-hosted proof of work, no third party. The server signs a
 * challenge with its HMAC key; the browser finds the counter whose SHA-256 derived key has the
 * challenge's prefix and sends back `base64(JSON { challenge, solution })` as `altcha`; the
 * server checks the signature, the expiry and the solution, and accepts each payload once.
 *
 * `CAPTCHA_HMAC_KEY` should be set (and shared) when several server copies run; without it
 * each process makes its own key at start.
 */
const HMAC_KEY = environment().CAPTCHA_HMAC_KEY || randomBytes(32).toString("hex");
/** How long a challenge may be solved and sent. */
const CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * The proof of work grows with the sign-in failures of the address asking (ALTCHA's own `cost`:
 * SHA-256 rounds per try, about 256 tries to solve): 1 round, doubled every `doubleEvery`
 * failures, up to `max` (a few seconds of a phone's work).
 */
export const CAPTCHA_COST = { base: 1, doubleEvery: 10, max: 1024 } as const;

/** The challenge's cost after `failures` sign-in failures from the address. */
export function captchaCost(failures: number): number {
  const doublings = Math.floor(Math.max(0, failures) / CAPTCHA_COST.doubleEvery);
  return Math.min(CAPTCHA_COST.base * 2 ** doublings, CAPTCHA_COST.max);
}

/**
 * The least cost a sign-in accepts after `failures`: one step below the challenge's, so a
 * challenge fetched just before a few more failures still counts, and a stock of cheap ones
 * fetched early does not.
 */
export function captchaCostRequired(failures: number): number {
  return captchaCost(failures - CAPTCHA_COST.doubleEvery);
}

/** A signed challenge for the widget. Expiry is real time (the widget's clock too). */
export async function createCaptchaChallenge(cost: number = CAPTCHA_COST.base): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost,
    deriveKey,
    hmacSignatureSecret: HMAC_KEY,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
}

/** Reads `base64(JSON { challenge, solution })`, or null when it is not one. */
function decode(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof payload !== "string" || payload.length === 0 || payload.length > 4096) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    if (!value?.challenge?.parameters || !value.challenge.signature || !value.solution) return null;
    return { challenge: value.challenge, solution: value.solution };
  } catch {
    return null;
  }
}

/**
 * True for a solved, signed, unexpired challenge never used before (it is used now), of at least
 * `minCost` (its cost is signed with it).
 */
export async function verifyCaptcha(
  payload: unknown,
  ctx: { db: Queryable; minCost?: number },
): Promise<boolean> {
  const decoded = decode(payload);
  if (!decoded) return false;
  if ((decoded.challenge.parameters.cost ?? 0) < (ctx.minCost ?? 0)) return false;
  let result;
  try {
    result = await verifySolution({ ...decoded, deriveKey, hmacSignatureSecret: HMAC_KEY });
  } catch {
    return false;
  }
  if (!result.verified) return false;
  const expiresAt = new Date((decoded.challenge.parameters.expiresAt ?? 0) * 1000 || Date.now());
  const fresh = await ctx.db.query(
    "INSERT INTO used_captchas (signature, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1",
    [decoded.challenge.signature, expiresAt.toISOString()],
  );
  await ctx.db.query("DELETE FROM used_captchas WHERE expires_at < now() - interval '1 day'");
  return fresh.length === 1;
}
