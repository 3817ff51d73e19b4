import { describe, expect, it } from "vitest";

import { texts } from "../messages";
import { createCreditBody, feedbackBody, locationBody, particularsBody } from "./account";
import {
  validateChangeDate,
  validateFeedback,
  validateLocation,
  validateParticulars,
  validateRefund,
  validateSkipDate,
  validateTopUp,
} from "./account-rules";

describe("particulars", () => {
  it("uses the account texts, and refuses a future date of birth", () => {
    expect(validateParticulars({}, "2025-03-10").map((e) => e.message)).toEqual([
      "First name is required.",
      "Last name is required.",
      "Email-Id is required.",
      "Phone number is required.",
    ]);
    const good = { firstname: "A", lastname: "B", email: "a@b.co", mobile: "1", dob: "1990-01-31" };
    expect(validateParticulars(good, "2025-03-10")).toEqual([]);
    expect(validateParticulars({ ...good, dob: "2025-03-11" }, "2025-03-10")[0]?.field).toBe("dob");
    expect(particularsBody.safeParse({ ...good, arnum: "A1", title: "Mr", dob: "" }).success).toBe(
      true,
    );
  });
});

describe("location", () => {
  it("reports the spec's texts in order", () => {
    expect(validateLocation({}).map((e) => e.message)).toEqual([
      "Location name is required.",
      "First address is required.",
      "Please select country.",
      "House type is required.",
      "Property size is required.",
    ]);
  });
  it("checks the postal code by the location's country, not a 6-character limit", () => {
    const home = {
      locationname: "Home",
      addr1: "1 High St",
      addr3: "United Kingdom",
      housetype: "Apartment",
      area: "750",
    };
    expect(validateLocation({ ...home, postcode: "SW1A 1AA" })).toEqual([]);
    expect(validateLocation({ ...home, postcode: "sw1a1aa" })).toEqual([]);
    expect(validateLocation({ ...home, postcode: "238823" })).toEqual([
      { field: "postcode", message: texts.postcodeInvalid },
    ]);
    expect(validateLocation({ ...home, addr3: "Singapore", postcode: "238823" })).toEqual([]);
    expect(validateLocation({ ...home, addr3: "Singapore", postcode: "SW1A 1AA" })).toEqual([
      { field: "postcode", message: texts.postcodeInvalid },
    ]);
    expect(locationBody.safeParse({ ...home, postcode: "SW1A" }).success).toBe(false);
  });
  it("parses numeric fields as integers", () => {
    const parsed = locationBody.parse({
      locationname: "Home",
      addr1: "1 High St",
      addr3: "United Kingdom",
      housetype: "Apartment",
      area: "750",
      bedroomqty: "2",
      bathroomqty: "",
    });
    expect(parsed).toMatchObject({ area: 750, bedroomqty: 2, bathroomqty: 0 });
  });
});

describe("change date, skip, refund", () => {
  it("uses the spec's texts", () => {
    expect(validateChangeDate({}).map((e) => e.message)).toEqual([
      "Please choose date.",
      "Please choose shift.",
    ]);
    expect(validateSkipDate({}).map((e) => e.message)).toEqual(["Please choose date."]);
    expect(validateRefund({}).map((e) => e.message)).toEqual(["Please select reason of refund."]);
    expect(
      validateRefund({ reason: "Reason 2", remark: "x".repeat(501) }).map((e) => e.field),
    ).toEqual(["remark"]);
  });
});

describe("feedback", () => {
  it("needs a rating of 1 to 6 and enough credit for the tip", () => {
    expect(validateFeedback({})).toEqual([{ field: "rating", message: "Please Select rating." }]);
    expect(validateFeedback({ rating: 7 })[0]?.message).toBe("Please Select rating.");
    expect(validateFeedback({ rating: 5, tipamt: 10, availableCredit: 5 })).toEqual([
      {
        field: "tipamt",
        message: "You do not have enough credits left in your account to give a tip.",
      },
    ]);
    expect(
      validateFeedback({ rating: 5, tipamt: 5, availableCredit: 5, items: ["clean", "eco"] }),
    ).toEqual([]);
  });
  it("the body refuses unknown feedback tags", () => {
    expect(feedbackBody.safeParse({ refnum: "R1", rating: 4, items: ["shiny"] }).success).toBe(
      false,
    );
    expect(feedbackBody.safeParse({ refnum: "R1", rating: 4, items: ["safe"] }).success).toBe(true);
  });
});

describe("top-up", () => {
  it("reports the spec's texts", () => {
    expect(validateTopUp({}).map((e) => e.message)).toEqual([
      "Please select topup amount.",
      "Email address is required.",
      "Mobile number is required.",
      "Fullname is required.",
    ]);
    expect(
      validateTopUp({ amount: 1_000_001, email: "a@b.co", mobile: "1", fullname: "A" })[0]?.field,
    ).toBe("amount");
    expect(validateTopUp({ amount: "500", email: "a@b.co", mobile: "1", fullname: "A" })).toEqual(
      [],
    );
  });
  it("the credit record carries an idempotency key", () => {
    expect(createCreditBody.safeParse({ arnum: "A1", payref: "card", qty: 100 }).success).toBe(
      false,
    );
    expect(
      createCreditBody.safeParse({
        arnum: "A1",
        payref: "card",
        qty: 100,
        idempotencyKey: "topup-1234",
      }).success,
    ).toBe(true);
  });
});
