import type { KitSettings } from "@bookwell/booking-kit";

import { destinationUrl } from "./destinations";
import type { MapTiles } from "./map-tiles";

/** The brand's settings (visitor-and-entry.md sections 1 and 9). */
export function siteSettings(options: {
  stripePublishableKey?: string;
  googleClientId?: string;
  /** The crew location map's tiles; unset, the kit uses OpenStreetMap's. */
  mapTiles?: MapTiles;
  /** The development mailbox, in the demo only: the sign-up dialog links it. */
  demoMailboxHref?: string;
}): KitSettings {
  return {
    hotline: "020 7946 0000",
    hours: "8am to 8pm daily",
    currency: "GBP",
    defaultCountry: "United Kingdom",
    timeZone: "Europe/London",
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
