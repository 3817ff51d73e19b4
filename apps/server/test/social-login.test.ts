import { generateKeyPairSync, sign, type JsonWebKey } from "node:crypto";

import { messages } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { FACEBOOK_UNAVAILABLE, GOOGLE_UNAVAILABLE } from "../src/handlers/auth/sign-up";
import { cookieFrom, fixedClock, testApp } from "./helpers";

/**
 * Google sign-in with a key pair of our own standing in for Google's (the network is closed
 * here): the server gets the public half as its key set, the test signs ID tokens with the
 * private half exactly as Google does (RS256, the key's `kid` in the header).
 */
const CLIENT_ID = "bookwell-test.apps.googleusercontent.com";
const google = generateKeyPairSync("rsa", { modulusLength: 2048 });
const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });
const publicJwk: JsonWebKey = {
  ...google.publicKey.export({ format: "jwk" }),
  kid: "key-1",
  alg: "RS256",
  use: "sig",
};
const keys = async () => [publicJwk];

const nowSeconds = Math.floor(fixedClock.now().getTime() / 1000);
const claims = {
  iss: "https://accounts.google.com",
  aud: CLIENT_ID,
  sub: "109876543210",
  email: "erin@gmail.com",
  email_verified: true,
  given_name: "Erin",
  family_name: "Brown",
  iat: nowSeconds - 60,
  exp: nowSeconds + 3600,
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

function idToken(
  payload: Record<string, unknown> = claims,
  { kid = "key-1", alg = "RS256", key = google.privateKey } = {},
): string {
  const signed = `${b64({ alg, kid, typ: "JWT" })}.${b64(payload)}`;
  return `${signed}.${sign("RSA-SHA256", Buffer.from(signed), key).toString("base64url")}`;
}

const body = (token: string, change: Record<string, unknown> = {}) => ({
  adapter: "google",
  email: "erin@gmail.com",
  firstname: "Erin",
  lastname: "Brown",
  uid: claims.sub,
  idToken: token,
  ...change,
});

const googleApp = (googleKeys = keys) =>
  testApp({ config: { google: { clientId: CLIENT_ID, keys: googleKeys } } });

describe("social login (POST user/sociallogin)", () => {
  it("is refused clearly when GOOGLE_CLIENT_ID is not configured", async () => {
    const app = await testApp();
    const response = await app.request("/api/user/sociallogin", {
      method: "POST",
      json: body(idToken()),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(GOOGLE_UNAVAILABLE);
  });

  it("refuses Facebook (off in the spec's settings)", async () => {
    const app = await googleApp();
    const response = await app.request("/api/user/sociallogin", {
      method: "POST",
      json: body(idToken(), { adapter: "facebook" }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(FACEBOOK_UNAVAILABLE);
  });

  it("a verified Google token for a new address makes a verified account and logs it in", async () => {
    const app = await googleApp();
    const response = await app.request("/api/user/sociallogin", {
      method: "POST",
      json: body(idToken()),
    });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.meta.message).toBe(messages.loginSuccess);
    expect(answer.data).toMatchObject({
      arnum: "AR1003",
      email: "erin@gmail.com",
      firstname: "Erin",
      lastname: "Brown",
    });
    const session = await app.request("/api/user/session", { cookie: cookieFrom(response) });
    expect((await session.json()).data).toMatchObject({ arnum: "AR1003" });
    // It has no password anyone knows.
    const [account] = await app.db.query<{ password_hash: string; verified: boolean }>(
      "SELECT password_hash, verified FROM accounts WHERE arnum = 'AR1003'",
    );
    expect(account).toMatchObject({ verified: true });
    expect(account!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("the same Google subject is the same account, even with a new address", async () => {
    const app = await googleApp();
    const first = await app.request("/api/user/sociallogin", {
      method: "POST",
      json: body(idToken()),
    });
    expect((await first.json()).data.arnum).toBe("AR1003");
    const renamed = { ...claims, email: "erin.brown@gmail.com" };
    const again = await app.request("/api/user/sociallogin", {
      method: "POST",
      json: body(idToken(renamed), { email: "erin.brown@gmail.com" }),
    });
    expect(again.status).toBe(200);
    expect((await again.json()).data.arnum).toBe("AR1003");
  });

  it("a Google address that has an account signs in to that account", async () => {
    const app = await googleApp();
    const aliceClaims = { ...claims, sub: "555", email: "alice@example.com" };
    const response = await app.request("/api/user/sociallogin", {
      method: "POST",
      json: body(idToken(aliceClaims), { email: "alice@example.com", uid: "555" }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ arnum: "AR1001", firstname: "Alice" });
  });

  it.each([
    ["another audience", idToken({ ...claims, aud: "someone-else" }), {}],
    ["another issuer", idToken({ ...claims, iss: "https://evil.example" }), {}],
    ["an expired token", idToken({ ...claims, exp: nowSeconds - 3600 }), {}],
    ["a token from the future", idToken({ ...claims, iat: nowSeconds + 3600 }), {}],
    ["an unverified address", idToken({ ...claims, email_verified: false }), {}],
    ["no subject", idToken({ ...claims, sub: "" }), {}],
    ["a signature by another key", idToken(claims, { key: stranger.privateKey }), {}],
    ["an unknown key id", idToken(claims, { kid: "key-9" }), {}],
    ["alg none", `${b64({ alg: "none", kid: "key-1" })}.${b64(claims)}.`, {}],
    ["HS256 with the public key", idToken(claims, { alg: "HS256" }), {}],
    ["a tampered payload", tamper(idToken()), {}],
    ["not a JWT", "not-a-token", {}],
    ["a uid that is not the token's", idToken(), { uid: "123" }],
    ["an e-mail that is not the token's", idToken(), { email: "alice@example.com" }],
  ])("refuses %s with 400 and the spec's message", async (_, token, change) => {
    const app = await googleApp();
    const response = await app.request("/api/user/sociallogin", {
      method: "POST",
      json: body(token, change),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(messages.loginWithGoogle);
    expect(response.headers.get("set-cookie")).toBeNull();
    const [{ n }] = (await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM social_identities",
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it.each([
    ["no token", { idToken: "" }],
    ["no uid", { uid: "" }],
    ["no e-mail", { email: "" }],
    ["an unknown adapter", { adapter: "myspace" }],
  ])("refuses a body with %s with 400", async (_, change) => {
    const app = await googleApp();
    const response = await app.request("/api/user/sociallogin", {
      method: "POST",
      json: body(idToken(), change),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).data).toBeNull();
  });

  it("answers 503 when Google's keys cannot be fetched, and logs nothing of the token", async () => {
    const app = await googleApp(async () => {
      throw new Error("network closed");
    });
    const token = idToken();
    const response = await app.request("/api/user/sociallogin", {
      method: "POST",
      json: body(token),
    });
    expect(response.status).toBe(503);
    expect((await response.json()).meta.message).toBe(GOOGLE_UNAVAILABLE);
    expect(app.logs.join("\n")).not.toContain(token);
  });
});

function tamper(token: string): string {
  const [header, , signature] = token.split(".");
  return `${header}.${b64({ ...claims, email: "alice@example.com" })}.${signature}`;
}
