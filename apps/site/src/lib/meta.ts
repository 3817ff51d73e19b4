import type { PageMetadata } from "@bookwell/contract";
import type { MetaDescriptor, MetaFunction } from "react-router";

/** The site's name in titles when the root has not said the brand's (an error page). */
export const SITE_NAME = "Bookwell";

/**
 * The page's head: title, description and keywords from `cms/_metadata/list` for this url,
 * and a canonical link of the site's address plus the current path. `fallbackTitle` names a
 * page the CMS has no entry for.
 */
export function pageMeta(input: {
  pathname: string;
  siteUrl: string;
  metadata: readonly PageMetadata[];
  fallbackTitle?: string;
  fallbackDescription?: string;
  /** The brand's name (`BRAND`). @default SITE_NAME */
  siteName?: string;
}): MetaDescriptor[] {
  const path = input.pathname.replace(/\/+$/, "") || "/";
  const entry = findPageMetadata(input.metadata, input.pathname);
  const name = input.siteName ?? SITE_NAME;
  const title = entry?.title ?? (input.fallbackTitle ? `${input.fallbackTitle} | ${name}` : name);
  const description = entry?.description ?? input.fallbackDescription;
  return [
    { title },
    ...(description ? [{ name: "description", content: description }] : []),
    ...(entry?.keywords ? [{ name: "keywords", content: entry.keywords }] : []),
    ...(typeof entry?.robots === "string" ? [{ name: "robots", content: entry.robots }] : []),
    { tagName: "link", rel: "canonical", href: input.siteUrl.replace(/\/+$/, "") + path },
  ];
}

/** The CMS's metadata entry for a path (trailing slash and case ignored), if it has one. */
export function findPageMetadata(
  metadata: readonly PageMetadata[],
  pathname: string,
): PageMetadata | undefined {
  const path = metadataPath(pathname);
  return metadata.find((item) => metadataPath(item.url) === path);
}

/** A url or path as the CMS's metadata is matched by: its path, no trailing slash, lower case. */
export function metadataPath(url: string): string {
  const path = url.startsWith("http") ? new URL(url).pathname : url;
  return (path.replace(/\/+$/, "") || "/").toLowerCase();
}

/** What a page says of itself for its head: in its loader's data or its route's `handle`. */
type PageNames = { pageTitle?: string; pageDescription?: string } | undefined;

/**
 * One head for every url: the CMS's title, description and keywords for this path (the root's
 * loader sends this url's entry) and the canonical link; a page without a CMS entry names itself
 * through its loader's `pageTitle` and `pageDescription`, or, when its name does not depend on
 * data, its route `handle`'s `pageTitle` (a loader would cost a request on every client
 * navigation to it). React Router calls the meta of the deepest route that has one, with the
 * matches down to it only: the root's own meta never sees a page's data, so a page with a
 * `pageTitle` exports this as its meta too.
 */
export const siteMeta: MetaFunction = ({ location, matches }) => {
  const root = matches.find((match) => match?.id === "root")?.data as
    { siteUrl?: string; metadata?: PageMetadata[]; brand?: { name: string } } | undefined;
  const page = [...matches]
    .reverse()
    .map((match) => ({ ...(match?.handle as PageNames), ...(match?.data as PageNames) }))
    .find((names) => names.pageTitle);
  return pageMeta({
    pathname: location.pathname,
    siteUrl: root?.siteUrl ?? "",
    metadata: root?.metadata ?? [],
    ...(root?.brand ? { siteName: root.brand.name } : {}),
    ...(page?.pageTitle ? { fallbackTitle: page.pageTitle } : {}),
    ...(page?.pageDescription ? { fallbackDescription: page.pageDescription } : {}),
  });
};
