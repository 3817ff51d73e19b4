import { describe, expect, it } from "vitest";

import { isQuoteAcceptable, quoteLineTotalPence, quoteUnitPence } from "./quote";

const line = (overrides: Partial<Parameters<typeof quoteLineTotalPence>[0]> = {}) => ({
  basePence: 0,
  weekendPence: 0,
  locationPence: 0,
  optionPence: 0,
  discountPence: 0,
  qty: 1,
  ...overrides,
});

describe("quote rules", () => {
  it("a unit is base + weekend + location + option", () => {
    expect(
      quoteUnitPence(
        line({ basePence: 4800, weekendPence: 500, locationPence: 250, optionPence: 0 }),
      ),
    ).toBe(5550);
  });

  it("a line is unit × qty − discount, the discount taken once", () => {
    const weekly = line({ basePence: 4800, weekendPence: 500, locationPence: 250, qty: 4 });
    expect(quoteLineTotalPence({ ...weekly, discountPence: 1000 })).toBe(5550 * 4 - 1000);
    expect(quoteLineTotalPence(line({ basePence: 1000, qty: 3, discountPence: 500 }))).toBe(2500);
  });

  it("is accepted only when priced above £0", () => {
    expect(isQuoteAcceptable(1)).toBe(true);
    expect(isQuoteAcceptable(0)).toBe(false);
    expect(isQuoteAcceptable(-100)).toBe(false);
  });
});
