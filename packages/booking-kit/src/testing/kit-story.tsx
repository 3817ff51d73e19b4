/**
 * Story and test harness for the kit's composites (not part of the public surface): a
 * provider over an in-memory session, the demo brand settings, and a client that goes through
 * MSW. Each domain keeps its MSW handlers and fixtures beside its composites
 * (`<domain>/<domain>.mocks.ts`), built from the contract's schemas.
 */
import { createApiClient, type SessionUser } from "@bookwell/contract";
import type { Decorator } from "@storybook/react-vite";
import { QueryClient } from "@tanstack/react-query";
import * as React from "react";

import { BookingKitProvider, type KitDestination, type KitSettings } from "../provider";
import { createSessionStore, type SessionStorageLike } from "../session/session-store";
import { sgUser } from "./mocks/sg.mocks";

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

export interface KitStoryParameters {
  /** The stored session: alice by default (Mei Ling with the Singapore brand), `null` for a visitor. */
  user?: SessionUser | null;
  settings?: Partial<KitSettings>;
}

/**
 * Wraps a story in `<BookingKitProvider>`. Set `parameters.kit` to change the session or the
 * settings; navigations are recorded on `window.__kitNavigations` for play functions (read
 * them with `lastNavigation()`).
 */
export const withKit: Decorator = (Story, context) => {
  const kit = (context.parameters.kit ?? {}) as KitStoryParameters;
  const singapore = context.globals.brand === "sg";
  const brand = singapore ? singaporeSettings : {};
  return (
    <KitHarness
      // A new brand is a new harness: settings are read once, as a site reads them at start.
      key={String(context.globals.brand)}
      user={kit.user === undefined ? (singapore ? sgUser : alice) : kit.user}
      settings={{ ...brand, ...kit.settings }}
    >
      <Story />
    </KitHarness>
  );
};

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

export function KitHarness({
  user,
  settings,
  children,
}: {
  user: SessionUser | null;
  settings?: Partial<KitSettings>;
  children: React.ReactNode;
}) {
  const [deps] = React.useState(() => {
    window.__kitNavigations = [];
    return {
      client: createApiClient({ baseUrl: "", fetch: (...args) => fetch(...args) }),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      session: memorySessionStore(user),
    };
  });
  return (
    <BookingKitProvider
      client={deps.client}
      settings={{ ...demoSettings, ...settings }}
      queryClient={deps.queryClient}
      sessionStore={deps.session}
      onNavigate={(destination) => window.__kitNavigations?.push(destination)}
    >
      {children}
    </BookingKitProvider>
  );
}
