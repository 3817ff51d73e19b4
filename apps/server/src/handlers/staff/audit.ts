import type { StaffAuditEntry } from "@bookwell/contract";

import type { Queryable } from "../../db/db";
import type { Handlers } from "../../handler";
import type { StaffMember } from "./session";

/**
 * The audit log: every staff action with who, what, on which record, when, and the record
 * before and after. `audit` is called inside the action's own transaction, so the entry and
 * the change land together or not at all.
 */
export async function audit(
  tx: Queryable,
  entry: {
    staff: Pick<StaffMember, "staffId">;
    action: string;
    subject: string;
    before?: unknown;
    after?: unknown;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (at, staff_id, action, subject, before, after)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      entry.at.toISOString(),
      entry.staff.staffId,
      entry.action,
      entry.subject,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

const PAGE = 50;

export const auditHandlers: Handlers = {
  async staffAudit({ query, db }) {
    const rows = await db.query<Omit<StaffAuditEntry, "id" | "at"> & { id: string; at: Date }>(
      `SELECT l.id::text AS id, l.at, l.staff_id AS "staffId", u.name AS "staffName", l.action,
              l.subject, l.before, l.after
         FROM audit_log l JOIN staff_users u ON u.staff_id = l.staff_id
        WHERE ($1::bigint IS NULL OR l.id < $1) AND ($2::text IS NULL OR l.subject = $2)
        ORDER BY l.id DESC LIMIT ${PAGE}`,
      [query.before ?? null, query.subject || null],
    );
    return {
      data: rows.map((row) => ({
        ...row,
        id: Number(row.id),
        at: new Date(row.at).toISOString(),
      })),
    };
  },
};
