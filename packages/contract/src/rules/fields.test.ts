import { describe, expect, it } from "vitest";

import { CONTACT_FIELDS, SHIP_FIELDS } from "./fields";

describe("field maps", () => {
  it("lists a cart line's ship fields from the schema, then the crew notes", () => {
    expect(SHIP_FIELDS).toEqual([
      "shiptitle",
      "shipfirstname",
      "shiplastname",
      "shipphone",
      "shipemail",
      "shippostcode",
      "shipunitno",
      "shipaddr1",
      "shipaddr2",
      "shipaddr3",
      "shiplocationid",
      "shiphousetype",
      "shipsize",
      "shipbedroomQty",
      "shipbathroomQty",
      "shipfulladdr",
      "shipptc",
      "shipptcname",
      "remarks",
    ]);
  });

  it("lists confirm cart's contact and billing fields, without money or method", () => {
    expect(CONTACT_FIELDS).toEqual([
      "title",
      "firstname",
      "lastname",
      "mobile",
      "email",
      "postcode",
      "unitno",
      "addr1",
      "addr2",
      "addr3",
    ]);
  });
});
