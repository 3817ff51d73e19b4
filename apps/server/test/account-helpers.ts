import { endpoints, type EndpointName } from "@bookwell/contract";
import { beforeAll, expect } from "vitest";

import { testApp, type Answer, type TestResponse } from "./helpers";

export const ALICE = "AR1001";
export const BOB = "AR1002";

/**
 * A test app (`testApp`'s options: a clock, the config) with alice and bob signed in: their
 * Cookie headers, sessions opened in the database (`openSession`; the login is tested in
 * `auth.test.ts`).
 */
export async function accountApp(options: Parameters<typeof testApp>[0] = {}) {
  const app = await testApp(options);
  const alice = await app.openSession(ALICE);
  const bob = await app.openSession(BOB);
  return { ...app, alice, bob };
}

/** The answer's data, after checking it is a success the contract's response schema accepts. */
export async function dataOf(name: EndpointName, response: TestResponse): Promise<Answer> {
  const body = await response.json();
  expect(body.meta.responseCode, body.meta.message).toBe("S");
  expect(response.status).toBe(200);
  const parsed = endpoints[name].response.safeParse(body.data);
  expect(parsed.error, JSON.stringify(parsed.error?.issues)).toBeUndefined();
  return body;
}

/** A failure: its status and message, and no data. */
export async function failureOf(
  response: TestResponse,
): Promise<{ status: number; message: string }> {
  const body = await response.json();
  expect(body.meta.responseCode).not.toBe("S");
  expect(body.data).toBeNull();
  return { status: response.status, message: body.meta.message };
}

export type AccountApp = Awaited<ReturnType<typeof accountApp>>;

/**
 * One logged-in app for a table of refusals in the current `describe`: every test of such a
 * table proves its own call changed nothing, so they can share a database (a call that did
 * change something fails there, whatever ran before it). Made in `beforeAll`, closed after
 * the file.
 */
export function sharedAccountApp(): () => AccountApp {
  let app: AccountApp | undefined;
  beforeAll(async () => {
    app = await accountApp();
  });
  return () => {
    if (!app) throw new Error("sharedAccountApp() is read inside a test of its describe");
    return app;
  };
}
