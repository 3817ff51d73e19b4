import type { KitDestination } from "@bookwell/booking-kit";

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
    case "my-bookings":
      return { to: "/my-account/my-booking" };
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
