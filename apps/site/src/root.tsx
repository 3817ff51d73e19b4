import { cartSummaryQuery } from "@bookwell/booking-kit";
import { inboxUnreadQuery } from "@bookwell/booking-kit/account";
import { contentQuery } from "@bookwell/booking-kit/content";
import {
  BookingKitProvider,
  type KitDestination,
  ServerSession,
  whenPageSettled,
} from "@bookwell/booking-kit/provider";
import {
  COOKIE_CONSENT_SCRIPT,
  CookieConsent,
  OfflineBanner,
  pushVapidKeyQuery,
  SiteHeader,
} from "@bookwell/booking-kit/shell";
import { createApiClient, texts, type PageMetadata, type SessionUser } from "@bookwell/contract";
import { DemoBanner } from "@bookwell/ui";
import { HydrationBoundary, QueryClient } from "@tanstack/react-query";
import * as React from "react";
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
// The first paint's one font face, the file app.css's @font-face names (to preload it).
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

import appCss from "./app.css?url";
import { lazyPart } from "./components/lazy-part";
import { Logo } from "./components/logo";
import { RouterLink } from "./components/router-link";
import type ShellExtrasComponent from "./components/shell-extras";
import { destinationUrl } from "./lib/destinations";
import { HEAD_ONLY_PATHS, headComesWithRoot } from "./lib/head-only-pages";
import { markHydrated } from "./lib/hydrated";
import { asKitNavigation } from "./lib/kit-navigation";
import { findPageMetadata, siteMeta } from "./lib/meta";
import { SiteStylesheet } from "./lib/inline-stylesheet";
import { useNonce, ZOD_JITLESS_SCRIPT } from "./lib/nonce";
import { cached, prefetch } from "./lib/prefetch";
import { siteBrandOf, siteSettings } from "./lib/settings";
import { pushMoment } from "./pwa/push-moment";

