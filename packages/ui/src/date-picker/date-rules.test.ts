import { dateMatchModifiers, type Matcher } from "react-day-picker";
import { describe, expect, it } from "vitest";

import { parseIsoDate, toIsoDate } from "./date-format";
import { isDateSelectable, toMatchers } from "./date-rules";

const day = (iso: string) => parseIsoDate(iso)!;

/** Every day from 2026-11-20 to 2027-01-10, across a month and a year. */
const days = Array.from({ length: 52 }, (_, index) => new Date(2026, 10, 20 + index));

/** Matchers of every kind react-day-picker documents, edges on the days above. */
const matchers: Record<string, Matcher> = {
  true: true,
  false: false,
  function: (date: Date) => date.getDate() % 3 === 0,
  "a day": day("2026-12-25"),
  days: [day("2026-12-25"), day("2026-12-26"), day("2027-01-01")],
  range: { from: day("2026-12-24"), to: day("2026-12-28") },
  "range backwards": { from: day("2026-12-28"), to: day("2026-12-24") },
  "range of one day": { from: day("2026-12-24"), to: undefined },
  before: { before: day("2026-12-03") },
  after: { after: day("2027-01-05") },
  between: { after: day("2026-12-20"), before: day("2026-12-31") },
  outside: { after: day("2026-12-31"), before: day("2026-12-20") },
  weekends: { dayOfWeek: [0, 6] },
  Mondays: { dayOfWeek: 1 },
};

describe("isDateSelectable", () => {
  // The calendar disables days with react-day-picker; a typed date is checked by our own
  // matching, which must agree with it day by day, or the field and its calendar disagree.
  it.each(Object.entries(matchers))("refuses the days react-day-picker disables: %s", (_, m) => {
    for (const date of days) {
      const disabled = dateMatchModifiers(date, [m]);
      expect(isDateSelectable(toIsoDate(date), { disabledDays: m }), toIsoDate(date)).toBe(
        !disabled,
      );
    }
  });

  it("combines every rule as the calendar does", () => {
    const rules = {
      fromDate: "2026-12-01",
      toDate: "2026-12-31",
      isDateDisabled: (iso: string) => iso === "2026-12-25",
      disabledDays: [{ dayOfWeek: [0] }, day("2026-12-08")],
    };
    const { matchers: all } = toMatchers(rules);
    for (const date of days) {
      expect(isDateSelectable(toIsoDate(date), rules), toIsoDate(date)).toBe(
        !dateMatchModifiers(date, all),
      );
    }
  });
});
