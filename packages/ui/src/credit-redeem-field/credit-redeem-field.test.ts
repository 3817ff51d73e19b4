import { describe, expect, it } from "vitest";

import { maxRedeemable, validateCreditRedeem } from "./credit-rules";

const limits = { available: 12.5, total: 40 };

describe("validateCreditRedeem", () => {
  it("accepts 0 up to the available credit when it is the smaller", () => {
    expect(validateCreditRedeem("0", limits)).toEqual({ ok: true, amount: 0 });
    expect(validateCreditRedeem("5", limits)).toEqual({ ok: true, amount: 5 });
    expect(validateCreditRedeem("12.50", limits)).toEqual({ ok: true, amount: 12.5 });
    expect(validateCreditRedeem(" 12.5 ", limits)).toEqual({ ok: true, amount: 12.5 });
    expect(validateCreditRedeem(".5", limits)).toEqual({ ok: true, amount: 0.5 });
  });

  it("refuses more than the available credit, with the reason", () => {
    expect(validateCreditRedeem("12.51", limits)).toEqual({
      ok: false,
      reason: "You can redeem up to £12.50",
    });
  });

  it("caps at the total when the total is smaller", () => {
    const small = { available: 100, total: 30.1 };
    expect(validateCreditRedeem("30.10", small)).toEqual({ ok: true, amount: 30.1 });
    expect(validateCreditRedeem("30.11", small)).toEqual({
      ok: false,
      reason: "You can redeem up to £30.10",
    });
  });

  it("uses the currency in the reason", () => {
    expect(validateCreditRedeem("9", { available: 8, total: 20, currency: "SGD" })).toEqual({
      ok: false,
      reason: "You can redeem up to S$8.00",
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
      reason: "You can redeem up to £0.00",
    });
  });
});

describe("maxRedeemable", () => {
  it("is the smaller of available and total, never negative", () => {
    expect(maxRedeemable({ available: 12.5, total: 40 })).toBe(12.5);
    expect(maxRedeemable({ available: 50, total: 0.1 + 0.2 })).toBe(0.3);
    expect(maxRedeemable({ available: 5, total: -1 })).toBe(0);
  });
});
