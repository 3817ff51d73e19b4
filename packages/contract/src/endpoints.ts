import { accountEndpoints } from "./account-endpoints";
import { authEndpoints } from "./auth-endpoints";
import { bookingEndpoints } from "./booking-endpoints";
import { contentEndpoints } from "./content-endpoints";
import type { EndpointConfig } from "./endpoint";
import { staffEndpoints } from "./staff-endpoints";

/**
 * Every call of the three specs' call tables (section 7), plus the calls DESIGN.md adds
 * (logout, session, captcha, the test card gateway). The server registers one route per
 * entry; the client has one function per entry. Names and paths are stable: add, never
 * rename. Each answer's schema is in its part of the API's module (`responses/`), which the
 * client loads with that part's first call; its method, path and idempotency come from the one
 * table of routes, `endpoint-routes.ts`, under the same part (a unit test holds the parts
 * together).
 *
 * Deviations from the specs, on purpose:
 * - `login` is `POST /api/user/login` with a JSON body: a password never travels in a URL.
 * - The reset code is asked for with `validateUser` (`POST user/validate`) only, never the spec's
 *   GET (a GET from another site could queue a mail); the answer has no OTP: the server mails
 *   it and checks it in `resetPassword`. A GET is answered 405.
 * - "save" rows of the account table are PUT when they update a resource in place
 *   (particulars, location) and POST when they record an action.
 * - `acceptQuote` is POST (the spec's GET changes the cart; a GET must not change state).
 */

export const endpoints = {
  // ── App start, content and the public forms (content-endpoints.ts) ─────────────────────────
  ...contentEndpoints,
  // ── Authentication (auth-endpoints.ts) ────────────────────────────────────────────────────
  ...authEndpoints,
  // ── Booking (booking-endpoints.ts) ────────────────────────────────────────────────────────
  ...bookingEndpoints,
  // ── Account area (account-endpoints.ts) ───────────────────────────────────────────────────
  ...accountEndpoints,
  // ── The staff part: the back office (staff-endpoints.ts) ─────────────────────────────────
  ...staffEndpoints,
} as const satisfies Record<string, EndpointConfig>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Every endpoint, in declaration order (for route registration and docs). */
export type AnyEndpoint = Endpoints[EndpointName] & EndpointConfig;
export const endpointList: readonly AnyEndpoint[] = Object.values(endpoints);

/** Looks an endpoint up by method and concrete or template path. */
export function findEndpoint(method: string, path: string): AnyEndpoint | undefined {
  const clean = path.split("?")[0] ?? path;
  return endpointList.find((e) => {
    if (e.method !== method.toUpperCase()) return false;
    const pattern = new RegExp(`^${e.path.replace(/\{\w+\}/g, "[^/]+")}$`);
    return e.path === clean || pattern.test(clean);
  });
}
