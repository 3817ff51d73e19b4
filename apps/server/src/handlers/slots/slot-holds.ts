import type { SlotHold, SlotHoldBody } from "@bookwell/contract";
import { texts } from "@bookwell/contract";

import type { Queryable } from "../../db/db";
import type { Handlers } from "../../handler";
import { HttpError } from "../../http-error";
import { me } from "../shared";
import { placesLeft } from "./shift-places";

/**
 * Slot holds: continuing from Date & Time keeps the chosen slots' places for the
 * customer for `slotHoldMinutes` (10 by default, `SLOT_HOLD_MINUTES`), renewed by the same
 * call at every step. A hold counts against capacity for everyone else until it expires;
 * expiry is a time compared at every read and write (`shift-places.ts`), never a job.
 */
export const DEFAULT_SLOT_HOLD_MINUTES = 10;

/**
 * Replaces the customer's holds with `slots`, each checked for a place and held until
 * `now + minutes`. Shifts are locked in one order (as confirm locks them), so two customers
 * after the same last place wait for each other and one of them gets the 409.
 */
export async function holdSlots(
  tx: Queryable,
  input: { arnum: string; slots: SlotHoldBody["slots"]; now: Date; minutes: number },
): Promise<SlotHold> {
  const expiresAt = new Date(input.now.getTime() + input.minutes * 60_000);
  const slots = [...input.slots].sort(
    (a, b) => a.shiftnum.localeCompare(b.shiftnum) || a.date.localeCompare(b.date),
  );
  await tx.query("DELETE FROM slot_holds WHERE arnum = $1", [input.arnum]);
  for (const slot of slots) {
    const left = await placesLeft(tx, { ...slot, arnum: input.arnum, now: input.now });
    if (left <= 0) throw new HttpError(409, texts.slotFull);
    await tx.query(
      `INSERT INTO slot_holds (arnum, shiftnum, service_date, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (arnum, shiftnum, service_date) DO UPDATE SET expires_at = excluded.expires_at`,
      [input.arnum, slot.shiftnum, slot.date, expiresAt],
    );
  }
  return {
    expiresAt: expiresAt.toISOString(),
    holdSeconds: slots.length ? Math.round(input.minutes * 60) : 0,
  };
}

/** Whether the customer held this slot at some point and the hold has run out. */
export async function holdRanOut(
  tx: Queryable,
  slot: { arnum: string; shiftnum: string; date: string; now: Date },
): Promise<boolean> {
  const [row] = await tx.query(
    `SELECT 1 FROM slot_holds WHERE arnum = $1 AND shiftnum = $2 AND service_date = $3
        AND expires_at <= $4`,
    [slot.arnum, slot.shiftnum, slot.date, slot.now],
  );
  return Boolean(row);
}

export const slotHoldHandlers: Handlers = {
  async holdSlots(ctx) {
    const arnum = me(ctx);
    const minutes = ctx.config.slotHoldMinutes ?? DEFAULT_SLOT_HOLD_MINUTES;
    const hold = await ctx.db.transaction((tx) =>
      holdSlots(tx, { arnum, slots: ctx.body.slots, now: ctx.clock.now(), minutes }),
    );
    return { data: hold };
  },
};
