import { describe, expect, it } from "vitest";

import {
  canSelectMore,
  isGroupFull,
  isGroupSatisfied,
  parseAddonQuantity,
  toggleChoice,
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
});

describe("canSelectMore / isGroupFull", () => {
  it("is strict: selectable only below the maximum", () => {
    expect(canSelectMore(1, 2)).toBe(true);
    expect(canSelectMore(2, 2)).toBe(false);
    expect(isGroupFull(2, 2)).toBe(true);
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

describe("parseAddonQuantity", () => {
  it("accepts integers 0 to 100", () => {
    expect(parseAddonQuantity("0")).toBe(0);
    expect(parseAddonQuantity(" 7 ")).toBe(7);
    expect(parseAddonQuantity("100")).toBe(100);
  });

  it("rejects anything else", () => {
    for (const text of ["", "101", "-1", "1.5", "abc", "1e2"]) {
      expect(parseAddonQuantity(text)).toBeNull();
    }
  });
});
