import { messages, penceToPounds, serverTexts } from "@bookwell/contract";

import type { Handlers, ServiceContext } from "../../handler";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../http-error";
import { applyPromo, type Promo } from "../../money/cart-money";
import { creditBalanceOf } from "../../credit-ledger";
import { me, today } from "../shared";
import { cartToChange, currentCart, lineGrossOf, readLines, summaryOf } from "./cart";

async function readPromo(db: Queryable, code: string): Promise<Promo | undefined> {
  const [row] = await db.query<{
    code: string;
    kind: "percent" | "fixed";
    value: number;
    min_spend_pence: number;
    valid_from: string | null;
    valid_to: string | null;
  }>(
    `SELECT code, kind, value, min_spend_pence, to_char(valid_from, 'YYYY-MM-DD') AS valid_from,
            to_char(valid_to, 'YYYY-MM-DD') AS valid_to
       FROM promo_codes WHERE upper(code) = upper($1)`,
    [code.trim()],
  );
  if (!row) return undefined;
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSpendPence: row.min_spend_pence,
    validFrom: row.valid_from,
    validTo: row.valid_to,
  };
}

/** Applies a voucher to every line of the cart (one voucher a cart), or says why not. */
export async function applyVoucher(
  ctx: ServiceContext,
  tx: Queryable,
  refnum: string,
  code: string,
) {
  const promo = await readPromo(tx, code);
  if (!promo) throw new HttpError(400, serverTexts.promoUnknown);
  const lines = await readLines(tx, refnum);
  const grosses = lines.map(lineGrossOf);
  const result = applyPromo(promo, grosses, today(ctx));
  if (!result.ok) {
    switch (result.reason) {
      case "empty":
        throw new HttpError(400, messages.cartEmpty);
      case "expired":
        throw new HttpError(400, serverTexts.promoExpired);
      case "not-yet":
        throw new HttpError(400, serverTexts.promoNotYet);
      case "min-spend":
        throw new HttpError(
          400,
          serverTexts.promoMinSpend(penceToPounds(promo.minSpendPence).toFixed(2)),
        );
    }
  }
  for (const [index, line] of lines.entries()) {
    await tx.query("UPDATE cart_lines SET disc_pence = $2, promocode = $3 WHERE guid = $1", [
      line.guid,
      result.lineDiscounts[index],
      promo.code,
    ]);
  }
  await tx.query("UPDATE carts SET promo_code = $2 WHERE refnum = $1", [refnum, promo.code]);
}

export async function removeVoucher(tx: Queryable, refnum: string) {
  await tx.query("UPDATE cart_lines SET disc_pence = 0, promocode = '' WHERE refnum = $1", [
    refnum,
  ]);
  await tx.query("UPDATE carts SET promo_code = NULL WHERE refnum = $1", [refnum]);
}

/** A voucher on the cart, and the credit the customer may spend on it. */
export const voucherHandlers: Handlers = {
  async applyPromo(ctx) {
    const arnum = me(ctx);
    const body = ctx.body;
    if (body.arnum !== arnum) throw new HttpError(403, serverTexts.forbidden);
    const summary = await ctx.db.transaction(async (tx) => {
      const current = await currentCart(tx, arnum);
      if (!current || current.refnum !== body.refnum)
        throw new HttpError(400, serverTexts.refnumMismatch);
      const cart = await cartToChange(tx, arnum);
      await applyVoucher(ctx, tx, cart.refnum, body.promoCode);
      return summaryOf(tx, cart, ctx.config.business);
    });
    return { data: summary };
  },

  async creditTotal(ctx) {
    const balance = await creditBalanceOf(ctx.db, me(ctx), today(ctx));
    return { data: { total: penceToPounds(balance.available) } };
  },
};
