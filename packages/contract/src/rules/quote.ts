/**
 * A quotation's money (account-area.md sections 2 and 9), in integer pence: the server prices
 * a quote line and its acceptance with these, and the quotation page shows a line's unit
 * price with the same sum, so the two never disagree on what a line costs.
 */

/** A quote line's amounts per unit, in pence, and how many units it quotes. */
export interface QuoteLineAmounts {
  basePence: number;
  /** The weekend surcharge. */
  weekendPence: number;
  /** The location fee. */
  locationPence: number;
  /** The options' (add-ons') amount. */
  optionPence: number;
  /** Taken off the line once, not per unit. */
  discountPence: number;
  qty: number;
}

/** One unit's price: base + weekend + location + option, so that unit × qty − discount is the total. */
export const quoteUnitPence = (line: Omit<QuoteLineAmounts, "discountPence" | "qty">): number =>
  line.basePence + line.weekendPence + line.locationPence + line.optionPence;

/** A line's total: (base + weekend + location + option) × qty − discount. */
export const quoteLineTotalPence = (line: QuoteLineAmounts): number =>
  quoteUnitPence(line) * line.qty - line.discountPence;

/**
 * Whether a quotation whose lines total `grandTotalPence` may be accepted (as given or as the
 * upgrade): only when it is priced above £0 — one not priced yet is refused either way.
 */
export const isQuoteAcceptable = (grandTotalPence: number): boolean => grandTotalPence > 0;
