import { createHash, randomInt, timingSafeEqual } from "node:crypto";

import { messages, serverTexts } from "@bookwell/contract";

import type { HandlerContext, Handlers } from "../../handler";
import { HttpError } from "../../http-error";
import { queueMail } from "../../mail/index";
import { hashPassword, limitAttempts } from "./login";
import { refuseCommonPassword } from "../../security/passwords";

const CODE_MINUTES = 10;
export const RESET_FAILED = serverTexts.resetFailed;

const hashCode = (arnum: string, code: string) =>
  createHash("sha256").update(`${arnum}:${code}`).digest();

/**
 * Password reset: the server makes a 6-digit code, mails it (`mail/queue.ts`), checks it itself and
 * never returns it. The answer to the request is the same whether or not the e-mail exists.
 */
export const passwordResetHandlers: Handlers = {
  /**
   * `POST user/validate?email=`: the reset code's request, answered in `meta` alone (S and the
   * message). Only by POST: the spec's GET variant is a 405 (`app.ts`), so a link or an image
   * on another site cannot queue reset mails.
   */
  validateUser: (ctx) => requestResetCode(ctx),

  async resetPassword({ body, db, clock }) {
    const { email = "", OTP = "", encryptedNewPWD = "" } = body;
    const address = email.trim().toLowerCase();
    await limitAttempts(db, clock, `reset:${address}`);
    const now = clock.now().toISOString();
    const [reset] = await db.query<{ id: number; arnum: string; code_hash: string }>(
      `SELECT r.id, r.arnum, r.code_hash FROM password_resets r JOIN accounts a ON a.arnum = r.arnum
        WHERE a.email = $1 AND r.used_at IS NULL AND r.expires_at > $2
        ORDER BY r.id DESC LIMIT 1`,
      [address, now],
    );
    const matches =
      reset !== undefined &&
      timingSafeEqual(Buffer.from(reset.code_hash, "hex"), hashCode(reset.arnum, OTP.trim()));
    if (!reset || !matches) throw new HttpError(400, RESET_FAILED);

    refuseCommonPassword(encryptedNewPWD);
    const passwordHash = await hashPassword(encryptedNewPWD);
    await db.transaction(async (tx) => {
      await tx.query("UPDATE password_resets SET used_at = $2 WHERE id = $1", [reset.id, now]);
      await tx.query("UPDATE accounts SET password_hash = $2 WHERE arnum = $1", [
        reset.arnum,
        passwordHash,
      ]);
      // Every session of the account ends with the old password.
      await tx.query("DELETE FROM sessions WHERE arnum = $1", [reset.arnum]);
    });
    return { data: null, message: messages.passwordResetSuccess };
  },
};

/** Mails a new 6-digit code to a known address; the same answer for any address. */
async function requestResetCode({
  query,
  db,
  clock,
}: Pick<HandlerContext<"validateUser">, "query" | "db" | "clock">) {
  const email = String(query.email).trim().toLowerCase();
  await limitAttempts(db, clock, `reset-request:${email}`);
  const [account] = await db.query<{ arnum: string }>(
    "SELECT arnum FROM accounts WHERE email = $1",
    [email],
  );
  if (account) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const expires = new Date(clock.now().getTime() + CODE_MINUTES * 60_000).toISOString();
    await db.transaction(async (tx) => {
      // A new code replaces any earlier one.
      await tx.query(
        "UPDATE password_resets SET used_at = $2 WHERE arnum = $1 AND used_at IS NULL",
        [account.arnum, clock.now().toISOString()],
      );
      await tx.query(
        "INSERT INTO password_resets (arnum, code_hash, expires_at) VALUES ($1, $2, $3)",
        [account.arnum, hashCode(account.arnum, code).toString("hex"), expires],
      );
      await queueMail(
        tx,
        email,
        { template: "password-reset-code", props: { code, minutes: CODE_MINUTES } },
        { now: clock.now() },
      );
    });
  }
  return { data: null, message: messages.checkEmail };
}
