/** Currencies Bookwell sells in. */
export type MoneyCurrency = "GBP" | "SGD";

const symbols: Record<MoneyCurrency, string> = { GBP: "£", SGD: "S$" };

/**
 * The whole part grouped in threes with commas ("1,234,567"), as en-GB and en-SG write it (held
 * to `Intl.NumberFormat` in the tests); the fraction is added by hand from integer pence. Not
 * `Intl.NumberFormat` itself: its first construction in a page loads the locale's data on the
 * main thread, 16 to 30 ms in a fresh Chromium tab, and this module runs as a page loads.
 */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * Rounds an amount to whole minor units (pence, cents), half away from zero, without
 * binary floating point artefacts (1.005 → 101, 0.285 → 29, -2.675 → -268).
 */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  // toPrecision(15) drops the representation error of the multiplication (1.005 * 100 = 100.49999…).
  const scaled = Number((Math.abs(amount) * 100).toPrecision(15));
  const minor = Math.round(scaled);
  return amount < 0 && minor !== 0 ? -minor : minor;
}

/**
 * Formats an amount given in whole minor units (pence, cents), as the server keeps money.
 * Exact for every safe integer: no floating point is involved.
 *
 * @example formatMinorUnits(123450) // "£1,234.50"
 * @example formatMinorUnits(-500) // "-£5.00"
 */
export function formatMinorUnits(minor: number, currency: MoneyCurrency = "GBP"): string {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Not a whole number of minor units: ${minor}`);
  }
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, "0");
  return `${sign}${symbols[currency]}${groupThousands(whole)}.${fraction}`;
}

/**
 * Formats an amount for display: en-GB grouping, always 2 decimals, the currency symbol
 * before the number and the minus sign before the symbol.
 *
 * @example formatMoney(1234.5) // "£1,234.50"
 * @example formatMoney(1234.5, "SGD") // "S$1,234.50"
 * @example formatMoney(-5) // "-£5.00"
 *
 * The minus sign is always the ASCII hyphen-minus ("-£5.00"), never U+2212, so copied
 * amounts paste into any field and every screen shows discounts the same way.
 */
export function formatMoney(amount: number, currency: MoneyCurrency = "GBP"): string {
  return formatMinorUnits(toMinorUnits(amount), currency);
}
