import {
  type StaffAccount,
  type StaffBusiness,
  type StaffRole,
  serverTexts,
} from "@bookwell/contract";
import { verify } from "@node-rs/argon2";

import type { ServerConfig } from "../../config";
import type { Queryable } from "../../db/db";
import type { Handlers } from "../../handler";
import { HttpError } from "../../http-error";
import { admitSignIn, hashPassword, signedIn } from "../auth/login";
import { staffOf } from "./access";
import { audit } from "./audit";
import { endStaffSession, startStaffSession } from "./session";

/**
 * Staff accounts: sign-in, sign-out, who am I; an admin lists, creates and disables them. The
 * first admin comes from `pnpm --filter server staff:create` (`src/cli/staff-create.ts`).
 */

/** The business the console works for: its currency and the time zone of its "today". */
function businessOf(config: Pick<ServerConfig, "currency" | "timeZone">): StaffBusiness {
  return { currency: config.currency ?? "GBP", timeZone: config.timeZone };
}

/** Passwords a guesser tries first, whatever their length: refused for staff. */
const COMMON = [
  "password",
  "bookwell",
  "qwerty",
  "letmein",
  "welcome",
  "admin",
  "123456",
  "abc123",
];

/**
 * A staff password is at least 12 characters, with at least 6 different ones, and no common
 * word in it (they open the back office, so no "Password1234").
 */
export function isStrongStaffPassword(password: string, email = ""): boolean {
  const lower = password.toLowerCase();
  const local = email.split("@")[0]?.toLowerCase() ?? "";
  return (
    password.length >= 12 &&
    new Set(password).size >= 6 &&
    !COMMON.some((word) => lower.includes(word)) &&
    !(local.length >= 4 && lower.includes(local))
  );
}

type StaffRow = {
  staff_id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
};

const STAFF_COLUMNS = "staff_id, email, name, role, disabled, created_at, last_sign_in_at";

export const toStaffAccount = (row: StaffRow): StaffAccount => ({
  staffId: row.staff_id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled,
  createdAt: new Date(row.created_at).toISOString(),
  lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
});

/** A new staff account (a strong password, an e-mail not taken), in the caller's transaction. */
export async function createStaffAccount(
  tx: Queryable,
  input: { email: string; name: string; role: StaffRole; password: string },
): Promise<StaffAccount> {
  const email = input.email.trim().toLowerCase();
  if (!isStrongStaffPassword(input.password, email)) {
    throw new HttpError(400, serverTexts.staffWeakPassword);
  }
  const passwordHash = await hashPassword(input.password);
  const [row] = await tx.query<StaffRow>(
    `INSERT INTO staff_users (staff_id, email, name, role, password_hash)
     VALUES ('ST' || nextval('staff_numbers'), $1, $2, $3, $4)
     ON CONFLICT (email) DO NOTHING RETURNING ${STAFF_COLUMNS}`,
    [email, input.name.trim(), input.role, passwordHash],
  );
  if (!row) throw new HttpError(409, serverTexts.staffEmailTaken);
  return toStaffAccount(row);
}

/** Compared against when the e-mail is unknown, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;

export const accountHandlers: Handlers = {
  /**
   * Sign-in, limited as the customers' login is and by the same code (`admitSignIn`): per
   * account, a growing delay counted in the database in one statement, then the captcha
   * (proof of work growing with the address's failures); the address counted with the
   * customers' sign-ins.
   */
  async staffLogin({ body, c, db, clock, config }) {
    const keys = await admitSignIn(
      { c, db, clock, config },
      `staff-login:email:${body.email}`,
      body.altcha,
    );
    const [row] = await db.query<StaffRow & { password_hash: string }>(
      `SELECT ${STAFF_COLUMNS}, password_hash FROM staff_users WHERE email = $1`,
      [body.email],
    );
    dummyHash ??= hashPassword("not a real password");
    const valid = await verify(row?.password_hash ?? (await dummyHash), body.password);
    // A failure stays counted (`admitSignIn` counted the attempt before the check).
    if (!row || !valid || row.disabled) throw new HttpError(400, serverTexts.staffLoginFailed);
    await db.transaction(async (tx) => {
      await signedIn(tx, keys);
      await tx.query("UPDATE staff_users SET last_sign_in_at = $2 WHERE staff_id = $1", [
        row.staff_id,
        clock.now().toISOString(),
      ]);
      await startStaffSession(c, tx, clock, config, row.staff_id);
    });
    return {
      data: {
        staffId: row.staff_id,
        email: row.email,
        name: row.name,
        role: row.role,
        business: businessOf(config),
      },
    };
  },

  async staffLogout({ c, db, config }) {
    await endStaffSession(c, db, config);
    return { data: null, message: serverTexts.staffSignedOut };
  },

  async staffMe(ctx) {
    return { data: { ...staffOf(ctx), business: businessOf(ctx.config) } };
  },

  async staffAccounts({ db }) {
    const rows = await db.query<StaffRow>(
      `SELECT ${STAFF_COLUMNS} FROM staff_users ORDER BY disabled, name, staff_id`,
    );
    return { data: rows.map(toStaffAccount) };
  },

  async staffCreateAccount(ctx) {
    const staff = staffOf(ctx);
    const account = await ctx.db.transaction(async (tx) => {
      const created = await createStaffAccount(tx, ctx.body);
      await audit(tx, {
        staff,
        action: "staff.create",
        subject: created.staffId,
        after: { email: created.email, name: created.name, role: created.role },
        at: ctx.clock.now(),
      });
      return created;
    });
    return { data: account, message: serverTexts.staffAccountCreated };
  },

  /** Disables an account at once: its sessions end, its rows stay for the audit log. */
  async staffDisableAccount(ctx) {
    const staff = staffOf(ctx);
    if (ctx.params.staffId === staff.staffId)
      throw new HttpError(409, serverTexts.staffNotYourself);
    const account = await ctx.db.transaction(async (tx) => {
      const [before] = await tx.query<StaffRow>(
        `SELECT ${STAFF_COLUMNS} FROM staff_users WHERE staff_id = $1 FOR UPDATE`,
        [ctx.params.staffId],
      );
      if (!before) throw new HttpError(404, serverTexts.staffAccountUnknown);
      const [after] = await tx.query<StaffRow>(
        `UPDATE staff_users SET disabled = true WHERE staff_id = $1 RETURNING ${STAFF_COLUMNS}`,
        [before.staff_id],
      );
      await tx.query("DELETE FROM staff_sessions WHERE staff_id = $1", [before.staff_id]);
      await audit(tx, {
        staff,
        action: "staff.disable",
        subject: before.staff_id,
        before: { disabled: before.disabled },
        after: { disabled: true },
        at: ctx.clock.now(),
      });
      return toStaffAccount(after!);
    });
    return { data: account, message: serverTexts.staffAccountDisabled };
  },
};
