/*
 * The wire's plain checks and conversions, without zod: what a browser page needs on its
 * first load (a date's validity, the email pattern) without the schemas (`primitives.ts`
 * builds its schemas on these and exports them too).
 */

/**
 * The "simple email pattern" of the specs: something, "@", something, ".", something, with no
 * spaces. Deliberately simple; the server's verification mail is the real check.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Integer pence to wire pounds (1999 → 19.99). */
export function penceToPounds(pence: number): number {
  if (!Number.isInteger(pence)) throw new RangeError(`pence must be an integer, got ${pence}`);
  return pence / 100;
}

/** Wire pounds to integer pence (19.99 → 1999), rounding away binary noise. */
export function poundsToPence(pounds: number): number {
  if (!Number.isFinite(pounds)) throw new RangeError(`pounds must be finite, got ${pounds}`);
  return Math.round(pounds * 100);
}
