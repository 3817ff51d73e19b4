import { brandById, type Brand, type Currency } from "@bookwell/contract";

import type { AddressLookupConfig } from "./address/lookup";
import type { Mode } from "./environment";
import type { ProxyTrust } from "./security/proxy";
import type { GoogleSignIn } from "./google-id-token";
import type { RequestLimits } from "./security/limits";

/** The server's clock; tests fix it. */
export interface Clock {
  now(): Date;
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
  /** The brand this server speaks for (`BRAND`): its name, currency, texts and look. */
  brand: Brand;
  /** Who sells: the seller's details on every invoice. Defaults to the brand's ({@link businessOf}). */
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
  /** The currency its amounts are in. */
  currency: Brand["currency"];
  /** The line at the foot of its invoices. */
  invoiceFooter: string;
  /** The sales tax's name ("VAT", "GST"). */
  taxName: string;
  /** Its rate in basis points (2000 is 20%): every cart's tax. */
  taxBasisPoints: number;
  /** The flat service fee on every cart with something in it, in pence (cents). */
  serviceFeePence: number;
}

/** A country (ISO 3166-1, "GB", "SG") and optional region ("ENG") of the date-holidays package. */
export interface HolidayRegion {
  country: string;
  state?: string;
}

/** The seller an invoice names: the brand's legal name, address, numbers and contacts. */
export function businessOf(brand: Brand): BusinessDetails {
  return {
    name: brand.legal.name,
    address: brand.legal.address,
    vatNumber: brand.invoice.vatNumber,
    ...(brand.legal.companyNumber ? { companyNumber: brand.legal.companyNumber } : {}),
    email: brand.contact.email,
    phone: brand.contact.phone,
    holidays: brand.holidays,
    currency: brand.currency,
    invoiceFooter: brand.invoice.footer,
    taxName: brand.invoice.taxName,
    taxBasisPoints: brand.invoice.taxBasisPoints,
    serviceFeePence: brand.serviceFee,
  };
}

/**
 * The first demo brand's seller (Bookwell UK, `packages/contract/src/brand/bookwell-uk.ts`):
 * the name, address, company number and contacts its content pages give. Its VAT number is
 * made up; a real deployment writes its own brand file.
 */
export const DEMO_BUSINESS: BusinessDetails = businessOf(brandById("uk"));
