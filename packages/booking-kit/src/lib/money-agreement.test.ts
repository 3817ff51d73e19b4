import { moneyText } from "@bookwell/contract";
import { currencySymbol, formatMinorUnits } from "@bookwell/ui";
import { describe, expect, it } from "vitest";

/*
 * ui's Money and the contract's texts (a credit refusal's bounds) write amounts each with a
 * formatter of its own, since neither may import the other: held equal here, where both are
 * imported.
 */
describe("ui's money and the contract's money texts", () => {
  const amounts = [0, 1, 5, 99, 100, 123450, 100000000, -1, -500, -123450, Number.MAX_SAFE_INTEGER];

  it.each([
    ["GBP", "en-GB"],
    ["GBP", "en-SG"],
    ["SGD", "en-GB"],
    ["SGD", "en-SG"],
  ] as const)("write %s the same in %s", (currency, locale) => {
    for (const pence of amounts) {
      expect(moneyText(pence, currency, locale), String(pence)).toBe(
        formatMinorUnits(pence, currency, locale),
      );
    }
    expect(moneyText(100, currency, locale).startsWith(currencySymbol(currency, locale))).toBe(
      true,
    );
  });
});
