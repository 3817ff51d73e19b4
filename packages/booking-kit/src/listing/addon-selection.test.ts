import { addonOption, type AddonOption } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { chosenFromQuantities, chosenFromSelection, initialQuantities } from "./addon-selection";

const option = (optionnum: string, price: number): AddonOption =>
  addonOption.parse({
    groupnum: "G",
    groupdesc: "Items",
    choicetype: "qty",
    optionnum,
    optiondesc: optionnum,
    price,
    maxchoice: 100,
    minchoice: 0,
    selected: false,
    qty: 0,
    uom: "piece",
    totalamt: 0,
    qtyeditable: true,
  });

const shirt = option("SHIRT", 3);
const duvet = option("DUVET", 12.5);

describe("add-on quantities", () => {
  it("starts every option at 0, or at a stored valid quantity", () => {
    expect(initialQuantities([shirt, duvet])).toEqual({ SHIRT: 0, DUVET: 0 });
    expect(initialQuantities([shirt, duvet], [{ ...duvet, qty: 4 }])).toEqual({
      SHIRT: 0,
      DUVET: 4,
    });
    expect(initialQuantities([shirt], [{ ...shirt, qty: 101 }])).toEqual({ SHIRT: 0 });
  });

  it("keeps only quantities above 0, selected, with their amount", () => {
    expect(chosenFromQuantities([shirt, duvet], { SHIRT: 0, DUVET: 2 })).toEqual([
      { ...duvet, selected: true, qty: 2, totalamt: 25 },
    ]);
  });

  it("drops quantities outside 0 to 100 or not whole", () => {
    expect(chosenFromQuantities([shirt, duvet], { SHIRT: 101, DUVET: 1.5 })).toEqual([]);
    expect(chosenFromQuantities([shirt], { SHIRT: 100 })).toEqual([
      { ...shirt, selected: true, qty: 100, totalamt: 300 },
    ]);
  });

  it("turns a choice-group selection into chosen add-ons (at least 1 each)", () => {
    expect(chosenFromSelection([shirt, duvet], { DUVET: 0 })).toEqual([
      { ...duvet, selected: true, qty: 1, totalamt: 12.5 },
    ]);
  });
});