export const links: LinksFunction = () => [
  // The stylesheet is the Layout's own (first in the head, below); this is the rest.
  // The one face the first paint uses (app.css): fetched beside the stylesheet, not after it.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

/** The shell's start-up calls (visitor-and-entry.md section 7), prefetched for the first HTML. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { site } = context;
  // The customer of the session cookie, if any: the header is theirs in the first HTML (their
  // links, inbox and logout), as it is once hydrated, so it does not grow under the page then.
  // A request without a cookie is a visitor's (and the page cache's): no call.
  const customer: Promise<SessionUser | null> = request.headers.has("cookie")
    ? site.api.session().catch(() => null)
    : Promise.resolve(null);
  // A navigation in the browser asks again for the new page's head only: the shell's data is
  // already in the browser's cache (an empty `dehydrated` leaves it as it is).
  const prefetched = await prefetch(site.api, (queryClient, api) => [
    queryClient.prefetchQuery(contentQuery(api, "cmsMetadata")),
    ...(site.navigation
      ? []
      : [
          queryClient.prefetchQuery(contentQuery(api, "cmsHomeTop")),
          queryClient.prefetchQuery(contentQuery(api, "homeServices")),
          queryClient.prefetchQuery(contentQuery(api, "homeOurServices")),
          queryClient.prefetchQuery(contentQuery(api, "cmsFooter")),
          // The customer's header counts (the cart, the unread inbox) are in the first HTML
          // too: the header asks nothing once hydrated, so a page whose own data came with it
          // loads no API client schemas (and no zod) after the load.
          customer.then(
            (user) =>
              user &&
              Promise.all([
                queryClient.prefetchQuery(cartSummaryQuery(api, user.arnum, user.email)),
                queryClient.prefetchQuery(inboxUnreadQuery(api, { arnum: user.arnum })),
                // Where the reminders' offer can show, its key (the same for everyone).
                pushMoment(new URL(request.url).pathname)
                  ? queryClient.prefetchQuery(pushVapidKeyQuery(api))
                  : undefined,
              ]),
          ),
        ]),
  ]);
  // Every url's metadata is 40 % of the page's data: the HTML carries this url's entry and the
  // pages' without data of their own (`HEAD_ONLY_PATHS`), and each navigation's data its new
  // url's (the root revalidates when the path changes to another page), so the browser never
  // loads the list, nor the API client's response schemas just for it.
  const metadata = cached<PageMetadata[]>(prefetched, ["content", "cmsMetadata"]) ?? [];
  const heads = new Set(
    [new URL(request.url).pathname, ...HEAD_ONLY_PATHS].map((path) =>
      findPageMetadata(metadata, path),
    ),
  );
  const user = await customer;
  const dehydrated = {
    ...prefetched,
    queries: prefetched.queries.filter((query) => query.queryKey[1] !== "cmsMetadata"),
  };
  return {
    dehydrated,
    user,
    metadata: [...heads].filter((entry) => entry !== undefined),
    apiBaseUrl: site.apiBaseUrl,
    siteUrl: site.siteUrl,
    version: site.version,
    stripePublishableKey: site.stripePublishableKey,
    googleClientId: site.googleClientId,
    mapTiles: site.mapTiles ?? null,
    demo: site.demo ?? null,
    brand: siteBrandOf(site.brand),
    // The page-translation widget's provider (`TRANSLATE_PROVIDER=google`); off when unset.
    translateProvider: process.env.TRANSLATE_PROVIDER === "google" ? ("google" as const) : null,
  };
}

/**
 * The footer (the card logos, the newsletter form), below the fold: server-rendered, its code
 * loaded after the page's first load (`lazyPart`).
 */
const SiteFooter = lazyPart(() =>
  import("./components/site-footer").then((module) => module.SiteFooter),
);

/**
 * The shell's data does not change between pages; the head does: a new path asks the root's
 * loader again, which answers a navigation with the new url's metadata only (about 0.5 KB),
 * in the same request as the page's own data. A page without data of its own has its head in
 * the root's data already (`HEAD_ONLY_PATHS`): going there asks the server nothing.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) {
  return currentUrl.pathname !== nextUrl.pathname && !headComesWithRoot(nextUrl.pathname);
}

/** One head for every url (`siteMeta`); a page with a title of its own exports it too. */
export const meta = siteMeta;

export function Layout({ children }: { children: React.ReactNode }) {
  // The page server's CSP allows inline scripts with this response's nonce only.
  const nonce = useNonce();
  // The brand's language and tokens theme (`BRAND`); the default's when the root has no data.
  const brand = useRouteLoaderData<typeof loader>("root")?.brand;
  return (
    // The head's consent script may mark <html> before hydration (below).
    <html lang={brand?.locale ?? "en-GB"} data-brand={brand?.theme} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand?.themeColour ?? "#006259"} />
        {/* With a precedence React writes it before every hoisted link: the browser asks for
            it first, not after the 30-odd modulepreloads of <Scripts>, which React also moves
            to the head (it came last: the phone's first paint waited behind the scripts). */}
        <SiteStylesheet href={appCss} />
        <script nonce={nonce} suppressHydrationWarning>
          {ZOD_JITLESS_SCRIPT}
        </script>
        {/* The cookie notice is in every page's HTML: this hides it, before the body paints,
            for a visitor whose choice is stored, until hydration removes it. */}
        <script nonce={nonce} suppressHydrationWarning>
          {COOKIE_CONSENT_SCRIPT}
        </script>
        <Meta />
        <Links />
      </head>
      <body className="index-page sidebar-collapse min-h-screen bg-background text-foreground">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The shell's parts that show nothing until the page has hydrated (version check, page loader,
 * `?q=` shortcuts, service worker, translation widget), loaded once the page has settled (the
 * kit's `whenPageSettled`: a second after hydration, when the browser is next idle), not beside
 * the page's own first call and pictures; at once when `now` (a `?q=` shortcut to answer).
 */
function afterHydration<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
): React.ComponentType<P & { now?: boolean }> {
  return function AfterHydration({ now = false, ...props }: P & { now?: boolean }) {
    const [Loaded, setLoaded] = React.useState<React.ComponentType<P>>();
    const loaded = Loaded !== undefined;
    React.useEffect(() => {
      if (loaded) return;
      let live = true;
      const start = () =>
        void load().then(
          (module) => {
            if (live) setLoaded(() => module.default);
          },
          () => undefined,
        );
      if (now) start();
      const cancel = now ? undefined : whenPageSettled(start);
      return () => {
        live = false;
        cancel?.();
      };
    }, [loaded, now]);
    return Loaded ? <Loaded {...(props as P)} /> : null;
  };
}

const ShellExtrasAfterLoad = afterHydration<React.ComponentProps<typeof ShellExtrasComponent>>(
  () => import("./components/shell-extras"),
);

/** The offer to turn on reminders (after login, on a few pages), loaded the same way. */
const PushPromptAfterLoad = afterHydration<{ pathname: string }>(
  () => import("./components/push-prompt"),
);

export default function App() {
  const data = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [queryClient] = React.useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } },
      }),
  );
  const [client] = React.useState(() => createApiClient({ baseUrl: data.apiBaseUrl }));
  const settings = React.useMemo(
    () =>
      siteSettings({
        brand: data.brand,
        ...(data.stripePublishableKey ? { stripePublishableKey: data.stripePublishableKey } : {}),
        ...(data.googleClientId ? { googleClientId: data.googleClientId } : {}),
        ...(data.mapTiles ? { mapTiles: data.mapTiles } : {}),
        ...(data.demo ? { demoMailboxHref: data.demo.mailboxHref } : {}),
      }),
    [data.brand, data.stripePublishableKey, data.googleClientId, data.mapTiles, data.demo],
  );
  const onNavigate = React.useCallback(
    (destination: KitDestination) => {
      const { to, state, replace } = destinationUrl(destination);
      asKitNavigation(
        () =>
          void navigate(to, {
            ...(state === undefined ? {} : { state }),
            ...(replace ? { replace } : {}),
          }),
      );
    },
    [navigate],
  );

  React.useEffect(markHydrated, []);

  const page = (
    <BookingKitProvider
      client={client}
      settings={settings}
      queryClient={queryClient}
      onNavigate={onNavigate}
    >
      <HydrationBoundary state={data.dehydrated}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
        >
          Skip to content
        </a>
        {/* Server-rendered: a first visit paints it with the page (its LCP on the pages that
            render in the browser), not after hydration; and first in the body (it is fixed at
            the bottom), so the first paint has it even when the browser paints before it has
            parsed the whole page. */}
        <CookieConsent />
        {/* The demo (npm start) says so on every page; production never renders it. */}
        {data.demo ? <DemoBanner message={texts.demoBanner} /> : null}
        <OfflineBanner />
        <SiteHeader
          logo={<Logo brand={data.brand} />}
          LinkComponent={RouterLink}
          currentPath={location.pathname}
          links={{
            home: "/",
            ourServices: "/our-services",
            myAccount: "/my-account/my-booking",
            inbox: "/my-account/my-inbox",
            service: (prodpageid) => `/${prodpageid}`,
          }}
        />
        {/* After login, where reminders mean something (see the site README's Push). */}
        <PushPromptAfterLoad pathname={location.pathname} />
        <main id="main" tabIndex={-1} className="min-h-[50vh] focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter LinkComponent={RouterLink} />
        <ShellExtrasAfterLoad
          now={new URLSearchParams(location.search).has("q")}
          version={data.version}
          loading={navigation.state === "loading"}
          translateProvider={data.translateProvider}
        />
      </HydrationBoundary>
    </BookingKitProvider>
  );
  // The session cookie's customer, for the first HTML and hydration (the header is theirs).
  return <ServerSession user={data.user}>{page}</ServerSession>;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">
        {notFound ? "Page Not Found" : "Oops ! Something went wrong."}
      </h1>
      <p className="mt-4">
        <a href="/" className="text-primary underline">
          Back to the home page
        </a>
      </p>
    </main>
  );
}
