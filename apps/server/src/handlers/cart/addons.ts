import { serverTexts } from "@bookwell/contract";

import type { Handlers } from "../../handler";
import { HttpError } from "../../http-error";
import { checkChoices, readAddons, toAddonOption } from "../catalogue/catalogue";
import { cartByRefnum, cartToChange } from "./cart";

/** A cart line's add-ons: the options with the chosen ones, save them, remove one. */
export const cartAddonHandlers: Handlers = {
  async cartLineAddons({ params, query, db }) {
    const [line] = await db.query<{ matnum: string }>(
      "SELECT matnum FROM cart_lines WHERE guid = $1 AND refnum = $2",
      [query.guid, params.refnum],
    );
    if (!line) throw new HttpError(400, serverTexts.lineNotInCart);
    const chosen = new Map(
      (
        await db.query<{ optionnum: string; qty: number }>(
          "SELECT optionnum, qty FROM cart_line_addons WHERE guid = $1",
          [query.guid],
        )
      ).map((r) => [r.optionnum, r.qty]),
    );
    const options = await readAddons(db, line.matnum);
    return { data: options.map((row) => toAddonOption(row, chosen.get(row.optionnum) ?? 0)) };
  },

  async saveCartLineAddons(ctx) {
    const { params, query, db } = ctx;
    const chosen = ctx.body;
    await db.transaction(async (tx) => {
      const cart = await cartByRefnum(tx, params.refnum);
      if (cart.status !== "Open") await cartToChange(tx, cart.arnum);
      const [line] = await tx.query<{ matnum: string; quoted: boolean }>(
        "SELECT matnum, quote IS NOT NULL AS quoted FROM cart_lines WHERE guid = $1 AND refnum = $2",
        [query.guid, params.refnum],
      );
      if (!line) throw new HttpError(400, serverTexts.lineNotInCart);
      // A quoted line's add-ons are the quotation's, priced in its option amount.
      if (line.quoted) throw new HttpError(400, serverTexts.quotedLineFixed);
      const picked = checkChoices(
        await readAddons(tx, line.matnum),
        chosen
          .filter((c) => c.selected || c.qty > 0)
          .map((c) => ({
            optionnum: c.optionnum,
            qty: c.qty > 0 ? c.qty : 1,
          })),
      );
      await tx.query("DELETE FROM cart_line_addons WHERE guid = $1", [query.guid]);
      for (const { row, qty } of picked) {
        await tx.query("INSERT INTO cart_line_addons (guid, optionnum, qty) VALUES ($1, $2, $3)", [
          query.guid,
          row.optionnum,
          qty,
        ]);
      }
      // New add-ons change the line's amount: its voucher share is reset.
      await tx.query("UPDATE cart_lines SET disc_pence = 0, promocode = '' WHERE guid = $1", [
        query.guid,
      ]);
    });
    return { data: null };
  },

  async removeCartAddon({ params, body, db }) {
    const addon = body;
    await db.transaction(async (tx) => {
      const cart = await cartByRefnum(tx, params.refnum);
      if (cart.status !== "Open") await cartToChange(tx, cart.arnum);
      const removed = await tx.query(
        `DELETE FROM cart_line_addons a USING cart_lines l
          WHERE a.guid = l.guid AND l.refnum = $1 AND a.guid = $2 AND a.optionnum = $3 RETURNING 1`,
        [params.refnum, addon.guid, addon.optionnum],
      );
      if (!removed.length) throw new HttpError(400, serverTexts.lineNotInCart);
      await tx.query("UPDATE cart_lines SET disc_pence = 0, promocode = '' WHERE guid = $1", [
        addon.guid,
      ]);
    });
    return { data: null };
  },
};
