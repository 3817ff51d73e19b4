import { quoteLine, type QuoteLine } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { addonItems, quoteActions, lineTotalShown, quoteTotals, unitPriceShown } from "./quote";

/** A line in pounds, as the wire carries it; no server total unless given. */
const line = (over: Partial<QuoteLine> = {}): QuoteLine =>
  quoteLine.parse({
    matname: "Deep clean, 3 hours",
    imagefile: "",
    qty: 1,
    baseamt: 0,
    totalWkdamt: 0,
    totalLocamt: 0,
    optamt: 0,
    discamt: 0,
    isUpgrade: false,
    ...over,
  });

/** The demo data's RQ-1001-1: a weekly plan (upgradable) and a deep clean. */
const weekly = line({
  matname: "Regular home cleaning, weekly",
  qty: 4,
  baseamt: 45,
  totalWkdamt: 5,
  totalLocamt: 2.5,
  optamt: 3,
  discamt: 10,
  isUpgrade: true,
});
const deep = line({ qty: 1, baseamt: 120, totalLocamt: 2.5, optamt: 15 });

describe("a quote line's total (account-area.md section 9)", () => {
  it("is (base + weekend + location + option) × qty − discount, in pence", () => {
    // (4500 + 500 + 250 + 300) × 4 − 1000
    expect(lineTotalShown(weekly)).toBe(21200);
    expect(lineTotalShown(deep)).toBe(13750);
  });

  it("its unit price is base + weekend + location + option, so price × qty − discount is the total", () => {
    expect(unitPriceShown(weekly)).toBe(5550);
    expect(unitPriceShown(weekly) * weekly.qty - 1000).toBe(lineTotalShown(weekly));
  });

  it("adds in whole pence: 0.10 + 0.20 is 30p, not 0.30000000000000004", () => {
    expect(lineTotalShown(line({ baseamt: 0.1, optamt: 0.2, qty: 3 }))).toBe(90);
  });

  it("is the server's total when the line carries one", () => {
    expect(lineTotalShown({ ...weekly, total: 199.99 })).toBe(19999);
    expect(lineTotalShown(weekly)).toBe(21200);
  });

  it("takes the discount once per line, not per unit", () => {
    expect(lineTotalShown(line({ baseamt: 10, qty: 3, discamt: 5 }))).toBe(2500);
  });
});

describe("the quotation's totals", () => {
  it("location fee is location × qty per line; grand total the sum; subtotal the rest", () => {
    expect(quoteTotals([weekly, deep])).toEqual({
      locationFee: 250 * 4 + 250,
      grandTotal: 21200 + 13750,
      subtotal: 21200 + 13750 - 1250,
    });
  });

  it("are zero for no lines", () => {
    expect(quoteTotals([])).toEqual({ subtotal: 0, locationFee: 0, grandTotal: 0 });
  });

  it("sum the server's line totals when given", () => {
    expect(
      quoteTotals([
        { ...deep, total: 100 },
        { ...deep, total: 0.5 },
      ]).grandTotal,
    ).toBe(10050);
  });
});

describe("ACCEPT & ADD TO CART and UPGRADE TO 12 SESSIONS", () => {
  it("accept shows when the total is above 0; upgrade when a line is an upgrade", () => {
    expect(quoteActions([weekly, deep])).toEqual({ accept: true, upgrade: true });
    expect(quoteActions([deep])).toEqual({ accept: true, upgrade: false });
  });

  it("a quotation priced at £0 shows neither (the server refuses it)", () => {
    expect(quoteActions([line()])).toEqual({ accept: false, upgrade: false });
    expect(quoteActions([line({ isUpgrade: true })])).toEqual({ accept: false, upgrade: false });
    expect(quoteActions([])).toEqual({ accept: false, upgrade: false });
  });

  it("a penny is above 0; a discount down to nothing is not", () => {
    expect(quoteActions([line({ baseamt: 0.01 })]).accept).toBe(true);
    expect(quoteActions([line({ baseamt: 10, discamt: 10 })]).accept).toBe(false);
  });
});

describe("add-ons", () => {
  it("are split on the double bar, trimmed, blanks left out", () => {
    expect(addonItems("Inside fridge||Ironing 1 hour")).toEqual([
      "Inside fridge",
      "Ironing 1 hour",
    ]);
    expect(addonItems(" Oven clean || ||Windows ")).toEqual(["Oven clean", "Windows"]);
  });

  it("a single bar is part of an item's name, not a separator", () => {
    expect(addonItems("Sofa | two seats||Rug")).toEqual(["Sofa | two seats", "Rug"]);
  });

  it("none for an empty or missing field", () => {
    expect(addonItems("")).toEqual([]);
    expect(addonItems(undefined)).toEqual([]);
  });
});
