import {
  ACCOUNT_TITLES,
  AccountLayout,
  creditSummaryQuery,
  creditTransactionsQuery,
  inboxQuery,
  MyCredits,
  MyInbox,
  MyProfile,
  particularsQuery,
  ServerSession,
  type AccountPage,
} from "@bookwell/booking-kit";
import { HydrationBoundary } from "@tanstack/react-query";
import { useLoaderData, type AppLoadContext } from "react-router";

import { ACCOUNT_PATHS } from "../lib/destinations";
import { prefetch } from "../lib/prefetch";

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
export async function loader({ request, context }: { request: Request; context: AppLoadContext }) {
  const { page, title } = pageOf(new URL(request.url).pathname);
  const { api } = context.site;
  const user = await api.session().catch(() => null);
  const dehydrated = await prefetch(api, (queryClient) => {
    if (!user) return [];
    const { arnum, email } = user;
    if (page === "profile") {
      return [queryClient.prefetchQuery(particularsQuery(api, { arnum, email }))];
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
  return { page, title, pageTitle: title ?? ACCOUNT_TITLES[page], user, dehydrated };
}

/** The account area (account-area.md section 2) in its frame, behind the session guard. */
export default function Account() {
  const { page, title, user, dehydrated } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydrated}>
      <ServerSession user={user}>
        <AccountLayout page={page} {...(title ? { title } : {})}>
          <AccountPageBody page={page} />
        </AccountLayout>
      </ServerSession>
    </HydrationBoundary>
  );
}

function AccountPageBody({ page }: { page: AccountPage }) {
  if (page === "profile") return <MyProfile />;
  if (page === "inbox") return <MyInbox />;
  if (page === "credits") return <MyCredits />;
  return (
    <p className="rounded-lg border border-border p-6 text-muted-foreground">
      This part of your account is not open yet: it comes in the next release. Your profile, your
      inbox and your credits are here already.
    </p>
  );
}
