import type { KitSettings } from "@bookwell/booking-kit";
import { brandDomain, type Brand } from "@bookwell/contract";

import { destinationUrl } from "./destinations";
import type { MapTiles } from "./map-tiles";

/**
 * The kit's settings (visitor-and-entry.md sections 1 and 9), from the brand's configuration
 * (the server's `BRAND`) and the deployment's keys.
 */
export function siteSettings(options: {
  brand: SiteBrand;
  stripePublishableKey?: string;
  googleClientId?: string;
  /** The crew location map's tiles; unset, the kit uses OpenStreetMap's. */
  mapTiles?: MapTiles;
  /** The development mailbox, in the demo only: the sign-up dialog links it. */
  demoMailboxHref?: string;
}): KitSettings {
  const { brand } = options;
  return {
    hotline: brand.contact.phone,
    hours: brand.contact.hours,
    currency: brand.currency,
    taxName: brand.taxName,
    defaultCountry: brand.defaultCountry,
    timeZone: brand.timeZone,
    calendarDomain: brandDomain(brand),
    refunds: brand.refunds,
    account: brand.account,
    // Without a publishable key the built-in test gateway takes Stripe's test cards.
    payment: options.stripePublishableKey
      ? { stripePublishableKey: options.stripePublishableKey }
      : {},
    social: {
      google: true,
      facebook: false,
      ...(options.googleClientId ? { googleClientId: options.googleClientId } : {}),
    },
    ...(options.mapTiles ? { map: options.mapTiles } : {}),
    ...(options.demoMailboxHref ? { demoMailboxHref: options.demoMailboxHref } : {}),
    // The kit's links are real links to this site's URLs.
    hrefOf: (destination) => destinationUrl(destination).to,
  };
}

/**
 * What the browser needs of the brand: the root loader sends this much, and of its invoices'
 * details only the tax's name (the cart's totals say "GST" or "VAT").
 */
export type SiteBrand = { taxName: string } & Pick<
  Brand,
  | "id"
  | "name"
  | "locale"
  | "currency"
  | "timeZone"
  | "defaultCountry"
  | "contact"
  | "logo"
  | "theme"
  | "themeColour"
  | "refunds"
  | "account"
  | "social"
>;

/** The brand's part the browser gets (`SiteBrand`). */
export function siteBrandOf(brand: Brand): SiteBrand {
  const { id, name, locale, currency, timeZone, defaultCountry, contact, logo } = brand;
  const { theme, themeColour, refunds, account, social } = brand;
  return {
    ...{ id, name, locale, currency, timeZone, defaultCountry, contact, logo },
    ...(theme ? { theme } : {}),
    ...{ themeColour, refunds, account, social },
    taxName: brand.invoice.taxName,
  };
}
