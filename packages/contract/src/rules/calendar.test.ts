import { describe, expect, it } from "vitest";

// ui sits below the contract and keeps the date field's own DD/MM/YYYY: held equal here.
import { formatDisplayDate as uiFormatDisplayDate } from "../../../ui/src/date-picker/date-format";
import {
  addDays,
  businessToday,
  calendarDateOf,
  compareDates,
  formatCalendarDate,
  formatDisplayDate,
  formatHolidayDate,
  isCalendarDate,
  monthNames,
  monthOf,
  parseHolidayDate,
  weekdayNames,
  weekdayOf,
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
    expect(formatDisplayDate("2026-02-30")).toBe("");
    expect(formatDisplayDate(undefined)).toBe("");
  });

  it("shows DD/MM/YYYY as ui's date field does, for every day of a leap year and bad input", () => {
    const days = Array.from({ length: 366 }, (_, i) => addDays("2028-01-01", i));
    for (const input of [...days, "2026-02-29", "2026-13-01", "7/12/2026", "", undefined]) {
      expect(formatDisplayDate(input), String(input)).toBe(uiFormatDisplayDate(input));
    }
  });

  it("writes the spec's forms with month and weekday names from Intl", () => {
    expect(formatCalendarDate("2026-09-04", "dd MMM yyyy")).toBe("04 Sep 2026");
    expect(formatCalendarDate("2026-12-25", "dd-MMM-yyyy")).toBe("25-Dec-2026");
    expect(formatCalendarDate("2026-12-25", "EEEE dd MMM yyyy")).toBe("Friday 25 Dec 2026");
    expect(formatCalendarDate("2026-12-04", "EEEE d MMMM yyyy")).toBe("Friday 4 December 2026");
    expect(formatCalendarDate("2026-12-04", "EEEE d MMMM yyyy", "de-DE")).toBe(
      "Freitag 4 Dezember 2026",
    );
  });

  it("names months and weekdays, January and Sunday first", () => {
    expect(monthNames()).toEqual([
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ]);
    expect(weekdayNames()[0]).toBe("Sunday");
    expect(weekdayNames()[6]).toBe("Saturday");
    expect(weekdayOf("2027-01-01")).toBe(5);
  });

  it("reads a month by its name or first three letters, in any case", () => {
    expect(monthOf("Sept")).toBe(8);
    expect(monthOf("sep")).toBe(8);
    expect(monthOf("DECEMBER")).toBe(11);
    expect(monthOf("Smarch")).toBe(-1);
  });

  it("makes a date of its parts only when the day exists", () => {
    expect(calendarDateOf(2028, 2, 29)).toBe("2028-02-29");
    expect(calendarDateOf(2027, 2, 29)).toBeUndefined();
    expect(calendarDateOf(2027, 4, 31)).toBeUndefined();
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
