import {
  isQuoteAcceptable,
  poundsToPence,
  type QuoteLine,
  type QuoteLineAmounts,
  quoteLineTotalPence,
  quoteUnitPence,
} from "@bookwell/contract";

/**
 * The quotation page's rules (account-area.md sections 2 and 9), pure and in integer pence:
 * the wire carries pounds, every sum here is of whole pence so £0.10 + £0.20 is £0.30.
 *
 * - A line's total is (base + weekend + location + option) × qty − discount, the contract's
 *   `quoteLineTotalPence`, as the server prices it. The server sends it as `total`; that
 *   figure is shown (the server decides every amount), and the parts are summed only for a
 *   line that comes without one.
 * - The location fee is each line's location amount × its qty.
 * - The grand total before VAT is the sum of the lines' totals; the subtotal is that grand
 *   total without the location fee (so subtotal + location fee = grand total, as it reads).
 * - ACCEPT & ADD TO CART shows when the grand total is above £0; UPGRADE TO 12 SESSIONS when a
 *   line is an upgrade, and, as the server refuses to accept a £0 quotation either way, also
 *   only above £0.
 */

type Priced = Pick<
  QuoteLine,
  "qty" | "baseamt" | "totalWkdamt" | "totalLocamt" | "optamt" | "discamt" | "total"
>;

/** A line's amounts in pence, for the contract's quote rules. */
const amountsOf = (line: Omit<Priced, "total">): QuoteLineAmounts => ({
  basePence: poundsToPence(line.baseamt),
  weekendPence: poundsToPence(line.totalWkdamt),
  locationPence: poundsToPence(line.totalLocamt),
  optionPence: poundsToPence(line.optamt),
  discountPence: poundsToPence(line.discamt),
  qty: line.qty,
});

/**
 * A line's price for one unit, in pence, by the contract's rule (`quoteUnitPence`: base +
 * weekend + location + option), so that price × qty − discount is its total.
 */
export const unitPriceShown = (line: Omit<Priced, "total">): number =>
  quoteUnitPence(amountsOf(line));

/**
 * A line's total in pence: the server's `total` when sent (the server decides every amount),
 * else the contract's rule over its parts (`quoteLineTotalPence`).
 */
export function lineTotalShown(line: Priced): number {
  return line.total === undefined
    ? quoteLineTotalPence(amountsOf(line))
    : poundsToPence(line.total);
}

export type QuoteTotals = {
  /** The lines' totals without the location fee, in pence. */
  subtotal: number;
  /** Each line's location amount × qty, summed, in pence. */
  locationFee: number;
  /** The sum of the lines' totals, before VAT, in pence. */
  grandTotal: number;
};

export function quoteTotals(lines: readonly Priced[]): QuoteTotals {
  let grandTotal = 0;
  let locationFee = 0;
  for (const line of lines) {
    grandTotal += lineTotalShown(line);
    locationFee += poundsToPence(line.totalLocamt) * line.qty;
  }
  return { subtotal: grandTotal - locationFee, locationFee, grandTotal };
}

export type QuoteActions = {
  /** ACCEPT & ADD TO CART. */
  accept: boolean;
  /** UPGRADE TO 12 SESSIONS. */
  upgrade: boolean;
};

/** Which of the two buttons the quotation shows. */
export function quoteActions(
  lines: readonly (Priced & Pick<QuoteLine, "isUpgrade">)[],
): QuoteActions {
  const priced = isQuoteAcceptable(quoteTotals(lines).grandTotal);
  return { accept: priced, upgrade: priced && lines.some((line) => line.isUpgrade) };
}

/** A line's add-ons: the items between double bars ("Inside fridge||Ironing 1 hour"). */
export function addonItems(addon: string | undefined): string[] {
  if (!addon) return [];
  return addon
    .split("||")
    .map((item) => item.trim())
    .filter(Boolean);
}
