import { SIGN_UP_SALUTATIONS } from "../constants";
import { messages, texts } from "../messages";
import {
  email,
  maxLength,
  oneOf,
  postcode,
  required,
  rule,
  runRules,
  sameAs,
  text,
  type Rule,
} from "./rule-list";

/**
 * Sign-in, sign-up and password forms (visitor-and-entry and account-area section 5).
 *
 * Passwords: the specs name them `encryptedPWD`, `encryptedNewPWD`, `encryptedOldPWD`. Here
 * "encrypted" means encrypted in transit (HTTPS/TLS): the JSON body carries the password as
 * typed, never a URL, and the server stores only an argon2id hash.
 *
 * Their fields and rules, with no schema library, so a page checks a form without loading
 * zod; the request bodies built on these rules are `auth.ts`.
 */

/**
 * A new password's least length (OWASP ASVS 5.0, 6.2.1: at least 8 characters); the specs'
 * maximums stay. The server also refuses the commonest passwords (`serverTexts.passwordCommon`).
 */
export const PASSWORD_MIN_LENGTH = 8;
function passwordLength<T>(field: keyof T & string): Rule<T> {
  return rule(field, texts.passwordTooShort, (f) => {
    const value = text(f, field);
    return value === "" || value.length >= PASSWORD_MIN_LENGTH;
  });
}

// ── Login ──────────────────────────────────────────────────────────────────────────────────
export type LoginForm = { userEmail: string; pwd: string };
export const loginRules: readonly Rule<LoginForm>[] = [
  required("userEmail", messages.userIdRequired),
  required("pwd", messages.passwordRequired),
];
export function validateLogin(form: Partial<LoginForm>) {
  return runRules(loginRules, form);
}

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
  passwordLength("encryptedPWD"),
  maxLength("encryptedPWD", 20),
  required("confirmPassword", messages.confirmPasswordRequired),
  sameAs("confirmPassword", "encryptedPWD", messages.passwordMismatch),
  required("altcha", messages.captchaRequired),
];
export function validateSignUp(form: Partial<SignUpForm>) {
  return runRules(signUpRules, form);
}

// ── Reset password ─────────────────────────────────────────────────────────────────────────
export type ResetEmailForm = { email: string };
export const resetEmailRules: readonly Rule<ResetEmailForm>[] = [
  required("email", messages.resetEmailRequired),
  email("email"),
];
export function validateResetEmail(form: Partial<ResetEmailForm>) {
  return runRules(resetEmailRules, form);
}
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
  passwordLength("encryptedNewPWD"),
  maxLength("encryptedNewPWD", 20),
  required("confirmPassword", messages.confirmPasswordRequired),
  sameAs("confirmPassword", "encryptedNewPWD", messages.passwordMismatch),
];
export function validateResetPassword(form: Partial<ResetPasswordForm>) {
  return runRules(resetPasswordRules, form);
}

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
  passwordLength("encryptedNewPWD"),
  maxLength("encryptedNewPWD", 15),
  required("confirmPassword", messages.confirmPasswordRequired),
  maxLength("confirmPassword", 15),
  sameAs("confirmPassword", "encryptedNewPWD", messages.newPasswordMismatch),
];
export function validateChangePassword(form: Partial<ChangePasswordForm>) {
  return runRules(changePasswordRules, form);
}
