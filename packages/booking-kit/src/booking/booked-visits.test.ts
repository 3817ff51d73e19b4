import type { CartLine } from "@bookwell/contract";
import { bookingCalendar } from "@bookwell/mail";
import { describe, expect, it } from "vitest";

import { visitsOf } from "./booked-visits";
import { buildIcs } from "./visits-calendar";

const weeklyPlan: CartLine = {
  guid: "g1",
  refnum: "RF7001",
  matname: "Regular home cleaning, weekly",
  matnum: "RHC-WEEKLY",
  jobnum: "J-RHC",
  startdate: "2026-12-11",
  starttime: "08:00",
  endtime: "10:00",
  qty: 1,
  baseamt: 72,
  totalamt: 72,
  shipaddr1: "Buckingham Palace Road",
  shippostcode: "SW1A 1AA",
  sessions: [
    { sessionNo: 1, date: "2026-12-11" },
    { sessionNo: 2, date: "2026-12-18" },
    { sessionNo: 3, date: "2026-12-26" },
    { sessionNo: 4, date: "2027-01-02" },
  ],
};

describe("visitsOf (a plan's sessions)", () => {
  it("gives every session of a plan as a visit, numbered as the account area shows it", () => {
    const visits = visitsOf([weeklyPlan]);
    expect(visits.map((v) => [v.title, v.date, v.start, v.end])).toEqual([
      ["Regular home cleaning, weekly, session 1/4", "2026-12-11", "08:00", "10:00"],
      ["Regular home cleaning, weekly, session 2/4", "2026-12-18", "08:00", "10:00"],
      ["Regular home cleaning, weekly, session 3/4", "2026-12-26", "08:00", "10:00"],
      ["Regular home cleaning, weekly, session 4/4", "2027-01-02", "08:00", "10:00"],
    ]);
    expect(visits[0]!.location).toBe("Buckingham Palace Road, SW1A 1AA");
  });

  it("puts every session in the .ics", () => {
    const ics = buildIcs(visitsOf([weeklyPlan]), {
      timeZone: "Europe/London",
      uidPrefix: "TXN",
      domain: "bookwell.co.uk",
      now: new Date("2026-11-22T10:00:00Z"),
    });
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(ics).toContain("DTSTART;TZID=Europe/London:20270102T080000");
  });

  it("a line of one visit stays one visit", () => {
    const { sessions: _sessions, ...single } = weeklyPlan;
    expect(visitsOf([single])).toHaveLength(1);
  });
});

/*
 * The customer's "Add to calendar" download and the confirmation mail's attachment describe
 * the same visits the same way: both through the contract's one iCalendar writer, so the same
 * zone, the same local times and the same UIDs (a calendar that opens both keeps one event a
 * visit). Only the words differ: the mail names the brand and the booking.
 */
/** The lines that place the visits in time: the zone, and each event's UID, start and end. */
const timing = (ics: string) =>
  ics
    .split("\r\n")
    .filter((line) => !/^(DTSTAMP|PRODID|SUMMARY|DESCRIPTION|LOCATION|STATUS)[:;]/.test(line));

describe("the download and the mail's calendar file", () => {
  it("agree on every visit of a plan: zone, times and UIDs", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const download = buildIcs(visitsOf([weeklyPlan]), {
      timeZone: "Europe/London",
      uidPrefix: "RF7001",
      domain: "lioncityclean.sg",
      now,
    });
    const mailed = bookingCalendar({
      refnum: "RF7001",
      service: weeklyPlan.matname,
      address: "Buckingham Palace Road, SW1A 1AA",
      sessions: weeklyPlan.sessions!.map((session) => ({
        date: session.date,
        start: "08:00",
        end: "10:00",
      })),
      brandName: "Lion City Clean",
      domain: "lioncityclean.sg",
      timeZone: "Europe/London",
      now,
    });
    expect(timing(download)).toEqual(timing(mailed));
    expect(download).toContain("DTSTART;TZID=Europe/London:20270102T080000");
    expect(timing(download).filter((line) => line.startsWith("UID:"))).toHaveLength(4);
    // The brand's own domain, never another brand's.
    expect(download).toContain("UID:RF7001-1@lioncityclean.sg");
    expect(download.toLowerCase()).not.toContain("bookwell");
  });
});
