/**
 * The test gateway's card field, as pure rules: what the customer typed (number, MM/YY, CVC)
 * is checked here for completeness before anything is sent; the gateway's tokenise call
 * decides whether it is one of Stripe's test cards. Texts follow Stripe Elements' own.
 */

export const cardFieldTexts = Object.freeze({
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration year is in the past.",
  expiryInvalid: "Your card's expiration date is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  authenticationFailed:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
});

export type CardInput = { number: string; expiry: string; cvc: string };

/** Digits only, at most 19. */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, "").slice(0, 19);
}

/** "4242424242424242" → "4242 4242 4242 4242". */
export function formatCardNumber(text: string): string {
  return cardDigits(text).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1234" → "12 / 34" as the customer types. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Luhn checksum. */
export function luhnValid(digits: string): boolean {
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

/** Month and four-digit year of "MM / YY", or null. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const digits = text.replace(/\D/g, "");
  if (digits.length !== 4) return null;
  const expMonth = Number(digits.slice(0, 2));
  const expYear = 2000 + Number(digits.slice(2));
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear };
}

export type CardCheck =
  | { complete: true; card: { number: string; expMonth: number; expYear: number; cvc: string } }
  | { complete: false; field: keyof CardInput; error: string };

/**
 * Whether the card is complete and free of error (the spec's condition before paying), the
 * first problem otherwise. `today` is "YYYY-MM-DD" (a card is good through its expiry month).
 */
export function checkCard(input: CardInput, today: string): CardCheck {
  const number = cardDigits(input.number);
  if (number.length < 12) {
    return { complete: false, field: "number", error: cardFieldTexts.numberIncomplete };
  }
  if (!luhnValid(number)) {
    return { complete: false, field: "number", error: cardFieldTexts.numberInvalid };
  }
  const digits = input.expiry.replace(/\D/g, "");
  if (digits.length < 4) {
    return { complete: false, field: "expiry", error: cardFieldTexts.expiryIncomplete };
  }
  const expiry = parseExpiry(input.expiry);
  if (!expiry) return { complete: false, field: "expiry", error: cardFieldTexts.expiryInvalid };
  const [year, month] = today.split("-").map(Number) as [number, number];
  if (expiry.expYear < year || (expiry.expYear === year && expiry.expMonth < month)) {
    return { complete: false, field: "expiry", error: cardFieldTexts.expiryPast };
  }
  const cvc = input.cvc.replace(/\D/g, "");
  if (cvc.length < 3) return { complete: false, field: "cvc", error: cardFieldTexts.cvcIncomplete };
  return { complete: true, card: { number, ...expiry, cvc } };
}
