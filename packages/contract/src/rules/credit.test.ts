import { describe, expect, it } from "vitest";

import {
  amountDuePence,
  creditOutOfBounds,
  maxRedeemable,
  maxRedeemablePence,
  validateCreditRedeem,
} from "./credit";

const limits = { available: 12.5, total: 40 };

describe("validateCreditRedeem", () => {
  it("accepts 0 up to the available credit when it is the smaller", () => {
    expect(validateCreditRedeem("0", limits)).toEqual({ ok: true, amount: 0 });
    expect(validateCreditRedeem("5", limits)).toEqual({ ok: true, amount: 5 });
    expect(validateCreditRedeem("12.50", limits)).toEqual({ ok: true, amount: 12.5 });
    expect(validateCreditRedeem(" 12.5 ", limits)).toEqual({ ok: true, amount: 12.5 });
    expect(validateCreditRedeem(".5", limits)).toEqual({ ok: true, amount: 0.5 });
  });

  it("refuses more than the available credit, naming the bounds", () => {
    expect(validateCreditRedeem("12.51", limits)).toEqual({
      ok: false,
      reason: "You can redeem between £0.00 and £12.50 of credit.",
    });
  });

  it("caps at the total when the total is smaller", () => {
    const small = { available: 100, total: 30.1 };
    expect(validateCreditRedeem("30.10", small)).toEqual({ ok: true, amount: 30.1 });
    expect(validateCreditRedeem("30.11", small)).toEqual({
      ok: false,
      reason: "You can redeem between £0.00 and £30.10 of credit.",
    });
  });

  it("uses the currency in the reason, grouping thousands", () => {
    expect(validateCreditRedeem("9", { available: 8, total: 20, currency: "SGD" })).toEqual({
      ok: false,
      reason: "You can redeem between S$0.00 and S$8.00 of credit.",
    });
    expect(validateCreditRedeem("2000", { available: 1234.5, total: 5000 })).toEqual({
      ok: false,
      reason: "You can redeem between £0.00 and £1,234.50 of credit.",
    });
  });

  it("refuses more than 2 decimals", () => {
    expect(validateCreditRedeem("1.005", limits)).toEqual({
      ok: false,
      reason: "Use at most 2 decimals",
    });
  });

  it("refuses negative and non-numeric amounts", () => {
    for (const text of ["-1", "abc", "1e2", "£5", "1,000", ".", "+3"]) {
      expect(validateCreditRedeem(text, limits)).toEqual({
        ok: false,
        reason: "Enter an amount such as 5.00",
      });
    }
  });

  it("asks for an amount when empty", () => {
    expect(validateCreditRedeem("  ", limits)).toEqual({
      ok: false,
      reason: "Enter the amount of credit to redeem",
    });
  });

  it("allows only 0 when the total is negative or no credit is left", () => {
    expect(validateCreditRedeem("0", { available: 0, total: 10 })).toEqual({ ok: true, amount: 0 });
    expect(validateCreditRedeem("0.01", { available: 5, total: -3 })).toEqual({
      ok: false,
      reason: "You can redeem between £0.00 and £0.00 of credit.",
    });
  });
});

describe("maxRedeemable", () => {
  it("is the smaller of available and total, never negative", () => {
    expect(maxRedeemable({ available: 12.5, total: 40 })).toBe(12.5);
    expect(maxRedeemable({ available: 50, total: 0.1 + 0.2 })).toBe(0.3);
    expect(maxRedeemable({ available: 5, total: -1 })).toBe(0);
  });

  it("is computed in whole pence", () => {
    expect(maxRedeemablePence(1250, 4000)).toBe(1250);
    expect(maxRedeemablePence(5000, 30)).toBe(30);
    expect(maxRedeemablePence(0, 4000)).toBe(0);
    expect(() => maxRedeemablePence(12.5, 4000)).toThrow(RangeError);
  });

  it("holds for every pair: min(credit, total), never below 0", () => {
    for (const credit of [0, 1, 99, 1250, 5_000_000]) {
      for (const total of [0, 1, 100, 4000, 5_000_000]) {
        const max = maxRedeemablePence(credit, total);
        expect(max).toBe(Math.min(credit, total));
        expect(max).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe("amountDuePence", () => {
  it("is the total less the credit used", () => {
    expect(
      amountDuePence({ totalPence: 4000, creditUsedPence: 1250, availablePence: 1250 }),
    ).toEqual({ ok: true, duePence: 2750 });
    expect(amountDuePence({ totalPence: 4000, creditUsedPence: 0, availablePence: 0 })).toEqual({
      ok: true,
      duePence: 4000,
    });
  });

  it("is 0 when credit pays it all", () => {
    expect(
      amountDuePence({ totalPence: 3010, creditUsedPence: 3010, availablePence: 9000 }),
    ).toEqual({ ok: true, duePence: 0 });
  });

  it("refuses credit beyond its bounds with the credit field's text", () => {
    expect(
      amountDuePence({ totalPence: 4000, creditUsedPence: 1251, availablePence: 1250 }),
    ).toEqual({ ok: false, reason: creditOutOfBounds(1250) });
    expect(amountDuePence({ totalPence: 4000, creditUsedPence: -1, availablePence: 1250 })).toEqual(
      { ok: false, reason: "You can redeem between £0.00 and £12.50 of credit." },
    );
  });
});
