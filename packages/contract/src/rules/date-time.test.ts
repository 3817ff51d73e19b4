import { describe, expect, it } from "vitest";

import { validateDateTime } from "./date-time";

describe("validateDateTime", () => {
  it("needs a date and a shift, in that order", () => {
    expect(validateDateTime({ isMultijob: false })).toEqual([
      { field: "startdate", message: "Please choose date." },
      { field: "shiftnum", message: "Please choose shift." },
    ]);
    expect(validateDateTime({ startdate: "2025-03-14", isMultijob: false })).toEqual([
      { field: "shiftnum", message: "Please choose shift." },
    ]);
    expect(
      validateDateTime({ startdate: "2025-03-14", shiftnum: "S1", isMultijob: false }),
    ).toEqual([]);
  });

  it("needs both twice for a two-job package", () => {
    expect(validateDateTime({ startdate: "2025-03-14", shiftnum: "S1", isMultijob: true })).toEqual(
      [
        { field: "startdate2", message: "Please choose pick date." },
        { field: "shiftnum2", message: "Please choose pick shift." },
      ],
    );
    expect(
      validateDateTime({
        startdate: "2025-03-14",
        shiftnum: "S1",
        isMultijob: true,
        startdate2: "2025-03-16",
      }),
    ).toEqual([{ field: "shiftnum2", message: "Please choose pick shift." }]);
    expect(
      validateDateTime({
        startdate: "2025-03-14",
        shiftnum: "S1",
        isMultijob: true,
        startdate2: "2025-03-16",
        shiftnum2: "S2",
      }),
    ).toEqual([]);
  });
});
