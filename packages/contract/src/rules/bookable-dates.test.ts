import { describe, expect, it } from "vitest";

import {
  createDateRules,
  firstAllowedDate,
  firstSelectableDate,
  isSelectableDate,
} from "./bookable-dates";
import { businessToday } from "./calendar";

const info = {
  startAfterDays: 2,
  // As the wire carries them (YYYY-MM-DD), and one in the spec's display format.
  holidays: [{ pubDate: "2026-12-25" }, { pubDate: "2026-12-26" }, { pubDate: "28-Dec-2026" }],
};

describe("isSelectableDate and firstSelectableDate", () => {
  it("allows dates after today + startAfterDays − 1, except holidays", () => {
    const opts = { today: "2025-03-10", startAfterDays: 2, holidays: ["2025-03-13"] };
    expect(isSelectableDate("2025-03-11", opts)).toBe(false);
    expect(isSelectableDate("2025-03-12", opts)).toBe(true);
    expect(isSelectableDate("2025-03-13", opts)).toBe(false);
    expect(isSelectableDate("2025-03-14", { ...opts, after: "2025-03-12" })).toBe(true);
    expect(isSelectableDate("2025-03-13", { ...opts, holidays: [], after: "2025-03-12" })).toBe(
      false,
    );
    expect(
      firstSelectableDate({
        today: "2025-03-11",
        startAfterDays: 2,
        holidays: ["2025-03-13", "2025-03-14"],
      }),
    ).toBe("2025-03-15");
  });

  it("with no lead time, today itself can be booked (after today + 0 − 1)", () => {
    // The spec's rule. The kit's former copy clamped a lead time of 0 to "from tomorrow";
    // the contract and the server always allowed today.
    const opts = { today: "2026-11-22", startAfterDays: 0, holidays: [] };
    expect(isSelectableDate("2026-11-22", opts)).toBe(true);
    expect(isSelectableDate("2026-11-21", opts)).toBe(false);
    expect(firstSelectableDate(opts)).toBe("2026-11-22");
  });

  it("gives the lead-time bound on its own, for a change of date", () => {
    expect(firstAllowedDate("2026-12-30", 3)).toBe("2027-01-02");
    expect(firstAllowedDate("2026-12-30", 0)).toBe("2026-12-30");
  });

  it("accepts holidays as a set of dates", () => {
    const opts = { today: "2026-12-20", startAfterDays: 1, holidays: new Set(["2026-12-21"]) };
    expect(isSelectableDate("2026-12-21", opts)).toBe(false);
    expect(firstSelectableDate(opts)).toBe("2026-12-22");
  });
});

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
    expect(rules.isSelectable("2026-12-28")).toBe(false);
  });

  it("skips holidays for the first selectable date", () => {
    const rules = createDateRules({ startAfterDays: 1, holidays: info.holidays }, "2026-12-24");
    expect(rules.firstSelectable).toBe("2026-12-27");
  });

  it("treats startAfterDays 1 as 'from tomorrow'", () => {
    const rules = createDateRules({ startAfterDays: 1, holidays: [] }, "2026-11-22");
    expect(rules.isSelectable("2026-11-22")).toBe(false);
    expect(rules.isSelectable("2026-11-23")).toBe(true);
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

  it("gives the same selectable days to a visitor in any zone", () => {
    const now = new Date("2026-11-22T23:30:00Z");
    const rules = createDateRules(info, businessToday("Europe/London", now));
    expect(rules.firstSelectable).toBe("2026-11-24");
  });
});
