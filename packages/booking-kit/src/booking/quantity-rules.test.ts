import { describe, expect, it } from "vitest";

import { canBookAddons, isValidAddonQuantity, isValidCartQuantity } from "./quantity-rules";

describe("isValidCartQuantity", () => {
  it.each(["1", "9", "10", "99", " 5 "])("accepts %j", (value) => {
    expect(isValidCartQuantity(value)).toBe(true);
  });
  it.each(["0", "00", "100", "-1", "1.5", "", "abc", "1e1", "+2"])("refuses %j", (value) => {
    expect(isValidCartQuantity(value)).toBe(false);
  });
});

describe("isValidAddonQuantity", () => {
  it.each(["0", "1", "100", 42])("accepts %j", (value) => {
    expect(isValidAddonQuantity(value)).toBe(true);
  });
  it.each(["101", "-1", "2.5", "", "ten", 1.5])("refuses %j", (value) => {
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
