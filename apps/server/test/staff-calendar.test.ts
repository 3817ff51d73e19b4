import { serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { DEMO_STAFF_PASSWORD } from "../src/seed";
import { dataOf, failureOf } from "./account-helpers";
import { ADMIN, AGENT, auditOf, staffApp, staffLogin, type StaffApp } from "./staff-helpers";

/** The calendar (holidays, a day's capacity, closing a day) and staff accounts, admin side. */

const slotsOn = async (app: StaffApp, date: string) =>
  (
    await dataOf("timeSlots", await app.request(`/api/booking/timeslots/J-DEEP?date=${date}`))
  ).data.map((slot: { shiftnum: string }) => slot.shiftnum);

describe("the calendar", () => {
  it("adds and removes a holiday: the customer's calendar follows", async () => {
    const app = await staffApp();
    const holiday = (json: unknown) =>
      app.request("/api/staff/calendar/holidays", { method: "POST", json, cookie: app.admin });
    const added = await dataOf(
      "staffAddHoliday",
      await holiday({ date: "2026-12-02", name: "Staff training" }),
    );
    expect(added.data).toContainEqual({ date: "2026-12-02", name: "Staff training" });
    const customer = await dataOf(
      "holidays",
      await app.request("/api/booking/holidaylist/DEEP-3H"),
    );
    expect(customer.data.holidays).toContainEqual({ pubDate: "2026-12-02" });
    expect(await slotsOn(app, "2026-12-02")).toEqual([]);
    expect(await failureOf(await holiday({ date: "2026-12-02", name: "Again" }))).toEqual({
      status: 409,
      message: serverTexts.staffHolidayExists,
    });
    expect(await failureOf(await holiday({ date: "2026-13-02", name: "No such day" }))).toEqual({
      status: 400,
      message: "Expected a real calendar date",
    });
    expect(await failureOf(await holiday({ date: "2026-12-03", name: "" }))).toEqual({
      status: 400,
      message: "Name is required.",
    });
    await dataOf(
      "staffRemoveHoliday",
      await app.request("/api/staff/calendar/holidays/2026-12-02", {
        method: "DELETE",
        cookie: app.admin,
      }),
    );
    expect((await slotsOn(app, "2026-12-02")).length).toBeGreaterThan(0);
    expect(
      await failureOf(
        await app.request("/api/staff/calendar/holidays/2026-12-02", {
          method: "DELETE",
          cookie: app.admin,
        }),
      ),
    ).toEqual({ status: 404, message: serverTexts.staffHolidayUnknown });
    expect((await auditOf(app, "2026-12-02")).map((entry) => entry.action)).toEqual([
      "calendar.holiday.add",
      "calendar.holiday.remove",
    ]);
  });

  it("sets a shift's capacity for a day, and closes a day: the customer's slots follow", async () => {
    const app = await staffApp();
    const date = "2026-12-02";
    const before = await slotsOn(app, date);
    expect(before).toContain("J-DEEP-b");
    const day = await dataOf(
      "staffSetCapacity",
      await app.request("/api/staff/calendar/capacity", {
        method: "PUT",
        json: { shiftnum: "J-DEEP-b", date, capacity: 0 },
        cookie: app.admin,
      }),
    );
    expect(day.data.shifts).toContainEqual(
      expect.objectContaining({ shiftnum: "J-DEEP-b", capacity: 0 }),
    );
    expect(await slotsOn(app, date)).toEqual(
      before.filter((shift: string) => shift !== "J-DEEP-b"),
    );
    // Another day keeps the usual capacity.
    expect(await slotsOn(app, "2026-12-03")).toContain("J-DEEP-b");
    expect(
      await failureOf(
        await app.request("/api/staff/calendar/capacity", {
          method: "PUT",
          json: { shiftnum: "J-NONE", date, capacity: 2 },
          cookie: app.admin,
        }),
      ),
    ).toEqual({ status: 404, message: serverTexts.staffShiftUnknown });
    expect(
      await failureOf(
        await app.request("/api/staff/calendar/capacity", {
          method: "PUT",
          json: { shiftnum: "J-DEEP-b", date, capacity: -1 },
          cookie: app.admin,
        }),
      ),
    ).toEqual({ status: 400, message: "Capacity is not valid." });

    const closed = await dataOf(
      "staffCloseDay",
      await app.request("/api/staff/calendar/closed", {
        method: "POST",
        json: { date: "2026-12-03", jobnum: "J-DEEP" },
        cookie: app.admin,
      }),
    );
    expect(
      closed.data.shifts
        .filter((shift: { jobnum: string }) => shift.jobnum === "J-DEEP")
        .every((shift: { capacity: number }) => shift.capacity === 0),
    ).toBe(true);
    expect(await slotsOn(app, "2026-12-03")).toEqual([]);
    const read = await dataOf(
      "staffCapacity",
      await app.request("/api/staff/calendar/capacity?date=2026-12-03", { cookie: app.agent }),
    );
    expect(read.data.shifts).toContainEqual(
      expect.objectContaining({
        shiftnum: "J-DEEP-b",
        defaultCapacity: expect.any(Number),
        capacity: 0,
      }),
    );
    expect((await auditOf(app, "J-DEEP-b 2026-12-02")).map((entry) => entry.action)).toEqual([
      "calendar.capacity",
    ]);
    expect((await auditOf(app, "J-DEEP 2026-12-03")).map((entry) => entry.action)).toEqual([
      "calendar.close",
    ]);
  });
});

describe("staff accounts", () => {
  it("lets an admin create an agent with a strong password, and disable one", async () => {
    const app = await staffApp();
    const create = (json: unknown) =>
      app.request("/api/staff/accounts", { method: "POST", json, cookie: app.admin });
    const account = { email: "New.Agent@Bookwell.example", name: "Nia New", role: "agent" };
    for (const password of [
      "short1!",
      "password-password-1",
      "aaaaaaaaaaaaaaaa",
      "new.agent-12345678",
    ]) {
      expect(await failureOf(await create({ ...account, password })), password).toEqual({
        status: 400,
        message: serverTexts.staffWeakPassword,
      });
    }
    expect(await failureOf(await create({ ...account, role: "owner", password: "x" }))).toEqual({
      status: 400,
      message: "Role is not valid.",
    });
    const created = await dataOf(
      "staffCreateAccount",
      await create({ ...account, password: "Tulip-Harbour-93" }),
    );
    expect(created.data).toMatchObject({
      email: "new.agent@bookwell.example",
      role: "agent",
      disabled: false,
    });
    expect(await failureOf(await create({ ...account, password: "Tulip-Harbour-93" }))).toEqual({
      status: 409,
      message: serverTexts.staffEmailTaken,
    });
    const cookie = await staffLogin(app, "new.agent@bookwell.example", "Tulip-Harbour-93");
    expect((await app.request("/api/staff/me", { cookie })).status).toBe(200);
    const [row] = await app.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM staff_users WHERE email = 'new.agent@bookwell.example'",
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);

    // Disabled: its session ends at once and it signs in no more.
    const disabled = await dataOf(
      "staffDisableAccount",
      await app.request(`/api/staff/accounts/${created.data.staffId}/disable`, {
        method: "POST",
        cookie: app.admin,
      }),
    );
    expect(disabled.data.disabled).toBe(true);
    expect((await app.request("/api/staff/me", { cookie })).status).toBe(401);
    expect(
      await failureOf(
        await app.request("/api/staff/login", {
          method: "POST",
          json: { email: "new.agent@bookwell.example", password: "Tulip-Harbour-93" },
        }),
      ),
    ).toEqual({ status: 400, message: serverTexts.staffLoginFailed });
    expect(
      await failureOf(
        await app.request(`/api/staff/accounts/${ADMIN.staffId}/disable`, {
          method: "POST",
          cookie: app.admin,
        }),
      ),
    ).toEqual({ status: 409, message: serverTexts.staffNotYourself });
    const list = await dataOf(
      "staffAccounts",
      await app.request("/api/staff/accounts", { cookie: app.admin }),
    );
    expect(list.data.map((member: { email: string }) => member.email)).toEqual(
      expect.arrayContaining([AGENT.email, ADMIN.email, "new.agent@bookwell.example"]),
    );
    expect((await auditOf(app, created.data.staffId)).map((entry) => entry.action)).toEqual([
      "staff.create",
      "staff.disable",
    ]);
    // The audit log never keeps a password or its hash.
    const log = JSON.stringify(await app.db.query("SELECT before, after FROM audit_log"));
    expect(log).not.toContain("Tulip-Harbour-93");
    expect(log).not.toContain("argon2");
  });

  it("seeds no demo staff login in production", async () => {
    const { seed } = await import("../src/seed");
    const app = await staffApp();
    await seed(app.db, { today: "2026-11-22", demoStaff: false });
    expect(await app.db.query("SELECT 1 FROM staff_users")).toEqual([]);
    expect(
      (
        await app.request("/api/staff/login", {
          method: "POST",
          json: { email: AGENT.email, password: DEMO_STAFF_PASSWORD },
        })
      ).status,
    ).toBe(400);
  });
});
