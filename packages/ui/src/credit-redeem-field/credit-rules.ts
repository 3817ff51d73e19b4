import { formatMoney, toMinorUnits, type MoneyCurrency } from "../money/money-format";

/** Texts of the reasons a credit amount is refused. */
export type CreditRedeemMessages = {
  /** Nothing typed. */
  required: string;
  /** Not a plain positive decimal number (letters, signs, exponent). */
  invalid: string;
  /** More than 2 decimals. */
  tooPrecise: string;
  /** Above the smaller of available credit and total; receives the formatted maximum. */
  tooMuch: (formattedMax: string) => string;
};

export const defaultCreditRedeemMessages: CreditRedeemMessages = {
  required: "Enter the amount of credit to redeem",
  invalid: "Enter an amount such as 5.00",
  tooPrecise: "Use at most 2 decimals",
  tooMuch: (max) => `You can redeem up to ${max}`,
};

export type CreditRedeemLimits = {
  /** Credit available to the customer. */
  available: number;
  /** The order total the credit is taken from. */
  total: number;
  /** Currency used in the reason text. @default "GBP" */
  currency?: MoneyCurrency;
};

export type CreditRedeemResult = { ok: true; amount: number } | { ok: false; reason: string };

/** The most that can be redeemed: min(available, total), never below 0, in major units. */
export function maxRedeemable({ available, total }: CreditRedeemLimits): number {
  return Math.max(0, Math.min(toMinorUnits(available), toMinorUnits(total))) / 100;
}

/**
 * Checks a typed credit amount: accepted only from 0 to min(available, total) with at most
 * 2 decimals. Compares in pence, so "12.50" against 12.5 has no float error.
 */
export function validateCreditRedeem(
  text: string,
  limits: CreditRedeemLimits,
  messages: CreditRedeemMessages = defaultCreditRedeemMessages,
): CreditRedeemResult {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, reason: messages.required };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || (match[1] === "" && (match[2] ?? "") === "")) {
    return { ok: false, reason: messages.invalid };
  }
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  if (fraction.length > 2) return { ok: false, reason: messages.tooPrecise };
  const pence = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  const maxPence = Math.round(maxRedeemable(limits) * 100);
  if (pence > maxPence) {
    return {
      ok: false,
      reason: messages.tooMuch(formatMoney(maxPence / 100, limits.currency ?? "GBP")),
    };
  }
  return { ok: true, amount: pence / 100 };
}
