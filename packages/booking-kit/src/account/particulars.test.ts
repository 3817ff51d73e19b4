import { validateParticulars } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { dobToSend, particularsBody, particularsValues } from "./particulars";

const today = "2026-11-22";
const saved = {
  arnum: "AR1001",
  title: "Ms",
  firstname: "Alice",
  lastname: "Walker",
  email: "alice@example.com",
  mobile: "07700900101",
  dob: "1990-04-12",
};

describe("the date of birth sent", () => {
  it("is the chosen date when it is not today", () => {
    expect(dobToSend("1990-04-12", today)).toBe("1990-04-12");
  });

  it("is empty when it is today, or none was chosen", () => {
    expect(dobToSend(today, today)).toBe("");
    expect(dobToSend("", today)).toBe("");
  });
});

describe("the particulars body", () => {
  it("trims what was typed and keeps the session's account", () => {
    const values = { ...particularsValues(saved), firstname: "  Alicia ", dob: today };
    expect(particularsBody("AR1001", values, today)).toEqual({
      arnum: "AR1001",
      title: "Ms",
      firstname: "Alicia",
      lastname: "Walker",
      email: "alice@example.com",
      mobile: "07700900101",
      dob: "",
    });
  });

  it("is checked in the spec's order, one message at a time", () => {
    const blank = {
      arnum: "AR1001",
      title: "Ms",
      firstname: "",
      lastname: "",
      email: "",
      mobile: "",
      dob: "",
    };
    const first = (form: typeof blank) => validateParticulars(form, today)[0]?.message;
    expect(first(blank)).toBe("First name is required.");
    expect(first({ ...blank, firstname: "A" })).toBe("Last name is required.");
    expect(first({ ...blank, firstname: "A", lastname: "W" })).toBe("Email-Id is required.");
    expect(first({ ...blank, firstname: "A", lastname: "W", email: "a@b" })).toBe(
      "You have entered an invalid email address.",
    );
    expect(first({ ...blank, firstname: "A", lastname: "W", email: "a@b.co" })).toBe(
      "Phone number is required.",
    );
  });
});
