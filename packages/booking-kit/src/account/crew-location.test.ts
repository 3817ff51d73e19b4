import { describe, expect, it } from "vitest";

import { crewLocationOf } from "./crew-location";

const assigned = { crewname: "Crew Team A", lat: 51.5194, longi: -0.0743 };

describe("crewLocationOf", () => {
  it("gives the crew's position on an upcoming booking with a crew", () => {
    expect(crewLocationOf("active", assigned)).toEqual({
      lat: 51.5194,
      lng: -0.0743,
      crew: "Crew Team A",
    });
  });

  it("gives nothing for a past booking, even with a crew and a position", () => {
    expect(crewLocationOf("history", assigned)).toBeNull();
  });

  it("gives nothing before a crew is assigned", () => {
    expect(crewLocationOf("active", { ...assigned, crewname: "" })).toBeNull();
    expect(crewLocationOf("active", { ...assigned, crewname: "   " })).toBeNull();
  });

  it("gives nothing without a usable position", () => {
    expect(crewLocationOf("active", { ...assigned, lat: null })).toBeNull();
    expect(crewLocationOf("active", { ...assigned, longi: null })).toBeNull();
    expect(crewLocationOf("active", { ...assigned, lat: 0, longi: 0 })).toBeNull();
    expect(crewLocationOf("active", { ...assigned, lat: 95 })).toBeNull();
  });
});
