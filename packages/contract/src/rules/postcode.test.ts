import { describe, expect, it } from "vitest";

import {
  normaliseAnyPostcode,
  normalisePostcode,
  postcodeMaxLength,
  storedPostcode,
} from "./postcode";

describe("postal codes per country", () => {
  it("normalises a UK postcode typed any way to its full format", () => {
    expect(normalisePostcode("United Kingdom", "sw1a1aa")).toEqual({
      ok: true,
      postcode: "SW1A 1AA",
    });
    expect(normalisePostcode("GB", "  m1   1ae ")).toEqual({ ok: true, postcode: "M1 1AE" });
    expect(normalisePostcode("United Kingdom", "EC1R 0AA")).toEqual({
      ok: true,
      postcode: "EC1R 0AA",
    });
    expect(normalisePostcode("United Kingdom", "B33 8TH")).toEqual({
      ok: true,
      postcode: "B33 8TH",
    });
  });

  it("refuses what is not a UK postcode", () => {
    for (const text of ["", "SW1A", "123456", "SW1A 1A", "SW1A 1AAA", "Q1A 1AA1"]) {
      expect(normalisePostcode("United Kingdom", text), text).toEqual({ ok: false });
    }
  });

  it("takes Singapore's 6 digits only", () => {
    expect(normalisePostcode("Singapore", "238823")).toEqual({ ok: true, postcode: "238823" });
    expect(normalisePostcode("SG", "23882")).toEqual({ ok: false });
    expect(normalisePostcode("Singapore", "SW1A 1AA")).toEqual({ ok: false });
  });

  it("gives each country its field limit: 8 for the UK (with the space), 6 for Singapore", () => {
    expect(postcodeMaxLength("United Kingdom")).toBe(8);
    expect(postcodeMaxLength("Singapore")).toBe(6);
    expect(postcodeMaxLength("France")).toBe(10);
  });

  it("without a country, takes a UK (normalised) or Singapore postcode", () => {
    expect(normaliseAnyPostcode("sw1a1aa")).toEqual({ ok: true, postcode: "SW1A 1AA" });
    expect(normaliseAnyPostcode("238823")).toEqual({ ok: true, postcode: "238823" });
    expect(normaliseAnyPostcode("1234567")).toEqual({ ok: false });
    expect(normaliseAnyPostcode("SW1A")).toEqual({ ok: false });
  });

  it("gives the stored form, blank as blank, null when not a postcode", () => {
    expect(storedPostcode("sw1a1aa", "United Kingdom")).toBe("SW1A 1AA");
    expect(storedPostcode(" 238823 ", "Singapore")).toBe("238823");
    expect(storedPostcode("238823", "United Kingdom")).toBeNull();
    expect(storedPostcode("e16an")).toBe("E1 6AN");
    expect(storedPostcode("  ")).toBe("");
  });
});
