import { describe, expect, it } from "vitest";

import { testApp } from "./helpers";

describe("holidays and time slots", () => {
  it("gives the package's lead time, the UK bank holidays and the demo's closed day as YYYY-MM-DD", async () => {
    const { request } = await testApp();
    const body = await (await request("/api/booking/holidaylist/EOT-2BED")).json();
    expect(body.data.startAfterDays).toBe(3);
    expect(body.data.holidays).toContainEqual({ pubDate: "2026-12-25" });
    expect(body.data.holidays).toContainEqual({ pubDate: "2027-03-29" });
    // Five days after the seed day (2026-11-22): the day the change-date dialog refuses.
    expect(body.data.holidays).toContainEqual({ pubDate: "2026-11-27" });
    // Last year to five years on from the seed day: 2025 to 2031, eight bank holidays a year.
    const days: string[] = body.data.holidays.map((day: { pubDate: string }) => day.pubDate);
    expect(days).toContain("2025-01-01");
    expect(days).toContain("2031-12-26");
    expect(days.filter((day) => day.startsWith("2031"))).toHaveLength(8);
    expect(days).toEqual([...days].sort());
  });

  it("lists a job's slots with places left, earliest first", async () => {
    const { request } = await testApp();
    const body = await (await request("/api/booking/timeslots/J-RHC?date=2026-12-01")).json();
    expect(body.data.map((slot: { starttime: string }) => slot.starttime)).toEqual([
      "08:00",
      "10:30",
      "13:00",
      "15:30",
      "18:00",
    ]);
    expect(body.data[0]).toEqual({ shiftnum: "J-RHC-a", starttime: "08:00", endtime: "10:00" });
  });

  it("drops a full slot and offers none on a holiday", async () => {
    const { request, db } = await testApp();
    await db.query(
      "INSERT INTO shift_bookings (shiftnum, service_date, arnum) VALUES ('J-RHC-e', '2026-12-01', 'AR1001')",
    );
    const body = await (await request("/api/booking/timeslots/J-RHC?date=2026-12-01")).json();
    expect(body.data.map((slot: { shiftnum: string }) => slot.shiftnum)).not.toContain("J-RHC-e");
    const christmas = await (await request("/api/booking/timeslots/J-RHC?date=2026-12-25")).json();
    expect(christmas.data).toEqual([]);
  });

  it.each([
    ["/api/booking/timeslots/J-RHC", 400],
    ["/api/booking/timeslots/J-RHC?date=01/12/2026", 400],
    ["/api/booking/timeslots/J-RHC?date=2026-02-30", 400],
    ["/api/booking/timeslots/NOPE?date=2026-12-01", 404],
    ["/api/booking/holidaylist/NOPE", 404],
  ])("answers %s with %i and a message, never a 500", async (path, status) => {
    const { request } = await testApp();
    const response = await request(path);
    expect(response.status).toBe(status);
    expect((await response.json()).meta.message).not.toBe("");
  });
});
