/**
 * The cart's arithmetic, in integer pence only (DESIGN.md: money). The wire carries pounds
 * with two decimals; handlers convert at the edge with the contract's `penceToPounds`.
 *
 * - A line costs (base + its add-ons) × quantity, less its share of a voucher.
 * - The service fee is the brand's flat fee on any cart with something in it (`serviceFee` in
 *   its file: £5.00 for Bookwell UK, S$8.00 for Lion City Clean).
 * - Tax (VAT, GST) is the brand's rate of (subtotal − discount + service fee), rounded half up
 *   to the penny: 20% for Bookwell UK, 9% for Lion City Clean (the brand file's
 *   `invoice.taxBasisPoints`).
 * - Total = subtotal − discount + service fee + tax; the customer may pay part of it with
 *   credit, between 0 and the smaller of their credit and the total.
 * - What a booking costs (`bookingCosts`): its share of its order's total, service fee and
 *   VAT included, so an order's bookings add up to what the customer confirmed and the
 *   invoice shows.
 */

export interface LinePrice {
  basePence: number;
  /** Per unit: the chosen add-ons' prices times their quantities. */
  addonPence: number;
  qty: number;
}

/** (base + add-ons) × quantity, before any voucher. */
export function lineGross({ basePence, addonPence, qty }: LinePrice): number {
  assertPence(basePence, addonPence);
  if (!Number.isInteger(qty) || qty < 0) throw new RangeError(`qty must be a whole number`);
  return (basePence + addonPence) * qty;
}

export interface Totals {
  subtotal: number;
  discount: number;
  serviceFee: number;
  tax: number;
  total: number;
}

/** What the brand adds to every cart: its tax rate and its service fee. */
export interface Charges {
  /** The tax rate in basis points (2000 is 20%). */
  taxBasisPoints: number;
  /** The flat service fee, in pence, on a cart with something in it. */
  serviceFeePence: number;
}

/** The cart's totals from its lines' gross amounts and their voucher discounts. */
export function cartTotals(
  lineGrosses: readonly number[],
  lineDiscounts: readonly number[],
  /** The brand's charges (`config.business`). */
  { taxBasisPoints, serviceFeePence }: Charges,
): Totals {
  assertPence(...lineGrosses, ...lineDiscounts, serviceFeePence);
  if (!Number.isInteger(taxBasisPoints) || taxBasisPoints < 0 || taxBasisPoints > 10_000)
    throw new RangeError(`the tax rate is whole basis points, 0 to 10000; got ${taxBasisPoints}`);
  const subtotal = sum(lineGrosses);
  const discount = Math.min(sum(lineDiscounts), subtotal);
  const serviceFee = subtotal > 0 ? serviceFeePence : 0;
  const taxable = subtotal - discount + serviceFee;
  const tax = roundHalfUp((taxable * taxBasisPoints) / 10_000);
  return { subtotal, discount, serviceFee, tax, total: taxable + tax };
}

/**
 * What each booking of an order costs: the order's total (fee and VAT included) spread over
 * its bookings in proportion to their net amounts (equally when every net is nothing), in
 * whole pence adding up to the total exactly. The one figure booking details, the invoice,
 * the mails and My Credits give for a booking.
 */
export function bookingCosts(orderTotalPence: number, bookingNets: readonly number[]): number[] {
  assertPence(orderTotalPence, ...bookingNets);
  const weights = sum(bookingNets) > 0 ? bookingNets : bookingNets.map(() => 1);
  return spread(orderTotalPence, weights);
}

export type PromoKind = "percent" | "fixed";

export interface Promo {
  code: string;
  kind: PromoKind;
  /** Percent: whole percent (1–100). Fixed: pence. */
  value: number;
  minSpendPence: number;
  /** YYYY-MM-DD, inclusive; null for open-ended. */
  validFrom: string | null;
  validTo: string | null;
}

export type PromoCheck =
  | { ok: true; lineDiscounts: number[] }
  | { ok: false; reason: "expired" | "not-yet" | "min-spend" | "empty" };

/**
 * A voucher's discount on each line. Percent vouchers take that share of each line (rounded
 * half up); fixed vouchers are spread over the lines in proportion to their amounts (largest
 * remainder, so the shares add up to the voucher exactly) and never exceed the subtotal.
 */
export function applyPromo(
  promo: Promo,
  lineGrosses: readonly number[],
  today: string,
): PromoCheck {
  assertPence(...lineGrosses);
  const subtotal = sum(lineGrosses);
  if (subtotal <= 0) return { ok: false, reason: "empty" };
  if (promo.validFrom && today < promo.validFrom) return { ok: false, reason: "not-yet" };
  if (promo.validTo && today > promo.validTo) return { ok: false, reason: "expired" };
  if (subtotal < promo.minSpendPence) return { ok: false, reason: "min-spend" };
  if (promo.kind === "percent") {
    const percent = Math.min(Math.max(promo.value, 0), 100);
    return { ok: true, lineDiscounts: lineGrosses.map((g) => roundHalfUp((g * percent) / 100)) };
  }
  return { ok: true, lineDiscounts: spread(Math.min(promo.value, subtotal), lineGrosses) };
}

/** Splits `amount` over `weights` in proportion, in whole pence adding up to `amount`. */
export function spread(amount: number, weights: readonly number[]): number[] {
  const total = sum(weights);
  if (total === 0) return weights.map(() => 0);
  // Whole-number division with remainders: no floating point, so no share rounds past its line.
  const parts = weights.map((weight, index) => {
    const scaled = amount * weight;
    const remainder = scaled % total;
    return { index, share: (scaled - remainder) / total, remainder };
  });
  let left = amount - parts.reduce((a, p) => a + p.share, 0);
  const order = [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const part of order) {
    if (left <= 0 || part.remainder === 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((part) => part.share);
}

export function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5);
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function assertPence(...values: number[]): void {
  for (const value of values) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`amounts are whole, non-negative pence; got ${value}`);
    }
  }
}
