import { describe, expect, it } from "vitest";

import { currencySymbol, formatMinorUnits, formatMoney, toMinorUnits } from "./money-format";

describe("formatMoney", () => {
  it("groups the whole part as Intl.NumberFormat does for en-GB and en-SG", () => {
    const intl = ["en-GB", "en-SG"].map(
      (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: true }),
    );
    const wholes = [0, 1, 12, 123, 999, 1000, 1001, 9999, 10000, 99999, 100000, 123456, 999999];
    for (let digits = 7; digits <= 13; digits++) wholes.push(10 ** (digits - 1), 10 ** digits - 1);
    wholes.push(Math.floor(Number.MAX_SAFE_INTEGER / 100));
    for (const whole of wholes)
      for (const format of intl)
        expect(formatMinorUnits(whole * 100 + 7)).toBe(`£${format.format(whole)}.07`);
  });

  it("formats pounds with en-GB grouping and 2 decimals", () => {
    expect(formatMoney(1234.5)).toBe("£1,234.50");
    expect(formatMoney(0)).toBe("£0.00");
    expect(formatMoney(5)).toBe("£5.00");
    expect(formatMoney(1234567.891)).toBe("£1,234,567.89");
  });

  it("formats Singapore dollars as S$", () => {
    expect(formatMoney(1234.5, "SGD")).toBe("S$1,234.50");
    expect(formatMoney(-0.5, "SGD")).toBe("-S$0.50");
  });

  it("puts the minus sign before the symbol", () => {
    expect(formatMoney(-5)).toBe("-£5.00");
    expect(formatMoney(-1234.5)).toBe("-£1,234.50");
  });

  it("rounds half away from zero on pence, without float artefacts", () => {
    expect(formatMoney(1.005)).toBe("£1.01");
    expect(formatMoney(0.285)).toBe("£0.29");
    expect(formatMoney(2.675)).toBe("£2.68");
    expect(formatMoney(-2.675)).toBe("-£2.68");
    expect(formatMoney(-1.005)).toBe("-£1.01");
    expect(formatMoney(1.004)).toBe("£1.00");
    expect(formatMoney(0.1 + 0.2)).toBe("£0.30");
    expect(formatMoney(1.1 * 3)).toBe("£3.30");
  });

  it("never prints a negative zero", () => {
    expect(formatMoney(-0.004)).toBe("£0.00");
    expect(formatMoney(-0)).toBe("£0.00");
  });

  it("rejects non-finite amounts", () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("currencySymbol", () => {
  it("is the pound sign for GBP and S$ for SGD, in either brand's locale", () => {
    expect(currencySymbol()).toBe("£");
    expect(currencySymbol("GBP", "en-SG")).toBe("£");
    expect(currencySymbol("SGD")).toBe("S$");
    expect(currencySymbol("SGD", "en-SG")).toBe("S$");
  });

  it("is the symbol the formatted amounts carry", () => {
    expect(formatMoney(12, "SGD", "en-SG")).toBe(`${currencySymbol("SGD", "en-SG")}12.00`);
    expect(formatMoney(12, "GBP", "en-SG")).toBe(`${currencySymbol("GBP", "en-SG")}12.00`);
  });
});

describe("toMinorUnits", () => {
  it("converts to whole pence", () => {
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(-1.005)).toBe(-101);
    expect(toMinorUnits(19.99)).toBe(1999);
  });
});

describe("formatMinorUnits", () => {
  it("formats whole pence exactly", () => {
    expect(formatMinorUnits(123450)).toBe("£1,234.50");
    expect(formatMinorUnits(5)).toBe("£0.05");
    expect(formatMinorUnits(0)).toBe("£0.00");
    expect(formatMinorUnits(-500)).toBe("-£5.00");
    expect(formatMinorUnits(-1)).toBe("-£0.01");
    expect(formatMinorUnits(123450, "SGD")).toBe("S$1,234.50");
  });

  it("groups large amounts and stays exact up to the largest safe integer", () => {
    expect(formatMinorUnits(100000000)).toBe("£1,000,000.00");
    expect(formatMinorUnits(Number.MAX_SAFE_INTEGER)).toBe("£90,071,992,547,409.91");
  });

  it("rejects fractions of a penny and unsafe integers", () => {
    expect(() => formatMinorUnits(1.5)).toThrow(RangeError);
    expect(() => formatMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => formatMinorUnits(2 ** 53)).toThrow(RangeError);
  });

  it("agrees with formatMoney for every penny from -£20.00 to £20.00", () => {
    for (let pence = -2000; pence <= 2000; pence += 1) {
      expect(formatMoney(pence / 100)).toBe(formatMinorUnits(pence));
    }
  });
});
