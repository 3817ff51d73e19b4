"use client";
import {
  BookingKitProvider,
  type KitDestination,
  ServerSession,
} from "@bookwell/booking-kit/provider";
import { OfflineBanner, PlainLink, SiteHeader } from "@bookwell/booking-kit/shell";
import { NewsletterForm, SiteFooter } from "@bookwell/booking-kit/footer";
import { createApiClient, type SessionUser } from "@bookwell/contract";
import { type DehydratedState, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import * as React from "react";
import { useLocation } from "react-router";

import { Logo } from "../../../apps/site/src/components/logo";
import { destinationUrl } from "../../../apps/site/src/lib/destinations";
import { siteSettings } from "../../../apps/site/src/lib/settings";
import type ShellExtrasComponent from "../../../apps/site/src/components/shell-extras";

const settings = siteSettings({});

/**
 * The site's shell extras (cookie notice, version check, page loader, `?q=` shortcuts, service
 * worker, translation widget), loaded once the page has hydrated, as the site's root does.
 */
function ShellExtrasAfterLoad(props: React.ComponentProps<typeof ShellExtrasComponent>) {
  const [Loaded, setLoaded] = React.useState<typeof ShellExtrasComponent>();
  React.useEffect(() => {
    let live = true;
    void import("../../../apps/site/src/components/shell-extras").then(
      (module) => live && setLoaded(() => module.default),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return Loaded ? <Loaded {...props} /> : null;
}

/**
 * The site's shell around a server-rendered page: the kit's provider, header and footer. The
 * kit's components are client components (state, queries, dialogs), so all of this hydrates;
 * the page inside (`children`) is server-rendered and ships no script.
 */
export function Shell({
  dehydrated,
  user,
  version,
  children,
}: {
  dehydrated: DehydratedState;
  user: SessionUser | null;
  /** The site's build version, for the version check. */
  version: string;
  children: React.ReactNode;
}) {
  const location = useLocation();
  const [queryClient] = React.useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } },
      }),
  );
  // The site's API on this origin (the prototype's server passes /api on to the site).
  const [client] = React.useState(() => createApiClient({ baseUrl: "" }));
  const onNavigate = React.useCallback((destination: KitDestination) => {
    window.location.assign(destinationUrl(destination).to);
  }, []);
  return (
    <ServerSession user={user}>
      <BookingKitProvider
        client={client}
        settings={settings}
        queryClient={queryClient}
        onNavigate={onNavigate}
      >
        <HydrationBoundary state={dehydrated}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
          >
            Skip to content
          </a>
          <OfflineBanner />
          <SiteHeader
            logo={<Logo />}
            // Plain links: this prototype serves one page, so every other page is a full load of
            // the site's (a client navigation would ask this server for a page it has not).
            LinkComponent={PlainLink}
            currentPath={location.pathname}
            links={{
              home: "/",
              ourServices: "/our-services",
              myAccount: "/my-account/my-booking",
              inbox: "/my-account/my-inbox",
              service: (prodpageid) => `/${prodpageid}`,
            }}
          />
          <main id="main" tabIndex={-1} className="min-h-[50vh] focus:outline-none">
            {children}
          </main>
          <SiteFooter LinkComponent={PlainLink} newsletter={<NewsletterForm />} />
          <ShellExtrasAfterLoad version={version} loading={false} translateProvider={null} />
        </HydrationBoundary>
      </BookingKitProvider>
    </ServerSession>
  );
}
