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

/** A signed challenge for the widget. Expiry is real time (the widget's clock too). */
export async function createCaptchaChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
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

/** True for a solved, signed, unexpired challenge never used before (it is used now). */
export async function verifyCaptcha(payload: unknown, ctx: { db: Queryable }): Promise<boolean> {
  const decoded = decode(payload);
  if (!decoded) return false;
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
