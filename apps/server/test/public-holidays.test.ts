import { serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { publicHolidays } from "../src/holidays";
import { ALICE, accountApp, dataOf, failureOf } from "./account-helpers";
import { weekly } from "./cart-helpers";
import { staffApp, type StaffApp } from "./staff-helpers";

/**
 * Public holidays come from the date-holidays package for any year (`holidays.ts`), with the
 * brand's closures and the staff's days from the `holidays` table on top.
 */

const slotsOn = async (app: Pick<StaffApp, "request">, date: string) =>
  (
    await dataOf("timeSlots", await app.request(`/api/booking/timeslots/J-DEEP?date=${date}`))
  ).data.map((slot: { shiftnum: string }) => slot.shiftnum);

const listed = async (app: Pick<StaffApp, "request">) =>
  (
    await dataOf("holidays", await app.request("/api/booking/holidaylist/DEEP-3H"))
  ).data.holidays.map((day: { pubDate: string }) => day.pubDate);

describe("public holidays of any year", () => {
  it("computes England and Wales bank holidays for 2031, Easter Monday included", () => {
    expect(publicHolidays(2031)).toEqual(
      expect.arrayContaining([
        { date: "2031-04-11", name: "Good Friday" },
        { date: "2031-04-14", name: "Easter Monday" },
        { date: "2031-08-25", name: "Summer bank holiday" },
        { date: "2031-12-25", name: "Christmas Day" },
      ]),
    );
    // Observances (Mother's Day, Easter Sunday) are not days off.
    expect(publicHolidays(2031).map((day) => day.date)).not.toContain("2031-04-13");
    // Christmas on a Saturday and Boxing Day on a Sunday: off on the substitute days only.
    const christmas2027 = publicHolidays(2027).filter((day) => day.date >= "2027-12-01");
    expect(christmas2027).toEqual([
      { date: "2027-12-27", name: "Christmas Day (substitute day)" },
      { date: "2027-12-28", name: "Boxing Day (substitute day)" },
    ]);
  });

  it("offers no slot on Christmas Day or Easter Monday 2031, and refuses it in the cart", async () => {
    const app = await accountApp();
    expect(await slotsOn(app, "2031-12-25")).toEqual([]);
    expect(await slotsOn(app, "2031-04-14")).toEqual([]);
    expect((await slotsOn(app, "2031-04-15")).length).toBeGreaterThan(0);
    const response = await app.request(`/api/booking/cart/${ALICE}`, {
      method: "POST",
      json: [weekly({ startdate: "2031-12-25" })],
      cookie: app.alice,
    });
    expect(await failureOf(response)).toEqual({
      status: 400,
      message: serverTexts.dateNotSelectable,
    });
    expect(await listed(app)).toEqual(expect.arrayContaining(["2031-04-14", "2031-12-25"]));
  });

  it("closes the brand's own closure day on top of the public holidays", async () => {
    const app = await accountApp();
    expect((await slotsOn(app, "2031-06-10")).length).toBeGreaterThan(0);
    await app.db.query("INSERT INTO holidays (holiday_date, name) VALUES ($1, $2)", [
      "2031-06-10",
      "Bookwell company day",
    ]);
    expect(await slotsOn(app, "2031-06-10")).toEqual([]);
    expect(await listed(app)).toEqual(expect.arrayContaining(["2031-06-10", "2031-12-25"]));
  });

  it("lets the staff open on a public holiday, and close it again", async () => {
    const app = await staffApp();
    const remove = () =>
      app.request("/api/staff/calendar/holidays/2031-12-25", {
        method: "DELETE",
        cookie: app.admin,
      });
    const removed = await dataOf("staffRemoveHoliday", await remove());
    expect(removed.data).not.toContainEqual(expect.objectContaining({ date: "2031-12-25" }));
    expect((await slotsOn(app, "2031-12-25")).length).toBeGreaterThan(0);
    expect(await listed(app)).not.toContain("2031-12-25");
    expect(await failureOf(await remove())).toEqual({
      status: 404,
      message: serverTexts.staffHolidayUnknown,
    });
    const added = await dataOf(
      "staffAddHoliday",
      await app.request("/api/staff/calendar/holidays", {
        method: "POST",
        json: { date: "2031-12-25", name: "Christmas Day" },
        cookie: app.admin,
      }),
    );
    expect(added.data).toContainEqual({ date: "2031-12-25", name: "Christmas Day" });
    expect(await slotsOn(app, "2031-12-25")).toEqual([]);
  });

  it("refuses to add a public holiday twice", async () => {
    const app = await staffApp();
    const response = await app.request("/api/staff/calendar/holidays", {
      method: "POST",
      json: { date: "2031-04-14", name: "Again" },
      cookie: app.admin,
    });
    expect(await failureOf(response)).toEqual({
      status: 409,
      message: serverTexts.staffHolidayExists,
    });
  });
});
