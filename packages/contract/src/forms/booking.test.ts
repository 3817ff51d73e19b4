import { describe, expect, it } from "vitest";

import { messages, texts } from "../messages";
import type { CheckoutForm } from "./booking";
import {
  HALF_HOURS,
  checkoutErrors,
  confirmCartBody,
  validateAssessment,
  validateBookingInformation,
  validateCheckout,
} from "./booking";

const goodCheckout: CheckoutForm = {
  hasSession: true,
  refnum: "R1",
  title: "Mr",
  firstname: "Ann",
  lastname: "Lee",
  phoneNumber: "07700900000",
  email: "ann@example.com",
  postalCode: "SW1A 1AA",
  unitno: "12",
  addr1: "1 High Street",
  addr2: "",
  addr3: "United Kingdom",
  finalAmount: 45,
};

describe("validateCheckout: the spec's order", () => {
  it("passes a complete form", () => {
    expect(validateCheckout(goodCheckout)).toBeUndefined();
    expect(checkoutErrors(goodCheckout)).toEqual([]);
  });

  it("reports the first failure, peeling the form back one check at a time", () => {
    // Each step breaks one more field than the step after it: the message must always be
    // the earliest broken check in the spec's list.
    const steps: [Partial<CheckoutForm>, string][] = [
      [{ hasSession: false }, "Your session has been expired, Please login again"],
      [{ refnum: "" }, "Oops ! Something went wrong, Please try again."],
      [{ title: "" }, "Salutation is required."],
      [{ firstname: " " }, "First Name is required."],
      [{ phoneNumber: "" }, "Mobile number is required."],
      [{ email: "" }, "Email address is required."],
      [{ postalCode: "" }, "Postal code is required."],
      [{ unitno: "" }, "Unit number is required."],
      [{ addr1: "" }, "Address is required."],
      [{ addr3: "" }, "Please select country."],
      [{ finalAmount: -0.01 }, "Oops ! Something went wrong."],
    ];
    for (let i = 0; i < steps.length; i++) {
      const broken = Object.assign({}, goodCheckout, ...steps.slice(i).map(([patch]) => patch));
      expect(validateCheckout(broken), `step ${i}`).toBe(steps[i]?.[1]);
    }
  });

  it("checks the billing postal code by the billing country, after it is given", () => {
    const postcode = (postalCode: string, addr3: string) =>
      validateCheckout({ ...goodCheckout, postalCode, addr3 });
    expect(postcode("sw1a1aa", "United Kingdom")).toBeUndefined();
    expect(postcode("SW1A", "United Kingdom")).toBe(texts.postcodeInvalid);
    expect(postcode("238823", "Singapore")).toBeUndefined();
    expect(postcode("SW1A 1AA", "Singapore")).toBe(texts.postcodeInvalid);
    expect(postcode("10115", "Germany")).toBeUndefined();
    // A billing country is one of the ISO list (its code goes to the card's billing details).
    expect(postcode("10115", "Atlantis")).toBe(messages.countryRequired);
    // Checked right after "Postal code is required.", before the unit number.
    expect(validateCheckout({ ...goodCheckout, postalCode: "SW1A", unitno: "" })).toBe(
      texts.postcodeInvalid,
    );
  });

  it("checks the email pattern after required and before postal code", () => {
    expect(validateCheckout({ ...goodCheckout, email: "ann@", postalCode: "" })).toBe(
      "You have entered an invalid email address.",
    );
  });

  it("lists every failure per field, in order", () => {
    const errors = checkoutErrors({ ...goodCheckout, title: "", email: "bad", addr3: "" });
    expect(errors).toEqual([
      { field: "title", message: "Salutation is required." },
      { field: "email", message: "You have entered an invalid email address." },
      { field: "addr3", message: "Please select country." },
    ]);
  });

  it("enforces the limits (names 15, unit number 10)", () => {
    expect(validateCheckout({ ...goodCheckout, firstname: "A".repeat(16) })).toBe(
      messages.tooLong(15),
    );
    expect(validateCheckout({ ...goodCheckout, unitno: "1".repeat(11) })).toBe(
      messages.tooLong(10),
    );
  });
});

