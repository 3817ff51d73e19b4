"use client";
import {
  fillTemplate,
  templates,
  type HeaderContent,
  type NavigationItem,
  type ServiceListItem,
} from "@bookwell/contract";
import { Button, cn } from "@bookwell/ui";
import { AnnouncementBar } from "@bookwell/ui/safe-html";
import { useQuery } from "@tanstack/react-query";
import {
  ChevronDown,
  LogOut,
  Mail,
  Menu,
  MessageCircle,
  Phone,
  ShoppingCart,
  User,
  X,
} from "lucide-react";
import * as React from "react";

import { useAuthDialog } from "../auth/auth-dialog-context";
import { useKit, useLogout, useSession } from "../kit-context";
import { contentQuery } from "../queries/content-queries";
import { cartSummaryQuery } from "../queries/cart-queries";
import { inboxUnreadQuery } from "../queries/account-queries";
import { headerNavigation } from "./header-navigation";
import { ShellLink, type ShellLinkComponent } from "./shell-links";

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

export interface SiteHeaderViewProps {
  /** The logo, rendered inside the home link (give it its text alternative). */
  logo: React.ReactNode;
  links: SiteHeaderLinks;
  /** The rotating announcements, as CMS HTML (the API stores it sanitised: set as it is). */
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

const navLinkClass =
  "rounded-md px-2 py-2 text-sm font-medium text-foreground hover:bg-muted hover:text-primary focus-visible:outline-2 focus-visible:outline-ring";

/**
 * The site header as plain props: announcements, logo, hotline, WhatsApp, navigation with the
 * services mega menu, and Login or My Account, cart and logout. `SiteHeader` feeds it.
 */
export function SiteHeaderView({
  logo,
  links,
  announcements,
  navbar,
  servicesMenuAt = 1,
  services,
  hotline,
  hours,
  whatsapp,
  user,
  cartCount,
  unreadCount = 0,
  onLogin,
  onLogout,
  onCart,
  LinkComponent,
  currentPath,
  className,
}: SiteHeaderViewProps) {
  const [menuOpen, setMenuOpen] = React.useState(false);
  const [servicesOpen, setServicesOpen] = React.useState(false);
  const servicesButton = React.useRef<HTMLButtonElement>(null);
  const servicesPanel = React.useRef<HTMLDivElement>(null);
  const panelId = React.useId();
  const navId = React.useId();
  const navigation = headerNavigation(navbar, servicesMenuAt);

  React.useEffect(() => {
    if (!servicesOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (servicesPanel.current?.contains(target) || servicesButton.current?.contains(target))
        return;
      setServicesOpen(false);
    };
    // Escape closes the menu and gives focus back to its button (the APG disclosure).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setServicesOpen(false);
      servicesButton.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [servicesOpen]);

  const followed = () => {
    setServicesOpen(false);
    setMenuOpen(false);
  };

  return (
    <header
      data-slot="site-header"
      className={cn("border-b border-border bg-background", className)}
    >
      <AnnouncementBar messages={announcements} trusted />
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
          {user ? (
            // Wraps at 320 px (WCAG reflow) rather than pushing My Account off the screen's left.
            <div className="flex flex-wrap items-center justify-end gap-2">
              <ShellLink
                href={links.myAccount}
                LinkComponent={LinkComponent}
                className="inline-flex min-h-6 items-center gap-1 font-medium text-foreground underline-offset-4 hover:underline"
              >
                <User aria-hidden="true" className="size-4" />
                My Account
              </ShellLink>
              {links.inbox ? (
                <ShellLink
                  href={links.inbox}
                  LinkComponent={LinkComponent}
                  data-slot="site-header-inbox"
                  data-state={unreadCount > 0 ? "unread" : "read"}
                  className="inline-flex min-h-6 items-center gap-1 font-medium text-foreground underline-offset-4 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-4" />
                  Inbox
                  {unreadCount > 0 ? (
                    <span className="sr-only">
                      , {fillTemplate(templates.inboxUnread, { count: String(unreadCount) })}
                    </span>
                  ) : null}
                  {unreadCount > 0 ? (
                    <span
                      aria-hidden="true"
                      className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground"
                    >
                      {unreadCount > 99 ? "99+" : unreadCount}
                    </span>
                  ) : null}
                </ShellLink>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                onClick={onCart}
                aria-label={`Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}`}
                data-slot="site-header-cart"
              >
                <ShoppingCart aria-hidden="true" className="size-4" />
                <span
                  aria-hidden="true"
                  className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground"
                >
                  {cartCount}
                </span>
              </Button>
              <Button variant="outline" size="sm" onClick={onLogout}>
                <LogOut aria-hidden="true" className="size-4" />
                Logout
              </Button>
            </div>
          ) : (
            <Button size="sm" onClick={onLogin}>
              Login
            </Button>
          )}
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-2">
        <Button
          variant="outline"
          size="sm"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-4" />
          ) : (
            <Menu aria-hidden="true" className="size-4" />
          )}
          Menu
        </Button>
        <nav
          id={navId}
          aria-label="Main"
          className={cn("relative mt-2 md:mt-0 md:block", menuOpen ? "block" : "hidden")}
        >
          <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap md:items-center">
            {navigation.before.map((item) => (
              <li key={item.link}>
                <ShellLink
                  href={item.link}
                  LinkComponent={LinkComponent}
                  className={navLinkClass}
                  onClick={followed}
                  aria-current={currentPath === item.link ? "page" : undefined}
                >
                  {item.title}
                </ShellLink>
              </li>
            ))}
            <li>
              <button
                ref={servicesButton}
                type="button"
                aria-expanded={servicesOpen}
                aria-controls={panelId}
                onClick={() => setServicesOpen((open) => !open)}
                className={cn(navLinkClass, "inline-flex items-center gap-1")}
                data-slot="site-header-services"
              >
                {navigation.menuTitle}
                <ChevronDown
                  aria-hidden="true"
                  className={cn("size-4 transition-transform", servicesOpen && "rotate-180")}
                />
              </button>
              <div
                ref={servicesPanel}
                id={panelId}
                hidden={!servicesOpen}
                data-slot="site-header-mega-menu"
                className="z-40 mt-2 w-full rounded-lg border border-border bg-background p-4 shadow-lg md:absolute md:left-0"
              >
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  {services.map((service, index) => (
                    <div key={service.svcname}>
                      <p id={`${panelId}-${index}`} className="mb-1 font-semibold text-foreground">
                        {service.svcname}
                      </p>
                      <ul aria-labelledby={`${panelId}-${index}`} className="space-y-1">
                        {service.subservices.map((sub) => (
                          <li key={sub.prodpageid}>
                            <ShellLink
                              href={links.service(sub.prodpageid)}
                              LinkComponent={LinkComponent}
                              onClick={followed}
                              className="inline-block min-h-6 text-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
                            >
                              {sub.subsvcname}
                            </ShellLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
                <ShellLink
                  href={links.ourServices}
                  LinkComponent={LinkComponent}
                  onClick={followed}
                  className="mt-3 inline-block min-h-6 text-sm font-semibold text-primary underline-offset-4 hover:underline"
                >
                  All services
                </ShellLink>
              </div>
            </li>
            {navigation.after.map((item) => (
              <li key={item.link}>
                <ShellLink
                  href={item.link}
                  LinkComponent={LinkComponent}
                  className={navLinkClass}
                  onClick={followed}
                  aria-current={currentPath === item.link ? "page" : undefined}
                >
                  {item.title}
                </ShellLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
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

  const logout = useLogout();

  return (
    <SiteHeaderView
      {...props}
      announcements={content.announcementSlider.map((item) => item.content)}
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
