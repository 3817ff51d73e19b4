import type { KitDestination } from "@bookwell/booking-kit";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";

import { destinationUrl } from "./lib/destinations";
import { allPaths, redirectTarget, routeId, routeTable, type SiteRoute } from "./route-table";

/** visitor-and-entry.md section 2, "Public routes", row by row ({id} written as :id). */
const specPublicScreens: ReadonlyArray<[paths: string[], file: string]> = [
  [["/"], "routes/home.tsx"],
  [["/about-us", "/aboutus"], "routes/about.tsx"],
  [["/enquiry", "/corporate-enquiry"], "routes/enquiry.tsx"],
  [["/rate", "/ourrates"], "routes/rates.tsx"],
  [["/how-it-works"], "routes/how-it-works.tsx"],
  [["/faq"], "routes/faq.tsx"],
  [["/contact-us"], "routes/contact-us.tsx"],
  [["/blog"], "routes/blog-list.tsx"],
  [["/blog/:id"], "routes/blog-detail.tsx"],
  [["/shop"], "routes/shop.tsx"],
  [["/package-listing"], "routes/package-listing.tsx"],
  [["/service-booking"], "routes/service-booking.tsx"],
  [["/privacy-policy"], "routes/privacy-policy.tsx"],
  [["/terms-and-condition"], "routes/terms-and-conditions.tsx"],
  [["/terms-service", "/terms-of-use"], "routes/terms-of-use.tsx"],
  [["/service-crew", "/servicecrew"], "routes/service-crew.tsx"],
  [["/404"], "routes/not-found.tsx"],
  [["/thankyou"], "routes/thank-you.tsx"],
  [["/our-services"], "routes/our-services.tsx"],
  [["/:type"], "routes/service-page.tsx"],
];

/** The spec's permanent redirects. */
const specRedirects: ReadonlyArray<[from: string, to: string]> = [
  ["/index", "/"],
  ["/ourservices", "/our-services"],
  ["/ourservices/:type", "/:type"],
];

/** "Routes needing a stored session (otherwise redirect to /)". */
const specGuarded = [
  "/addon-listing",
  "/schedule-assessment",
  "/payment-successfully",
  "/paynow-qrcode",
  "/my-account/my-profile",
  "/my-account/my-booking",
  "/my-booking-details/:type/:refnum",
  "/my-account/my-request",
  "/my-request-quotation/:refnum",
  "/my-account/my-credits",
  "/my-account/my-inbox",
  "/my-account/my-feedback",
];

const routes = allPaths().map(({ path, route }) => ({ path, id: routeId(path), row: route }));

function routeFor(pathname: string): SiteRoute | undefined {
  const matched = matchRoutes(
    routes.map(({ path, id }) => ({ path, id })),
    pathname,
  );
  const id = matched?.at(-1)?.route.id;
  return routes.find((route) => route.id === id)?.row;
}

describe("the route table against visitor-and-entry.md section 2", () => {
  it.each(specPublicScreens)("shows %j with %s", (paths, file) => {
    for (const path of paths) {
      const row = allPaths().find((entry) => entry.path === path)?.route;
      expect(row, path).toMatchObject({ kind: "page", file });
      expect(row && "guarded" in row && row.guarded, path).toBeFalsy();
    }
  });

  it.each(specRedirects)("redirects %s permanently to %s", (from, to) => {
    expect(allPaths().find((entry) => entry.path === from)?.route).toEqual({
      kind: "redirect",
      path: from,
      to,
    });
  });

  it.each(specGuarded)("guards %s with the stored session", (path) => {
    expect(allPaths().find((entry) => entry.path === path)?.route).toMatchObject({
      kind: "page",
      guarded: true,
    });
  });

  it("has nothing the spec does not name, but the breadcrumb alias, the test payment page and the catch-all", () => {
    const named = new Set([
      ...specPublicScreens.flatMap(([paths]) => paths),
      ...specRedirects.map(([from]) => from),
      ...specGuarded,
      "/our-services/index",
      // The built-in redirect gateway's hosted test payment page, a provider's page.
      "/test-payment/:sessionId",
      "/*",
    ]);
    expect(
      allPaths()
        .map((entry) => entry.path)
        .filter((path) => !named.has(path)),
    ).toEqual([]);
  });

  it("gives every path its own route id", () => {
    const ids = routes.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("matching real addresses", () => {
  it.each([
    ["/", "routes/home.tsx"],
    ["/aboutus", "routes/about.tsx"],
    ["/blog/keeping-your-oven-clean", "routes/blog-detail.tsx"],
    ["/regular-home-cleaning", "routes/service-page.tsx"],
    ["/my-booking-details/active/BK1", "routes/account/booking-details.tsx"],
    ["/my-request-quotation/RQ1", "routes/account/quotation.tsx"],
    ["/blog/2026/not/a/route", "routes/fallback.tsx"],
    ["/our-services/index/more", "routes/fallback.tsx"],
  ])("%s is %s", (pathname, file) => {
    expect(routeFor(pathname)).toMatchObject({ kind: "page", file });
  });

  it("sends /ourservices/{type} to /{type}", () => {
    const row = routeFor("/ourservices/deep-cleaning");
    expect(row?.kind).toBe("redirect");
    if (row?.kind !== "redirect") return;
    expect(redirectTarget(row, { type: "deep-cleaning" })).toBe("/deep-cleaning");
    expect(routeFor("/index")).toMatchObject({ kind: "redirect", to: "/" });
  });

  it("lists the table once, in an order where the catch-alls come last", () => {
    const last = routeTable.slice(-2).map((row) => ("paths" in row ? row.paths[0] : ""));
    expect(last).toEqual(["/:type", "/*"]);
  });
});

describe("the kit's destinations as URLs", () => {
  it.each<[KitDestination, string]>([
    [{ to: "home" }, "/"],
    [{ to: "package-listing", state: { matcatnum: "RHC" } }, "/package-listing"],
    [{ to: "addon-listing", state: {} }, "/addon-listing"],
    [{ to: "booking", state: { redirect: "FINALIZE" } }, "/service-booking"],
    [{ to: "payment-result", state: { txnId: "T1" } }, "/payment-successfully"],
    [{ to: "paynow", state: { sor: "S1" } }, "/paynow-qrcode"],
    [{ to: "account", page: "bookings" }, "/my-account/my-booking"],
    [{ to: "account", page: "bookings", justPaid: true }, "/my-account/my-booking?f=s"],
    [{ to: "account", page: "credits", justPaid: true }, "/my-account/my-credits"],
    [
      { to: "booking-details", type: "history", refnum: "BK-1001-07" },
      "/my-booking-details/history/BK-1001-07",
    ],
    [{ to: "quotation", refnum: "RQ-1001-1" }, "/my-request-quotation/RQ-1001-1"],
    [{ to: "account", page: "requests" }, "/my-account/my-request"],
    [{ to: "account", page: "feedback" }, "/my-account/my-feedback"],
    [{ to: "thank-you" }, "/thankyou"],
    [{ to: "schedule-assessment", state: { matcatnum: "ASSESS" } }, "/schedule-assessment"],
  ])("%j goes to %s with its state", (destination, url) => {
    const result = destinationUrl(destination);
    expect(result.to).toBe(url);
    expect(result.state).toEqual("state" in destination ? destination.state : undefined);
    expect(routeFor(url)).toBeDefined();
  });
});
