import type { KitSettings } from "@bookwell/booking-kit";

import { destinationUrl } from "./destinations";

/** The brand's settings (visitor-and-entry.md sections 1 and 9). */
export function siteSettings(options: {
  stripePublishableKey?: string;
  googleClientId?: string;
}): KitSettings {
  return {
    hotline: "020 7946 0000",
    hours: "8am to 8pm daily",
    currency: "GBP",
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
    // The kit's links are real links to this site's URLs.
    hrefOf: (destination) => destinationUrl(destination).to,
  };
}
