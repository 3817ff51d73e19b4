/**
 * The journeys' `test`: Playwright's, with one automatic check every journey gets, and a
 * stored sign-in a journey can ask for.
 *
 * - Any Content-Security-Policy violation in any page of the test fails it: the page
 *   server's strict CSP lets only its own nonce'd scripts run, so a violation is either an
 *   attack or a part of the site the policy does not know (a new provider, an inline script).
 * - `test.use({ signedInAs: alice })`: the test's browser starts signed in as that demo
 *   customer, with the cookie banner answered (Playwright's stored authentication state,
 *   https://playwright.dev/docs/auth). Each customer signs in once per worker through the API;
 *   the state is reused while its session lives, and made again when a journey ended it (a
 *   password change ends the account's other sessions). A journey that logs out asks for a
 *   session of its own (`ownSession: true`), so it ends no other journey's. A journey whose
 *   subject is signing in uses the dialog instead.
 *
 * Import `test` and `expect` from here, not from `@playwright/test`.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type PlaywrightWorkerArgs,
} from "@playwright/test";

import type { Customer } from "./support";

export * from "@playwright/test";

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;
type Playwright = PlaywrightWorkerArgs["playwright"];

/** The customer signed in through the API: the session cookie, and what the browser keeps. */
async function signInThroughApi(
  playwright: Playwright,
  baseURL: string,
  customer: Customer,
): Promise<StorageState> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    const login = await api.post("/api/user/login", {
      data: { userEmail: customer.email, pwd: customer.password },
    });
    expect(login.ok(), `${customer.email} signs in through the API`).toBe(true);
    const profile = (await login.json()).data;
    const { cookies } = await api.storageState();
    return {
      cookies,
      origins: [
        {
          origin: new URL(baseURL).origin,
          // What the login dialog keeps (the kit's stored session: the non-secret profile),
          // and the cookie banner's answer.
          localStorage: [
            { name: "session", value: JSON.stringify(profile) },
            { name: "cookieConsent", value: "true" },
          ],
        },
      ],
    };
  } finally {
    await api.dispose();
  }
}

/** Whether a stored state's session still lives on the server (no password change ended it). */
async function sessionLives(
  playwright: Playwright,
  baseURL: string,
  state: StorageState,
  customer: Customer,
): Promise<boolean> {
  const api = await playwright.request.newContext({ baseURL, storageState: state });
  try {
    const answer = await (await api.get("/api/user/session")).json();
    return answer.data?.arnum === customer.arnum;
  } finally {
    await api.dispose();
  }
}

export const test = base.extend<
  { cspViolations: string[]; signedInAs: Customer | undefined; ownSession: boolean },
  { storedSignIns: Map<string, StorageState> }
>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // The browser's own event, reported through the console so it survives navigations.
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      context.on("console", (message) => {
        const text = message.text();
        if (text.startsWith("CSP violation:") || /Content Security Policy/i.test(text))
          violations.push(text);
      });
      await use(violations);
      if (violations.length > 0)
        throw new Error(`Content-Security-Policy violations:\n${violations.join("\n")}`);
    },
    { auto: true },
  ],

  signedInAs: [undefined, { option: true }],
  ownSession: [false, { option: true }],

  /** This worker's stored sign-ins, by site and customer. */
  storedSignIns: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use) => {
      await use(new Map());
    },
    { scope: "worker" },
  ],

  storageState: [
    async ({ storageState, signedInAs, ownSession, storedSignIns, baseURL, playwright }, use) => {
      if (!signedInAs || !baseURL) {
        await use(storageState);
        return;
      }
      const key = `${baseURL} ${signedInAs.email}`;
      let state = ownSession ? undefined : storedSignIns.get(key);
      if (!state || !(await sessionLives(playwright, baseURL, state, signedInAs))) {
        state = await signInThroughApi(playwright, baseURL, signedInAs);
        if (!ownSession) storedSignIns.set(key, state);
      }
      await use(state);
    },
    { scope: "test" },
  ],
});
