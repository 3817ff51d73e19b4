import { cartLine, locationOption, sessionUser } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { initialContact, locationOfAddress, needsContactHints } from "./contact-prefill";

const bob = sessionUser.parse({
  arnum: "AR1002",
  email: "bob@example.com",
  firstname: "Bob",
  lastname: "Stone",
  mobile: "07700900102",
  stripeEnable: true,
  payNowEnable: true,
  c2pEnable: false,
  ukTakepaymentsEnable: false,
});
const office = locationOption.parse({
  locationid: "LOC-1002-1",
  locationname: "Office",
  fulladdr: "Floor 3, 1 Piccadilly, Manchester, M1 1AE, United Kingdom",
  addr1: "1 Piccadilly",
  addr3: "United Kingdom",
  postcode: "M1 1AE",
  unitno: "Floor 3",
});
/** An accepted quotation's line: contact and the full address, no salutation nor address lines. */
const quoted = cartLine.parse({
  guid: "G1",
  refnum: "CART-1",
  matname: "Deep clean, 3 hours",
  matnum: "P2",
  jobnum: "J2",
  qty: 1,
  baseamt: 115,
  totalamt: 115,
  shipfirstname: "Bob",
  shiplastname: "Stone",
  shipphone: "07700900102",
  shipemail: "bob@example.com",
  shipfulladdr: "Floor 3, 1 Piccadilly, Manchester, M1 1AE",
  shipaddr3: "United Kingdom",
});

// Paying an accepted quotation, the customer does not retype the address.
describe("initialContact", () => {
  it("fills an accepted quotation's salutation and address from the profile and the saved location", () => {
    expect(needsContactHints(quoted)).toBe(true);
    expect(
      initialContact(bob, quoted, "United Kingdom", { title: "Mr", locations: [office] }),
    ).toEqual({
      title: "Mr",
      firstname: "Bob",
      lastname: "Stone",
      phoneNumber: "07700900102",
      email: "bob@example.com",
      postalCode: "M1 1AE",
      unitno: "Floor 3",
      addr1: "1 Piccadilly",
      addr2: "",
      addr3: "United Kingdom",
    });
  });

  it("keeps what a line carries, and leaves empty what nothing knows", () => {
    const typed = {
      ...quoted,
      shiptitle: "Mrs",
      shippostcode: "E1 6AN",
      shipaddr1: "6 Commercial Street",
      shipunitno: "Flat 2",
    };
    expect(needsContactHints(typed)).toBe(false);
    expect(
      initialContact(bob, typed, "United Kingdom", { title: "Mr", locations: [office] }),
    ).toMatchObject({
      title: "Mrs",
      postalCode: "E1 6AN",
      unitno: "Flat 2",
      addr1: "6 Commercial Street",
    });
    const noPostcode = { ...quoted, shipfulladdr: "1 Piccadilly, Manchester" };
    expect(
      initialContact(bob, noPostcode, "United Kingdom", { title: "Dr", locations: [] }),
    ).toMatchObject({
      title: "",
      postalCode: "",
      unitno: "",
      addr1: "",
    });
  });

  it("reads an accepted quotation's billing address from its full address when no saved location is it", () => {
    expect(initialContact(bob, quoted, "United Kingdom", { locations: [] })).toMatchObject({
      postalCode: "M1 1AE",
      unitno: "Floor 3",
      addr1: "1 Piccadilly",
      addr2: "Manchester",
      addr3: "United Kingdom",
    });
    const short = {
      ...quoted,
      shipfulladdr: "6 Commercial Street, London, e1 6an, United Kingdom",
    };
    expect(initialContact(bob, short, "United Kingdom")).toMatchObject({
      postalCode: "E1 6AN",
      unitno: "",
      addr1: "6 Commercial Street",
      addr2: "London",
    });
  });
});

describe("locationOfAddress", () => {
  it("matches a full address with or without its country, whatever the spacing and case", () => {
    expect(locationOfAddress("floor 3 , 1 PICCADILLY, Manchester, M1 1AE", [office])).toBe(office);
    expect(locationOfAddress(office.fulladdr, [office])).toBe(office);
    expect(locationOfAddress("1 Piccadilly, Manchester, M1 1AE", [office])).toBeNull();
    expect(locationOfAddress("", [office])).toBeNull();
  });
});
