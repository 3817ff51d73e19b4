import { describe, expect, it } from "vitest";

import { isValidCartQuantity } from "./cart-line";

describe("isValidCartQuantity", () => {
  it("accepts 1 to 99", () => {
    for (const text of ["1", "9", "10", "99", " 3 "]) expect(isValidCartQuantity(text)).toBe(true);
  });

  it("rejects 0, 3+ characters and non-digits", () => {
    for (const text of ["0", "00", "100", "", "-1", "1.5", "a"]) {
      expect(isValidCartQuantity(text)).toBe(false);
    }
  });
});
