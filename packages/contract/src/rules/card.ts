import { texts } from "../messages";

/**
 * Card checks both sides make: the browser's card field before anything is sent, and the
 * test gateway's tokenise call on the server. Only the number's shape and the expiry are
 * checked here; whether a card pays is the gateway's answer.
 */

/** Digits only, at most 19 (the longest card number). */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, "").slice(0, 19);
}

/** A card number of 12 to 19 digits whose Luhn checksum holds. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardExpiry = { expMonth: number; expYear: number };

/** Month and four-digit year of "MM / YY" (any separator), or null. */
export function parseExpiry(text: string): CardExpiry | null {
  const digits = text.replace(/\D/g, "");
  if (digits.length !== 4) return null;
  const expMonth = Number(digits.slice(0, 2));
  const expYear = 2000 + Number(digits.slice(2));
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear };
}

/** A card is good through the last day of its expiry month; `today` is YYYY-MM-DD. */
export function isCardExpired({ expMonth, expYear }: CardExpiry, today: string): boolean {
  const [year = 0, month = 0] = today.split("-").map(Number);
  return expYear < year || (expYear === year && expMonth < month);
}

export type CardInput = { number: string; expiry: string; cvc: string };

export type CardCheck =
  | { complete: true; card: { number: string; expMonth: number; expYear: number; cvc: string } }
  | { complete: false; field: keyof CardInput; error: string };

/**
 * Whether the typed card is complete and free of error (the spec's condition before paying),
 * or its first problem, in Stripe Elements' words.
 */
export function checkCard(input: CardInput, today: string): CardCheck {
  const number = cardDigits(input.number);
  if (number.length < 12) {
    return { complete: false, field: "number", error: texts.cardNumberIncomplete };
  }
  if (!luhnValid(number)) {
    return { complete: false, field: "number", error: texts.cardNumberInvalid };
  }
  if (input.expiry.replace(/\D/g, "").length < 4) {
    return { complete: false, field: "expiry", error: texts.cardExpiryIncomplete };
  }
  const expiry = parseExpiry(input.expiry);
  if (!expiry) return { complete: false, field: "expiry", error: texts.cardExpiryInvalid };
  if (isCardExpired(expiry, today)) {
    return { complete: false, field: "expiry", error: texts.cardExpiryPast };
  }
  const cvc = input.cvc.replace(/\D/g, "");
  if (cvc.length < 3) return { complete: false, field: "cvc", error: texts.cardCvcIncomplete };
  return { complete: true, card: { number, ...expiry, cvc } };
}
