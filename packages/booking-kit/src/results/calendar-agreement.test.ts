import type { CartLine } from "@bookwell/contract";
import { bookingCalendar } from "@bookwell/mail";
import { describe, expect, it } from "vitest";

import { buildIcs, visitsOf } from "./booked-visits";

/*
 * The customer's "Add to calendar" download and the confirmation mail's attachment describe
 * the same visits the same way: both through the contract's one iCalendar writer, so the same
 * zone, the same local times and the same UIDs (a calendar that opens both keeps one event a
 * visit). Only the words differ: the mail names the brand and the booking.
 */

const plan: CartLine = {
  guid: "g1",
  refnum: "BK1001",
  matname: "Regular home cleaning, weekly",
  matnum: "RHC-WEEKLY",
  jobnum: "J-RHC",
  startdate: "2027-03-19",
  starttime: "08:00",
  endtime: "10:00",
  qty: 1,
  baseamt: 72,
  totalamt: 72,
  shipaddr1: "Buckingham Palace Road",
  shippostcode: "SW1A 1AA",
  sessions: [
    { sessionNo: 1, date: "2027-03-19" },
    { sessionNo: 2, date: "2027-03-26" },
    { sessionNo: 3, date: "2027-04-02" },
    { sessionNo: 4, date: "2027-04-09" },
  ],
};

/** The lines that place the visits in time: the zone, and each event's UID, start and end. */
const timing = (ics: string) =>
  ics
    .split("\r\n")
    .filter((line) => !/^(DTSTAMP|PRODID|SUMMARY|DESCRIPTION|LOCATION|STATUS)[:;]/.test(line));

describe("the download and the mail's calendar file", () => {
  it("agree on every visit of a plan: zone, times and UIDs", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const download = buildIcs(visitsOf([plan]), {
      timeZone: "Europe/London",
      uidPrefix: "BK1001",
      now,
    });
    const mailed = bookingCalendar({
      refnum: "BK1001",
      service: plan.matname,
      address: "Buckingham Palace Road, SW1A 1AA",
      sessions: plan.sessions!.map((session) => ({
        date: session.date,
        start: "08:00",
        end: "10:00",
      })),
      brandName: "Bookwell",
      timeZone: "Europe/London",
      now,
    });
    expect(timing(download)).toEqual(timing(mailed));
    // Across the change to British Summer Time, the wall-clock time stays 08:00.
    expect(download).toContain("DTSTART;TZID=Europe/London:20270402T080000");
    expect(timing(download).filter((line) => line.startsWith("UID:"))).toHaveLength(4);
  });
});
