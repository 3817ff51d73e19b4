import type { ApiClient } from "@bookwell/contract";

/** What the site's server gives every loader (see `server/site-app.ts`). */
export interface SiteContext {
  /** The API as this request sees it (its cookies forwarded), for prefetching in loaders. */
  api: ApiClient;
  /** The API's base URL for the browser: "" when the API is mounted at /api here. */
  apiBaseUrl: string;
  /** The site's address, for canonical links: PUBLIC_SITE_URL or the request's origin. */
  siteUrl: string;
  /** The build's version, compared by the version check. */
  version: string;
  /** Stripe publishable key: card payments through Stripe; unset means the test gateway. */
  stripePublishableKey?: string;
  /** Google sign-in's OAuth client id; unset hides the Google button. */
  googleClientId?: string;
}

declare module "react-router" {
  interface AppLoadContext {
    site: SiteContext;
  }
}
