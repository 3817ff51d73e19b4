import { z } from "zod";

import { id } from "../primitives";

/**
 * Session and sign-in entities (visitor-and-entry section 3).
 *
 * The server keeps the real session in an HttpOnly cookie; the browser stores only this
 * non-secret profile (the spec's "stored session").
 */
export const sessionUser = z.looseObject({
  arnum: id,
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  mobile: z.string(),
  stripeEnable: z.boolean(),
  payNowEnable: z.boolean(),
  c2pEnable: z.boolean(),
  ukTakepaymentsEnable: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** `GET user/session`: who is logged in, or `null` for a visitor. */
export const sessionState = sessionUser.nullable();

/** Social login body. */
export const socialLoginBody = z.object({
  adapter: z.enum(["facebook", "google"]),
  email: z.string().min(1),
  firstname: z.string(),
  lastname: z.string(),
  uid: z.string().min(1),
  /** The provider's ID token; the server verifies it before trusting `email` and `uid`. */
  idToken: z.string().min(1),
  deviceToken: z.string().optional(),
  deviceType: z.string().optional(),
});
export type SocialLoginBody = z.infer<typeof socialLoginBody>;

/**
 * `POST user/devicetoken`: the push subscription of a browser that allowed notifications
 * after login, as the login's `deviceToken` carries it (`PushSubscription.toJSON()` as JSON).
 * A later login from that browser sends it with the login itself.
 */
export const deviceTokenBody = z.object({
  deviceToken: z.string().min(1).max(4000),
  deviceType: z.string().max(40).optional(),
});
export type DeviceTokenBody = z.infer<typeof deviceTokenBody>;

/** `GET push/vapidkey`: the server's VAPID public key, or `null` when push is off. */
export const pushVapidKey = z.object({ publicKey: z.string().nullable() });
export type PushVapidKey = z.infer<typeof pushVapidKey>;

/**
 * ALTCHA challenge (`GET captcha/challenge`), passed to the widget untouched. Its fields
 * depend on the ALTCHA version the server runs, so it is not checked field by field.
 */
export const captchaChallenge = z.looseObject({});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;
