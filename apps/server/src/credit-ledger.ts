import type { Queryable } from "./db/db";
import { creditBalance } from "./handlers/account/rules";

/**
 * A customer's credit today (pence), from the ledger: the one reading of it, for the credit
 * pages, a tip, the checkout's credit redeem and the cart summary's amount left to pay.
 */
export async function creditBalanceOf(db: Queryable, arnum: string, today: string) {
  const entries = await db.query<{ amount: number; date: string; expiry: string }>(
    `SELECT amount_pence AS amount, to_char(trandate, 'YYYY-MM-DD') AS date,
            coalesce(to_char(expiry_date, 'YYYY-MM-DD'), '') AS expiry
       FROM account_credit_entries WHERE arnum = $1`,
    [arnum],
  );
  return creditBalance(entries, today);
}

/**
 * The one rule for a cart's redeemed credit, for every payment method (card, bank transfer,
 * redirect gateways, credit only): it is taken when the cart is confirmed — the places are
 * held from then, and the same credit cannot be redeemed again in another cart while this
 * one waits for its payment — and given back if the cart is reopened unpaid (the customer
 * goes back to change it, or confirms again with another method). Paying takes nothing more.
 * An unpaid cart that lapses must give its credit back through {@link returnCartCredit} too.
 * A unique index (`account_credit_entries_one_cart`) refuses a second deduction for a cart.
 *
 * The caller holds the account's row lock, so two carts cannot both spend the same balance.
 */
export async function takeCartCredit(
  tx: Queryable,
  cart: { arnum: string; refnum: string; creditUsedPence: number },
  today: string,
): Promise<void> {
  if (cart.creditUsedPence <= 0) return;
  await tx.query(
    `INSERT INTO account_credit_entries (arnum, amount_pence, trandate, ticket, service_type, source)
     VALUES ($1, $2, $3, $4, 'Booking', 'booking')
     ON CONFLICT (ticket) WHERE source = 'booking' DO NOTHING`,
    [cart.arnum, -cart.creditUsedPence, today, cart.refnum],
  );
}

/** Gives an unpaid cart's credit back: its deduction goes, the lots are as they were. */
export async function returnCartCredit(tx: Queryable, refnum: string): Promise<void> {
  await tx.query(
    `DELETE FROM account_credit_entries e USING carts c
      WHERE e.ticket = $1 AND e.source = 'booking' AND c.refnum = e.ticket AND c.status <> 'Paid'`,
    [refnum],
  );
}
