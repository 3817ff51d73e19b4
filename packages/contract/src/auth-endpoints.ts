import { defineEndpoint, type EndpointConfig } from "./endpoint";
import { endpointRoutes } from "./endpoint-routes";
import { requiredEmailQuery } from "./endpoint-shapes";
import { deviceTokenBody, socialLoginBody } from "./entities/auth";
import { changePasswordBody, loginBody, resetPasswordBody, signUpBody } from "./forms/auth";
import { authResponses } from "./responses/auth-responses";

/**
 * Authentication: login, sign-up, the session, password reset and change: a part of the one
 * registry, `endpoints.ts`.
 */
export const authEndpoints = {
  login: defineEndpoint({
    name: "login",
    ...endpointRoutes.login,
    auth: "none",
    summary: "Log in; sets the session cookie",
    body: loginBody,
    response: authResponses.login,
  }),
  socialLogin: defineEndpoint({
    name: "socialLogin",
    ...endpointRoutes.socialLogin,
    auth: "none",
    summary: "Log in with Facebook or Google; sets the session cookie",
    body: socialLoginBody,
    response: authResponses.socialLogin,
  }),
  logout: defineEndpoint({
    name: "logout",
    ...endpointRoutes.logout,
    auth: "session",
    summary: "Log out; clears the session cookie",
    response: authResponses.logout,
  }),
  session: defineEndpoint({
    name: "session",
    ...endpointRoutes.session,
    auth: "none",
    summary: "Who is logged in (null for a visitor)",
    response: authResponses.session,
  }),
  saveDeviceToken: defineEndpoint({
    name: "saveDeviceToken",
    ...endpointRoutes.saveDeviceToken,
    auth: "session",
    summary: "Keep this browser's push subscription (as the login's deviceToken) for the customer",
    body: deviceTokenBody,
    response: authResponses.saveDeviceToken,
  }),
  pushVapidKey: defineEndpoint({
    name: "pushVapidKey",
    ...endpointRoutes.pushVapidKey,
    auth: "none",
    summary: "The VAPID public key browsers subscribe with (null: push is off)",
    response: authResponses.pushVapidKey,
  }),
  signUp: defineEndpoint({
    name: "signUp",
    ...endpointRoutes.signUp,
    auth: "none",
    summary: "Sign up; a verification link is mailed",
    body: signUpBody,
    response: authResponses.signUp,
  }),
  validateUser: defineEndpoint({
    name: "validateUser",
    ...endpointRoutes.validateUser,
    auth: "none",
    summary: "Mail a reset OTP (never returned); answers in meta",
    query: requiredEmailQuery,
    response: authResponses.validateUser,
  }),
  resetPassword: defineEndpoint({
    name: "resetPassword",
    ...endpointRoutes.resetPassword,
    auth: "none",
    summary: "Set a new password with the mailed OTP",
    body: resetPasswordBody,
    response: authResponses.resetPassword,
  }),
  changePassword: defineEndpoint({
    name: "changePassword",
    ...endpointRoutes.changePassword,
    auth: "session",
    summary: "Change password",
    body: changePasswordBody,
    response: authResponses.changePassword,
  }),
} as const satisfies Record<string, EndpointConfig>;
