import type { ApiClient, Brand } from "@bookwell/contract";

import type { MapTiles } from "./map-tiles";

/** What the site's server gives every loader (see `server/site-app.ts`). */
export interface SiteContext {
  /** The API as this request sees it (its cookies forwarded), for prefetching in loaders. */
  api: ApiClient;
  /**
   * A client navigation's data request (`/about-us.data`): the browser already has the
   * shell's data, so the root's loader sends the new page's head only.
   */
  navigation: boolean;
  /** The API's base URL for the browser: "" when the API is mounted at /api here. */
  apiBaseUrl: string;
  /** The site's address, for canonical links: PUBLIC_SITE_URL or the request's origin. */
  siteUrl: string;
  /** This response's CSP nonce, for React Router's inline scripts (`entry.server.tsx`). */
  nonce?: string;
  /**
   * The text of one of the build's stylesheets (`href` as the page links it), for the page's
   * head (`lib/inline-stylesheet.tsx`); null when there is none to read (development).
   */
  stylesheetText?: (href: string) => Promise<string | null>;
  /** The build's version, compared by the version check. */
  version: string;
  /** Stripe publishable key: card payments through Stripe; unset means the test gateway. */
  stripePublishableKey?: string;
  /** Google sign-in's OAuth client id; unset hides the Google button. */
  googleClientId?: string;
  /** The crew location map's tiles; unset means OpenStreetMap's. */
  mapTiles?: MapTiles;
  /**
   * The demo (`DEMO=1` or development, never production): the demo marker above every page,
   * and the development mailbox's address for the sign-up dialog's link.
   */
  demo?: { mailboxHref: string };
  /** The site's log, within a budget per kind of line (`server/log-budget`). */
  log?: (kind: string, line: string) => void;
  /** The brand this deployment is (`BRAND`): its name, currency, locale, look and options. */
  brand: Brand;
}

declare module "react-router" {
  interface AppLoadContext {
    site: SiteContext;
  }
}
