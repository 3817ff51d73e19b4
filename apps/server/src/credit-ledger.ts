import type { Queryable } from "./db/db";
import { creditBalance } from "./routes/account-area-rules";

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
