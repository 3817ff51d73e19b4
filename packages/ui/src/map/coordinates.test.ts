import { describe, expect, it } from "vitest";

import { isValidLatLng } from "./coordinates";

describe("isValidLatLng", () => {
  it("accepts a point on land, in any hemisphere", () => {
    expect(isValidLatLng(51.5194, -0.0743)).toBe(true);
    expect(isValidLatLng(1.3521, 103.8198)).toBe(true);
    expect(isValidLatLng(-33.8688, 151.2093)).toBe(true);
  });

  it("accepts the edges of the globe", () => {
    expect(isValidLatLng(90, 180)).toBe(true);
    expect(isValidLatLng(-90, -180)).toBe(true);
    expect(isValidLatLng(0, 0.0001)).toBe(true);
  });

  it("refuses a missing position", () => {
    expect(isValidLatLng(null, -0.0743)).toBe(false);
    expect(isValidLatLng(51.5194, null)).toBe(false);
    expect(isValidLatLng(undefined, undefined)).toBe(false);
    expect(isValidLatLng("51.5", "-0.07")).toBe(false);
  });

  it("refuses 0,0, the usual stand-in for an unknown position", () => {
    expect(isValidLatLng(0, 0)).toBe(false);
  });

  it("refuses numbers off the globe", () => {
    expect(isValidLatLng(90.0001, 0.1)).toBe(false);
    expect(isValidLatLng(-91, 0.1)).toBe(false);
    expect(isValidLatLng(51.5, 180.5)).toBe(false);
    expect(isValidLatLng(51.5, -181)).toBe(false);
    expect(isValidLatLng(Number.NaN, 0.1)).toBe(false);
    expect(isValidLatLng(51.5, Number.POSITIVE_INFINITY)).toBe(false);
  });
});
