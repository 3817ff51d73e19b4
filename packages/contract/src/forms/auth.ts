import { z } from "zod";

import { SIGN_UP_SALUTATIONS } from "../constants";
import { messages, texts } from "../messages";
import { id } from "../primitives";
import type { Rule } from "./rules";
import {
  email,
  field,
  formSchema,
  maxLength,
  postcode,
  oneOf,
  optionalField,
  required,
  rule,
  runRules,
  sameAs,
  text,
} from "./rules";

/**
 * Sign-in, sign-up and password forms (visitor-and-entry and account-area section 5).
 *
 * Passwords: the specs name them `encryptedPWD`, `encryptedNewPWD`, `encryptedOldPWD`. Here
 * "encrypted" means encrypted in transit (HTTPS/TLS): the JSON body carries the password as
 * typed, never a URL, and the server stores only an argon2id hash.
 */

// ── Login ──────────────────────────────────────────────────────────────────────────────────
export type LoginForm = { userEmail: string; pwd: string };
export const loginRules: readonly Rule<LoginForm>[] = [
  required("userEmail", messages.userIdRequired),
  required("pwd", messages.passwordRequired),
];
export function validateLogin(form: Partial<LoginForm>) {
  return runRules(loginRules, form);
}
/** `POST user/login`. `deviceToken` is the push subscription (endpoint, P256DH, auth) as JSON. */
export const loginBody = formSchema(
  {
    userEmail: field(),
    pwd: field(),
    deviceType: optionalField(),
    deviceToken: optionalField(),
    // The solved captcha, asked for after repeated failed logins ("loginCaptchaNeeded").
    altcha: optionalField(),
  },
  loginRules,
);
export type LoginBody = z.input<typeof loginBody>;

// ── Sign-up ────────────────────────────────────────────────────────────────────────────────
export type SignUpForm = {
  title: string;
  postalcode: string;
  firstname: string;
  lastname: string;
  mobile: string;
  email: string;
  encryptedPWD: string;
  /** Form only; never sent. */
  confirmPassword: string;
  /** The ALTCHA widget's payload. */
  altcha: string;
};
/** In the dialog's order: salutation, postal code, names, phone, email, passwords, captcha. */
export const signUpRules: readonly Rule<SignUpForm>[] = [
  required("title", messages.salutationRequired),
  oneOf("title", SIGN_UP_SALUTATIONS, messages.salutationRequired),
  required("postalcode", messages.postalCodeRequired),
  postcode("postalcode", texts.postcodeInvalid),
  required("firstname", messages.firstNameRequired),
  maxLength("firstname", 20),
  required("lastname", messages.lastNameRequired),
  maxLength("lastname", 20),
  required("mobile", messages.phoneRequired),
  maxLength("mobile", 15),
  required("email", messages.emailIdRequired),
  email("email"),
  maxLength("email", 50),
  required("encryptedPWD", messages.passwordRequired),
  maxLength("encryptedPWD", 20),
  required("confirmPassword", messages.confirmPasswordRequired),
  sameAs("confirmPassword", "encryptedPWD", messages.passwordMismatch),
  required("altcha", messages.captchaRequired),
];
export function validateSignUp(form: Partial<SignUpForm>) {
  return runRules(signUpRules, form);
}
/** `POST user/basicsignup`: the sign-up payload plus the captcha. */
export const signUpBody = formSchema(
  {
    title: field(),
    postalcode: field(),
    firstname: field(),
    lastname: field(),
    mobile: field(),
    email: field(),
    encryptedPWD: field(),
    altcha: field(),
  },
  signUpRules,
);
export type SignUpBody = z.input<typeof signUpBody>;

// ── Reset password ─────────────────────────────────────────────────────────────────────────
export type ResetEmailForm = { email: string };
export const resetEmailRules: readonly Rule<ResetEmailForm>[] = [
  required("email", messages.resetEmailRequired),
  email("email"),
];
export function validateResetEmail(form: Partial<ResetEmailForm>) {
  return runRules(resetEmailRules, form);
}
export const resetEmailQuery = formSchema({ email: field() }, resetEmailRules);

export type ResetPasswordForm = {
  email: string;
  OTP: string;
  encryptedNewPWD: string;
  /** Form only. */
  confirmPassword: string;
};
export const resetPasswordRules: readonly Rule<ResetPasswordForm>[] = [
  required("email", messages.resetEmailRequired),
  required("OTP", messages.otpRequired),
  rule("OTP", messages.otpRequired, (f) => /^\d{0,6}$/.test(text(f, "OTP"))),
  required("encryptedNewPWD", messages.passwordRequired),
  maxLength("encryptedNewPWD", 20),
  required("confirmPassword", messages.confirmPasswordRequired),
  sameAs("confirmPassword", "encryptedNewPWD", messages.passwordMismatch),
];
export function validateResetPassword(form: Partial<ResetPasswordForm>) {
  return runRules(resetPasswordRules, form);
}
/** `POST user/resetpwd`: the server checks the OTP it sent; the browser never sees it. */
export const resetPasswordBody = formSchema(
  { email: field(), OTP: field(), encryptedNewPWD: field() },
  resetPasswordRules,
);
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

// ── Change password (account) ──────────────────────────────────────────────────────────────
export type ChangePasswordForm = {
  email: string;
  encryptedOldPWD: string;
  encryptedNewPWD: string;
  /** Form only. */
  confirmPassword: string;
};
export const changePasswordRules: readonly Rule<ChangePasswordForm>[] = [
  required("encryptedOldPWD", messages.currentPasswordRequired),
  maxLength("encryptedOldPWD", 15),
  required("encryptedNewPWD", messages.newPasswordRequired),
  maxLength("encryptedNewPWD", 15),
  required("confirmPassword", messages.confirmPasswordRequired),
  maxLength("confirmPassword", 15),
  sameAs("confirmPassword", "encryptedNewPWD", messages.newPasswordMismatch),
];
export function validateChangePassword(form: Partial<ChangePasswordForm>) {
  return runRules(changePasswordRules, form);
}
/** `POST user/changepwd`. `email` is the session's; the server checks it matches. */
export const changePasswordBody = formSchema(
  { email: field(), encryptedOldPWD: field(), encryptedNewPWD: field() },
  changePasswordRules,
);
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** `GET/POST user/validate?email=`. */
export const emailQuery = z.object({ email: z.string().min(1) });
export const arnumParams = z.object({ arnum: id });
