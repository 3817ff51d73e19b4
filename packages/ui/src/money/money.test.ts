import { describe, expect, it } from "vitest";

import { formatMoney, toMinorUnits } from "./money-format";

describe("formatMoney", () => {
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

describe("toMinorUnits", () => {
  it("converts to whole pence", () => {
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(-1.005)).toBe(-101);
    expect(toMinorUnits(19.99)).toBe(1999);
  });
});
