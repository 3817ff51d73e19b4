import { fail, ok, sessionUser, texts, type SessionUser } from "@bookwell/contract";
import { delay, http, HttpResponse, type JsonBodyType } from "msw";

import { alice } from "../kit-story";

/** The demo customer as the login call answers it, checked against the contract's schema. */
export const loggedInUser: SessionUser = sessionUser.parse(alice);

/** The reference server's refusal of a wrong e-mail or password (apps/server LOGIN_FAILED). */
export const LOGIN_FAILED = "Invalid email or password.";

/** Every auth request the handlers saw, oldest first, for play functions to inspect. */
export const sentAuth: { call: string; url: string; body: JsonBodyType }[] = [];

const recorded = async (call: string, request: Request) => {
  const text = request.method === "GET" ? "" : await request.text();
  const body = text ? (JSON.parse(text) as JsonBodyType) : null;
  sentAuth.push({ call, url: request.url, body });
};

/** The auth calls answering success, as the reference server does. */
export const authHandlers = {
  login: http.post("*/api/user/login", async ({ request }) => {
    await recorded("login", request);
    return HttpResponse.json(ok(loggedInUser, "Login successfully."));
  }),
  socialLogin: http.post("*/api/user/sociallogin", async ({ request }) => {
    await recorded("socialLogin", request);
    return HttpResponse.json(ok(loggedInUser, "Login successfully."));
  }),
  signUp: http.post("*/api/user/basicsignup", async ({ request }) => {
    await recorded("signUp", request);
    return HttpResponse.json(
      ok(
        null,
        "We've sent a verification link to your email address. Please verify your email address.",
      ),
    );
  }),
  requestPasswordReset: http.post("*/api/user/validate", async ({ request }) => {
    await recorded("requestPasswordReset", request);
    return HttpResponse.json(ok(null, "Please check your email."));
  }),
  resetPassword: http.post("*/api/user/resetpwd", async ({ request }) => {
    await recorded("resetPassword", request);
    return HttpResponse.json(ok(null, "Password reset successfully."));
  }),
};

/** Every auth call answering success. */
export const allAuthHandlers = Object.values(authHandlers);

/** A call refused with the server's own text, as the reference server answers (HTTP 400). */
export function refused(method: "get" | "post", path: string, message: string) {
  return http[method](path, () => HttpResponse.json(fail(message), { status: 400 }));
}

/** A call that never answers: the loading state. */
export function pending(method: "get" | "post", path: string) {
  return http[method](path, async () => {
    await delay("infinite");
    return HttpResponse.json(ok(null));
  });
}

/**
 * `user/login` after repeated failures: without a solved captcha the server asks
 * for one ("loginCaptchaNeeded"); with one, the right password logs in.
 */
export const loginNeedsCaptcha = http.post("*/api/user/login", async ({ request }) => {
  const body = (await request.clone().json()) as { altcha?: string };
  if (!body.altcha) return HttpResponse.json(fail(texts.loginCaptchaNeeded), { status: 400 });
  await recorded("login", request);
  return HttpResponse.json(ok(loggedInUser, "Login successfully."));
});
