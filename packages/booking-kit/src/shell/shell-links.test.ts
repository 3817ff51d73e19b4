import { describe, expect, it } from "vitest";

import { isInternalHref, splitInHalves } from "./shell-links";

describe("splitInHalves", () => {
  it("puts the extra item of an odd list in the first half", () => {
    expect(splitInHalves([1, 2, 3, 4, 5])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("splits an even list evenly and an empty list into two empty halves", () => {
    expect(splitInHalves(["a", "b"])).toEqual([["a"], ["b"]]);
    expect(splitInHalves([])).toEqual([[], []]);
  });
});

describe("isInternalHref", () => {
  it("treats site paths as internal and other schemes as external", () => {
    expect(isInternalHref("/about-us")).toBe(true);
    expect(isInternalHref("//evil.example")).toBe(false);
    expect(isInternalHref("https://wa.me/447700900000")).toBe(false);
    expect(isInternalHref("tel:+442079460000")).toBe(false);
  });
});
