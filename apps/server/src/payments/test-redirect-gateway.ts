import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import type { Db, Queryable } from "../db/db";
import { environment, modeOf, type Env } from "../environment";
import type { RedirectGateway, RedirectOutcome, RedirectReturn } from "./gateway";

/**
 * The built-in stand-in for 2c2p and UK takepayments (no provider configured): its hosted
 * page is the site's test payment page (`/test-payment/{sessionId}`, the kit's
 * `HostedTestPayment`), which approves, declines or cancels through
 * `POST /api/testgateway/session/{sessionId}` and sends the browser back to the
 * site's result page with the result signed (HMAC-SHA256 under the return secret).
 *
 * Like a provider it keeps its own records (`test_gateway_sessions`; an approval's charge is
 * a `test_gateway_charges` row): a session is settled once, whichever of approve, decline,
 * cancel or the merchant's void comes first, so a payment is never both taken and voided.
 */

/** A generated secret lives as long as the process (development only: see `returnSecret`). */
let generated: string | undefined;

/**
 * The HMAC key of the return: `PAYMENT_RETURN_SECRET` (at least 32 characters); without it,
 * one generated for the process. Never in production (null): the test page approves any
 * payment, so production has no test redirect gateway at all.
 */
export function returnSecret(env: Env = environment()): string | null {
  if (modeOf(env) === "production") return null;
  const configured = env.PAYMENT_RETURN_SECRET;
  if (configured && configured.length >= 32) return configured;
  generated ??= randomBytes(32).toString("base64url");
  return generated;
}

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

/** The signed query a result travels in: `result` (base64url JSON) and `signature`. */
export function signReturn(
  secret: string,
  result: RedirectReturn,
): { result: string; signature: string } {
  const payload = Buffer.from(
    JSON.stringify({ ...result, nonce: randomBytes(9).toString("base64url") }),
  ).toString("base64url");
  return { result: payload, signature: sign(secret, payload) };
}

export function verifySignedReturn(
  secret: string,
  input: { result: string; signature: string },
): RedirectReturn | null {
  const expected = Buffer.from(sign(secret, input.result));
  const given = Buffer.from(input.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(input.result, "base64url").toString("utf8")) as Record<
      string,
      unknown
    >;
    const outcome = parsed.outcome;
    if (
      typeof parsed.sessionId !== "string" ||
      typeof parsed.reference !== "string" ||
      (outcome !== "approved" && outcome !== "declined" && outcome !== "cancelled")
    ) {
      return null;
    }
    return {
      sessionId: parsed.sessionId,
      reference: parsed.reference,
      outcome,
      ...(typeof parsed.transactionId === "string" ? { transactionId: parsed.transactionId } : {}),
    };
  } catch {
    return null;
  }
}

export type TestSessionRow = {
  session_id: string;
  gateway: string;
  reference: string;
  amount_pence: number;
  return_url: string;
  expires_at: Date;
  status: "open" | "approved" | "declined" | "cancelled" | "voided";
  transaction_id: string | null;
};

const SESSION_COLUMNS =
  "session_id, gateway, reference, amount_pence, return_url, expires_at, status, transaction_id";

export async function testSession(db: Queryable, sessionId: string) {
  const [row] = await db.query<TestSessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM test_gateway_sessions WHERE session_id = $1`,
    [sessionId],
  );
  return row;
}

/**
 * The card holder's answer on the hosted page: the session settled once (an approval charged
 * once), and the signed return to send the browser to. Null when the session is unknown,
 * already settled or voided, or past its expiry.
 */
export async function decideTestSession(
  db: Db,
  sessionId: string,
  outcome: RedirectOutcome,
  now: Date,
  secret: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const transactionId = outcome === "approved" ? `ch_test_${testId()}` : null;
    const [row] = await tx.query<TestSessionRow>(
      `UPDATE test_gateway_sessions SET status = $2, transaction_id = $3
        WHERE session_id = $1 AND status = 'open' AND expires_at > $4
        RETURNING ${SESSION_COLUMNS}`,
      [sessionId, outcome, transactionId, now],
    );
    if (!row) return null;
    if (transactionId) {
      // The charge, in the test gateway's ledger (one a session: the intent's key is unique).
      await tx.query(
        `INSERT INTO test_gateway_intents (payment_intent_id, client_secret, idempotency_key,
                payment_method, amount_pence, reference, status)
         VALUES ($1, $2, $3, $4, $5, $6, 'succeeded')`,
        [
          `rs_${sessionId}`,
          `rs_${sessionId}_secret`,
          `redirect:${sessionId}`,
          `redirect_${row.gateway}`,
          row.amount_pence,
          row.reference,
        ],
      );
      await tx.query(
        `INSERT INTO test_gateway_charges (charge_id, payment_intent_id, amount_pence, reference)
         VALUES ($1, $2, $3, $4)`,
        [transactionId, `rs_${sessionId}`, row.amount_pence, row.reference],
      );
    }
    const signed = signReturn(secret, {
      sessionId,
      reference: row.reference,
      outcome,
      ...(transactionId ? { transactionId } : {}),
    });
    const query = new URLSearchParams(signed).toString();
    return `${row.return_url}${row.return_url.includes("?") ? "&" : "?"}${query}`;
  });
}

function testId(): string {
  return randomBytes(12).toString("base64url").replace(/[-_]/g, "x");
}

/**
 * The test redirect gateway over the app's database. `returnUrl` is the site's result page
 * (`PUBLIC_SITE_URL` + `/payment-successfully`; relative when the site and the API share an
 * origin); `pageUrl` the hosted page's, given the session id.
 */
export function testRedirectGateway(options: {
  secret: string;
  returnUrl: string;
  pageUrl: (sessionId: string) => string;
}): RedirectGateway {
  return {
    name: "testgateway",
    async start(db, input) {
      await db.query(
        `INSERT INTO test_gateway_sessions (session_id, gateway, reference, amount_pence, return_url, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          input.sessionId,
          input.gateway,
          input.reference,
          input.amountPence,
          options.returnUrl,
          input.expiresAt,
        ],
      );
      return { redirectUrl: options.pageUrl(input.sessionId) };
    },
    verifyReturn: (input) => verifySignedReturn(options.secret, input),
    async void(db, sessionId) {
      const [voided] = await db.query(
        "UPDATE test_gateway_sessions SET status = 'voided' WHERE session_id = $1 AND status = 'open' RETURNING 1",
        [sessionId],
      );
      if (voided) return { status: "voided" };
      const row = await testSession(db, sessionId);
      if (row?.status === "approved" && row.transaction_id) {
        return { status: "approved", transactionId: row.transaction_id };
      }
      return { status: "closed" };
    },
  };
}
