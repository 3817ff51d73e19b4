import { z } from "zod";

import { id } from "../primitives";
import {
  changePasswordRules,
  loginRules,
  resetEmailRules,
  resetPasswordRules,
  signUpRules,
} from "./auth-rules";
import { field, formSchema, optionalField } from "./rules";

/** Sign-in, sign-up and password request bodies, on the forms' rules (`auth-rules.ts`). */
// ── Login ──────────────────────────────────────────────────────────────────────────────────
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
export const resetEmailQuery = formSchema({ email: field() }, resetEmailRules);

/** `POST user/resetpwd`: the server checks the OTP it sent; the browser never sees it. */
export const resetPasswordBody = formSchema(
  { email: field(), OTP: field(), encryptedNewPWD: field() },
  resetPasswordRules,
);
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

// ── Change password (account) ──────────────────────────────────────────────────────────────
/** `POST user/changepwd`. `email` is the session's; the server checks it matches. */
export const changePasswordBody = formSchema(
  { email: field(), encryptedOldPWD: field(), encryptedNewPWD: field() },
  changePasswordRules,
);
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** `GET/POST user/validate?email=`. */
export const emailQuery = z.object({ email: z.string().min(1) });
export const arnumParams = z.object({ arnum: id });
