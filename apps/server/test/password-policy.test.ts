import { serverTexts, texts } from "@bookwell/contract";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";

import { isCommonPassword } from "../src/security/passwords";
import { testApp } from "./helpers";

/**
 * New passwords (OWASP ASVS 5.0, 6.2): at least 8 characters (the contract's rule, the spec's
 * maximum kept) and not on the common-passwords list (the server's check).
 */
type App = Awaited<ReturnType<typeof testApp>>;

async function signUp(app: App, encryptedPWD: string) {
  const { data: challenge } = await (await app.request("/api/captcha/challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const response = await app.request("/api/user/basicsignup", {
    method: "POST",
    json: {
      title: "Ms",
      postalcode: "SW11 4PL",
      firstname: "Dana",
      lastname: "Jones",
      mobile: "07700900104",
      email: "dana@example.com",
      encryptedPWD,
      altcha,
    },
  });
  return { status: response.status, message: (await response.json()).meta.message as string };
}

describe("new passwords", () => {
  it("knows the commonest passwords, whatever their case", () => {
    expect(isCommonPassword("password1")).toBe(true);
    expect(isCommonPassword("PASSWORD1")).toBe(true);
    expect(isCommonPassword("Carol-pass-2026")).toBe(false);
  });

  it("refuses a sign-up with a one-character or a common password", async () => {
    const app = await testApp();
    expect(await signUp(app, "x")).toEqual({ status: 400, message: texts.passwordTooShort });
    expect(await signUp(app, "1234567")).toEqual({ status: 400, message: texts.passwordTooShort });
    expect(await signUp(app, "password1")).toEqual({
      status: 400,
      message: serverTexts.passwordCommon,
    });
    expect((await signUp(app, "Dana-pass-2026")).status).toBe(200);
  });
});
