/**
 * Postal codes per country. The spec gives one limit, 6 characters, written for
 * Singapore's 6 digits; a UK postcode is up to 8 characters with its space ("SW1A 1AA"), so
 * the rule is per country (docs/decisions/postcodes-per-country.md).
 *
 * - United Kingdom: the full format (outward code of 2 to 4 characters, a space, inward code
 *   of a digit and two letters), typed in any case and with or without the space, normalised
 *   to upper case with one space: `sw1a1aa` → `SW1A 1AA`.
 * - Singapore: exactly 6 digits.
 * - Any other country: 1 to 10 letters, digits, spaces or hyphens, kept as typed (trimmed).
 */

export type PostcodeResult = { ok: true; postcode: string } | { ok: false };

/** The UK's postcode shape (the Royal Mail's formats, and GIR 0AA). */
const UK_POSTCODE = /^(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[A-Z]{2}$/;

/** The longest postcode of a country, as a form's field limit. */
export function postcodeMaxLength(country: string): number {
  const code = countryKey(country);
  return code === "GB" ? 8 : code === "SG" ? 6 : 10;
}

function countryKey(country: string): "GB" | "SG" | "OTHER" {
  const name = country.trim().toLowerCase();
  if (["gb", "uk", "united kingdom", "great britain"].includes(name)) return "GB";
  if (["sg", "singapore"].includes(name)) return "SG";
  return "OTHER";
}

/** Checks and normalises a postal code for a country (name or two-letter code). */
export function normalisePostcode(country: string, text: string): PostcodeResult {
  const trimmed = text.trim();
  switch (countryKey(country)) {
    case "GB": {
      const compact = trimmed.toUpperCase().replace(/\s+/g, "");
      if (!UK_POSTCODE.test(compact)) return { ok: false };
      return { ok: true, postcode: `${compact.slice(0, -3)} ${compact.slice(-3)}` };
    }
    case "SG":
      return /^\d{6}$/.test(trimmed) ? { ok: true, postcode: trimmed } : { ok: false };
    default:
      return /^[A-Za-z\d][A-Za-z\d -]{0,9}$/.test(trimmed)
        ? { ok: true, postcode: trimmed }
        : { ok: false };
  }
}

/**
 * A postal code typed without a country (the visitor forms, sign-up): valid when it is a
 * postcode of a country the business serves, the UK's (normalised) or Singapore's.
 */
export function normaliseAnyPostcode(text: string): PostcodeResult {
  const uk = normalisePostcode("GB", text);
  return uk.ok ? uk : normalisePostcode("SG", text);
}

/** The field limit of a postal code typed without a country: the UK's 8. */
export const ANY_POSTCODE_MAX_LENGTH = 8;

/**
 * Normalises a postal code for `country` (or, without one, {@link normaliseAnyPostcode}):
 * the stored form (`SW1A 1AA`), or `null` when it is not a postal code there. Blank stays "".
 */
export function storedPostcode(text: string, country?: string): string | null {
  if (!text.trim()) return "";
  const result = country?.trim() ? normalisePostcode(country, text) : normaliseAnyPostcode(text);
  return result.ok ? result.postcode : null;
}
