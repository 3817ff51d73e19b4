import type { Currency } from "@bookwell/contract";

import type { AddressLookupConfig } from "./address/lookup";
import type { Mode } from "./environment";
import type { ProxyTrust } from "./security/proxy";
import type { GoogleSignIn } from "./google-id-token";
import type { RequestLimits } from "./security/limits";

/** The server's clock; tests fix it. */
export interface Clock {
  now(): Date;
  /** Waits `ms` (the login's progressive delay); tests record it instead. Default: a timer. */
  sleep?(ms: number): Promise<void>;
}

export interface ServerConfig {
  /** The business's time zone: "today" for the date rules. */
  timeZone: string;
  /** The currency the business's amounts are in (the staff console shows them in it). @default "GBP" */
  currency?: Currency;
  /**
   * The session cookie's `Secure` and `__Host-` prefix: `true`/`false` forces them
   * (`SECURE_COOKIES`); `"auto"` (default): over HTTPS and in production, except plain HTTP to
   * localhost (`security/transport.ts`).
   */
  secureCookies: boolean | "auto";
  /** The demo's conveniences (the outbox route, the mailbox). Never in production. */
  development: boolean;
  /** The mode the server runs in (`environment.ts`): the site shows the demo banner from it. */
  mode: Mode;
  /**
   * The proxies in front whose X-Forwarded-For is believed (`TRUST_PROXY`: a hop count or
   * their addresses, `security/proxy.ts`): rate limits key on the client address they report.
   * None: the socket's peer, since the header is then the caller's own word.
   */
  trustProxy: ProxyTrust;
  /**
   * Which payment providers exist: a card gateway (Stripe, or the demo's test gateway) and a
   * redirect gateway. A method without one is not offered (the account's flags say off).
   */
  providers?: { card: boolean; redirect: boolean };
  /**
   * Other origins whose pages may call with the session cookie (`CORS_ORIGINS`, comma
   * separated: a brand's own site on another host): CORS with credentials, state-changing
   * calls, and a `SameSite=None; Secure` cookie (`security/cross-origin.ts`). The API's own
   * origin is always allowed.
   */
  allowedOrigins: readonly string[];
  /**
   * Where the content images (`/images/...`) are served (`ASSET_BASE_URL`, the Bookwell
   * site): the API's answers give them as absolute URLs under it. Unset: relative.
   */
  assetBaseUrl?: string | undefined;
  /** Request size limits (`MAX_BODY_BYTES`): `security/limits.ts`. */
  limits: RequestLimits;
  /** Google sign-in (`GOOGLE_CLIENT_ID`); absent: refused. Tests inject their keys here. */
  google?: GoogleSignIn;
  /**
   * How long a chosen time slot is held for the customer while they book, in minutes
   * (`SLOT_HOLD_MINUTES`, fractions allowed for tests). @default 10
   */
  slotHoldMinutes?: number;
  /**
   * The address lookup's provider (`IDEAL_POSTCODES_API_KEY`): absent, the demo table answers
   * (`address/lookup.ts`).
   */
  addressLookup?: AddressLookupConfig | undefined;
  /** Who sells: the seller's details on every invoice. Defaults to {@link DEMO_BUSINESS}. */
  business: BusinessDetails;
}

/** The seller as an invoice names it (a UK VAT invoice needs the name, address and VAT number). */
export interface BusinessDetails {
  name: string;
  /** Postal address, one line each. */
  address: readonly string[];
  vatNumber: string;
  /** Registered company number, if any. */
  companyNumber?: string;
  email: string;
  phone: string;
  /** Whose public holidays close the business (`holidays.ts`): an ISO country, and a region. */
  holidays: HolidayRegion;
}

/** A country (ISO 3166-1, "GB", "SG") and optional region ("ENG") of the date-holidays package. */
export interface HolidayRegion {
  country: string;
  state?: string;
}

/**
 * The demo brand's details: the name, address, company number and contacts its content
 * pages give (`seed/content/`). The VAT number is made up (no such registration exists): a
 * real deployment passes its own `business` to `createApp`.
 */
export const DEMO_BUSINESS: BusinessDetails = {
  name: "Bookwell Ltd",
  address: ["2nd Floor, 14 Clerkenwell Close", "London EC1R 0AA", "United Kingdom"],
  vatNumber: "GB 123 4567 89 (demo)",
  companyNumber: "09876543",
  email: "hello@bookwell.co.uk",
  phone: "020 7946 0000",
  // England and Wales bank holidays (the package's England list; Wales has the same days).
  holidays: { country: "GB", state: "ENG" },
};
