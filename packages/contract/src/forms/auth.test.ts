import { describe, expect, it } from "vitest";

import { changePasswordBody, loginBody, resetPasswordBody, signUpBody } from "./auth";
import {
  validateChangePassword,
  validateLogin,
  validateResetEmail,
  validateResetPassword,
  validateSignUp,
} from "./auth-rules";

const goodSignUp = {
  title: "Mr",
  postalcode: "SW1A 1AA",
  firstname: "Ann",
  lastname: "Lee",
  mobile: "07700900000",
  email: "ann@example.com",
  encryptedPWD: "Secret123",
  confirmPassword: "Secret123",
  altcha: "payload",
};

describe("login", () => {
  it("requires user id then password, with the spec's texts", () => {
    expect(validateLogin({})).toEqual([
      { field: "userEmail", message: "UserId is required." },
      { field: "pwd", message: "Password is required." },
    ]);
    expect(validateLogin({ userEmail: "a@b.co", pwd: "x" })).toEqual([]);
  });
  it("the login body reports the same messages", () => {
    const result = loginBody.safeParse({ userEmail: "  " });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["userEmail", "UserId is required."],
      ["pwd", "Password is required."],
    ]);
  });
});

describe("sign-up", () => {
  it("accepts a complete form", () => {
    expect(validateSignUp(goodSignUp)).toEqual([]);
  });
  it("reports fields in the dialog's order with the spec's texts", () => {
    expect(validateSignUp({ email: "nope", encryptedPWD: "a", confirmPassword: "b" })).toEqual([
      { field: "title", message: "Salutation is required." },
      { field: "postalcode", message: "Postal code is required." },
      { field: "firstname", message: "First name is required." },
      { field: "lastname", message: "Last name is required." },
      { field: "mobile", message: "Phone number is required." },
      { field: "email", message: "You have entered an invalid email address." },
      { field: "encryptedPWD", message: "Please use a password of at least 8 characters." },
      { field: "confirmPassword", message: "Password and confirm password must be same." },
      { field: "altcha", message: "Please verify captcha." },
    ]);
  });
  it("requires the email with Email-Id is required. and limits lengths", () => {
    expect(validateSignUp({ ...goodSignUp, email: "" })).toEqual([
      { field: "email", message: "Email-Id is required." },
    ]);
    expect(validateSignUp({ ...goodSignUp, firstname: "A".repeat(21) })[0]?.field).toBe(
      "firstname",
    );
    expect(validateSignUp({ ...goodSignUp, title: "Sir" })).toEqual([
      { field: "title", message: "Salutation is required." },
    ]);
  });
  it("the body has no confirmation and checks the rest", () => {
    const { confirmPassword: _omit, ...body } = goodSignUp;
    expect(signUpBody.safeParse(body).success).toBe(true);
    expect(signUpBody.safeParse({ ...body, altcha: "" }).error?.issues[0]?.message).toBe(
      "Please verify captcha.",
    );
  });
});

describe("reset password", () => {
  it("email step", () => {
    expect(validateResetEmail({})).toEqual([
      { field: "email", message: "Email id required to reset password." },
    ]);
    expect(validateResetEmail({ email: "x" })).toEqual([
      { field: "email", message: "You have entered an invalid email address." },
    ]);
  });
  it("OTP and new password step", () => {
    expect(validateResetPassword({ email: "a@b.co" })).toEqual([
      { field: "OTP", message: "OTP is required." },
      { field: "encryptedNewPWD", message: "Password is required." },
      { field: "confirmPassword", message: "Confirm password is required." },
    ]);
    expect(
      validateResetPassword({
        email: "a@b.co",
        OTP: "1234567",
        encryptedNewPWD: "abc",
        confirmPassword: "abd",
      }),
    ).toEqual([
      { field: "OTP", message: "OTP is required." },
      { field: "encryptedNewPWD", message: "Please use a password of at least 8 characters." },
      { field: "confirmPassword", message: "Password and confirm password must be same." },
    ]);
    expect(
      resetPasswordBody.safeParse({ email: "a@b.co", OTP: "123456", encryptedNewPWD: "abcdefgh" })
        .success,
    ).toBe(true);
  });
});

describe("change password", () => {
  it("uses the account texts and the 15-character limit", () => {
    expect(validateChangePassword({})).toEqual([
      { field: "encryptedOldPWD", message: "Current password is required." },
      { field: "encryptedNewPWD", message: "New password is required." },
      { field: "confirmPassword", message: "Confirm password is required." },
    ]);
    expect(
      validateChangePassword({ encryptedOldPWD: "a", encryptedNewPWD: "b", confirmPassword: "c" }),
    ).toEqual([
      { field: "encryptedNewPWD", message: "Please use a password of at least 8 characters." },
      { field: "confirmPassword", message: "New password and confirm password must be same." },
    ]);
    expect(
      changePasswordBody.safeParse({
        email: "a@b.co",
        encryptedOldPWD: "a",
        encryptedNewPWD: "b".repeat(16),
      }).success,
    ).toBe(false);
  });
});
