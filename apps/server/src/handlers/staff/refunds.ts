import {
  addDays,
  fail,
  penceToPounds,
  poundsToPence,
  serverTexts,
  type StaffRefundItem,
} from "@bookwell/contract";

import { todayOf } from "../../business-date";
import type { Queryable } from "../../db/db";
import type { Handlers, ServiceContext } from "../../handler";
import { HttpError } from "../../http-error";
import { formatAmount } from "../../mail/events";
import { GatewayError } from "../../payments/index";
import { TOP_UP_VALID_DAYS } from "../account/credit-topup";
import { staffOf, type StaffMember } from "./access";
import { audit } from "./audit";
import { tellRefundDecided } from "./notify";

/**
 * Refund requests, decided by an admin: approved (full or part, to the card through the
 * payment gateway, or to credit) or refused with a reason; the customer is told either way.
 *
 * Never more than was paid: a visit's refunds together stay within its price (what it cost
 * its cart), and those to a card within what the cart's card payment has left after its other
 * visits' card refunds. Once: the request's row is locked and must be Requested; a card
 * refund first marks it Refunding (committed), then asks the gateway under the request's own
 * idempotency key, then records the answer, so a second approval finds it taken and a crash
 * in between is finished by the next approval with the same key (the provider answers the
 * first refund again). A provider that refuses puts the request back to Requested.
 */

/** A claim older than this is taken for a crashed approval and finished by the next one. */
const STALE_CLAIM_MS = 2 * 60_000;

type RefundRow = {
  refnum: string;
  ticket: string;
  arnum: string;
  customer: string;
  service_type: string;
  service_date: string;
  reason: string;
  remark: string;
  created_at: Date;
  status: "Requested" | "Refunding" | "Approved" | "Refused";
  amount_pence: number | null;
  refund_to: "card" | "credit" | null;
  decision_reason: string;
  decided_by: string | null;
  decided_at: Date | null;
  price_pence: number;
  /** Refunded already for this visit (approved), and to cards for its whole cart. */
  refunded_pence: number;
  cart_card_refunded_pence: number;
  /** The cart's card charge, when it was paid by card. */
  charge_id: string | null;
  card_paid_pence: number | null;
  decided_by_name: string | null;
};

const REFUND_SELECT = `
  SELECT r.refnum, b.ticket, b.arnum, trim(a.firstname || ' ' || a.lastname) AS customer,
         b.service_type, to_char(b.service_date, 'YYYY-MM-DD') AS service_date, r.reason, r.remark,
         r.created_at, r.status, r.amount_pence, r.refund_to, r.decision_reason, r.decided_by,
         r.decided_at, b.price_pence, u.name AS decided_by_name,
         coalesce((SELECT sum(o.amount_pence) FROM refund_requests o
                    WHERE o.refnum = r.refnum AND o.status = 'Approved'), 0)::int AS refunded_pence,
         coalesce((SELECT sum(o.amount_pence) FROM refund_requests o
                     JOIN account_bookings ob ON ob.refnum = o.refnum
                    WHERE ob.ticket = b.ticket AND o.refund_to = 'card'
                      AND o.status IN ('Approved', 'Refunding') AND o.refnum <> r.refnum), 0)::int
           AS cart_card_refunded_pence,
         (SELECT p.transaction_id FROM card_payments p
           WHERE p.refnum = b.ticket AND p.status = 'succeeded' LIMIT 1) AS charge_id,
         (SELECT p.amount_pence FROM card_payments p
           WHERE p.refnum = b.ticket AND p.status = 'succeeded' LIMIT 1) AS card_paid_pence
    FROM refund_requests r
    JOIN account_bookings b ON b.refnum = r.refnum
    JOIN accounts a ON a.arnum = b.arnum
    LEFT JOIN staff_users u ON u.staff_id = r.decided_by`;

/** The most a refund may still give back: to credit, and to the card. */
function boundsOf(row: RefundRow): { refundable: number; toCard: number } {
  const refundable = Math.max(0, row.price_pence - row.refunded_pence);
  const toCard =
    row.charge_id && row.card_paid_pence !== null
      ? Math.max(0, Math.min(refundable, row.card_paid_pence - row.cart_card_refunded_pence))
      : 0;
  return { refundable, toCard };
}