describe("confirmCartBody (server side of checkout)", () => {
  const body = {
    title: "Mr",
    firstname: "Ann",
    lastname: "Lee",
    mobile: "07700900000",
    email: "ann@example.com",
    postcode: "SW1A 1AA",
    unitno: "12",
    addr1: "1 High Street",
    addr2: "",
    addr3: "United Kingdom",
    creditused: 5,
    paidamt: 40,
    paymentref: "card",
  };
  it("accepts a good body", () => {
    expect(confirmCartBody.safeParse(body).success).toBe(true);
  });
  it("rejects with the same messages as the kit, in order", () => {
    const result = confirmCartBody.safeParse({ ...body, mobile: "", addr1: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Mobile number is required.",
      "Address is required.",
    ]);
  });
  it("rejects money with more than two decimals and unknown payment types", () => {
    expect(confirmCartBody.safeParse({ ...body, paidamt: 40.123 }).success).toBe(false);
    expect(confirmCartBody.safeParse({ ...body, paymentref: "cash" }).success).toBe(false);
  });
});

describe("booking information", () => {
  it("reports Please fill all the details. for each missing required field", () => {
    const errors = validateBookingInformation({ shipaddr3: "United Kingdom" });
    expect(errors.map((e) => e.field)).toEqual([
      "shiptitle",
      "shipfirstname",
      "shiplastname",
      "shipphone",
      "shipemail",
      "shippostcode",
      "shipunitno",
      "shipaddr1",
    ]);
    expect(new Set(errors.map((e) => e.message))).toEqual(
      new Set(["Please fill all the details."]),
    );
  });
  it("checks the postal code per country (SW1A 1AA is a UK postcode) and counts only digits of the phone", () => {
    const form = {
      shiptitle: "Ms",
      shipfirstname: "Ann",
      shiplastname: "Lee",
      shipphone: "+44 (0) 7700 900 000",
      shipemail: "ann@example.com",
      shippostcode: "SW1A 1AA",
      shipunitno: "1",
      shipaddr1: "1 High St",
      shipaddr3: "United Kingdom",
    };
    expect(validateBookingInformation(form)).toEqual([]);
    expect(validateBookingInformation({ ...form, shippostcode: "sw1a1aa" })).toEqual([]);
    expect(validateBookingInformation({ ...form, shipaddr3: "Singapore" })).toEqual([
      { field: "shippostcode", message: texts.postcodeInvalid },
    ]);
    expect(validateBookingInformation({ ...form, shippostcode: "SW1A" })).toEqual([
      { field: "shippostcode", message: texts.postcodeInvalid },
    ]);
  });
});

describe("assessment", () => {
  const good = {
    reqdate: "2025-03-14",
    reqtimefrom: "09:00",
    reqtimeto: "10:30",
    shipaddr: "1 High St",
    shipemail: "a@b.co",
    shipname: "Ann",
    shipphone: "077",
  };
  it("passes a good request and offers half-hour times", () => {
    expect(validateAssessment(good, "2025-03-10")).toEqual([]);
    expect(HALF_HOURS).toHaveLength(48);
    expect(HALF_HOURS[0]).toBe("00:00");
    expect(HALF_HOURS[47]).toBe("23:30");
  });
  it("requires every field with Please fill all the details., and refuses past dates", () => {
    expect(validateAssessment({}, "2025-03-10").map((e) => e.message)).toEqual(
      Array(7).fill(messages.fillAllDetails),
    );
    expect(validateAssessment({ ...good, reqdate: "2025-03-09" }, "2025-03-10")).toEqual([
      { field: "reqdate", message: "Please choose date." },
    ]);
    expect(validateAssessment({ ...good, reqtimefrom: "09:15" }, "2025-03-10")[0]?.field).toBe(
      "reqtimefrom",
    );
  });
});
