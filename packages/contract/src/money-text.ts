import type { Currency } from "./constants";

/*
 * Money inside the contract's texts ("£1,234.50"), written as ui's Money component writes it.
 * ui sits below the contract and may not import it, nor the contract ui (DESIGN.md, layers),
 * so the contract keeps this small formatter of its own over the same Intl.NumberFormat; a kit
 * test holds the two equal for every currency and brand locale.
 */

/** Bookwell writes the Singapore dollar "S$" (Intl: "SGD" in en-GB, "$" in en-SG). */
const OUR_SYMBOLS: Readonly<Record<string, string>> = { SGD: "S$" };

/** One formatter per (locale, currency), made on first use: making one loads locale data. */
const formats = new Map<string, Intl.NumberFormat>();

/** "£1,234.50" from 123450 whole pence (cents); the minus sign always the ASCII one. */
export function moneyText(pence: number, currency: Currency = "GBP", locale = "en-GB"): string {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`amounts are whole pence; got ${pence}`);
  const key = `${locale}|${currency}`;
  const format =
    formats.get(key) ??
    new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol" });
  formats.set(key, format);
  const abs = Math.abs(pence);
  const decimal = `${pence < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  const parts = format.formatToParts(decimal as Intl.StringNumericLiteral);
  return parts
    .map(({ type, value }) =>
      type === "currency" ? (OUR_SYMBOLS[currency] ?? value) : type === "minusSign" ? "-" : value,
    )
    .join("");
}
