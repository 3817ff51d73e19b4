import { weekdayOf } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import {
  formatQuoteSchedule,
  parseQuoteSchedule,
  quoteShift,
  quoteStartDate,
} from "../src/handlers/quotations/quote-schedule";
import { quotedLineTotalPence } from "../src/handlers/quotations/quote-amounts";
import { acceptedLines, acceptedTotal } from "../src/handlers/quotations/quotation";

describe("a quotation's schedule text", () => {
  it.each([
    ["Mondays, 08:00 to 10:00", { weekday: 1, start: "08:00", end: "10:00" }],
    [
      "Friday 4 December 2026, 10:30 to 12:30",
      { date: "2026-12-04", weekday: 5, start: "10:30", end: "12:30" },
    ],
    ["04/12/2026 9:00-11:00", { date: "2026-12-04", weekday: 5, start: "09:00", end: "11:00" }],
    ["2026-12-07 at 13:00", { date: "2026-12-07", weekday: 1, start: "13:00" }],
    ["every Thursday", { weekday: 4 }],
    ["", {}],
    // Not a date (31 February), not a time (25:00): left out, not guessed.
    ["31 February 2027, 25:00 to 26:00", {}],
  ])("reads %j", (text, expected) => {
    expect(parseQuoteSchedule(text)).toEqual(expected);
  });

  it("writes what it reads back", () => {
    const text = formatQuoteSchedule("2026-11-30", "08:00", "10:00");
    expect(text).toBe("Monday 30 November 2026, 08:00 to 10:00");
    expect(parseQuoteSchedule(text)).toEqual({
      date: "2026-11-30",
      weekday: 1,
      start: "08:00",
      end: "10:00",
    });
  });

  it("starts on the quoted date, else the first bookable quoted weekday, never a holiday", () => {
    const none = new Set<string>();
    // A Sunday's earliest day (today + lead time) is Tuesday 2026-11-24.
    const earliest = "2026-11-24";
    expect(quoteStartDate({ date: "2026-12-04", weekday: 5 }, earliest, none)).toBe("2026-12-04");
    expect(quoteStartDate({ weekday: 1 }, earliest, none)).toBe("2026-11-30");
    // A quoted date already too near or past: the same weekday, first bookable.
    expect(quoteStartDate({ date: "2026-11-20", weekday: 5 }, earliest, none)).toBe("2026-11-27");
    expect(quoteStartDate({}, earliest, none)).toBe(earliest);
    expect(quoteStartDate({ weekday: 5 }, "2026-12-24", new Set(["2026-12-25"]))).toBe(
      "2027-01-01",
    );
    expect(weekdayOf("2027-01-01")).toBe(5);
  });

  it("takes the shift at the quoted times, else the first of the day", () => {
    const shifts = [
      { shiftnum: "b", starttime: "10:30", endtime: "12:30" },
      { shiftnum: "a", starttime: "08:00", endtime: "10:00" },
    ];
    expect(quoteShift({ start: "10:30", end: "12:30" }, shifts)?.shiftnum).toBe("b");
    expect(quoteShift({ start: "10:30", end: "13:00" }, shifts)?.shiftnum).toBe("b");
    expect(quoteShift({ start: "09:00" }, shifts)?.shiftnum).toBe("a");
    expect(quoteShift({}, shifts)?.shiftnum).toBe("a");
    expect(quoteShift({}, [])).toBeUndefined();
  });
});

describe("a quotation as accepted", () => {
  const line = (over: Partial<Parameters<typeof acceptedLines>[0][number]> = {}) =>
    ({
      id: 1,
      base_pence: 4500,
      wkd_pence: 500,
      loc_pence: 250,
      opt_pence: 300,
      disc_pence: 1000,
      qty: 4,
      sessionQty: 4,
      upgrade_base_pence: 4000,
      ...over,
    }) as Parameters<typeof acceptedLines>[0][number];

  it("as given keeps the quoted amounts; (base + weekend + location + option) × qty − discount", () => {
    const [given] = acceptedLines([line()], false);
    expect(given!.accepted).toMatchObject({ base_pence: 4500, qty: 4, sessionQty: 4 });
    expect(quotedLineTotalPence(given!.accepted)).toBe(21200);
  });

  it("as the upgrade prices an upgradable line at 12 sessions and its 12-session base", () => {
    const lines = acceptedLines([line(), line({ id: 2, upgrade_base_pence: null, qty: 1 })], true);
    expect(lines[0]!.accepted).toMatchObject({ base_pence: 4000, qty: 12, sessionQty: 12 });
    expect(lines[1]!.accepted).toMatchObject({ base_pence: 4500, qty: 1, sessionQty: 4 });
    // (40 + 5 + 2.50 + 3) × 12 − 10, and the other line as given.
    expect(acceptedTotal(lines)).toBe(59600 + 5550 - 1000);
    // Two sets of 4 sessions become two sets of 12.
    expect(acceptedLines([line({ qty: 8 })], true)[0]!.accepted.qty).toBe(24);
  });
});
