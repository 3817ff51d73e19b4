"use client";
import { type HeaderContent, type NavigationItem, type ServiceListItem } from "@bookwell/contract";
import { cn } from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import { MessageCircle, Phone } from "lucide-react";
import * as React from "react";

import { useAuthDialog } from "../auth/auth-dialog-context";
import { useKit, useLogout, useSession } from "../kit-context";
import { contentQuery } from "../queries/content-queries";
import { cartSummaryQuery } from "../queries/cart-queries";
import { inboxUnreadQuery } from "../queries/account-queries";
import { HeaderAccount } from "./header-account";
import { HeaderAnnouncements } from "./header-announcements";
import { HeaderMegaMenu } from "./header-mega-menu";
import { HeaderMobileMenu } from "./header-mobile-menu";
import { headerNavigation, navLinkClass, type SiteHeaderLinks } from "./header-navigation";

export type { SiteHeaderLinks };
import { ShellLink, type ShellLinkComponent } from "./shell-links";

export interface SiteHeaderViewProps {
  /** The logo, rendered inside the home link (give it its text alternative). */
  logo: React.ReactNode;
  links: SiteHeaderLinks;
  /**
   * The rotating announcements, as CMS HTML (the API stores it sanitised: set as it is). Keep
   * the array's identity between renders (the bar hydrates on its own, `HeaderAnnouncements`).
   */
  announcements: readonly string[];
  /** The main navigation (`cms/home-top` navbar); the entry at `servicesMenuAt` becomes the mega menu. */
  navbar: readonly NavigationItem[];
  /**
   * The services mega menu's place in the navbar, counted from 0: that entry becomes the
   * menu's button (its title the button's text) and its own link is not shown. Bookwell's
   * navbar lists its services entry second.
   * @default 1
   */
  servicesMenuAt?: number;
  /** The mega menu: services and their sub-services (`home/ourservices`). */
  services: readonly ServiceListItem[];
  /** The hotline as shown, e.g. "020 7946 0000". */
  hotline: string;
  /** Opening hours, e.g. "8am to 8pm daily". */
  hours: string;
  /** The WhatsApp chat link; no link without it. */
  whatsapp?: string;
  /** The logged-in customer, or null for a visitor. */
  user: { firstname: string } | null;
  /** Items in the cart (`booking/cart/summary` totalitem); shown with the cart icon. */
  cartCount: number;
  /**
   * Inbox messages not read yet (`myinbox/unread`), shown on the Inbox link when
   * `links.inbox` is given; no badge at 0.
   * @default 0
   */
  unreadCount?: number;
  onLogin: () => void;
  onLogout: () => void;
  onCart: () => void;
  /** The site's link component (router links); plain anchors by default. */
  LinkComponent?: ShellLinkComponent;
  /** The current path, to mark the current navigation item. */
  currentPath?: string;
  className?: string;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * The site header as plain props: announcements, logo, hotline, WhatsApp, the account cluster
 * (`HeaderAccount`: Login, or My Account, Inbox, cart and Logout) and the main navigation
 * (`HeaderMobileMenu`) with the services mega menu (`HeaderMegaMenu`). `SiteHeader` feeds it.
 */
export function SiteHeaderView(props: SiteHeaderViewProps) {
  const {
    logo,
    links,
    announcements,
    navbar,
    servicesMenuAt = 1,
    services,
    hotline,
    hours,
    whatsapp,
    LinkComponent,
    currentPath,
    className,
  } = props;
  const [menuOpen, setMenuOpen] = React.useState(false);
  const closeMenu = () => setMenuOpen(false);
  const navigation = headerNavigation(navbar, servicesMenuAt);
  const navItem = (item: NavigationItem) => (
    <li key={item.link}>
      <ShellLink
        href={item.link}
        LinkComponent={LinkComponent}
        className={navLinkClass}
        onClick={closeMenu}
        aria-current={currentPath === item.link ? "page" : undefined}
      >
        {item.title}
      </ShellLink>
    </li>
  );

  return (
    <header
      data-slot="site-header"
      className={cn("border-b border-border bg-background", className)}
    >
      <HeaderAnnouncements messages={announcements} />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <ShellLink
          href={links.home}
          LinkComponent={LinkComponent}
          className="shrink-0 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {logo}
        </ShellLink>
        <div className="flex min-w-0 flex-1 flex-wrap items-center justify-end gap-x-4 gap-y-1 text-sm">
          <p className="flex items-center gap-1">
            <Phone aria-hidden="true" className="size-4 text-primary" />
            <span>
              Hotline:{" "}
              <a
                href={telHref(hotline)}
                className="font-semibold text-foreground underline-offset-4 hover:underline"
              >
                {hotline}
              </a>
              <span className="hidden text-muted-foreground sm:inline"> ({hours})</span>
            </span>
          </p>
          {whatsapp ? (
            <a
              href={whatsapp}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-6 items-center gap-1 font-medium text-foreground underline-offset-4 hover:underline"
            >
              <MessageCircle aria-hidden="true" className="size-4 text-primary" />
              WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          <HeaderAccount {...props} />
        </div>
      </div>
      <HeaderMobileMenu open={menuOpen} onOpenChange={setMenuOpen}>
        {navigation.before.map(navItem)}
        <HeaderMegaMenu
          title={navigation.menuTitle}
          services={services}
          links={links}
          onFollow={closeMenu}
          LinkComponent={LinkComponent}
        />
        {navigation.after.map(navItem)}
      </HeaderMobileMenu>
    </header>
  );
}

export type SiteHeaderProps = Pick<
  SiteHeaderViewProps,
  "logo" | "links" | "servicesMenuAt" | "LinkComponent" | "currentPath" | "className"
>;

const emptyHeader: Pick<HeaderContent, "navbar" | "announcementSlider"> = {
  navbar: [],
  announcementSlider: [],
};

/**
 * The connected header: header data (`cms/home-top`), the mega menu (`home/ourservices`), the
 * stored session, its cart count (`booking/cart/summary`) and its unread inbox count
 * (`myinbox/unread`, with `links.inbox`). Login opens the kit's login
 * dialog; logout ends the server session, clears the stored one and says Logout Successfully.
 */
export function SiteHeader(props: SiteHeaderProps) {
  const { client, settings, navigate } = useKit();
  const user = useSession();
  const auth = useAuthDialog();
  const header = useQuery(contentQuery(client, "cmsHomeTop"));
  const services = useQuery(contentQuery(client, "homeOurServices"));
  const cart = useQuery({
    ...cartSummaryQuery(client, user?.arnum ?? "", user?.email ?? ""),
    enabled: user !== null,
  });
  // Only when the site links an inbox: a header without the link asks nothing.
  const unread = useQuery({
    ...inboxUnreadQuery(client, { arnum: user?.arnum ?? "" }),
    enabled: user !== null && Boolean(props.links.inbox),
  });
  const content = header.data?.content ?? emptyHeader;
  // One array per answer: the announcements' boundary keeps the server's HTML until it hydrates.
  const announcements = React.useMemo(
    () => content.announcementSlider.map((item) => item.content),
    [content],
  );

  const logout = useLogout();

  return (
    <SiteHeaderView
      {...props}
      announcements={announcements}
      navbar={content.navbar}
      whatsapp={header.data?.content.whatsapp}
      services={services.data ?? []}
      hotline={settings.hotline}
      hours={settings.hours}
      user={user}
      cartCount={user ? (cart.data?.totalitem ?? 0) : 0}
      unreadCount={user ? (unread.data?.unread ?? 0) : 0}
      onLogin={() => auth.open("login")}
      onLogout={() => void logout()}
      onCart={() => navigate({ to: "booking", state: { redirect: "FINALIZE" } })}
    />
  );
}
