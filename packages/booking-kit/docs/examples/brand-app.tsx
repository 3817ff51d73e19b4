/*
 * "Your own brand": a brand's app around the kit. One stylesheet, one theme file, the
 * provider with the brand's settings, and the kit's destinations mapped to the brand's URLs.
 * The typecheck compiles this file, so the docs page that shows it cannot drift from the API.
 */
import "@bookwell/booking-kit/styles.css"; // the design system and every class the kit uses
// import "./brand.css"; // your token overrides on :root, after the kit's stylesheet

import {
  BookingKitProvider,
  SiteHeader,
  type KitDestination,
  type KitSettings,
} from "@bookwell/booking-kit";
import { createApiClient } from "@bookwell/contract";
import { QueryClient } from "@tanstack/react-query";
import type * as React from "react";

/** Your URL for each place the kit asks to go. */
export function urlOf(destination: KitDestination): string {
  switch (destination.to) {
    case "home":
      return "/";
    case "account":
      return `/account/${destination.page}${destination.justPaid ? "?paid=1" : ""}`;
    case "booking-details":
      return `/account/bookings/${destination.type}/${destination.refnum}`;
    case "quotation":
    case "resume-payment":
      return `/${destination.to}/${destination.refnum}`;
    default:
      return `/${destination.to}`;
  }
}

export const settings: KitSettings = {
  hotline: "+65 6123 4567",
  hours: "8am to 8pm daily",
  currency: "SGD", // every price in the kit: "S$24.00"
  defaultCountry: "Singapore", // where an address starts
  timeZone: "Asia/Singapore", // the business's "today" for date rules
  payment: {}, // { stripePublishableKey } for Stripe Elements; without it, the test gateway
  social: { google: false, facebook: false },
  hrefOf: urlOf, // the kit's links are real links to your URLs
};

// The API on this origin (proxy `/api` and `/images`), or its URL with your origin in its
// CORS_ORIGINS.
const client = createApiClient({ baseUrl: "" });
const queryClient = new QueryClient();

export function BrandApp({
  navigate,
  children,
}: {
  /** Your router's navigation, e.g. React Router's `useNavigate()`. */
  navigate: (url: string, options?: { replace?: boolean; state?: unknown }) => void;
  children: React.ReactNode;
}) {
  return (
    <BookingKitProvider
      client={client}
      settings={settings}
      queryClient={queryClient}
      onNavigate={(destination) =>
        navigate(urlOf(destination), {
          replace: destination.to === "home" && destination.replace,
          state: "state" in destination ? destination.state : undefined,
        })
      }
    >
      <SiteHeader
        logo={<img src="/logo.svg" alt="Lion City Clean" />}
        links={{
          home: "/",
          ourServices: "/services",
          myAccount: "/account/bookings",
          service: (prodpageid) => `/services/${prodpageid}`,
        }}
      />
      {children}
    </BookingKitProvider>
  );
}
