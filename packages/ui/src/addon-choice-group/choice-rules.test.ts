import { describe, expect, it } from "vitest";

import {
  canSelectMore,
  isGroupFull,
  isGroupSatisfied,
  parseAddonQuantity,
  requirementText,
  selectedCount,
  toggleChoice,
  unsatisfiedGroups,
} from "./choice-rules";

describe("toggleChoice", () => {
  it("adds an option while the count is below the maximum", () => {
    expect(toggleChoice([], "a", 2)).toEqual(["a"]);
    expect(toggleChoice(["a"], "b", 2)).toEqual(["a", "b"]);
  });

  it("refuses a new option once the group is full", () => {
    const full = ["a", "b"];
    expect(toggleChoice(full, "c", 2)).toBe(full);
    expect(toggleChoice(["a"], "b", 1)).toEqual(["a"]);
  });

  it("unselects a selected option, even when the group is full", () => {
    expect(toggleChoice(["a", "b"], "a", 2)).toEqual(["b"]);
    expect(toggleChoice(["a"], "a", 1)).toEqual([]);
  });

  it("never selects with a maximum of zero", () => {
    expect(toggleChoice([], "a", 0)).toEqual([]);
  });

  it("holds for every selection of 5 options and every maximum from 0 to 5", () => {
    const ids = ["a", "b", "c", "d", "e"];
    for (let max = 0; max <= 5; max += 1) {
      for (let mask = 0; mask < 2 ** ids.length; mask += 1) {
        const selected = ids.filter((_, index) => mask & (1 << index));
        if (selected.length > max) continue; // the rules never build such a selection
        for (const id of ids) {
          const next = toggleChoice(selected, id, max);
          if (selected.includes(id)) {
            // Clicking a selected option unselects it and nothing else.
            expect(next).toEqual(selected.filter((other) => other !== id));
          } else if (selected.length < max) {
            expect(next).toEqual([...selected, id]);
          } else {
            // Full: unchanged, the very same array (callers skip the update).
            expect(next).toBe(selected);
          }
          expect(next.length).toBeLessThanOrEqual(max);
          expect(new Set(next).size).toBe(next.length);
        }
      }
    }
  });
});

describe("canSelectMore / isGroupFull", () => {
  it("is strict: selectable only below the maximum", () => {
    expect(canSelectMore(0, 1)).toBe(true);
    expect(canSelectMore(1, 2)).toBe(true);
    expect(canSelectMore(2, 2)).toBe(false);
    expect(canSelectMore(0, 0)).toBe(false);
    expect(isGroupFull(2, 2)).toBe(true);
    expect(isGroupFull(3, 2)).toBe(true);
    expect(isGroupFull(0, 1)).toBe(false);
  });
});

describe("isGroupSatisfied", () => {
  it("needs at least minChoices", () => {
    expect(isGroupSatisfied(0, 1)).toBe(false);
    expect(isGroupSatisfied(1, 1)).toBe(true);
    expect(isGroupSatisfied(0, 0)).toBe(true);
  });

  it("fails above maxChoices", () => {
    expect(isGroupSatisfied(3, 1, 2)).toBe(false);
    expect(isGroupSatisfied(2, 1, 2)).toBe(true);
  });
});

describe("requirementText", () => {
  it("says what the group asks for", () => {
    expect(requirementText(0, 2)).toBe("Choose up to 2");
    expect(requirementText(0, 1)).toBe("Choose up to 1");
    expect(requirementText(1, 1)).toBe("Choose 1");
    expect(requirementText(2, 2)).toBe("Choose 2");
    expect(requirementText(1, 3)).toBe("Choose at least 1, up to 3");
  });
});

describe("selectedCount / unsatisfiedGroups", () => {
  const groups = [
    { id: "extras", minChoices: 0, maxChoices: 2, options: [{ id: "oven" }, { id: "fridge" }] },
    { id: "products", minChoices: 1, maxChoices: 1, options: [{ id: "std" }, { id: "eco" }] },
  ];

  it("counts only the group's own options", () => {
    expect(selectedCount(groups[0]!, { oven: 1, eco: 1 })).toBe(1);
    expect(selectedCount(groups[1]!, { oven: 1, eco: 1 })).toBe(1);
    expect(selectedCount(groups[1]!, {})).toBe(0);
  });

  it("lists the groups below their minimum or above their maximum", () => {
    expect(unsatisfiedGroups(groups, {})).toEqual(["products"]);
    expect(unsatisfiedGroups(groups, { eco: 1 })).toEqual([]);
    expect(unsatisfiedGroups(groups, { std: 1, eco: 1 })).toEqual(["products"]);
  });
});

describe("parseAddonQuantity", () => {
  it("accepts integers 0 to 100", () => {
    expect(parseAddonQuantity("0")).toBe(0);
    expect(parseAddonQuantity(" 7 ")).toBe(7);
    expect(parseAddonQuantity("100")).toBe(100);
  });

  it("rejects anything else", () => {
    for (const text of ["", "101", "-1", "1.5", "abc", "1e2", "0x1", "1 0"]) {
      expect(parseAddonQuantity(text)).toBeNull();
    }
  });
});
