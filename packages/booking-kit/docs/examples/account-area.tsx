/*
 * "Booking kit recipes", the account area: every page inside `AccountLayout` (breadcrumbs,
 * heading, the account navigation as links through `settings.hrefOf`, and the session guard).
 */
import {
  AccountLayout,
  BookingDetails,
  MyBookings,
  MyCredits,
  MyProfile,
} from "@bookwell/booking-kit";

/** `{ to: "account", page: "bookings", justPaid }` */
export function MyBookingsPage({ justPaid }: { justPaid: boolean }) {
  return (
    <AccountLayout page="bookings">
      <MyBookings justPaid={justPaid} />
    </AccountLayout>
  );
}

/** `{ to: "booking-details", type, refnum }`: a detail page names its list's page. */
export function BookingDetailsPage({
  type,
  refnum,
}: {
  type: "active" | "history";
  refnum: string;
}) {
  return (
    <AccountLayout page="bookings" title="Booking Details">
      <BookingDetails type={type} refnum={refnum} />
    </AccountLayout>
  );
}

/** `{ to: "account", page: "profile" }` and `{ to: "account", page: "credits" }` */
export function ProfilePage() {
  return (
    <AccountLayout page="profile">
      <MyProfile />
    </AccountLayout>
  );
}

export function CreditsPage() {
  return (
    <AccountLayout page="credits">
      <MyCredits />
    </AccountLayout>
  );
}
