import { describe, expect, it } from "vitest";

import { todayOf } from "./business-day";

describe("the console's today", () => {
  it("is the business's date, not UTC's, just after midnight in London in summer", () => {
    // 00:30 on 15 July in London (BST, UTC+1) is still 23:30 on 14 July in UTC.
    const now = new Date("2026-07-14T23:30:00Z");
    expect(now.toISOString().slice(0, 10)).toBe("2026-07-14");
    expect(todayOf({ timeZone: "Europe/London" }, now)).toBe("2026-07-15");
  });

  it("follows the business's own zone", () => {
    const now = new Date("2026-12-31T16:30:00Z");
    expect(todayOf({ timeZone: "Europe/London" }, now)).toBe("2026-12-31");
    expect(todayOf({ timeZone: "Asia/Singapore" }, now)).toBe("2027-01-01");
  });
});
