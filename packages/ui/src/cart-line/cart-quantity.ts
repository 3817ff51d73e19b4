/**
 * The booking rule for a cart quantity: above 0 and under 3 characters, so a whole number
 * from 1 to 99 ("01" is two characters and above 0, so it passes, as 1).
 */
export function isValidCartQuantity(text: string): boolean {
  const trimmed = text.trim();
  return /^\d{1,2}$/.test(trimmed) && Number(trimmed) > 0;
}
