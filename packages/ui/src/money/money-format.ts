/** Currencies Bookwell sells in. */
export type MoneyCurrency = "GBP" | "SGD";

/** The locale amounts are written in when a brand names none. */
export const DEFAULT_MONEY_LOCALE = "en-GB";

/**
 * Bookwell writes the Singapore dollar "S$" in every locale: Intl writes "SGD 1.00" in en-GB
 * and "$1.00" in en-SG. Other currencies take Intl's own (narrow) symbol.
 */
const OUR_SYMBOLS: Readonly<Record<string, string>> = { SGD: "S$" };

/**
 * One formatter per (locale, currency), made the first time it is asked for, not when the
 * module loads: constructing an `Intl.NumberFormat` loads the locale's data, and pages that
 * show no amount load this module too.
 */
const formats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

/** The symbol an amount of `currency` is written with: "£" for GBP, "S$" for SGD. */
export function currencySymbol(
  currency: MoneyCurrency = "GBP",
  locale: string = DEFAULT_MONEY_LOCALE,
): string {
  return (
    OUR_SYMBOLS[currency] ??
    moneyFormat(locale, currency)
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value ??
    currency
  );
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
export function formatMinorUnits(
  minor: number,
  currency: MoneyCurrency = "GBP",
  locale: string = DEFAULT_MONEY_LOCALE,
): string {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Not a whole number of minor units: ${minor}`);
  }
  const abs = Math.abs(minor);
  // A decimal string, not minor / 100: Intl formats it exactly, with no binary rounding.
  const decimal = `${minor < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  return moneyFormat(locale, currency)
    .formatToParts(decimal as Intl.StringNumericLiteral)
    .map((part) => {
      if (part.type === "currency") return OUR_SYMBOLS[currency] ?? part.value;
      // Always the ASCII hyphen-minus, whatever the locale writes.
      if (part.type === "minusSign") return "-";
      return part.value;
    })
    .join("");
}

/**
 * Formats an amount for display in `locale` (en-GB by default) by Intl.NumberFormat: always 2 decimals, the currency symbol
 * before the number and the minus sign before the symbol.
 *
 * @example formatMoney(1234.5) // "£1,234.50"
 * @example formatMoney(1234.5, "SGD") // "S$1,234.50"
 * @example formatMoney(-5) // "-£5.00"
 *
 * The minus sign is always the ASCII hyphen-minus ("-£5.00"), never U+2212, so copied
 * amounts paste into any field and every screen shows discounts the same way.
 */
export function formatMoney(
  amount: number,
  currency: MoneyCurrency = "GBP",
  locale: string = DEFAULT_MONEY_LOCALE,
): string {
  return formatMinorUnits(toMinorUnits(amount), currency, locale);
}
