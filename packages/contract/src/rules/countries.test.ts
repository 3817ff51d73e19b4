import { describe, expect, it } from "vitest";

import { COUNTRIES, DEFAULT_COUNTRY } from "../constants";
import { billingCountries, billingCountryCodes, countryCode } from "./countries";

describe("billing countries", () => {
  it("are the ISO 3166-1 list, about 240 entries as the spec says, by name", () => {
    const list = billingCountries();
    expect(list).toHaveLength(249);
    expect(new Set(list.map((c) => c.code)).size).toBe(249);
    expect(list.every((c) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(list.map((c) => c.code)).not.toContain("XK");
  });

  it("map a name to its two-letter code for the card's billing details", () => {
    expect(countryCode("United Kingdom")).toBe("GB");
    expect(countryCode(" singapore ")).toBe("SG");
    expect(countryCode("Germany")).toBe("DE");
    expect(countryCode("UK")).toBe("GB");
    expect(countryCode("gb")).toBe("GB");
    expect(countryCode("Atlantis")).toBeUndefined();
    expect(billingCountryCodes()["United States"]).toBe("US");
  });

  it("hold every country a service address may be in, and the default", () => {
    for (const name of [...COUNTRIES, DEFAULT_COUNTRY]) {
      expect(billingCountries().map((c) => c.name)).toContain(name);
    }
  });
});
