import { countries } from "countries-list";

/**
 * The billing countries (booking-flow.md: "the country name is mapped to a
 * two-letter code from a list of about 240 entries"): every ISO 3166-1 country, named in
 * English as the maintained `countries-list` package names them, with its alpha-2 code for
 * the card's billing details. The package's three entries that are not ISO 3166-1 countries
 * (Ascension Island and Tristan da Cunha, parts of Saint Helena; Kosovo) are left out.
 *
 * A service address stays in the countries the business serves (`COUNTRIES`); this list is
 * for where the card is billed.
 */
export type Country = { code: string; name: string };

const NOT_ISO_3166_1 = new Set(["AC", "TA", "XK"]);

let sorted: readonly Country[] | undefined;
let byName: ReadonlyMap<string, string> | undefined;

/** Every billing country, by English name (built once, on first use). */
export function billingCountries(): readonly Country[] {
  sorted ??= Object.entries(countries)
    .filter(([code]) => !NOT_ISO_3166_1.has(code))
    .map(([code, country]) => ({ code, name: country.name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  return sorted;
}

/**
 * The two-letter code of a billing country given by name (any case, trimmed) or by its code;
 * `undefined` when it is none. Common UK names are read too ("UK", "Great Britain").
 */
export function countryCode(nameOrCode: string): string | undefined {
  byName ??= new Map([
    ...billingCountries().flatMap(({ code, name }) => [
      [name.toLowerCase(), code] as const,
      [code.toLowerCase(), code] as const,
    ]),
    ["uk", "GB"],
    ["great britain", "GB"],
  ]);
  return byName.get(nameOrCode.trim().toLowerCase());
}

/** Name → code of every billing country (what the card's billing details need). */
export function billingCountryCodes(): Readonly<Record<string, string>> {
  return Object.fromEntries(billingCountries().map(({ code, name }) => [name, code]));
}
