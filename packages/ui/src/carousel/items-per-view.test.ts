import { describe, expect, it } from "vitest";

import { carouselPresets, itemsForWidth } from "./items-per-view";

describe("itemsForWidth", () => {
  it.each([
    [375, 1],
    [463, 1],
    [464, 2],
    [1023, 2],
    [1024, 4],
    [2999, 4],
    [3000, 6],
    [4000, 6],
  ])("rates carousel at %i px shows %i", (width, count) => {
    expect(itemsForWidth(width, carouselPresets.rates)).toBe(count);
  });

  it("follows the home and partners presets of the spec", () => {
    expect([375, 768, 1280, 3200].map((w) => itemsForWidth(w, carouselPresets.home))).toEqual([
      3, 4, 5, 5,
    ]);
    expect(
      [375, 768, 1280, 3200].map((w) => itemsForWidth(w, carouselPresets.projectsAndPartners)),
    ).toEqual([1, 3, 5, 6]);
  });
});
