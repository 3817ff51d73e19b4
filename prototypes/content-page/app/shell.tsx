"use client";
import {
  BookingKitProvider,
  type KitDestination,
  ServerSession,
} from "@bookwell/booking-kit/provider";
import { OfflineBanner, PlainLink, SiteHeader } from "@bookwell/booking-kit/shell";
import type { SiteFooterProps } from "@bookwell/booking-kit/footer";
import { createApiClient, type SessionUser } from "@bookwell/contract";
import { type DehydratedState, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import * as React from "react";
import { useLocation } from "react-router";

import { Logo } from "../../../apps/site/src/components/logo";
import { island } from "../../../apps/site/src/lib/island";
import { destinationUrl } from "../../../apps/site/src/lib/destinations";
import { siteSettings } from "../../../apps/site/src/lib/settings";
import type ShellExtrasComponent from "../../../apps/site/src/components/shell-extras";

const settings = siteSettings({});

/**
 * The footer as the site has it: server-rendered into the HTML, its script (the card logos,
 * the newsletter form and its checks) loaded after the page's own (`island`).
 */
const SiteFooter = island(() =>
  import("@bookwell/booking-kit/footer").then(
    ({ SiteFooter: Footer, NewsletterForm }) =>
      function FooterWithNewsletter(props: Omit<SiteFooterProps, "newsletter">) {
        return <Footer {...props} newsletter={<NewsletterForm />} />;
      },
  ),
);

/**
 * The shell's parts that show nothing until the page has hydrated, loaded then, as the site's
 * root loads them (`afterHydration` in apps/site/src/root.tsx).
 */
function afterHydration<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
): React.ComponentType<P> {
  return function AfterHydration(props: P) {
    const [Loaded, setLoaded] = React.useState<React.ComponentType<P>>();
    React.useEffect(() => {
      let live = true;
      void load().then(
        (module) => {
          if (live) setLoaded(() => module.default);
        },
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  };
}

/** Cookie notice, version check, page loader, `?q=` shortcuts, service worker, translation. */
const ShellExtrasAfterLoad = afterHydration<React.ComponentProps<typeof ShellExtrasComponent>>(
  () => import("../../../apps/site/src/components/shell-extras"),
);

/** The offer to turn on reminders (after login, on a few pages). */
const PushPromptAfterLoad = afterHydration<{ pathname: string }>(
  () => import("../../../apps/site/src/components/push-prompt"),
);

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
  // One element for the page's life (as the site's root: an unchanged element leaves the
  // footer's server HTML alone while its script is still loading).
  const footer = React.useMemo(
    () => (
      <React.Suspense fallback={null}>
        <SiteFooter LinkComponent={PlainLink} />
      </React.Suspense>
    ),
    [],
  );
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
          <PushPromptAfterLoad pathname={location.pathname} />
          <main id="main" tabIndex={-1} className="min-h-[50vh] focus:outline-none">
            {children}
          </main>
          {footer}
          <ShellExtrasAfterLoad version={version} loading={false} translateProvider={null} />
        </HydrationBoundary>
      </BookingKitProvider>
    </ServerSession>
  );
}
