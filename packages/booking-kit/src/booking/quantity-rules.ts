/**
 * Quantity rules of the booking flow (booking-flow.md sections 4, 5 and 9).
 * Inputs are the raw text a customer typed: the rules decide, components only ask.
 */

/** A cart line's quantity: a whole number above 0, typed in under 3 characters (1 to 99). */
export function isValidCartQuantity(value: string): boolean {
  const text = value.trim();
  return /^\d+$/.test(text) && text.length < 3 && Number(text) > 0;
}

export const ADDON_QUANTITY_MIN = 0;
export const ADDON_QUANTITY_MAX = 100;

/** An add-on (or multi-job item) quantity: a whole number from 0 to 100. */
export function isValidAddonQuantity(value: string | number): boolean {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return false;
  const n = Number(text);
  return n >= ADDON_QUANTITY_MIN && n <= ADDON_QUANTITY_MAX;
}

/** BOOK NOW shows once the quantities add up to more than zero. */
export function canBookAddons(quantities: Readonly<Record<string, number>>): boolean {
  return Object.values(quantities).reduce((sum, qty) => sum + qty, 0) > 0;
}
