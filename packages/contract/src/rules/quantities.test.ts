import { describe, expect, it } from "vitest";

import { canBookAddons, isValidAddonQuantity, isValidCartQuantity } from "./quantities";

describe("isValidCartQuantity: above 0 and under 3 characters", () => {
  it.each(["1", "9", "10", "99", " 5 ", 1, 99])("accepts %j", (value) => {
    expect(isValidCartQuantity(value)).toBe(true);
  });
  it.each(["0", "00", "100", "-1", "1.5", "", "abc", "1e1", "+2", 0, 100, -1])(
    "refuses %j",
    (value) => {
      expect(isValidCartQuantity(value)).toBe(false);
    },
  );
});

describe("isValidAddonQuantity: an integer from 0 to 100", () => {
  it.each(["0", "1", "100", 42, 0, 100])("accepts %j", (value) => {
    expect(isValidAddonQuantity(value)).toBe(true);
  });
  it.each(["101", "-1", "2.5", "", "ten", 1.5, 101, -1])("refuses %j", (value) => {
    expect(isValidAddonQuantity(value)).toBe(false);
  });
});

describe("canBookAddons", () => {
  it("needs a total above zero", () => {
    expect(canBookAddons({})).toBe(false);
    expect(canBookAddons({ a: 0, b: 0 })).toBe(false);
    expect(canBookAddons({ a: 0, b: 2 })).toBe(true);
  });
});
