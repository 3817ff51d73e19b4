import { describe, expect, it } from "vitest";

import { formatDisplayDate, parseDisplayDate, parseIsoDate, toIsoDate } from "./date-format";
import { isDateSelectable } from "./date-rules";

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
    expect(parseIsoDate("2026-1-07")).toBeUndefined();
    expect(parseIsoDate("")).toBeUndefined();
    expect(parseIsoDate(undefined)).toBeUndefined();
  });

  it("displays DD/MM/YYYY", () => {
    expect(formatDisplayDate("2026-12-07")).toBe("07/12/2026");
    expect(formatDisplayDate("nope")).toBe("");
  });
});

describe("parseDisplayDate", () => {
  it("reads DD/MM/YYYY, with one-digit day or month, as YYYY-MM-DD", () => {
    expect(parseDisplayDate("07/12/2026")).toBe("2026-12-07");
    expect(parseDisplayDate("7/1/2027")).toBe("2027-01-07");
    expect(parseDisplayDate(" 29/02/2028 ")).toBe("2028-02-29");
  });

  it("refuses impossible dates and other shapes", () => {
    for (const text of [
      "",
      "29/02/2027",
      "31/04/2026",
      "00/12/2026",
      "07/13/2026",
      "07/12/26",
      "2026-12-07",
      "07-12-2026",
      "07/12/2026x",
      "12/7",
    ]) {
      expect(parseDisplayDate(text)).toBeUndefined();
    }
  });
});

describe("isDateSelectable", () => {
  const holidays = new Set(["2026-12-25"]);
  const rules = {
    fromDate: "2026-12-03",
    toDate: "2027-01-31",
    isDateDisabled: (iso: string) => holidays.has(iso),
    // Sundays closed, as a react-day-picker matcher.
    disabledDays: { dayOfWeek: [0] },
  };

  it("accepts a day inside the range that no rule disables", () => {
    expect(isDateSelectable("2026-12-03", rules)).toBe(true);
    expect(isDateSelectable("2026-12-24", rules)).toBe(true);
    expect(isDateSelectable("2027-01-30", rules)).toBe(true);
  });

  it("refuses days outside fromDate..toDate", () => {
    expect(isDateSelectable("2026-12-02", rules)).toBe(false);
    expect(isDateSelectable("2027-02-01", rules)).toBe(false);
  });

  it("refuses days the string rule or the matchers disable", () => {
    expect(isDateSelectable("2026-12-25", rules)).toBe(false);
    expect(isDateSelectable("2026-12-27", rules)).toBe(false); // a Sunday
  });

  it("refuses what is not a date, and allows anything without rules", () => {
    expect(isDateSelectable("2026-02-30", rules)).toBe(false);
    expect(isDateSelectable("2026-12-27", {})).toBe(true);
  });
});
