import { serverTexts } from "@bookwell/contract";

import type { Queryable } from "../../db/db";
import { HttpError } from "../../http-error";
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

/**
 * Ends the cart's card attempts waiting for their card holder (3-D Secure) because the cart is
 * confirmed again, changed, or paid another way: they can no longer be confirmed (a late
 * confirm would pay the old amount), and their intents are cancelled at the gateway after the
 * transaction (`cancelSuperseded`, and the reconciler for any left). An attempt whose gateway
 * call is still running refuses the change: it may be paying this very cart.
 */
export async function supersedeCardAttempts(tx: Queryable, refnum: string): Promise<void> {
  const [running] = await tx.query(
    "SELECT 1 FROM card_payments WHERE refnum = $1 AND status = 'pending'",
    [refnum],
  );
  if (running) throw new HttpError(409, serverTexts.paymentInProgress);
  await tx.query(
    "UPDATE card_payments SET status = 'superseded' WHERE refnum = $1 AND status = 'requires_action'",
    [refnum],
  );
}
