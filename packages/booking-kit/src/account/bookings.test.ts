import { bookingListItem, businessToday } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import {
  bookingListReducer,
  bookingRowStatus,
  bookingStateBeside,
  bookingStatusLabel,
  defaultBookingRange,
  initialBookingList,
  progressPercent,
  searchByTicket,
} from "./bookings";

describe("each tab's default dates (account-area.md section 4)", () => {
  it("Active runs from today to 30 days ahead", () => {
    expect(defaultBookingRange("active", "2026-11-25")).toEqual({
      from: "2026-11-25",
      to: "2026-12-25",
    });
  });

  it("History runs from 30 days ago up to today", () => {
    expect(defaultBookingRange("history", "2026-11-25")).toEqual({
      from: "2026-10-26",
      to: "2026-11-25",
    });
  });

  it("crosses years and leap days by the calendar, not by hours", () => {
    expect(defaultBookingRange("active", "2027-12-15").to).toBe("2028-01-14");
    expect(defaultBookingRange("history", "2028-03-01").from).toBe("2028-01-31");
    // The last Sunday of October in London has 25 hours: still one calendar day each.
    expect(defaultBookingRange("history", "2026-11-24").from).toBe("2026-10-25");
  });

  it("starts from the business's today, not the host's", () => {
    // 23:30 on the 1st in London is already the 2nd in Singapore.
    const now = new Date("2026-12-01T23:30:00Z");
    const today = businessToday("Europe/London", now);
    expect(defaultBookingRange("active", today).from).toBe("2026-12-01");
    expect(defaultBookingRange("active", businessToday("Asia/Singapore", now)).from).toBe(
      "2026-12-02",
    );
  });
});

describe("the status a customer reads", () => {
  it.each([
    ["Open", "Pending"],
    ["Confirmed", "Confirmed"],
    ["Completed", "Confirmed"],
    ["Cancelled", "Confirmed"],
    ["open", "Confirmed"],
  ])("%s shows as %s", (status, label) => {
    expect(bookingStatusLabel(status)).toBe(label);
  });

  // The spec's word stays, and what the booking really is shows beside it.
  it("shows beside the spec's word a cancelled, refunded or refund-requested booking", () => {
    expect(bookingStateBeside("Cancelled", false)).toBe("Cancelled");
    expect(bookingStateBeside("Refunded", true)).toBe("Refunded");
    expect(bookingStateBeside("Completed", true)).toBe("Refund requested");
    expect(bookingStateBeside("Confirmed", false)).toBeNull();
    expect(bookingStateBeside("Open", false)).toBeNull();
  });

  it("a booking awaiting payment reads so until its deadline, then Released", () => {
    const awaitingPayment = {
      refnum: "RF1234",
      reference: "SOR-RF1234",
      paymentref: "paynow" as const,
      payBy: "2026-11-28T10:00:00.000Z",
      expired: false,
    };
    expect(bookingRowStatus({ status: "Open", awaitingPayment })).toBe("Awaiting payment");
    expect(
      bookingRowStatus({ status: "Open", awaitingPayment: { ...awaitingPayment, expired: true } }),
    ).toBe("Released");
    expect(bookingRowStatus({ status: "Open" })).toBe("Pending");
    expect(bookingRowStatus({ status: "Confirmed" })).toBe("Confirmed");
  });
});

describe("the ticket search", () => {
  const rows = ["TK-24001", "TK-24002", "TK-23950"].map((ticket, index) =>
    bookingListItem.parse({
      ticket,
      sessionNo: "1/1",
      serviceDate: "2026-11-30",
      assignedCrew: "",
      serviceType: "Deep cleaning",
      status: "Open",
      refnum: `BK-${index}`,
    }),
  );

  it("keeps the rows whose ticket contains the text, case and spaces ignored", () => {
    expect(searchByTicket(rows, " tk-240 ").map((row) => row.ticket)).toEqual([
      "TK-24001",
      "TK-24002",
    ]);
    expect(searchByTicket(rows, "3950").map((row) => row.refnum)).toEqual(["BK-2"]);
    expect(searchByTicket(rows, "nothing")).toEqual([]);
  });

  it("keeps every row for an empty search", () => {
    expect(searchByTicket(rows, "  ")).toHaveLength(3);
  });
});

describe("the list's events", () => {
  const today = "2026-11-25";
  const opened = initialBookingList("active", today);

  it("opens on a tab with its default dates already asked for", () => {
    expect(opened).toEqual({
      type: "active",
      draft: { from: "2026-11-25", to: "2026-12-25" },
      applied: { from: "2026-11-25", to: "2026-12-25" },
      search: "",
      missing: null,
    });
  });

  it("changing date-from sets date-to equal to it, and asks for nothing yet", () => {
    const state = bookingListReducer(opened, { type: "from", date: "2026-12-03" });
    expect(state.draft).toEqual({ from: "2026-12-03", to: "2026-12-03" });
    expect(state.applied).toEqual(opened.applied);
  });

  it("Filter asks for the chosen dates", () => {
    let state = bookingListReducer(opened, { type: "from", date: "2026-12-03" });
    state = bookingListReducer(state, { type: "to", date: "2027-01-20" });
    state = bookingListReducer(state, { type: "filter" });
    expect(state.applied).toEqual({ from: "2026-12-03", to: "2027-01-20" });
  });

  it("Filter with a missing date names it and keeps the last request", () => {
    let state = bookingListReducer(opened, { type: "from", date: "" });
    expect(state.draft.to).toBe("2026-12-25");
    state = bookingListReducer(state, { type: "filter" });
    expect(state.missing).toBe("from");
    expect(state.applied).toEqual(opened.applied);
    state = bookingListReducer(state, { type: "from", date: "2026-12-01" });
    expect(state.missing).toBeNull();
    state = bookingListReducer(state, { type: "to", date: "" });
    expect(bookingListReducer(state, { type: "filter" }).missing).toBe("to");
  });

  it("Filter puts dates typed the wrong way round in order", () => {
    let state = bookingListReducer(opened, { type: "from", date: "2026-12-10" });
    state = bookingListReducer(state, { type: "to", date: "2026-12-01" });
    expect(bookingListReducer(state, { type: "filter" }).applied).toEqual({
      from: "2026-12-01",
      to: "2026-12-10",
    });
  });

  it("switching tabs starts the other tab afresh with its own dates", () => {
    let state = bookingListReducer(opened, { type: "search", text: "TK" });
    state = bookingListReducer(state, { type: "from", date: "2027-02-01" });
    state = bookingListReducer(state, { type: "tab", tab: "history", today });
    expect(state).toEqual(initialBookingList("history", today));
    expect(state.applied).toEqual({ from: "2026-10-26", to: "2026-11-25" });
  });
});

describe("a booking's progress", () => {
  it.each([
    [0, 0],
    [40, 40],
    ["75", 75],
    [120, 100],
    [-5, 0],
    [33.6, 34],
    ["In progress", null],
    ["", null],
  ])("%j is %j", (progress, percent) => {
    expect(progressPercent(progress)).toBe(percent);
  });
});
