import { describe, expect, it } from "vitest";

import { isValidCartQuantity } from "./cart-quantity";

describe("isValidCartQuantity", () => {
  it("accepts 1 to 99", () => {
    for (const text of ["1", "9", "10", "99", " 3 "]) expect(isValidCartQuantity(text)).toBe(true);
  });

  it("accepts a leading zero while under 3 characters", () => {
    expect(isValidCartQuantity("01")).toBe(true);
  });

  it("rejects 0, 3+ characters and non-digits", () => {
    for (const text of ["0", "00", "100", "001", "", " ", "-1", "1.5", "a", "1e1", "+1"]) {
      expect(isValidCartQuantity(text)).toBe(false);
    }
  });
});
