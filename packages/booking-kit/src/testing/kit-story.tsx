/**
 * What the kit's stories and tests share (not part of the public surface): the demo brand's
 * settings, the demo customer, a session store over memory, and the navigations a composite
 * asked for. The provider around a story is Storybook's global `withKit` decorator
 * (`.storybook/kit-decorator.tsx`), turned on by `parameters.kit`; the MSW handlers and
 * fixtures are in `testing/mocks/`, built from the contract's schemas.
 */
import { createApiClient, type SessionUser } from "@bookwell/contract";
import { QueryClient } from "@tanstack/react-query";

import type { KitDestination, KitSettings } from "../kit-context";
import { createSessionStore, type SessionStorageLike } from "../session/session-store";
import { stampStoryRun } from "./story-run";

export const demoSettings: KitSettings = {
  hotline: "020 7946 0000",
  hours: "8am to 8pm daily",
  currency: "GBP",
  defaultCountry: "United Kingdom",
  timeZone: "Europe/London",
  payment: {},
  social: { google: true, facebook: false },
  // The site's URLs, as a brand site would give them (the kit's links show these as href).
  hrefOf: (destination) =>
    destination.to === "account"
      ? `/my-account/my-${destination.page}${destination.justPaid ? "?f=s" : ""}`
      : `/${destination.to}`,
};

/**
 * The Singapore brand's settings: with the toolbar's Brand on Lion City Clean, every kit story
 * shows its prices in S$, its hotline and Singapore as the default country, not the UK's.
 */
export const singaporeSettings: Partial<KitSettings> = {
  hotline: "+65 6123 4567",
  currency: "SGD",
  taxName: "GST",
  defaultCountry: "Singapore",
  timeZone: "Asia/Singapore",
};

/** The demo customer the server seeds (apps/server/src/seed.ts). */
export const alice: SessionUser = {
  arnum: "AR1001",
  email: "alice@example.com",
  firstname: "Alice",
  lastname: "Walker",
  mobile: "07700900101",
  stripeEnable: true,
  payNowEnable: true,
  c2pEnable: false,
  ukTakepaymentsEnable: false,
};

/** A session store over memory, starting logged in as `user` (or as a visitor with null). */
export function memorySessionStore(user: SessionUser | null = alice) {
  const data = new Map<string, string>();
  if (user) data.set("session", JSON.stringify(user));
  const storage: SessionStorageLike = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  return createSessionStore(() => storage);
}

/**
 * What the provider around a story is given: a client whose calls MSW answers (each stamped
 * with the story run it was made in: `story-run.ts`), a query client that does not retry or
 * refetch on focus, and a session store over memory starting as `user`.
 */
export function storyKitDeps(user: SessionUser | null) {
  return {
    client: createApiClient({
      baseUrl: "",
      fetch: (input, init) => fetch(input, stampStoryRun(init)),
    }),
    // As the provider's own: no refetch when the window regains focus, which a test run's
    // windows do at any moment (an extra call a story did not ask for).
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    }),
    session: memorySessionStore(user),
  };
}

export interface KitStoryParameters {
  /** The stored session: alice by default (Mei Ling with the Singapore brand), `null` for a visitor. */
  user?: SessionUser | null;
  settings?: Partial<KitSettings>;
}

declare global {
  interface Window {
    __kitNavigations?: KitDestination[];
  }
}

/** The destinations the composite asked for, oldest first. */
export function navigations(): KitDestination[] {
  return window.__kitNavigations ?? [];
}

export function lastNavigation(): KitDestination | undefined {
  return navigations().at(-1);
}
