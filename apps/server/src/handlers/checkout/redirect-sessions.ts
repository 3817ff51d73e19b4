import type { Queryable } from "../../db/db";
import { redirectGateway } from "../../payments";

/**
 * Voids the cart's open redirect sessions (the customer pays another way, or changes the
 * cart). The transaction id of an approval the provider had already taken, if any: the cart is
 * paid by it, and nothing else may charge.
 */
export async function voidRedirects(tx: Queryable, refnum: string): Promise<string | null> {
  const open = await tx.query<{ id: string }>(
    "SELECT id FROM redirect_payments WHERE refnum = $1 AND status = 'open'",
    [refnum],
  );
  const gateway = redirectGateway();
  for (const { id } of open) {
    const voided = gateway ? await gateway.void(tx, id) : { status: "voided" as const };
    if (voided.status === "approved") {
      await tx.query(
        "UPDATE redirect_payments SET status = 'approved', transaction_id = $2 WHERE id = $1",
        [id, voided.transactionId],
      );
      return voided.transactionId;
    }
    await tx.query("UPDATE redirect_payments SET status = 'superseded' WHERE id = $1", [id]);
  }
  return null;
}
