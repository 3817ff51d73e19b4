"use client";
import { fillTemplate, templates } from "@bookwell/contract";
import { Button } from "@bookwell/ui";
import { LogOut, Mail, ShoppingCart, User } from "lucide-react";

import type { SiteHeaderLinks } from "./header-navigation";
import { ShellLink, type ShellLinkComponent } from "./shell-links";

export interface HeaderAccountProps {
  /** The logged-in customer, or null for a visitor (Login shows). */
  user: { firstname: string } | null;
  /** My Account's link, and My Inbox's: with it, an Inbox link with the unread count. */
  links: Pick<SiteHeaderLinks, "myAccount" | "inbox">;
  /** Items in the cart, shown with the cart icon. */
  cartCount: number;
  /**
   * Inbox messages not read yet; no badge at 0.
   * @default 0
   */
  unreadCount?: number;
  onLogin: () => void;
  onLogout: () => void;
  onCart: () => void;
  LinkComponent?: ShellLinkComponent | undefined;
}

const accountLinkClass =
  "inline-flex min-h-6 items-center gap-1 font-medium text-foreground underline-offset-4 hover:underline";

/** The header's account cluster: Login for a visitor; My Account, Inbox, cart and Logout. */
export function HeaderAccount({
  user,
  links,
  cartCount,
  unreadCount = 0,
  onLogin,
  onLogout,
  onCart,
  LinkComponent,
}: HeaderAccountProps) {
  if (!user) {
    return (
      <Button size="sm" onClick={onLogin}>
        Login
      </Button>
    );
  }
  return (
    // Wraps at 320 px (WCAG reflow) rather than pushing My Account off the screen's left.
    <div className="flex flex-wrap items-center justify-end gap-2">
      <ShellLink href={links.myAccount} LinkComponent={LinkComponent} className={accountLinkClass}>
        <User aria-hidden="true" className="size-4" />
        My Account
      </ShellLink>
      {links.inbox ? (
        <ShellLink
          href={links.inbox}
          LinkComponent={LinkComponent}
          data-slot="site-header-inbox"
          data-state={unreadCount > 0 ? "unread" : "read"}
          className={accountLinkClass}
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
  );
}
