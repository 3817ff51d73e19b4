import { describe, expect, it } from "vitest";

import { parseHour, slotAccessibleName, slotTimeOfDay } from "./slot-label";

describe("slotTimeOfDay", () => {
  it("is Morning before 12", () => {
    expect(slotTimeOfDay("00:00")).toBe("Morning");
    expect(slotTimeOfDay("08:00")).toBe("Morning");
    expect(slotTimeOfDay("11:59")).toBe("Morning");
  });

  it("is Afternoon from 12 to before 18", () => {
    expect(slotTimeOfDay("12:00")).toBe("Afternoon");
    expect(slotTimeOfDay("17:59")).toBe("Afternoon");
  });

  it("is Evening from 18", () => {
    expect(slotTimeOfDay("18:00")).toBe("Evening");
    expect(slotTimeOfDay("23:30")).toBe("Evening");
  });

  it("accepts H:mm and HH:mm:ss", () => {
    expect(slotTimeOfDay("9:30")).toBe("Morning");
    expect(slotTimeOfDay("14:00:00")).toBe("Afternoon");
  });

  it("rejects malformed times", () => {
    for (const bad of ["", "24:00", "8", "08:60", "noon", "08-00"]) {
      expect(() => parseHour(bad)).toThrow(RangeError);
    }
  });
});

describe("slotAccessibleName", () => {
  it("joins the part of day and the range", () => {
    expect(slotAccessibleName("08:00", "10:00")).toBe("Morning, 08:00 to 10:00");
    expect(slotAccessibleName("18:30", "20:30")).toBe("Evening, 18:30 to 20:30");
  });
});
