import { describe, expect, it } from "vitest";

import { testCardExpiry } from "./test-card";

/** The last instant of an "MMYY" expiry's month. */
const endOf = (expiry: string) =>
  new Date(Date.UTC(2000 + Number(expiry.slice(2)), Number(expiry.slice(0, 2)), 1) - 1);

describe("the test card's expiry", () => {
  it("is in the future on the real clock, whatever today is", () => {
    expect(endOf(testCardExpiry()).getTime()).toBeGreaterThan(Date.now());
  });

  it("counts from the day it is given: December three years on", () => {
    expect(testCardExpiry(new Date("2030-06-15T12:00:00Z"))).toBe("1233");
  });
});
