import { bookingListQuery, defaultBookingRange, MyBookings } from "@bookwell/booking-kit/account";
import { businessToday } from "@bookwell/contract";
import { useLoaderData, type AppLoadContext } from "react-router";

import { AccountFrame, loadAccountPage } from "../../lib/account-page";

/**
 * My Booking (account-area.md section 2), with the Active tab's bookings prefetched for its
 * default dates, counted from the business's today as the page counts them. `?f=s`: back from
 * a paid booking, the payment success notice shows.
 */
export async function loader({ request, context }: { request: Request; context: AppLoadContext }) {
  const justPaid = new URL(request.url).searchParams.get("f") === "s";
  const { from, to } = defaultBookingRange("active", businessToday(context.site.brand.timeZone));
  const data = await loadAccountPage(context, "bookings", (queryClient, api, owner) => [
    queryClient.prefetchQuery(bookingListQuery(api, owner, "active", from, to)),
  ]);
  return { ...data, justPaid };
}

export default function MyBookingPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <AccountFrame data={data}>
      <MyBookings justPaid={data.justPaid} />
    </AccountFrame>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../../lib/meta";
