import { loginRules, resetPasswordRules, signUpRules } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { maxLengthFrom } from "./field-limits";
import { socialLoginFromGoogleCredential } from "./google-credential";

describe("maxLengthFrom: input limits read from the contract's rules", () => {
  it("gives the spec's sign-up limits (visitor-and-entry section 5)", () => {
    // The postal code has a per-country rule, not a length.
    expect(maxLengthFrom(signUpRules, "postalcode")).toBeUndefined();
    expect(maxLengthFrom(signUpRules, "firstname")).toBe(20);
    expect(maxLengthFrom(signUpRules, "lastname")).toBe(20);
    expect(maxLengthFrom(signUpRules, "mobile")).toBe(15);
    expect(maxLengthFrom(signUpRules, "email")).toBe(50);
    expect(maxLengthFrom(signUpRules, "encryptedPWD")).toBe(20);
  });

  it("gives the reset password's new-password limit", () => {
    expect(maxLengthFrom(resetPasswordRules, "encryptedNewPWD")).toBe(20);
  });

  it("is undefined for a field without a limit", () => {
    expect(maxLengthFrom(loginRules, "userEmail")).toBeUndefined();
  });
});

const jwt = (claims: object) =>
  ["e30", Buffer.from(JSON.stringify(claims)).toString("base64url"), "signature"].join(".");

describe("socialLoginFromGoogleCredential", () => {
  it("fills the sociallogin body from the token's claims and sends the token itself", () => {
    const token = jwt({
      sub: "1234",
      email: "zoë@example.com",
      given_name: "Zoë",
      family_name: "Ng",
    });
    expect(socialLoginFromGoogleCredential(token)).toEqual({
      adapter: "google",
      email: "zoë@example.com",
      firstname: "Zoë",
      lastname: "Ng",
      uid: "1234",
      idToken: token,
    });
  });

  it("refuses a token without subject or e-mail, or that is not a JWT", () => {
    expect(socialLoginFromGoogleCredential(jwt({ email: "a@b.co" }))).toBeNull();
    expect(socialLoginFromGoogleCredential(jwt({ sub: "1" }))).toBeNull();
    expect(socialLoginFromGoogleCredential("not a token")).toBeNull();
    expect(socialLoginFromGoogleCredential("a.%%%.c")).toBeNull();
  });
});
