import { luhnValid, serverTexts } from "@bookwell/contract";

/**
 * The test gateway's card field: Stripe's published test card numbers, turned into Stripe's
 * test PaymentMethod ids, which the test gateway (and Stripe itself) charge with the
 * documented outcome. The number is checked and dropped here: it is never stored, logged or
 * sent back; only the PaymentMethod id travels on.
 */
export const TEST_CARDS: Readonly<Record<string, string>> = {
  "4242424242424242": "pm_card_visa",
  "4000002760003184": "pm_card_authenticationRequired",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000009995": "pm_card_chargeDeclinedInsufficientFunds",
};

export type TokenizeOutcome = { ok: true; paymentMethodId: string } | { ok: false; error: string };

/** `today` is YYYY-MM-DD: a card is good through the last day of its expiry month. */
export function tokenizeTestCard(
  card: { number: string; expMonth: number; expYear: number },
  today: string,
): TokenizeOutcome {
  if (!luhnValid(card.number)) return { ok: false, error: serverTexts.cardNumberIncorrect };
  const [year, month] = today.split("-").map(Number) as [number, number];
  if (card.expYear < year || (card.expYear === year && card.expMonth < month)) {
    return { ok: false, error: serverTexts.cardExpired };
  }
  const paymentMethodId = TEST_CARDS[card.number];
  if (!paymentMethodId) return { ok: false, error: serverTexts.notATestCard };
  return { ok: true, paymentMethodId };
}
