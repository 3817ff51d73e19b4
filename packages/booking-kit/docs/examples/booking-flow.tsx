/*
 * "Booking kit recipes", the booking flow: each page mounts one composite with the navigation
 * state the kit asked for (`onNavigate`'s `destination.state`). The kit keeps that state out
 * of the URL; a page opened without it says so and goes home.
 */
import {
  AddonListing,
  BookingWizard,
  PackageListing,
  PaymentResult,
  PayNowResult,
  ServiceChooser,
  type PaymentResultState,
} from "@bookwell/booking-kit";

/** Home: the customer picks a service; the kit asks for the questionnaire or the listing. */
export function HomePage() {
  return (
    <section aria-labelledby="choose">
      <h2 id="choose">What can we clean for you?</h2>
      <ServiceChooser />
    </section>
  );
}

/** `{ to: "package-listing", state }` → the packages of the chosen service. */
export function PackagesPage({ state }: { state: { matcatnum: string } | null }) {
  return <PackageListing state={state} />;
}

/** `{ to: "addon-listing", state }` → a package's add-ons, when its service offers them. */
export function AddonsPage({
  state,
}: {
  state: React.ComponentProps<typeof AddonListing>["state"];
}) {
  return <AddonListing state={state} />;
}

/** `{ to: "booking", state }` → the four steps: Date & Time to Checkout & Payment. */
export function BookingPage({
  state,
  onInProgressChange,
}: {
  state: React.ComponentProps<typeof BookingWizard>["entry"];
  /** Block your router's navigation while a booking is in progress. */
  onInProgressChange: (inProgress: boolean) => void;
}) {
  return <BookingWizard entry={state} onInProgressChange={onInProgressChange} />;
}

/** `{ to: "payment-result", state }`: Payment Successful, the visits and their calendar file. */
export function PaymentResultPage({ state }: { state: PaymentResultState | null }) {
  return <PaymentResult state={state} />;
}

/** `{ to: "paynow", state }`: the bank transfer's reference, QR code and deadline. */
export function PayNowPage({ state }: React.ComponentProps<typeof PayNowResult>) {
  return <PayNowResult state={state} />;
}
