import { ACCOUNT_TITLES, AccountLayout } from "@bookwell/booking-kit/account";
import { ServerSession, type AccountPage } from "@bookwell/booking-kit/provider";
import type { ApiClient, SessionUser } from "@bookwell/contract";
import { HydrationBoundary, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import type * as React from "react";
import type { AppLoadContext } from "react-router";

import { prefetch } from "./prefetch";

/*
 * The account area (account-area.md section 2): each page is a route module of its own
 * (`routes/account/*`), so a first load carries the shown page's script and no other's. The
 * pages are imported by their routes, not deferred: a page's buttons must answer from the
 * first click (an island's HTML is there before its script, and React drops a click on a part
 * it cannot hydrate yet; the journey accepting a quotation lost its click that way).
 */

/** Whose page it is: the keys the kit's account queries take. */
export interface AccountOwner {
  arnum: string;
  email: string;
}

/** What every account page's loader returns, for `AccountFrame`. */
export interface AccountPageData {
  page: AccountPage;
  title: string | undefined;
  /** The document's title (root's meta reads it). */
  pageTitle: string;
  user: SessionUser | null;
  dehydrated: DehydratedState;
}

/**
 * Finds the customer from the session cookie and prefetches the page's calls for them, so the
 * first HTML is their page with their data; a visitor gets no data and, in the browser, the
 * session guard's message. `title` names a page that has its own (Booking Details, Quotation).
 */
export async function loadAccountPage(
  context: AppLoadContext,
  page: AccountPage,
  fill: (queryClient: QueryClient, api: ApiClient, owner: AccountOwner) => Promise<unknown>[],
  title?: string,
): Promise<AccountPageData> {
  const { api } = context.site;
  const user = await api.session().catch(() => null);
  const dehydrated = await prefetch(api, (queryClient) =>
    user ? fill(queryClient, api, { arnum: user.arnum, email: user.email }) : [],
  );
  return { page, title, pageTitle: title ?? ACCOUNT_TITLES[page], user, dehydrated };
}

/** An account page in its frame: the prefetched cache, the server's session, the layout. */
export function AccountFrame({
  data,
  children,
}: {
  data: AccountPageData;
  children: React.ReactNode;
}) {
  return (
    <HydrationBoundary state={data.dehydrated}>
      <ServerSession user={data.user}>
        <AccountLayout page={data.page} {...(data.title ? { title: data.title } : {})}>
          {children}
        </AccountLayout>
      </ServerSession>
    </HydrationBoundary>
  );
}
