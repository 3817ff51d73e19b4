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

describe("carouselPresets", () => {
  it("holds the spec's counts (large, desktop, tablet, mobile)", () => {
    const counts = Object.fromEntries(
      Object.entries(carouselPresets).map(([name, p]) => [
        name,
        [p.large, p.desktop, p.tablet, p.mobile],
      ]),
    );
    expect(counts).toEqual({
      content: [5, 5, 3, 2],
      home: [5, 5, 4, 3],
      projectsAndPartners: [6, 5, 3, 1],
      rates: [6, 4, 2, 1],
      otherPackages: [3, 3, 3, 1],
    });
  });

  it.each(Object.entries(carouselPresets))(
    "%s switches band exactly at 464, 1024 and 3000 px",
    (_, p) => {
      expect(itemsForWidth(0, p)).toBe(p.mobile);
      expect(itemsForWidth(463.5, p)).toBe(p.mobile);
      expect(itemsForWidth(464, p)).toBe(p.tablet);
      expect(itemsForWidth(1023, p)).toBe(p.tablet);
      expect(itemsForWidth(1024, p)).toBe(p.desktop);
      expect(itemsForWidth(2999, p)).toBe(p.desktop);
      expect(itemsForWidth(3000, p)).toBe(p.large);
    },
  );
});
