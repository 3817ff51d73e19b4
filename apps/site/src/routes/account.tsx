import {
  ACCOUNT_TITLES,
  AccountLayout,
  BookingDetails,
  bookingDetailQuery,
  bookingListQuery,
  defaultBookingRange,
  creditSummaryQuery,
  creditTransactionsQuery,
  inboxQuery,
  feedbackListQuery,
  MyBookings,
  MyCredits,
  MyFeedback,
  MyInbox,
  MyProfile,
  MyRequests,
  Quotation,
  quoteDetailsQuery,
  requestsQuery,
  particularsQuery,
  type BookingListType,
} from "@bookwell/booking-kit/account";
import { ServerSession, type AccountPage } from "@bookwell/booking-kit/provider";
import { businessToday } from "@bookwell/contract";
import { HydrationBoundary } from "@tanstack/react-query";
import { redirect, useLoaderData, type AppLoadContext } from "react-router";

import { ACCOUNT_PATHS } from "../lib/destinations";
import { prefetch } from "../lib/prefetch";
import { siteSettings } from "../lib/settings";

/*
 * The pages are imported here, not as deferred islands: a page's buttons must answer from the
 * first click. An island's HTML is there before its script, and React drops a click on a part
 * it cannot hydrate yet (the journey accepting a quotation lost its click that way on a busy
 * machine). Each page as a route module of its own would put only the shown page in the first
 * load (issue 20).
 */

/** A booking's details path (`/my-booking-details/{type}/{refnum}`): its list and refnum. */
function bookingOf(params: {
  type?: string;
  refnum?: string;
}): { type: BookingListType; refnum: string } | null {
  const { type, refnum } = params;
  if (type !== "active" && type !== "history") return null;
  return refnum ? { type, refnum } : null;
}

/** Each path of the account area: its page in the navigation, and its own title if any. */
function pageOf(pathname: string): { page: AccountPage; title?: string } {
  const path = pathname.toLowerCase();
  if (path.startsWith("/my-booking-details")) return { page: "bookings", title: "Booking Details" };
  if (path.startsWith("/my-request-quotation")) return { page: "requests", title: "Quotation" };
  const entry = Object.entries(ACCOUNT_PATHS).find(([, prefix]) => path.startsWith(prefix));
  return { page: (entry?.[0] as AccountPage | undefined) ?? "profile" };
}

/**
 * Finds the customer from the session cookie and prefetches the page's calls for them, so the
 * first HTML is their page with their data; a visitor gets the guard's loader and, in the
 * browser, the session-expired message.
 */
export async function loader({
  request,
  params,
  context,
}: {
  request: Request;
  params: { type?: string; refnum?: string };
  context: AppLoadContext;
}) {
  const url = new URL(request.url);
  const { page, title } = pageOf(url.pathname);
  const details = url.pathname.toLowerCase().startsWith("/my-booking-details");
  const booking = details ? bookingOf(params) : null;
  // A details address without a list type or a refnum has nothing to show (spec: to /).
  if (details && !booking) throw redirect("/");
  // `?f=s`: back from a paid booking, the payment success notice shows.
  const justPaid = page === "bookings" && url.searchParams.get("f") === "s";
  // `/my-request-quotation/{refnum}`: the route's own refnum (a details path has one too).
  const quotation = url.pathname.toLowerCase().startsWith("/my-request-quotation")
    ? (params.refnum ?? "")
    : null;
  const { api } = context.site;
  const user = await api.session().catch(() => null);
  const dehydrated = await prefetch(api, (queryClient) => {
    if (!user) return [];
    const { arnum, email } = user;
    if (booking) {
      return [queryClient.prefetchQuery(bookingDetailQuery(api, { arnum, email }, booking.refnum))];
    }
    if (page === "bookings") {
      // The Active tab's default dates, from the business's today as the page counts them.
      const { from, to } = defaultBookingRange("active", businessToday(siteSettings({}).timeZone));
      return [
        queryClient.prefetchQuery(bookingListQuery(api, { arnum, email }, "active", from, to)),
      ];
    }
    if (page === "profile") {
      return [queryClient.prefetchQuery(particularsQuery(api, { arnum, email }))];
    }
    if (quotation) {
      return [queryClient.prefetchQuery(quoteDetailsQuery(api, { arnum, email }, quotation))];
    }
    if (page === "requests") {
      return [queryClient.prefetchQuery(requestsQuery(api, { arnum, email }))];
    }
    if (page === "feedback") {
      return [queryClient.prefetchQuery(feedbackListQuery(api, { arnum, email }))];
    }
    if (page === "inbox") return [queryClient.prefetchQuery(inboxQuery(api, { arnum, email }))];
    if (page === "credits") {
      return [
        queryClient.prefetchQuery(creditSummaryQuery(api, { arnum, email })),
        queryClient.prefetchQuery(creditTransactionsQuery(api, { arnum, email })),
      ];
    }
    return [];
  });
  return {
    page,
    title,
    pageTitle: title ?? ACCOUNT_TITLES[page],
    booking,
    quotation,
    justPaid,
    user,
    dehydrated,
  };
}

/** The account area (account-area.md section 2) in its frame, behind the session guard. */
export default function Account() {
  const { page, title, booking, quotation, justPaid, user, dehydrated } =
    useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydrated}>
      <ServerSession user={user}>
        <AccountLayout page={page} {...(title ? { title } : {})}>
          {booking ? (
            // Keyed, so another booking's address starts a fresh page.
            <BookingDetails key={booking.refnum} type={booking.type} refnum={booking.refnum} />
          ) : quotation !== null ? (
            <Quotation key={quotation} refnum={quotation} />
          ) : (
            <AccountPageBody page={page} justPaid={justPaid} />
          )}
        </AccountLayout>
      </ServerSession>
    </HydrationBoundary>
  );
}

function AccountPageBody({ page, justPaid }: { page: AccountPage; justPaid: boolean }) {
  if (page === "profile") return <MyProfile />;
  if (page === "bookings") return <MyBookings justPaid={justPaid} />;
  if (page === "inbox") return <MyInbox />;
  if (page === "credits") return <MyCredits />;
  if (page === "requests") return <MyRequests />;
  return <MyFeedback />;
}
