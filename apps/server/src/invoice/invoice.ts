import { moneyText, type CalendarDate, type Currency } from "@bookwell/contract";

import type { BusinessDetails } from "../config";
import { cartTotals, type Totals } from "../money/cart-money";

/**
 * A booking's invoice as data, every amount in integer pence. `invoiceOf` decides what it
 * says (pure, unit-tested); `pdf.ts` only lays it out.
 *
 * Two kinds of booking:
 * - made through checkout: the invoice is its order's (the cart its ticket names), one line
 *   per cart line, with the totals the cart's own arithmetic gives (`cartTotals`), which are
 *   the totals the customer confirmed and paid; every booking of the order has the same one.
 * - without a cart (the demo data's, made before checkout existed): the booking alone, one
 *   line at its price, with the same rules (service fee and VAT added as at checkout).
 */
export interface InvoiceLine {
  description: string;
  qty: number;
  /** Per unit: the package's base price plus its add-ons. */
  unitPence: number;
  /** `unitPence × qty`, before the voucher. */
  amountPence: number;
  /** The line's share of the voucher. */
  discountPence: number;
}

export interface InvoiceParty {
  name: string;
  email: string;
  address: readonly string[];
}

export interface InvoiceBooking {
  refnum: string;
  /** The order the booking belongs to. */
  ticket: string;
  serviceType: string;
  serviceDate: CalendarDate;
  status: string;
}

export interface InvoiceFigures extends Totals {
  /** The VAT rate, in basis points (2000 = 20%). */
  vatBasisPoints: number;
  creditUsed: number;
  amountPaid: number;
  /** What is left to pay: total − credit used − amount paid. */
  balanceDue: number;
}

export interface Invoice {
  number: string;
  issued: CalendarDate;
  seller: BusinessDetails;
  customer: InvoiceParty;
  booking: InvoiceBooking;
  lines: readonly InvoiceLine[];
  figures: InvoiceFigures;
}

/**
 * What was paid towards the invoice, as the server recorded it: nothing yet, the credit and
 * the amount paid by card or transfer, or (a booking with no payment record, the demo data's)
 * the whole total.
 */
export type InvoicePayment =
  | { status: "unpaid" }
  | { status: "paid"; creditUsedPence: number; amountPaidPence: number }
  | { status: "paid-in-full" };

export interface InvoiceSource {
  number: string;
  issued: CalendarDate;
  seller: BusinessDetails;
  customer: InvoiceParty;
  booking: InvoiceBooking;
  lines: readonly Omit<InvoiceLine, "amountPence">[];
  payment: InvoicePayment;
}

/** The invoice: each line's amount and the totals by the cart's rules, then what was paid. */
export function invoiceOf(source: InvoiceSource): Invoice {
  const lines = source.lines.map((line) => ({
    ...line,
    amountPence: line.unitPence * line.qty,
  }));
  const totals = cartTotals(
    lines.map((line) => line.amountPence),
    lines.map((line) => Math.min(line.discountPence, line.amountPence)),
    source.seller,
  );
  const { payment } = source;
  const creditUsed = payment.status === "paid" ? payment.creditUsedPence : 0;
  const amountPaid =
    payment.status === "paid"
      ? payment.amountPaidPence
      : payment.status === "paid-in-full"
        ? totals.total
        : 0;
  if (creditUsed + amountPaid > totals.total) {
    throw new RangeError(`invoice ${source.number}: paid more than its total`);
  }
  return {
    number: source.number,
    issued: source.issued,
    seller: source.seller,
    customer: source.customer,
    booking: source.booking,
    lines,
    figures: {
      ...totals,
      vatBasisPoints: source.seller.taxBasisPoints,
      creditUsed,
      amountPaid,
      balanceDue: totals.total - creditUsed - amountPaid,
    },
  };
}

/**
 * "£1,234.50" from 123450 (or "S$1,234.50" in Singapore dollars); a negative amount as
 * "-£5.00" (the PDF fonts have no U+2212).
 */
export function amountText(pence: number, currency: Currency = "GBP"): string {
  return moneyText(pence, currency);
}

/** "20%" from 2000 basis points (a fraction of a percent keeps its decimals: "17.5%"). */
export function percentText(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}
