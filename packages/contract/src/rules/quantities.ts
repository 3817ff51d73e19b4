/**
 * Quantity rules of the booking flow (booking-flow.md sections 4, 5 and 9). Inputs may be the
 * raw text a customer typed or a number from a request body: the rules decide, callers ask.
 */

/** Cart quantity: above 0 and under 3 characters, so 1 to 99. */
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;
/** Add-on (multi-job) quantity: an integer from 0 to 100. */
export const ADDON_QUANTITY_MIN = 0;
export const ADDON_QUANTITY_MAX = 100;

/** A cart line's quantity: a whole number above 0, typed in under 3 characters (1 to 99). */
export function isValidCartQuantity(value: string | number): boolean {
  const text = String(value).trim();
  return /^\d+$/.test(text) && text.length < 3 && Number(text) >= CART_QUANTITY_MIN;
}

/** An add-on (or multi-job item) quantity: a whole number from 0 to 100. */
export function isValidAddonQuantity(value: string | number): boolean {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return false;
  const n = Number(text);
  return n >= ADDON_QUANTITY_MIN && n <= ADDON_QUANTITY_MAX;
}

/** BOOK NOW shows once the add-on quantities add up to more than zero. */
export function canBookAddons(quantities: Readonly<Record<string, number>>): boolean {
  return Object.values(quantities).reduce((sum, qty) => sum + qty, 0) > 0;
}
