import { quoteLineTotalPence, quoteUnitPence } from "@bookwell/contract";

/** A row's quoted amounts per unit, in pence, as the quote lines and cart lines store them. */
type QuotedRow = { base_pence: number; wkd_pence: number; loc_pence: number; opt_pence: number };

/**
 * One unit of a quoted line (a quote line, or the cart line it became): base + weekend +
 * location + option, by the contract's rule. A catalogue line has 0 for the last three.
 */
export const quotedUnitPence = (row: QuotedRow): number =>
  quoteUnitPence({
    basePence: row.base_pence,
    weekendPence: row.wkd_pence,
    locationPence: row.loc_pence,
    optionPence: row.opt_pence,
  });

/** A quote line's total, by the contract's rule: unit × qty − discount. */
export const quotedLineTotalPence = (
  row: QuotedRow & { disc_pence: number; qty: number },
): number =>
  quoteLineTotalPence({
    basePence: row.base_pence,
    weekendPence: row.wkd_pence,
    locationPence: row.loc_pence,
    optionPence: row.opt_pence,
    discountPence: row.disc_pence,
    qty: row.qty,
  });
