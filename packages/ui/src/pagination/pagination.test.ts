import { describe, expect, it } from "vitest";

import { paginationRange } from "./pagination-range";

describe("paginationRange", () => {
  it("lists every page when they all fit", () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(2, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps first, last and the current page's neighbours, with ellipses for longer gaps", () => {
    expect(paginationRange(10, 20)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]);
  });

  it("keeps the same length near either end", () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(paginationRange(5, 20)).toEqual([1, "ellipsis-start", 4, 5, 6, "ellipsis-end", 20]);
    expect(paginationRange(17, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
    expect(paginationRange(20, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
  });

  it("never shows an ellipsis for a single hidden page", () => {
    for (let page = 1; page <= 8; page++) {
      const entries = paginationRange(page, 8);
      entries.forEach((entry, index) => {
        if (typeof entry === "string") {
          const before = entries[index - 1] as number;
          const after = entries[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        }
      });
      expect(entries).toContain(page);
      expect(entries[0]).toBe(1);
      expect(entries.at(-1)).toBe(8);
    }
  });

  it("clamps a page outside the range and honours more siblings", () => {
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(0, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(10, 20, 2)).toEqual([
      1,
      "ellipsis-start",
      8,
      9,
      10,
      11,
      12,
      "ellipsis-end",
      20,
    ]);
  });
});
