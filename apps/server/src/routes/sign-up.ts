import type { Handlers } from "../app";

/** Sign-up with verification, the captcha challenge, social login and change password. */
export const signUpHandlers: Handlers = {};