function toItem(row: RefundRow): StaffRefundItem {
  const { refundable } = boundsOf(row);
  const decided = row.status === "Approved" || row.status === "Refused";
  return {
    refnum: row.refnum,
    ticket: row.ticket,
    arnum: row.arnum,
    customer: row.customer,
    serviceType: row.service_type,
    serviceDate: row.service_date,
    reason: row.reason,
    remark: row.remark,
    requestedAt: new Date(row.created_at).toISOString(),
    // A card refund under way is still open for the list: it is not decided yet.
    status: row.status === "Refunding" ? "Requested" : row.status,
    paid: penceToPounds(row.price_pence),
    refundable: penceToPounds(decided ? 0 : refundable),
    toCardPossible: row.charge_id !== null,
    decision: decided
      ? {
          amount: penceToPounds(row.amount_pence ?? 0),
          to: row.refund_to,
          reason: row.decision_reason,
          by: row.decided_by_name ?? "",
          at: new Date(row.decided_at!).toISOString(),
        }
      : null,
  };
}

async function readRefund(db: Queryable, refnum: string, lock = false): Promise<RefundRow> {
  const [row] = await db.query<RefundRow>(
    `${REFUND_SELECT} WHERE r.refnum = $1${lock ? " FOR UPDATE OF r" : ""}`,
    [refnum],
  );
  if (!row) throw new HttpError(404, serverTexts.staffRefundUnknown);
  return row;
}

