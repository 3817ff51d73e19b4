import type { Currency } from "../constants";
import { texts } from "../messages";
import { moneyText } from "../money-text";
import { poundsToPence } from "../primitive-checks";

/**
 * Credit redeem (booking-flow.md section 5): accepted only between 0 and the smaller of the
 * available credit and the total; the redeemed credit is subtracted from the total. Computed
 * in integer pence, so "12.50" against 12.5 has no float error. The server checks what the
 * browser sends with the same rule and answers the amount left to pay.
 */

/** The most credit that may be redeemed, in pence: min(available, total), never below 0. */
export function maxRedeemablePence(availablePence: number, totalPence: number): number {
  assertWholePence(availablePence, totalPence);
  return Math.max(0, Math.min(availablePence, totalPence));
}

export type CreditRedeemLimits = {
  /** Credit available to the customer, in pounds (as the wire carries money). */
  available: number;
  /** The order total the credit is taken from, in pounds. */
  total: number;
  /** Currency of the refusal text. @default "GBP" */
  currency?: Currency;
};

/** {@link maxRedeemablePence} in pounds. */
export function maxRedeemable({ available, total }: CreditRedeemLimits): number {
  return maxRedeemablePence(poundsToPence(available), poundsToPence(total)) / 100;
}

/** The refusal of an amount above `maxPence`, naming the bounds in the currency. */
export function creditOutOfBounds(maxPence: number, currency: Currency = "GBP"): string {
  return texts.creditOutOfBounds(moneyText(0, currency), moneyText(maxPence, currency));
}

export type CreditRedeemResult = { ok: true; amount: number } | { ok: false; reason: string };

/**
 * Checks a typed credit amount: a plain decimal number with at most 2 decimals, from 0 to
 * the maximum. `amount` is in pounds.
 */
export function validateCreditRedeem(text: string, limits: CreditRedeemLimits): CreditRedeemResult {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, reason: texts.creditRequired };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  const whole = match?.[1] ?? "";
  const fraction = match?.[2] ?? "";
  if (!match || (whole === "" && fraction === ""))
    return { ok: false, reason: texts.creditInvalid };
  if (fraction.length > 2) return { ok: false, reason: texts.creditTooPrecise };
  const pence = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  const maxPence = Math.round(maxRedeemable(limits) * 100);
  if (pence > maxPence) {
    return { ok: false, reason: creditOutOfBounds(maxPence, limits.currency) };
  }
  return { ok: true, amount: pence / 100 };
}

export type AmountDue = { ok: true; duePence: number } | { ok: false; reason: string };

/**
 * What is left to pay, in pence: the total less the credit used, once the credit is within
 * its bounds. The server answers this as `finalAmount` and charges it; the browser shows it.
 */
export function amountDuePence(
  amounts: { totalPence: number; creditUsedPence: number; availablePence: number },
  currency: Currency = "GBP",
): AmountDue {
  const { totalPence, creditUsedPence, availablePence } = amounts;
  assertWholePence(creditUsedPence);
  const maxPence = maxRedeemablePence(availablePence, totalPence);
  if (creditUsedPence < 0 || creditUsedPence > maxPence) {
    return { ok: false, reason: creditOutOfBounds(maxPence, currency) };
  }
  return { ok: true, duePence: totalPence - creditUsedPence };
}

function assertWholePence(...values: number[]): void {
  for (const value of values) {
    if (!Number.isSafeInteger(value)) {
      throw new RangeError(`amounts are whole pence; got ${value}`);
    }
  }
}
