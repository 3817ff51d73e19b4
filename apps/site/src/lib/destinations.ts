import type { AccountPage, KitDestination } from "@bookwell/booking-kit";

/** The account area's pages on this site (account-area.md section 2). */
export const ACCOUNT_PATHS: Readonly<Record<AccountPage, string>> = {
  profile: "/my-account/my-profile",
  bookings: "/my-account/my-booking",
  requests: "/my-account/my-request",
  credits: "/my-account/my-credits",
  inbox: "/my-account/my-inbox",
  feedback: "/my-account/my-feedback",
};

/** Where a kit destination is on this site, and the navigation state it carries. */
export function destinationUrl(destination: KitDestination): {
  to: string;
  state?: unknown;
  replace?: boolean;
} {
  switch (destination.to) {
    case "home":
      return destination.replace ? { to: "/", replace: true } : { to: "/" };
    case "package-listing":
      return { to: "/package-listing", state: destination.state };
    case "addon-listing":
      return { to: "/addon-listing", state: destination.state };
    case "booking":
      return { to: "/service-booking", state: destination.state };
    case "payment-result":
      return { to: "/payment-successfully", state: destination.state };
    case "paynow":
      return { to: "/paynow-qrcode", state: destination.state };
    case "account":
      // `?f=s`: the payment success notice on My Booking (account-area.md section 2).
      return {
        to:
          ACCOUNT_PATHS[destination.page] +
          (destination.justPaid && destination.page === "bookings" ? "?f=s" : ""),
      };
    case "booking-details":
      return {
        to: `/my-booking-details/${destination.type}/${encodeURIComponent(destination.refnum)}`,
      };
    case "quotation":
      return { to: `/my-request-quotation/${encodeURIComponent(destination.refnum)}` };
    case "resume-payment":
      return { to: `/paynow-qrcode?resume=${encodeURIComponent(destination.refnum)}` };
    case "thank-you":
      return { to: "/thankyou" };
    case "schedule-assessment":
      return { to: "/schedule-assessment", state: destination.state };
    default: {
      const unknown: never = destination;
      throw new Error(`Unknown destination ${JSON.stringify(unknown)}`);
    }
  }
}
