import {
  isPaymentRefEnabled,
  type PaymentFlags,
  type PaymentRef,
  serverTexts,
} from "@bookwell/contract";

import type { ServerConfig } from "../../config";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../http-error";
import { offeredFlags } from "../../payments";

/**
 * Refuses a payment method the account may not use here: its own flags as offered
 * (`offeredFlags`: none without a real provider in production). Taken with the account's row
 * lock, so a confirm's credit and a top-up of the same customer cannot interleave with it. One
 * rule for choosing a method at confirm and for changing it on an unpaid booking.
 */
export async function refuseUnofferedMethod(
  tx: Queryable,
  ctx: { config: Pick<ServerConfig, "providers"> },
  arnum: string,
  method: PaymentRef,
): Promise<void> {
  const [flags] = await tx.query<PaymentFlags>(
    `SELECT stripe_enable AS "stripeEnable", paynow_enable AS "payNowEnable",
            c2p_enable AS "c2pEnable", uktakepayments_enable AS "ukTakepaymentsEnable"
       FROM accounts WHERE arnum = $1 FOR NO KEY UPDATE`,
    [arnum],
  );
  if (!flags || !isPaymentRefEnabled(method, offeredFlags(flags, ctx.config.providers))) {
    throw new HttpError(400, serverTexts.methodDisabled);
  }
}
