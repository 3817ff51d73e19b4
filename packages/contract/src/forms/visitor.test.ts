import { describe, expect, it } from "vitest";

import { texts } from "../messages";

import {
  contactBody,
  corporateEnquiryBody,
  crewBody,
  defaultPreferredDate,
  newsletterBody,
  validateContactQuestion,
  validateContactUs,
  validateCorporateEnquiry,
  validateCrew,
  validateNewsletter,
  validateQuestionnaire,
} from "./visitor";

describe("newsletter", () => {
  it("requires a valid email", () => {
    expect(validateNewsletter({})).toEqual([
      { field: "email", message: "Email address is required." },
    ]);
    expect(validateNewsletter({ email: "a @b.co" })).toEqual([
      { field: "email", message: "You have entered an invalid email address." },
    ]);
    expect(newsletterBody.safeParse({ email: "a@b.co" }).success).toBe(true);
  });
});

describe("contact forms", () => {
  it("Contact Us needs name, email, contact number and captcha", () => {
    expect(validateContactUs({}).map((e) => e.message)).toEqual([
      "Name is required.",
      "Email address is required.",
      "Contact Number is required.",
      "Please verify captcha.",
    ]);
  });
  it("Have a Question? needs no contact number", () => {
    expect(validateContactQuestion({ ptc: "Ann", ptcemail: "a@b.co", altcha: "p" })).toEqual([]);
  });
  it("the body treats a present contact number as the full form", () => {
    const short = { ptc: "Ann", ptcemail: "a@b.co", message: "Hi", altcha: "p" };
    expect(contactBody.safeParse(short).success).toBe(true);
    expect(contactBody.safeParse({ ...short, contactnumber: "" }).error?.issues[0]?.message).toBe(
      "Contact Number is required.",
    );
    expect(contactBody.safeParse({ ...short, message: "x".repeat(251) }).success).toBe(false);
  });
});

describe("corporate enquiry", () => {
  const good = {
    servicetype: ["Office cleaning"],
    title: "Ms",
    firstname: "Ann",
    mobile: "077",
    email: "a@b.co",
    postcode: "SW1A 1AA",
    message: "",
    iagree: true,
    preferreddate: "2025-03-12",
    altcha: "p",
  };
  it("takes a UK or Singapore postcode, not any 10 characters", () => {
    for (const postcode of ["SW1A 1AA", "sw1a1aa", "238823"]) {
      expect(validateCorporateEnquiry({ ...good, postcode })).toEqual([]);
    }
    expect(validateCorporateEnquiry({ ...good, postcode: "ABCDEFGHIJ" })).toEqual([
      { field: "postcode", message: texts.postcodeInvalid },
    ]);
  });
  it("accepts a good enquiry", () => {
    expect(validateCorporateEnquiry(good)).toEqual([]);
    expect(corporateEnquiryBody.safeParse(good).success).toBe(true);
  });
  it("reports the spec's texts in order", () => {
    expect(validateCorporateEnquiry({ servicetype: [] }).map((e) => e.message)).toEqual([
      "Please select at least one type of service.",
      "Email address is required.",
      "First Name is required.",
      "Phone Number is required.",
      "Postal Code is required.",
      "You must agree to the privacy policy.",
      "Please verify captcha.",
    ]);
  });
  it("defaults the preferred date to two days ahead", () => {
    expect(defaultPreferredDate("2025-02-27")).toBe("2025-03-01");
    expect(defaultPreferredDate("2024-12-31")).toBe("2025-01-02");
  });
});

describe("crew sign-up", () => {
  it("checks in the spec's order", () => {
    expect(validateCrew({ email: "" }).map((e) => e.message)).toEqual([
      "First name is required.",
      "Last name is required.",
      "Mobile number is required.",
      "Email address is required.",
      "Postal code is required.",
      "You must agree to the privacy policy.",
      "Please verify captcha.",
    ]);
    expect(validateCrew({ email: "x" }).map((e) => e.message)).toContain(
      "You have entered an invalid email address.",
    );
  });
  it("takes a UK or Singapore postcode, one rule for form and body", () => {
    for (const postcode of ["SW1A 1AA", "sw1a1aa", "238823"]) {
      expect(validateCrew({ postcode }).map((e) => e.field)).not.toContain("postcode");
    }
    for (const postcode of ["SW1A", "1234567", "ABCDEFGHIJ"]) {
      expect(validateCrew({ postcode })).toContainEqual({
        field: "postcode",
        message: texts.postcodeInvalid,
      });
    }
  });
  it("refuses a postcode of no country served in the body too", () => {
    const body = {
      firstname: "A",
      lastname: "B",
      mobile: "1",
      email: "a@b.co",
      postcode: "1234567",
      iagree: true,
      altcha: "p",
    };
    expect(crewBody.safeParse(body).error?.issues.map((i) => i.path[0])).toEqual(["postcode"]);
  });
});

describe("questionnaire", () => {
  it("every question needs an answer that is not empty or 0", () => {
    const questions = [{ qnnum: "1" }, { qnnum: "2" }, { qnnum: "3" }];
    expect(
      validateQuestionnaire(questions, {
        answers: [
          { qnnum: "1", value: "Apartment" },
          { qnnum: "2", value: "0" },
        ],
      }),
    ).toEqual([
      { field: "2", message: "Please fill all the details." },
      { field: "3", message: "Please fill all the details." },
    ]);
  });
});
