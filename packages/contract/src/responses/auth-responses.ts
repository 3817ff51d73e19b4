import { captchaChallenge, pushVapidKey, sessionState, sessionUser } from "../entities/auth";
import { noData } from "../primitives";

/** What the sign-in, session and push calls answer (`data`), by endpoint. */
export const authResponses = {
  captchaChallenge,
  login: sessionUser,
  socialLogin: sessionUser,
  logout: noData,
  session: sessionState,
  saveDeviceToken: noData,
  pushVapidKey,
  signUp: noData,
  validateUser: noData,
  resetPassword: noData,
  changePassword: noData,
} as const;
