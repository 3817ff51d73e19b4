import { describe, expect, it } from "vitest";

import { calendarFile, escapeText, foldLine, zoneOffsetMinutes } from "./calendar-file";

const visit = {
  uid: "TXN-1-1@bookwell",
  title: "Home Cleaning, 3 hours; deep",
  date: "2026-08-04",
  start: "09:00",
  end: "12:00",
  location: "Flat 2, 10 Downing Street\nLondon",
};
const now = new Date("2026-07-15T10:20:30.123Z");

describe("calendarFile", () => {
  const ics = calendarFile([visit], { timeZone: "Europe/London", now });
  const lines = ics.split("\r\n");

  it("ends every line with CRLF and has no bare LF", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("keeps the business's local time with its TZID", () => {
    expect(lines).toContain("DTSTART;TZID=Europe/London:20260804T090000");
    expect(lines).toContain("DTEND;TZID=Europe/London:20260804T120000");
    expect(lines).toContain("DTSTAMP:20260715T102030Z");
    expect(lines).toContain("UID:TXN-1-1@bookwell");
  });

  it("carries the zone's real offsets (GMT and BST) in a VTIMEZONE", () => {
    expect(lines).toContain("TZID:Europe/London");
    expect(lines).toContain("TZOFFSETTO:+0100");
    expect(lines).toContain("TZOFFSETTO:+0000");
    // 2026-03-29, the last Sunday of March, 01:00 GMT.
    expect(lines).toContain("DTSTART:20260329T010000");
  });

  it("escapes text", () => {
    expect(lines).toContain("SUMMARY:Home Cleaning\\, 3 hours\\; deep");
    expect(lines).toContain("LOCATION:Flat 2\\, 10 Downing Street\\nLondon");
    expect(escapeText("a\\b")).toBe("a\\\\b");
  });

  it("gives a two-job booking two events", () => {
    const two = calendarFile([visit, { ...visit, uid: "TXN-1-2@bookwell", date: "2026-12-01" }], {
      timeZone: "Europe/London",
      now,
    });
    expect(two.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(two).toContain("DTSTART;TZID=Europe/London:20261201T090000");
  });

  it("works for Singapore (no daylight saving)", () => {
    const sg = calendarFile([visit], { timeZone: "Asia/Singapore", now });
    expect(sg).toContain("TZOFFSETTO:+0800");
    expect(sg).not.toContain("BEGIN:DAYLIGHT");
  });

  it("writes a visit without a time as an all-day event", () => {
    const { start: _start, end: _end, ...day } = visit;
    const allDay = calendarFile([day], { timeZone: "Europe/London", now }).split("\r\n");
    expect(allDay).toContain("DTSTART;VALUE=DATE:20260804");
    expect(allDay).toContain("DTEND;VALUE=DATE:20260805");
  });

  it("ends a visit without an end two hours after its start, past midnight on the next day", () => {
    const late = calendarFile([{ ...visit, start: "23:00", end: undefined }], {
      timeZone: "Europe/London",
      now,
    }).split("\r\n");
    expect(late).toContain("DTEND;TZID=Europe/London:20260805T010000");
  });
});

describe("foldLine", () => {
  it("folds at 75 octets with CRLF and a space, never inside a character", () => {
    const folded = foldLine(`SUMMARY:${"é".repeat(60)}`);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(`SUMMARY:${"é".repeat(60)}`);
  });
});

describe("zoneOffsetMinutes", () => {
  it("knows London's summer and winter", () => {
    expect(zoneOffsetMinutes("Europe/London", new Date("2026-08-01T12:00:00Z"))).toBe(60);
    expect(zoneOffsetMinutes("Europe/London", new Date("2026-01-01T12:00:00Z"))).toBe(0);
  });
});
