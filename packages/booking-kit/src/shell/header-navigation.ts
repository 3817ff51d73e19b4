import type { NavigationItem } from "@bookwell/contract";

/** Where the header's links go: the site's URLs, given as data. */
export interface SiteHeaderLinks {
  /** The logo's link. */
  home: string;
  /** The services list ("All services" at the end of the mega menu). It need not match the navbar's. */
  ourServices: string;
  /** My Account, for a logged-in customer. */
  myAccount: string;
  /** My Inbox: with it, a logged-in customer sees an Inbox link with the unread count. */
  inbox?: string;
  /** A sub-service's page from its `prodpageid`. */
  service: (prodpageid: string) => string;
}

/** The header's navigation around the services mega menu. */
export interface HeaderNavigation {
  /** The links before the menu's button. */
  before: NavigationItem[];
  /** The menu's button text: its entry's title, or "Our Services" without one. */
  menuTitle: string;
  /** The links after it. */
  after: NavigationItem[];
}

/**
 * Where the services mega menu goes in the navigation (`cms/home-top` navbar): the entry at
 * `menuAt` (counted from 0) becomes the menu's button and its link is not shown, whatever the
 * link is, so a brand's services URL never shows as a second "Our Services". A navbar shorter
 * than that puts the button last, under "Our Services".
 */
export function headerNavigation(
  navbar: readonly NavigationItem[],
  menuAt: number,
): HeaderNavigation {
  const at = Math.max(0, Math.trunc(menuAt));
  return {
    before: navbar.slice(0, at),
    menuTitle: navbar[at]?.title ?? "Our Services",
    after: navbar.slice(at + 1),
  };
}

/** A navigation link's classes (the mega menu's button looks the same). */
export const navLinkClass =
  "rounded-md px-2 py-2 text-sm font-medium text-foreground hover:bg-muted hover:text-primary focus-visible:outline-2 focus-visible:outline-ring";
