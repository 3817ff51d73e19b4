/** Currencies Bookwell sells in. */
export type MoneyCurrency = "GBP" | "SGD";

const symbols: Record<MoneyCurrency, string> = { GBP: "£", SGD: "S$" };

const grouping = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

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
 * Formats an amount for display: en-GB grouping, always 2 decimals, the currency symbol
 * before the number and the minus sign before the symbol.
 *
 * @example formatMoney(1234.5) // "£1,234.50"
 * @example formatMoney(1234.5, "SGD") // "S$1,234.50"
 * @example formatMoney(-5) // "-£5.00"
 */
export function formatMoney(amount: number, currency: MoneyCurrency = "GBP"): string {
  const minor = toMinorUnits(amount);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, "0");
  const wholeText = grouping.format(whole).replace(/\.\d+$/, "");
  return `${sign}${symbols[currency]}${wholeText}.${fraction}`;
}
