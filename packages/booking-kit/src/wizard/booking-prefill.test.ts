import { cartLine, locationOption, sessionUser } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import {
  applyLocation,
  clearAddress,
  editDraft,
  findSavedLine,
  lineToSave,
  prefillBookingInformation,
  toCartLineInput,
} from "./booking-prefill";

const alice = sessionUser.parse({
  arnum: "AR1001",
  email: "alice@example.com",
  firstname: "Alice",
  lastname: "Walker",
  mobile: "07700900101",
  stripeEnable: true,
  payNowEnable: true,
  c2pEnable: false,
  ukTakepaymentsEnable: false,
});
const answers = {
  locationid: "LOC1",
  housetype: "Apartment",
  area: 70,
  bedroomqty: 2,
  bathroomqty: 1,
  addr1: "12 Elm Row",
  postcode: "E1 6AN",
  unitno: "Flat 3",
  specialinstruction: "Cat indoors",
};

describe("prefillBookingInformation", () => {
  it("fills contact from the profile and the address from the answers", () => {
    expect(prefillBookingInformation(alice, answers)).toEqual({
      shiptitle: "",
      shipfirstname: "Alice",
      shiplastname: "Walker",
      shipphone: "07700900101",
      shipemail: "alice@example.com",
      shippostcode: "E1 6AN",
      shipunitno: "Flat 3",
      shipaddr1: "12 Elm Row",
      shipaddr2: "",
      shipaddr3: "United Kingdom",
      remarks: "Cat indoors",
      shiplocationid: "LOC1",
      saveAddress: true,
    });
  });

  it("defaults to the United Kingdom and Save address ticked, with nothing stored", () => {
    const draft = prefillBookingInformation(null, null);
    expect(draft.shipaddr3).toBe("United Kingdom");
    expect(draft.saveAddress).toBe(true);
    expect(draft.shipfirstname).toBe("");
    expect(prefillBookingInformation(null, { addr3: "Singapore" }).shipaddr3).toBe("Singapore");
  });

  it("defaults to the brand's country (settings.defaultCountry); a stored country still wins", () => {
    expect(prefillBookingInformation(null, null, "Singapore").shipaddr3).toBe("Singapore");
    expect(
      prefillBookingInformation(null, { addr3: "United Kingdom" }, "Singapore").shipaddr3,
    ).toBe("United Kingdom");
  });
});

describe("editing the address", () => {
  const draft = prefillBookingInformation(alice, answers);

  it("detaches the draft from its saved location", () => {
    expect(editDraft(draft, "shipaddr1", "1 New St").shiplocationid).toBe("");
    expect(editDraft(draft, "remarks", "Ring twice").shiplocationid).toBe("LOC1");
  });

  it("fills the address from a chosen saved location", () => {
    const office = locationOption.parse({
      locationid: "LOC2",
      locationname: "Office",
      fulladdr: "8 Marina Way, Singapore 018960",
      addr1: "8 Marina Way",
      addr3: "Singapore",
      postcode: "018960",
      unitno: "#12-01",
    });
    expect(applyLocation(draft, office)).toMatchObject({
      shiplocationid: "LOC2",
      shipaddr1: "8 Marina Way",
      shippostcode: "018960",
      shipunitno: "#12-01",
      shipaddr3: "Singapore",
    });
  });
});

// "Enter a new address" kept the previous saved location's values in the fields.
describe("a new address", () => {
  it("starts with empty address fields and no saved location, keeping contact and notes", () => {
    const fromLocation = { ...prefillBookingInformation(alice, answers), shipaddr2: "Whitechapel" };
    expect(clearAddress(fromLocation)).toEqual({
      ...fromLocation,
      shiplocationid: "",
      shippostcode: "",
      shipunitno: "",
      shipaddr1: "",
      shipaddr2: "",
    });
    expect(clearAddress(fromLocation)).toMatchObject({
      shipfirstname: "Alice",
      shipaddr3: "United Kingdom",
      remarks: "Cat indoors",
    });
  });

  // The country of the location chosen before stayed on the new address.
  it("starts in the brand's country, not the country of the location chosen before", () => {
    const singapore = { ...prefillBookingInformation(alice, answers), shipaddr3: "Singapore" };
    expect(clearAddress(singapore).shipaddr3).toBe("United Kingdom");
    expect(clearAddress(prefillBookingInformation(alice, answers), "Singapore").shipaddr3).toBe(
      "Singapore",
    );
  });
});

