import { describe, expect, it } from "vitest";

import { formatDisplayDate, parseIsoDate, toIsoDate } from "./date-picker";

describe("ISO date helpers", () => {
  it("round-trips a local date", () => {
    const date = parseIsoDate("2026-12-07");
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(11);
    expect(date?.getDate()).toBe(7);
    expect(toIsoDate(date!)).toBe("2026-12-07");
  });

  it("rejects malformed or impossible dates", () => {
    expect(parseIsoDate("2026-02-30")).toBeUndefined();
    expect(parseIsoDate("07/12/2026")).toBeUndefined();
    expect(parseIsoDate("")).toBeUndefined();
    expect(parseIsoDate(undefined)).toBeUndefined();
  });

  it("displays DD/MM/YYYY", () => {
    expect(formatDisplayDate("2026-12-07")).toBe("07/12/2026");
    expect(formatDisplayDate("nope")).toBe("");
  });
});
