import { locationBody as locationSchema, validateLocation } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { asDefault, locationBody, locationValues, newLocation } from "./location-form";
import { alicesLocations } from "../testing/mocks/profile.mocks";

describe("the location editor's values", () => {
  it("round-trip a saved location into the body the server takes", () => {
    const saved = alicesLocations[1]!;
    const body = locationSchema.parse(locationBody(locationValues(saved), saved.locationid));
    expect(body).toMatchObject({
      locationid: "LOC-2",
      locationname: "Mum's house",
      addr3: "United Kingdom",
      housetype: "Landed",
      area: 1400,
      bedroomqty: 4,
      bathroomqty: 2,
      ptc: "CT-1",
      isDefault: false,
    });
  });

  it("parse the numbers as integers, blanks as 0", () => {
    const body = locationSchema.parse(
      locationBody({
        ...newLocation,
        locationname: "Flat",
        addr1: "1 High Street",
        housetype: "Apartment",
        area: " 650 ",
        bedroomqty: "",
        bathroomqty: "1",
      }),
    );
    expect(body).toMatchObject({ area: 650, bedroomqty: 0, bathroomqty: 1 });
    expect(body.locationid).toBeUndefined();
  });

  it("make a location the default by sending it whole with the flag", () => {
    const saved = alicesLocations[1]!;
    expect(asDefault(saved)).toEqual({
      ...locationBody(locationValues(saved), "LOC-2"),
      isDefault: true,
    });
  });

  it("are checked in the spec's order", () => {
    const first = (values: typeof newLocation) => validateLocation(values)[0]?.message;
    const blank = { ...newLocation, addr3: "" };
    expect(first(blank)).toBe("Location name is required.");
    expect(first({ ...blank, locationname: "Flat" })).toBe("First address is required.");
    expect(first({ ...blank, locationname: "Flat", addr1: "1 High St" })).toBe(
      "Please select country.",
    );
    const withCountry = { ...blank, locationname: "Flat", addr1: "1 High St", addr3: "Singapore" };
    expect(first(withCountry)).toBe("House type is required.");
    expect(first({ ...withCountry, housetype: "Landed" })).toBe("Property size is required.");
    expect(first({ ...withCountry, housetype: "Landed", area: "900" })).toBeUndefined();
  });
});
