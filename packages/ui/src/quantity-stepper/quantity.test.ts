import { describe, expect, it } from "vitest";

import { parseQuantity, stepQuantity } from "./quantity";

const bounds = { min: 0, max: 100 };

describe("parseQuantity", () => {
  it.each([
    ["0", 0],
    ["7", 7],
    [" 100 ", 100],
  ])("accepts %j", (text, value) => {
    expect(parseQuantity(text, bounds)).toEqual({ ok: true, value });
  });

  it.each(["", "1.5", "1e2", "abc", "101", "-1", "+3", "0x10", "9999999999999999999"])(
    "refuses %j with what is accepted",
    (text) => {
      expect(parseQuantity(text, bounds)).toEqual({
        ok: false,
        reason: "Enter a whole number from 0 to 100",
      });
    },
  );
});

describe("stepQuantity", () => {
  it("stays within bounds", () => {
    expect(stepQuantity(0, -1, bounds)).toBe(0);
    expect(stepQuantity(100, 1, bounds)).toBe(100);
    expect(stepQuantity(4, 1, bounds)).toBe(5);
  });
});
