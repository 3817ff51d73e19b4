import {
  ACCOUNT_TITLES,
  AccountLayout,
  bookingDetailQuery,
  bookingListQuery,
  defaultBookingRange,
  creditSummaryQuery,
  creditTransactionsQuery,
  inboxQuery,
  feedbackListQuery,
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
import { deferred, preloadInBrowser } from "./islands/deferred";

/*
 * The account area's pages, each a module of its own (the pages, their tabs, dialogs and
 * forms): none is in the area's first load. The server renders the page into the HTML as
 * usual; in the browser the shown page's module loads when the hydration reaches it (its HTML
 * is there meanwhile, working once the script has arrived), the others once the page is idle.
 */
const MyProfile = deferred(() => import("./islands/account-profile").then((m) => m.MyProfile));
const MyBookings = deferred(() => import("./islands/account-bookings").then((m) => m.MyBookings));
const MyInbox = deferred(() => import("./islands/account-inbox").then((m) => m.MyInbox));
const MyCredits = deferred(() => import("./islands/account-credits").then((m) => m.MyCredits));
const MyRequests = deferred(() => import("./islands/account-requests").then((m) => m.MyRequests));
const MyFeedback = deferred(() => import("./islands/account-feedback").then((m) => m.MyFeedback));
const BookingDetails = deferred(() =>
  import("./islands/account-booking-details").then((m) => m.BookingDetails),
);
const Quotation = deferred(() => import("./islands/account-quotation").then((m) => m.Quotation));

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

// In the browser, once the page is idle: every page's module (the shown page's starts loading
// when the hydration reaches it), so moving to another page of the area does not wait.
if (typeof document !== "undefined") {
  const idle =
    globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 2000));
  idle(() =>
    preloadInBrowser(
      MyProfile,
      MyBookings,
      MyInbox,
      MyCredits,
      MyRequests,
      MyFeedback,
      BookingDetails,
      Quotation,
    ),
  );
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
