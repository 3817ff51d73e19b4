import { z } from "zod";

import { id, isoDate, moneyParam } from "./primitives";

/** The parameter and query shapes several parts of the registry share. */
export const arnum = z.object({ arnum: id });
export const refnum = z.object({ refnum: id });
export const guid = z.object({ guid: id });
export const matnum = z.object({ matnum: id });
/** The spec's `?email=` on account calls; optional, as the session already names the account. */
export const emailQuery = z.object({ email: z.string().optional() });
export const requiredEmailQuery = z.object({ email: z.string().min(1) });
export const dateRange = z.object({ datefrom: isoDate, dateto: isoDate });
/**
 * `creditused`: the credit the customer means to redeem, in pounds. The server checks it
 * against its bounds (`amountDuePence`, a refusal names them) and answers `finalAmount` as
 * what is left to pay after it, so the browser shows and sends the server's figure.
 */
export const cartSummaryQuery = emailQuery.extend({ creditused: moneyParam.optional() });