describe("toCartLineInput", () => {
  const draft = { ...prefillBookingInformation(alice, answers), shiptitle: "Ms" };
  const dateTime = { date: "2026-12-10", shift: "S-AM", date2: null, shift2: null };

  it("saves a new one-job line with the property and the chosen add-ons", () => {
    const line = toCartLineInput({
      pkg: { matname: "Deep", matnum: "DEEP", jobnum: "J1", jobnum2: null, baseamt: 120 },
      dateTime,
      draft,
      answers,
      addons: [],
    });
    expect(line).toMatchObject({
      matnum: "DEEP",
      jobnum: "J1",
      qty: 1,
      isMultijob: false,
      startdate: "2026-12-10",
      shiftnum: "S-AM",
      shiptitle: "Ms",
      shiplocationid: "LOC1",
      shiphousetype: "Apartment",
      shipsize: 70,
      shipbedroomQty: 2,
      shipbathroomQty: 1,
      hasAddon: false,
      _saveAddress: true,
    });
    expect(line).not.toHaveProperty("guid");
    expect(line).not.toHaveProperty("jobnum2");
    expect(line).not.toHaveProperty("startdate2");
  });

  it("carries the second job, date and slot of a two-job package", () => {
    const line = toCartLineInput({
      pkg: { matname: "Laundry", matnum: "L", jobnum: "P", jobnum2: "D", baseamt: 20 },
      dateTime: { ...dateTime, date2: "2026-12-12", shift2: "S-EVE" },
      draft: { ...draft, saveAddress: false },
      answers: null,
      addons: null,
    });
    expect(line).toMatchObject({
      jobnum2: "D",
      isMultijob: true,
      startdate2: "2026-12-12",
      shiftnum2: "S-EVE",
      _saveAddress: false,
      addonList: [],
    });
  });
});

// PREVIOUS from Finalise, then CONTINUE, saves or updates (the spec's call).
describe("saving the line again after going back", () => {
  const sent = { matnum: "P1", jobnum: "J1", qty: 1, startdate: "2026-12-01", shiftnum: "S1" };
  const line = (guid: string, changes: object = {}) =>
    cartLine.parse({
      guid,
      refnum: "CART-1",
      matname: "One-off home clean",
      matnum: "P1",
      jobnum: "J1",
      startdate: "2026-12-01",
      shiftnum: "S1",
      qty: 1,
      baseamt: 84,
      totalamt: 84,
      ...changes,
    });

  it("finds the line just saved: the newest with the package, dates and slots sent", () => {
    const lines = [line("G0", { startdate: "2026-12-02" }), line("G1"), line("G2")];
    expect(findSavedLine(lines, sent)).toMatchObject({ guid: "G2", startdate: "2026-12-01" });
    expect(findSavedLine([line("G0", { shiftnum: "S2" })], sent)).toBeNull();
  });

  it("updates the saved line by its guid while the cart holds it with the same slots", () => {
    const saved = findSavedLine([line("G1")], sent);
    expect(lineToSave(sent, saved, [line("G1")])).toEqual({
      line: { ...sent, guid: "G1" },
      replaces: null,
    });
  });

  it("a new date or slot since: a new line that replaces the saved one", () => {
    const saved = findSavedLine([line("G1")], sent);
    const moved = { ...sent, startdate: "2026-12-03" };
    expect(lineToSave(moved, saved, [line("G1")])).toEqual({ line: moved, replaces: "G1" });
  });

  it("a new line when nothing was saved, or the saved line left the cart", () => {
    expect(lineToSave(sent, null, [])).toEqual({ line: sent, replaces: null });
    const saved = findSavedLine([line("G1")], sent);
    const other = line("G9", { startdate: "2026-12-09" });
    expect(lineToSave(sent, saved, [other])).toEqual({ line: sent, replaces: null });
  });

  it("the saved line lost (a reload at Finalise): the cart's line of the same package, dates and slots is updated, not added", () => {
    const cart = [line("G0", { startdate: "2026-12-09" }), line("G1")];
    expect(lineToSave(sent, null, cart)).toEqual({ line: { ...sent, guid: "G1" }, replaces: null });
  });
});
