import { describe, expect, it } from "vitest";

import { texts } from "../messages";
import { cardDigits, checkCard, isCardExpired, luhnValid, parseExpiry } from "./card";

describe("luhnValid", () => {
  it("accepts Stripe's test cards", () => {
    for (const number of ["4242424242424242", "4000002760003184", "4000000000000002"]) {
      expect(luhnValid(number)).toBe(true);
    }
  });
  it("refuses a wrong checksum, too few or too many digits, and anything but digits", () => {
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("")).toBe(false);
    expect(luhnValid("00000000000")).toBe(false);
    expect(luhnValid("0".repeat(20))).toBe(false);
    expect(luhnValid("4242 4242 4242 4242")).toBe(false);
  });
});

describe("expiry", () => {
  it("reads MM / YY", () => {
    expect(parseExpiry("12 / 30")).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry("1230")).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry("13/30")).toBeNull();
    expect(parseExpiry("1/30")).toBeNull();
  });
  it("is good through the expiry month", () => {
    expect(isCardExpired({ expMonth: 7, expYear: 2026 }, "2026-07-31")).toBe(false);
    expect(isCardExpired({ expMonth: 6, expYear: 2026 }, "2026-07-01")).toBe(true);
    expect(isCardExpired({ expMonth: 12, expYear: 2025 }, "2026-01-01")).toBe(true);
  });
  it("keeps digits only, at most 19", () => {
    expect(cardDigits("4242 4242-4242 4242")).toBe("4242424242424242");
    expect(cardDigits("1".repeat(25))).toHaveLength(19);
  });
});

describe("checkCard", () => {
  const today = "2026-07-15";
  it("accepts a complete Stripe test card", () => {
    expect(
      checkCard({ number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" }, today),
    ).toEqual({
      complete: true,
      card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" },
    });
  });
  it.each([
    [{ number: "4242", expiry: "12/30", cvc: "123" }, texts.cardNumberIncomplete],
    [{ number: "4242424242424241", expiry: "12/30", cvc: "123" }, texts.cardNumberInvalid],
    [{ number: "4242424242424242", expiry: "12", cvc: "123" }, texts.cardExpiryIncomplete],
    [{ number: "4242424242424242", expiry: "13/30", cvc: "123" }, texts.cardExpiryInvalid],
    [{ number: "4242424242424242", expiry: "06/26", cvc: "123" }, texts.cardExpiryPast],
    [{ number: "4242424242424242", expiry: "12/30", cvc: "12" }, texts.cardCvcIncomplete],
  ])("refuses %o", (input, error) => {
    expect(checkCard(input, today)).toMatchObject({ complete: false, error });
  });
  it("keeps this month's expiry", () => {
    expect(
      checkCard({ number: "4242424242424242", expiry: "07/26", cvc: "123" }, today).complete,
    ).toBe(true);
  });
});
