import { describe, expect, it } from "vitest";

import {
  addDays,
  businessToday,
  compareDates,
  formatDisplayDate,
  formatHolidayDate,
  isCalendarDate,
  parseHolidayDate,
} from "./calendar";

describe("calendar dates", () => {
  it("adds days across months, years, leap days and DST changes", () => {
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-29", 0)).toBe("2026-03-29");
  });

  it("refuses what is not a day of the calendar", () => {
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(() => addDays("2026-13-01", 1)).toThrow(RangeError);
  });

  it("orders dates", () => {
    expect(compareDates("2026-01-02", "2026-01-10")).toBeLessThan(0);
    expect(compareDates("2026-01-10", "2026-01-10")).toBe(0);
    expect(compareDates("2027-01-01", "2026-12-31")).toBeGreaterThan(0);
  });

  it("reads and writes the holiday format DD-MMM-YYYY", () => {
    expect(parseHolidayDate("25-Dec-2026")).toBe("2026-12-25");
    expect(parseHolidayDate("1-jan-2027")).toBe("2027-01-01");
    expect(parseHolidayDate("31-Feb-2027")).toBeNull();
    expect(parseHolidayDate("Christmas")).toBeNull();
    expect(formatHolidayDate("2027-01-01")).toBe("01-Jan-2027");
  });

  it("shows DD/MM/YYYY", () => {
    expect(formatDisplayDate("2026-12-07")).toBe("07/12/2026");
  });
});

describe("businessToday", () => {
  it("is London's date, not the browser's: 01:30 in Singapore is still yesterday in London", () => {
    // 2026-11-22T17:30Z is 01:30 on the 23rd in Singapore and 17:30 on the 22nd in London.
    const now = new Date("2026-11-22T17:30:00Z");
    expect(businessToday("Europe/London", now)).toBe("2026-11-22");
    expect(businessToday("Asia/Singapore", now)).toBe("2026-11-23");
  });

  it("follows British Summer Time: 23:30 UTC on 30 June is 1 July in London", () => {
    expect(businessToday("Europe/London", new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
  });
});
