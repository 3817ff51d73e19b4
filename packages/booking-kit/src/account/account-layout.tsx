"use client";
import { Breadcrumbs, cn } from "@bookwell/ui";
import * as React from "react";

import { ACCOUNT_PAGES, type AccountPage } from "../kit-context";
import { KitLink } from "../kit-link";
import { RequireSession } from "../require-session";

/** Each account page's title (breadcrumb, heading and navigation). */
export const ACCOUNT_TITLES: Readonly<Record<AccountPage, string>> = {
  profile: "My Profile",
  bookings: "My Booking",
  requests: "My Request",
  credits: "My Credits",
  inbox: "My Inbox",
  feedback: "My Feedback",
};

export type AccountLayoutProps = {
  /** The account page shown (current in the navigation); a detail page names its list's page. */
  page: AccountPage;
  /** The heading and last breadcrumb, when not the page's own title (e.g. "Booking Details"). */
  title?: string;
  children: React.ReactNode;
};

/**
 * The account area's frame (account-area.md section 2): breadcrumbs Home > My Account > the
 * page, the page's heading, the account navigation as real links, and the session guard (no
 * stored session: "Your session has been expired, Please login again", then home; a 401 from
 * any call does the same through the kit's error rule).
 */
export function AccountLayout({ page, title, children }: AccountLayoutProps) {
  const heading = title ?? ACCOUNT_TITLES[page];
  const headingId = React.useId();
  return (
    <div data-slot="account-layout" className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs
        className="mb-4"
        items={[
          { label: "Home", href: "home" },
          { label: "My Account", href: "account" },
          { label: heading },
        ]}
        renderLink={({ href, label, className }) => (
          <KitLink
            to={href === "home" ? { to: "home" } : { to: "account", page: "profile" }}
            className={className}
          >
            {label}
          </KitLink>
        )}
      />
      <h1 id={headingId} className="mb-6 text-3xl font-bold text-foreground">
        {heading}
      </h1>
      <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)]">
        <nav aria-label="My Account">
          {/* Below md, a grid whose columns depend on the width alone (three from 375 px): wrapped
              by their text, the links moved when Inter replaced the fallback font (a layout
              shift). 6.75rem holds the longest title, "My Feedback", in Inter. */}
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(6.75rem,1fr))] gap-2 md:flex md:flex-col md:gap-1">
            {ACCOUNT_PAGES.map((item) => (
              <li key={item}>
                <KitLink
                  to={{ to: "account", page: item }}
                  aria-current={item === page ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium md:px-3",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                    item === page
                      ? "bg-primary text-primary-foreground"
                      : "text-foreground hover:bg-muted",
                  )}
                >
                  {ACCOUNT_TITLES[item]}
                </KitLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby={headingId} className="min-w-0">
          <RequireSession>{children}</RequireSession>
        </section>
      </div>
    </div>
  );
}
