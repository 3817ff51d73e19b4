import { describe, expect, it } from "vitest";

import { bookingActions, creditBalance } from "../src/handlers/account/rules";

const today = "2026-11-22";
const weekly = { status: "Confirmed", startAfterDays: 2, repeatEveryDays: 7 };

describe("booking actions", () => {
  it("lets an active booking change and skip while the lead time allows", () => {
    expect(bookingActions({ ...weekly, servicedate: "2026-11-26" }, today)).toEqual({
      changebtn: true,
      skipbtn: true,
      changeable: true,
      skiptodate: "2026-12-03",
    });
    // Exactly the lead time away is still fine.
    expect(bookingActions({ ...weekly, servicedate: "2026-11-24" }, today).changeable).toBe(true);
  });

  it("shows but disables the buttons inside the lead time", () => {
    expect(bookingActions({ ...weekly, servicedate: "2026-11-23" }, today)).toEqual({
      changebtn: true,
      skipbtn: true,
      changeable: false,
      skiptodate: "2026-11-30",
    });
  });

  it("skips over a holiday to the next session date", () => {
    const holidays = new Set(["2026-12-28"]);
    const christmas = bookingActions({ ...weekly, servicedate: "2026-12-21", holidays }, today);
    expect(christmas.skiptodate).toBe("2027-01-04");
  });

  it("offers no skip on a one-off package", () => {
    const once = bookingActions(
      { ...weekly, repeatEveryDays: 0, servicedate: "2026-12-10" },
      today,
    );
    expect(once).toEqual({ changebtn: true, skipbtn: false, changeable: true, skiptodate: "" });
  });

  it.each(["Completed", "Cancelled", "Refunded"])("offers nothing on a %s booking", (status) => {
    expect(bookingActions({ ...weekly, status, servicedate: "2026-12-10" }, today)).toEqual({
      changebtn: false,
      skipbtn: false,
      changeable: false,
      skiptodate: "",
    });
  });

  it("offers nothing on a past booking", () => {
    expect(bookingActions({ ...weekly, servicedate: "2026-11-21" }, today).changebtn).toBe(false);
  });
});

describe("credit lots", () => {
  it("uses the soonest-expiring lot first and forgets what expired", () => {
    const balance = creditBalance(
      [
        { amount: 10_000, date: "2026-01-10", expiry: "2027-01-10" },
        { amount: 5_000, date: "2026-03-01", expiry: "2026-09-01" },
        { amount: -2_000, date: "2026-04-01", expiry: "" },
        { amount: 2_500, date: "2026-10-01", expiry: "2027-10-01" },
      ],
      today,
    );
    // The use drew 20.00 from the lot expiring 2026-09-01; its last 30.00 expired unused.
    expect(balance).toEqual({
      available: 12_500,
      used: 2_000,
      acquired: 17_500,
      expiring: [
        { amount: 10_000, date: "2027-01-10" },
        { amount: 2_500, date: "2027-10-01" },
      ],
    });
  });

  it("does not draw on a lot that had expired before the use", () => {
    const balance = creditBalance(
      [
        { amount: 1_000, date: "2026-01-01", expiry: "2026-02-01" },
        { amount: 3_000, date: "2026-01-05", expiry: "2027-01-05" },
        { amount: -500, date: "2026-03-01", expiry: "" },
      ],
      today,
    );
    expect(balance.available).toBe(2_500);
    expect(balance.expiring).toEqual([{ amount: 2_500, date: "2027-01-05" }]);
  });

  it("counts a lot that expires today as still valid", () => {
    const balance = creditBalance([{ amount: 700, date: "2026-01-01", expiry: today }], today);
    expect(balance.available).toBe(700);
  });

  it("is empty with no entries", () => {
    expect(creditBalance([], today)).toEqual({ available: 0, used: 0, acquired: 0, expiring: [] });
  });
});
