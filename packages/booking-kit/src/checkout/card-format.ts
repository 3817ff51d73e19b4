import { cardDigits } from "@bookwell/contract";

/*
 * The test gateway's card field, as it formats what the customer types. Whether the card is
 * complete is the contract's `checkCard` (its texts are Stripe Elements' own); the gateway's
 * tokenise call decides whether it is one of Stripe's test cards.
 */

/** "4242424242424242" → "4242 4242 4242 4242". */
export function formatCardNumber(text: string): string {
  return cardDigits(text).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1234" → "12 / 34" as the customer types. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
