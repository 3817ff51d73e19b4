import {
  BookingDetails,
  bookingDetailQuery,
  type BookingListType,
} from "@bookwell/booking-kit/account";
import { redirect, useLoaderData, type AppLoadContext } from "react-router";

import { AccountFrame, loadAccountPage } from "../../lib/account-page";

/** `/my-booking-details/{type}/{refnum}`: the booking's list and refnum, or null. */
function bookingOf(params: {
  type?: string;
  refnum?: string;
}): { type: BookingListType; refnum: string } | null {
  const { type, refnum } = params;
  if (type !== "active" && type !== "history") return null;
  return refnum ? { type, refnum } : null;
}

/**
 * Booking Details (account-area.md section 2, under My Booking), with the booking prefetched.
 * An address without a list type or a refnum has nothing to show: to `/` (spec).
 */
export async function loader({
  params,
  context,
}: {
  params: { type?: string; refnum?: string };
  context: AppLoadContext;
}) {
  const booking = bookingOf(params);
  if (!booking) throw redirect("/");
  const data = await loadAccountPage(
    context,
    "bookings",
    (queryClient, api, owner) => [
      queryClient.prefetchQuery(bookingDetailQuery(api, owner, booking.refnum)),
    ],
    "Booking Details",
  );
  return { ...data, booking };
}

export default function BookingDetailsPage() {
  const data = useLoaderData<typeof loader>();
  const { booking } = data;
  return (
    <AccountFrame data={data}>
      {/* Keyed, so another booking's address starts a fresh page. */}
      <BookingDetails key={booking.refnum} type={booking.type} refnum={booking.refnum} />
    </AccountFrame>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../../lib/meta";