/** The decision recorded: the request, the visit, the audit entry, the customer told. */
async function recordApproval(
  ctx: ServiceContext,
  tx: Queryable,
  staff: StaffMember,
  row: RefundRow,
  approval: { amountPence: number; to: "card" | "credit"; refundId: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  if (approval.to === "credit") {
    const today = todayOf(ctx);
    await tx.query(
      `INSERT INTO account_credit_entries (arnum, amount_pence, trandate, expiry_date, ticket, service_type, source)
       VALUES ($1, $2, $3, $4, $5, $6, 'refund')`,
      [
        row.arnum,
        approval.amountPence,
        today,
        addDays(today, TOP_UP_VALID_DAYS),
        row.ticket,
        `Refund: ${row.service_type}`,
      ],
    );
  }
  await tx.query(
    `UPDATE refund_requests SET status = 'Approved', amount_pence = $2, refund_to = $3,
            decided_by = $4, decided_at = $5, gateway_refund_id = $6
      WHERE refnum = $1`,
    [
      row.refnum,
      approval.amountPence,
      approval.to,
      staff.staffId,
      now.toISOString(),
      approval.refundId,
    ],
  );
  // Refunded in full: the visit is Refunded and its place freed; in part, it stays as it was.
  const full = approval.amountPence >= row.price_pence - row.refunded_pence;
  if (full) {
    await tx.query("UPDATE account_bookings SET status = 'Refunded' WHERE refnum = $1", [
      row.refnum,
    ]);
    await tx.query("DELETE FROM shift_bookings WHERE booking_refnum = $1", [row.refnum]);
  }
  await audit(tx, {
    staff,
    action: "refund.approve",
    subject: row.refnum,
    before: { status: "Requested", refundable: penceToPounds(boundsOf(row).refundable) },
    after: {
      status: "Approved",
      amount: penceToPounds(approval.amountPence),
      to: approval.to,
      refundId: approval.refundId,
      booking: full ? "Refunded" : "unchanged",
    },
    at: now,
  });
  await tellRefundDecided(
    tx,
    row.refnum,
    { decision: "approved", amountPence: approval.amountPence, to: approval.to },
    now,
  );
}

export const refundHandlers: Handlers = {
  async staffRefunds({ query, db }) {
    const rows = await db.query<RefundRow>(
      `${REFUND_SELECT}
        WHERE ($1::text IS NULL OR (CASE WHEN r.status = 'Refunding' THEN 'Requested' ELSE r.status END) = $1)
        ORDER BY r.created_at DESC, r.refnum LIMIT 500`,
      [query.status ?? null],
    );
    return { data: rows.map(toItem) };
  },

  async staffApproveRefund(ctx) {
    const staff = staffOf(ctx);
    const asked = poundsToPence(ctx.body.amount);
    const now = ctx.clock.now();
    // First transaction: checked and, to credit, done; to a card, claimed.
    const claim = await ctx.db.transaction(async (tx) => {
      const row = await readRefund(tx, ctx.params.refnum, true);
      const stale =
        row.status === "Refunding" &&
        row.decided_at !== null &&
        now.getTime() - new Date(row.decided_at).getTime() > STALE_CLAIM_MS;
      if (stale) {
        return { row, amountPence: row.amount_pence!, to: "card" as const };
      }
      if (row.status !== "Requested") throw new HttpError(409, serverTexts.staffRefundDecided);
      const { refundable, toCard } = boundsOf(row);
      if (asked > refundable) {
        throw new HttpError(400, serverTexts.staffRefundTooMuch(formatAmount(refundable)));
      }
      if (ctx.body.to === "credit") {
        await recordApproval(ctx, tx, staff, row, {
          amountPence: asked,
          to: "credit",
          refundId: null,
        });
        return null;
      }
      if (!row.charge_id) throw new HttpError(400, serverTexts.staffRefundNotByCard);
      if (asked > toCard) {
        throw new HttpError(400, serverTexts.staffRefundTooMuch(formatAmount(toCard)));
      }
      await tx.query(
        `UPDATE refund_requests SET status = 'Refunding', amount_pence = $2, refund_to = 'card',
                decided_by = $3, decided_at = $4
          WHERE refnum = $1`,
        [row.refnum, asked, staff.staffId, now.toISOString()],
      );
      return { row, amountPence: asked, to: "card" as const };
    });

    if (claim) {
      let refundId: string;
      try {
        ({ refundId } = await ctx.payments.refund(claim.row.charge_id!, claim.amountPence, {
          idempotencyKey: `refund:${claim.row.refnum}`,
        }));
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        await ctx.db.query(
          `UPDATE refund_requests SET status = 'Requested', amount_pence = NULL, refund_to = NULL,
                  decided_by = NULL, decided_at = NULL
            WHERE refnum = $1 AND status = 'Refunding'`,
          [claim.row.refnum],
        );
        return ctx.c.json(fail(serverTexts.staffRefundFailed), 502);
      }
      await ctx.db.transaction(async (tx) => {
        const row = await readRefund(tx, claim.row.refnum, true);
        if (row.status !== "Refunding") throw new HttpError(409, serverTexts.staffRefundDecided);
        await recordApproval(ctx, tx, staff, row, {
          amountPence: claim.amountPence,
          to: "card",
          refundId,
        });
      });
    }
    const data = toItem(await readRefund(ctx.db, ctx.params.refnum));
    return { data, message: serverTexts.staffRefundApproved };
  },

  async staffRefuseRefund(ctx) {
    const staff = staffOf(ctx);
    const now = ctx.clock.now();
    const { reason } = ctx.body;
    await ctx.db.transaction(async (tx) => {
      const row = await readRefund(tx, ctx.params.refnum, true);
      if (row.status !== "Requested") throw new HttpError(409, serverTexts.staffRefundDecided);
      await tx.query(
        `UPDATE refund_requests SET status = 'Refused', decision_reason = $2, decided_by = $3,
                decided_at = $4
          WHERE refnum = $1`,
        [row.refnum, reason, staff.staffId, now.toISOString()],
      );
      await audit(tx, {
        staff,
        action: "refund.refuse",
        subject: row.refnum,
        before: { status: "Requested" },
        after: { status: "Refused", reason },
        at: now,
      });
      await tellRefundDecided(tx, row.refnum, { decision: "refused", reason }, now);
    });
    const data = toItem(await readRefund(ctx.db, ctx.params.refnum));
    return { data, message: serverTexts.staffRefundRefused };
  },
};
