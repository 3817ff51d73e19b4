import { createPublicKey, verify, type JsonWebKey } from "node:crypto";
import { environment } from "./environment";

/**
 * Google sign-in: the browser's Google ID token (a JWT signed RS256 with one of Google's keys)
 * checked here with node:crypto, so neither `google-auth-library` nor `jose` is needed.
 * https://developers.google.com/identity/gsi/web/guides/verify-google-id-token
 */
export interface GoogleSignIn {
  /** The OAuth client id the tokens must be issued for (`aud`): `GOOGLE_CLIENT_ID`. */
  clientId: string;
  /** Google's signing keys (JWKS). Tests inject theirs; the default fetches Google's, cached. */
  keys?: () => Promise<JsonWebKey[]>;
}

/** What the server takes from a verified token: the subject is the identity, not the e-mail. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  firstname: string;
  lastname: string;
}

const ISSUERS = new Set(["accounts.google.com", "https://accounts.google.com"]);
const JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs";
/** Leeway for clocks a little apart. */
const SKEW_SECONDS = 60;

/** `GOOGLE_CLIENT_ID` from the environment, or undefined: Google sign-in is then refused. */
export function googleFromEnv(): GoogleSignIn | undefined {
  const clientId = environment().GOOGLE_CLIENT_ID;
  return clientId ? { clientId } : undefined;
}

let cached: { keys: JsonWebKey[]; until: number } | undefined;

/** Google's current keys, kept as long as Google's Cache-Control allows (an hour at most here). */
async function fetchGoogleKeys(): Promise<JsonWebKey[]> {
  if (cached && cached.until > Date.now()) return cached.keys;
  const response = await fetch(JWKS_URL, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`Google keys: HTTP ${response.status}`);
  const { keys } = (await response.json()) as { keys: JsonWebKey[] };
  const maxAge = /max-age=(\d+)/.exec(response.headers.get("cache-control") ?? "")?.[1];
  cached = { keys, until: Date.now() + Math.min(Number(maxAge ?? 300), 3600) * 1000 };
  return keys;
}

function decodePart(part: string | undefined): Record<string, unknown> | null {
  if (!part) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The identity of a valid token, or null: signature by one of Google's keys (RS256 only, the
 * header's `kid`), issuer Google, audience our client id, not expired, e-mail verified.
 * Throws only when Google's keys cannot be had.
 */
export async function verifyGoogleIdToken(
  token: string,
  google: GoogleSignIn,
  now: Date,
): Promise<GoogleIdentity | null> {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodePart(headerPart);
  const claims = decodePart(payloadPart);
  if (!header || !claims || header.alg !== "RS256" || typeof header.kid !== "string") return null;

  const keys = await (google.keys ?? fetchGoogleKeys)();
  const jwk = keys.find((key) => key.kid === header.kid && key.kty === "RSA");
  if (!jwk) return null;
  let valid = false;
  try {
    valid = verify(
      "RSA-SHA256",
      Buffer.from(`${headerPart}.${payloadPart}`),
      createPublicKey({ key: jwk, format: "jwk" }),
      Buffer.from(signaturePart, "base64url"),
    );
  } catch {
    return null;
  }
  if (!valid) return null;

  const seconds = now.getTime() / 1000;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (
    !ISSUERS.has(String(claims.iss)) ||
    !audiences.includes(google.clientId) ||
    typeof claims.exp !== "number" ||
    claims.exp + SKEW_SECONDS < seconds ||
    (typeof claims.iat === "number" && claims.iat - SKEW_SECONDS > seconds) ||
    typeof claims.sub !== "string" ||
    claims.sub === "" ||
    typeof claims.email !== "string" ||
    (claims.email_verified !== true && claims.email_verified !== "true")
  )
    return null;
  return {
    subject: claims.sub,
    email: claims.email.trim().toLowerCase(),
    firstname: typeof claims.given_name === "string" ? claims.given_name : "",
    lastname: typeof claims.family_name === "string" ? claims.family_name : "",
  };
}
