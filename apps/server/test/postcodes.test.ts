import { messages, texts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { ALICE, accountApp, dataOf, failureOf } from "./account-helpers";
import { confirm, weekly, withCart } from "./cart-helpers";

/**
 * Every postal code the server stores goes through the contract's per-country rule,
 * normalised (`sw1a1aa` → `SW1A 1AA`), whatever the client sent.
 */
describe("postal codes on the server", () => {
  it("stores a Booking Information postcode normalised, on the line and the saved location", async () => {
    const app = await withCart([
      weekly({ shippostcode: "sw1a1aa", shipaddr1: "1 Palace Road", _saveAddress: true }),
    ]);
    const details = await dataOf(
      "cartDetails",
      await app.request(`/api/booking/cart/details/${app.summary.refnum}`, { cookie: app.alice }),
    );
    expect(details.data[0].shippostcode).toBe("SW1A 1AA");
    const locations = await dataOf(
      "myLocations",
      await app.request(`/api/myaccount/mylocations/${ALICE}`, { cookie: app.alice }),
    );
    expect(
      locations.data.find((l: { addr1: string }) => l.addr1 === "1 Palace Road")?.postcode,
    ).toBe("SW1A 1AA");
  });

  it.each([
    ["238823", "United Kingdom"],
    ["SW1A", "United Kingdom"],
    ["SW1A 1AA", "Singapore"],
  ])("refuses %s in %s with the rule's text, saving nothing", async (shippostcode, shipaddr3) => {
    const { request, alice } = await accountApp();
    const response = await request(`/api/booking/cart/${ALICE}`, {
      method: "POST",
      json: [weekly({ shippostcode, shipaddr3 })],
      cookie: alice,
    });
    expect(await failureOf(response)).toEqual({ status: 400, message: texts.postcodeInvalid });
    const summary = await (
      await request(`/api/booking/cart/summary/${ALICE}?email=alice%40example.com`, {
        cookie: alice,
      })
    ).json();
    expect(summary.data?.totalitem ?? 0).toBe(0);
  });

  it("stores a saved location's UK postcode of 8 characters, normalised", async () => {
    const { request, alice } = await accountApp();
    const saved = await dataOf(
      "saveLocation",
      await request(`/api/myaccount/mylocations/${ALICE}`, {
        method: "PUT",
        cookie: alice,
        json: {
          locationname: "Palace",
          addr1: "1 Palace Road",
          addr3: "United Kingdom",
          postcode: "sw1a1aa",
          housetype: "Apartment",
          area: "420",
        },
      }),
    );
    expect(saved.data).toMatchObject({ postcode: "SW1A 1AA" });
  });

  it("checks the checkout's billing postcode by its country and keeps it normalised", async () => {
    const app = await withCart();
    const refused = await confirm(app, { postcode: "238823" });
    expect(await failureOf(refused)).toEqual({ status: 400, message: texts.postcodeInvalid });
    // The billing country is one of the ISO list.
    expect(await failureOf(await confirm(app, { addr3: "Atlantis" }))).toEqual({
      status: 400,
      message: messages.countryRequired,
    });
    expect((await confirm(app, { postcode: "e16an" })).status).toBe(200);
    const [cart] = await app.db.query<{ contact: { postcode: string } }>(
      "SELECT contact FROM carts WHERE refnum = $1",
      [app.summary.refnum],
    );
    expect(cart?.contact.postcode).toBe("E1 6AN");
  });
});
