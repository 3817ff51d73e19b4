import type { AddonOption } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { addonGroupsOf } from "./addon-groups";

const option = (changes: Partial<AddonOption>): AddonOption => ({
  optionnum: "O1",
  optiondesc: "Oven",
  groupnum: "G1",
  groupdesc: "Extras",
  choicetype: "multi",
  minchoice: 0,
  maxchoice: 2,
  price: 10,
  desc: "",
  directory: "/img/oven.png",
  qty: 0,
  qtyeditable: false,
  selected: false,
  uom: "item",
  totalamt: 0,
  ...changes,
});

describe("addonGroupsOf", () => {
  it("groups options by groupnum and choicetype, in the server's order", () => {
    const groups = addonGroupsOf([
      option({ optionnum: "O1" }),
      option({ optionnum: "O2", groupnum: "G2", groupdesc: "Rooms", choicetype: "single" }),
      option({ optionnum: "O3" }),
    ]);
    expect(groups.map((g) => [g.id, g.title, g.options.map((o) => o.id)])).toEqual([
      ["G1|multi", "Extras", ["O1", "O3"]],
      ["G2|single", "Rooms", ["O2"]],
    ]);
  });

  it("starts a quantity at 1 and prefers the option's image url to its directory", () => {
    const [group] = addonGroupsOf([option({ qty: 0, imageurl: "/img/x.png" })]);
    expect(group!.options[0]).toMatchObject({ quantity: 1, image: "/img/x.png" });
  });
});
