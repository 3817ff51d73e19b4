import type { Handlers } from "../app";
import { createCaptchaChallenge } from "../captcha";

/** Sign-up with verification, the captcha challenge, social login and change password. */
export const signUpHandlers: Handlers = {
  async captchaChallenge() {
    return { data: await createCaptchaChallenge() };
  },
};
