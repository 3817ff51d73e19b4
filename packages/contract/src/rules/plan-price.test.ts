import { describe, expect, it } from "vitest";

import { planPricePence, planVisits } from "./plan-price";

describe("plan price", () => {
  it("a weekly plan of four 3-hour visits at £24 an hour costs 4 × £72.00", () => {
    expect(planPricePence(7200, 4)).toBe(28_800);
  });

  it("a single visit, or a package without sessions, costs its price once", () => {
    expect(planPricePence(8400, 1)).toBe(8400);
    expect(planPricePence(8400, undefined)).toBe(8400);
    expect(planPricePence(8400, 0)).toBe(8400);
    expect(planVisits(Number.NaN)).toBe(1);
  });
});
