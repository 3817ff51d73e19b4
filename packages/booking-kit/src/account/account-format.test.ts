import { describe, expect, it } from "vitest";

import { creditDate, inboxDate, pageCountOf, pageOf, searchBySender } from "./account-format";

describe("account dates", () => {
  it("writes inbox dates as DD MMM YYYY, from a date-time or a date", () => {
    expect(inboxDate("2026-11-20T09:30:00Z")).toBe("20 Nov 2026");
    expect(inboxDate("2027-01-05")).toBe("05 Jan 2027");
  });
  it("writes credit dates as DD-MMM-YYYY and leaves no expiry empty", () => {
    expect(creditDate("2026-12-31")).toBe("31-Dec-2026");
    expect(creditDate("")).toBe("");
  });
});

describe("paging", () => {
  const items = [1, 2, 3, 4, 5, 6, 7];
  it("splits into pages of the size, the last one short", () => {
    expect(pageCountOf(7, 5)).toBe(2);
    expect(pageOf(items, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOf(items, 2, 5)).toEqual([6, 7]);
  });
  it("keeps one page for an empty list and clamps a page out of range", () => {
    expect(pageCountOf(0, 5)).toBe(1);
    expect(pageOf([], 1, 5)).toEqual([]);
    expect(pageOf(items, 9, 5)).toEqual([6, 7]);
    expect(pageOf(items, 0, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("searchBySender", () => {
  const inbox = [{ sender: "Bookwell Support" }, { sender: "Crew: Maria" }];
  it("matches part of the sender, any case, and everything when empty", () => {
    expect(searchBySender(inbox, " maria ")).toEqual([{ sender: "Crew: Maria" }]);
    expect(searchBySender(inbox, "BOOK")).toEqual([{ sender: "Bookwell Support" }]);
    expect(searchBySender(inbox, "")).toHaveLength(2);
    expect(searchBySender(inbox, "nobody")).toEqual([]);
  });
});
