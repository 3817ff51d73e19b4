import { describe, expect, it } from "vitest";

import {
  addDays,
  businessToday,
  formatDisplayDate,
  formatHolidayDate,
  parseHolidayDate,
} from "./calendar-date";
import { createDateRules } from "./date-rules";

const info = {
  startAfterDays: 2,
  // As the wire carries them (YYYY-MM-DD), and one in the spec's display format.
  holidays: [{ pubDate: "2026-12-25" }, { pubDate: "2026-12-26" }, { pubDate: "28-Dec-2026" }],
};

describe("createDateRules", () => {
  it("allows dates after today plus startAfterDays minus one", () => {
    const rules = createDateRules(info, "2026-11-22");
    expect(rules.isSelectable("2026-11-22")).toBe(false);
    expect(rules.isSelectable("2026-11-23")).toBe(false);
    expect(rules.isSelectable("2026-11-24")).toBe(true);
    expect(rules.firstSelectable).toBe("2026-11-24");
  });

  it("never allows a holiday", () => {
    const rules = createDateRules(info, "2026-12-01");
    expect(rules.isSelectable("2026-12-24")).toBe(true);
    expect(rules.isSelectable("2026-12-25")).toBe(false);
    expect(rules.isSelectable("2026-12-26")).toBe(false);
    expect(rules.isSelectable("2026-12-27")).toBe(true);
  });

  it("skips holidays for the first selectable date", () => {
    const rules = createDateRules({ startAfterDays: 1, holidays: info.holidays }, "2026-12-24");
    expect(rules.firstSelectable).toBe("2026-12-27");
  });

  it("treats startAfterDays 0 and 1 as 'from tomorrow'", () => {
    expect(
      createDateRules({ startAfterDays: 0, holidays: [] }, "2026-11-22").isSelectable("2026-11-22"),
    ).toBe(false);
    expect(
      createDateRules({ startAfterDays: 1, holidays: [] }, "2026-11-22").isSelectable("2026-11-23"),
    ).toBe(true);
  });

  it("puts the second date after the first plus the same offset, not on a holiday", () => {
    const rules = createDateRules(info, "2026-12-01");
    expect(rules.isSelectableSecond("2026-12-21", "2026-12-20")).toBe(false);
    expect(rules.isSelectableSecond("2026-12-22", "2026-12-20")).toBe(true);
    expect(rules.isSelectableSecond("2026-12-25", "2026-12-20")).toBe(false);
  });

  it("ignores holiday entries it cannot read", () => {
    const rules = createDateRules(
      { startAfterDays: 1, holidays: [{ pubDate: "Christmas" }] },
      "2026-12-01",
    );
    expect(rules.isSelectable("2026-12-25")).toBe(true);
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

  it("gives the same selectable days to a visitor in any zone", () => {
    const now = new Date("2026-11-22T23:30:00Z");
    const rules = createDateRules(info, businessToday("Europe/London", now));
    expect(rules.firstSelectable).toBe("2026-11-24");
  });
});

describe("calendar dates", () => {
  it("adds days across months, years and DST changes", () => {
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("reads and writes the holiday format DD-MMM-YYYY", () => {
    expect(parseHolidayDate("25-Dec-2026")).toBe("2026-12-25");
    expect(parseHolidayDate("1-jan-2027")).toBe("2027-01-01");
    expect(parseHolidayDate("31-Feb-2027")).toBeNull();
    expect(formatHolidayDate("2027-01-01")).toBe("01-Jan-2027");
  });

  it("shows DD/MM/YYYY", () => {
    expect(formatDisplayDate("2026-12-07")).toBe("07/12/2026");
  });
});
