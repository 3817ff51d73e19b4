/**
 * The site's route table: visitor-and-entry.md section 2 (public routes, session-guarded
 * routes, redirects) as data. `routes.ts` builds React Router's config from it, and
 * `route-table.test.ts` checks every row of the spec against it. Paths use React Router's
 * syntax (`:id` for the spec's `{id}`).
 */

/** A screen: one route module, reachable under one or more paths. */
export interface PageRoute {
  kind: "page";
  /** The route module, relative to `src/`. */
  file: string;
  /** The paths that show it; the first is its own, the rest are the spec's aliases. */
  paths: readonly string[];
  /** Needs a stored session; without one the visitor goes to `/`. */
  guarded?: boolean;
}

/** A permanent (301) redirect. `to` may use the `:param` of `path`. */
export interface RedirectRoute {
  kind: "redirect";
  path: string;
  to: string;
}

export type SiteRoute = PageRoute | RedirectRoute;

export const PERMANENT_REDIRECT = 301;

export const routeTable = [
  { kind: "page", file: "routes/home.tsx", paths: ["/"] },
  { kind: "redirect", path: "/index", to: "/" },
  { kind: "page", file: "routes/about.tsx", paths: ["/about-us", "/aboutus"] },
  { kind: "page", file: "routes/enquiry.tsx", paths: ["/enquiry", "/corporate-enquiry"] },
  { kind: "page", file: "routes/rates.tsx", paths: ["/rate", "/ourrates"] },
  { kind: "page", file: "routes/how-it-works.tsx", paths: ["/how-it-works"] },
  { kind: "page", file: "routes/faq.tsx", paths: ["/faq"] },
  { kind: "page", file: "routes/contact-us.tsx", paths: ["/contact-us"] },
  { kind: "page", file: "routes/blog-list.tsx", paths: ["/blog"] },
  { kind: "page", file: "routes/blog-detail.tsx", paths: ["/blog/:id"] },
  { kind: "page", file: "routes/shop.tsx", paths: ["/shop"] },
  { kind: "page", file: "routes/package-listing.tsx", paths: ["/package-listing"] },
  { kind: "page", file: "routes/service-booking.tsx", paths: ["/service-booking"] },
  { kind: "page", file: "routes/privacy-policy.tsx", paths: ["/privacy-policy"] },
  { kind: "page", file: "routes/terms-and-conditions.tsx", paths: ["/terms-and-condition"] },
  { kind: "page", file: "routes/terms-of-use.tsx", paths: ["/terms-service", "/terms-of-use"] },
  { kind: "page", file: "routes/service-crew.tsx", paths: ["/service-crew", "/servicecrew"] },
  { kind: "page", file: "routes/not-found.tsx", paths: ["/404"] },
  { kind: "page", file: "routes/thank-you.tsx", paths: ["/thankyou"] },
  // The service pages' breadcrumb names the list `/our-services/index` too.
  {
    kind: "page",
    file: "routes/our-services.tsx",
    paths: ["/our-services", "/our-services/index"],
  },
  { kind: "redirect", path: "/ourservices", to: "/our-services" },
  { kind: "redirect", path: "/ourservices/:type", to: "/:type" },

  // Routes needing a stored session (otherwise `/`).
  { kind: "page", file: "routes/addon-listing.tsx", paths: ["/addon-listing"], guarded: true },
  {
    kind: "page",
    file: "routes/schedule-assessment.tsx",
    paths: ["/schedule-assessment"],
    guarded: true,
  },
  {
    kind: "page",
    file: "routes/payment-successfully.tsx",
    paths: ["/payment-successfully"],
    guarded: true,
  },
  { kind: "page", file: "routes/paynow-qrcode.tsx", paths: ["/paynow-qrcode"], guarded: true },
  // The built-in redirect gateway's hosted test payment page (a provider's page: no session).
  { kind: "page", file: "routes/test-payment.tsx", paths: ["/test-payment/:sessionId"] },
  // The account area: each page its own module, so a first load carries only the shown page.
  {
    kind: "page",
    file: "routes/account/my-profile.tsx",
    paths: ["/my-account/my-profile"],
    guarded: true,
  },
  {
    kind: "page",
    file: "routes/account/my-booking.tsx",
    paths: ["/my-account/my-booking"],
    guarded: true,
  },
  {
    kind: "page",
    file: "routes/account/booking-details.tsx",
    paths: ["/my-booking-details/:type/:refnum"],
    guarded: true,
  },
  {
    kind: "page",
    file: "routes/account/my-request.tsx",
    paths: ["/my-account/my-request"],
    guarded: true,
  },
  {
    kind: "page",
    file: "routes/account/quotation.tsx",
    paths: ["/my-request-quotation/:refnum"],
    guarded: true,
  },
  {
    kind: "page",
    file: "routes/account/my-credits.tsx",
    paths: ["/my-account/my-credits"],
    guarded: true,
  },
  {
    kind: "page",
    file: "routes/account/my-inbox.tsx",
    paths: ["/my-account/my-inbox"],
    guarded: true,
  },
  {
    kind: "page",
    file: "routes/account/my-feedback.tsx",
    paths: ["/my-account/my-feedback"],
    guarded: true,
  },

  // Last: a single segment is a service or content page; anything else goes to `/`.
  { kind: "page", file: "routes/service-page.tsx", paths: ["/:type"] },
  { kind: "page", file: "routes/fallback.tsx", paths: ["/*"] },
] as const satisfies readonly SiteRoute[];

/** Every path the site answers, with what answers it. */
export function allPaths(): { path: string; route: SiteRoute }[] {
  return (routeTable as readonly SiteRoute[]).flatMap(
    (route): { path: string; route: SiteRoute }[] =>
      route.kind === "page"
        ? route.paths.map((path) => ({ path, route }))
        : [{ path: route.path, route }],
  );
}

/** Where a redirect row sends `pathname`'s params (`/ourservices/:type` → `/:type`). */
export function redirectTarget(route: RedirectRoute, params: Record<string, string | undefined>) {
  return route.to.replace(/:(\w+)/g, (_whole, name: string) =>
    encodeURIComponent(params[name] ?? ""),
  );
}

/** The route id React Router gets for a path (unique across aliases). */
export function routeId(path: string): string {
  if (path === "/") return "home";
  if (path === "/*") return "fallback";
  return path
    .slice(1)
    .replace(/[/:*]+/g, "-")
    .replace(/-+$/, "");
}
