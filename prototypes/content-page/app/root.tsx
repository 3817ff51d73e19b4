import type { PageMetadata } from "@bookwell/contract";
// The first paint's one font face, preloaded as the site does.
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type * as React from "react";
import {
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  type MetaFunction,
  Outlet,
  ScrollRestoration,
} from "react-router";

// The site's own stylesheet and head, read from the site (nothing of it is copied or changed).
import appCss from "../../../apps/site/src/app.css?url";
import { findPageMetadata, pageMeta } from "../../../apps/site/src/lib/meta";
import { prefetchContent } from "./api";
import { Shell } from "./shell";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appCss },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

/** The shell's start-up calls, as the site's root loader makes them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, queryClient, dehydrated } = await prefetchContent(request, [
    "cmsMetadata",
    "cmsHomeTop",
    "homeServices",
    "homeOurServices",
    "cmsFooter",
  ]);
  const metadata = queryClient.getQueryData<PageMetadata[]>(["content", "cmsMetadata"]) ?? [];
  const user = request.headers.has("cookie") ? await api.session().catch(() => null) : null;
  // The site's build version (its version check compares /version.json with it).
  const version = await fetch(`${process.env.API_ORIGIN}/version.json`)
    .then((response) => response.json() as Promise<{ version: string }>)
    .then((body) => body.version)
    .catch(() => "");
  return {
    dehydrated: {
      ...dehydrated,
      queries: dehydrated.queries.filter((query) => query.queryKey[1] !== "cmsMetadata"),
    },
    user,
    version,
    metadata: [findPageMetadata(metadata, new URL(request.url).pathname)].filter(
      (entry) => entry !== undefined,
    ),
    siteUrl: new URL(request.url).origin,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  pageMeta({
    pathname: location.pathname,
    siteUrl: data?.siteUrl ?? "",
    metadata: data?.metadata ?? [],
  });

/** The document, as the site's (a client component in RSC mode: it renders in SSR only). */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#006259" />
        <Meta />
        <Links />
      </head>
      <body className="index-page sidebar-collapse min-h-screen bg-background text-foreground">
        {children}
        <ScrollRestoration />
      </body>
    </html>
  );
}

/** The shell (a client component: the kit's header and footer) around the server-rendered page. */
export function ServerComponent({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loader>>;
}) {
  return (
    <Shell dehydrated={loaderData.dehydrated} user={loaderData.user} version={loaderData.version}>
      <Outlet />
    </Shell>
  );
}
