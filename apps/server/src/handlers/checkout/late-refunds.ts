import type { Queryable } from "../../db/db";
import type { ServiceContext } from "../../handler";

/**
 * Refunds the payments that came after their booking's deadline when its places had gone
 * (`markCartPaid` records them in `late_payment_refunds`), in full, once each: the gateway is
 * asked under a key of the cart's, so a retry refunds nothing more. Right after such a payment
 * settles, and by the reconciler for any left (a gateway that could not be reached).
 *
 * The refund is the card gateway's `refund` (the one the staff's refunds use). A gateway
 * without one leaves the refund owed on record, for the reconciler's next look.
 */
type Refunding = {
  refund?(
    paymentId: string,
    amountPence: number,
    options: { idempotencyKey: string },
  ): Promise<{ refundId: string }>;
};

export async function refundLatePayments(
  services: Pick<ServiceContext, "db" | "payments">,
  refnum?: string,
  log: (line: string) => void = console.warn,
): Promise<number> {
  const refund = (services.payments as Refunding).refund?.bind(services.payments);
  if (!refund) return 0;
  const owed = await services.db.query<{
    refnum: string;
    transaction_id: string;
    amount_pence: number;
  }>(
    `SELECT refnum, transaction_id, amount_pence FROM late_payment_refunds
      WHERE refund_id IS NULL AND ($1::text IS NULL OR refnum = $1) ORDER BY created_at LIMIT 50`,
    [refnum ?? null],
  );
  let done = 0;
  for (const row of owed) {
    try {
      const { refundId } = await refund(row.transaction_id, row.amount_pence, {
        idempotencyKey: `${row.refnum}:late-refund`,
      });
      await markRefunded(services.db, row.refnum, refundId);
      done++;
    } catch (error) {
      log(
        `[payments] late payment of ${row.refnum} not refunded yet: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return done;
}

const markRefunded = (db: Queryable, refnum: string, refundId: string) =>
  db.query("UPDATE late_payment_refunds SET refund_id = $2 WHERE refnum = $1", [refnum, refundId]);
