"use client";
import { ChevronRight } from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/cn";

/** One crumb of the trail. */
export interface BreadcrumbItem {
  /** The page's name as shown, e.g. "My Account". */
  label: string;
  /** Where the crumb goes. The last crumb (the current page) is never a link. */
  href?: string;
  /**
   * Renders this crumb's link yourself (e.g. a router link), instead of `href`; it gets the
   * classes to apply and the label as children.
   */
  render?: (props: { className: string; children: string }) => React.ReactNode;
}

export type BreadcrumbsProps = Omit<React.ComponentProps<"nav">, "children"> & {
  /** The trail, from Home to the current page. */
  items: readonly BreadcrumbItem[];
  /**
   * Renders a crumb's link; pass your router's link here. Gets the href, the label and the
   * classes to apply.
   * @default a plain <a>
   */
  renderLink?: (item: { href: string; label: string; className: string }) => React.ReactNode;
  /**
   * The landmark's name.
   * @default "Breadcrumb"
   */
  label?: string;
};

const linkClass =
  "rounded-sm text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-ring";

/** Where this page sits (Home > My Account > My Booking). The last item is the current page. */
export function Breadcrumbs({
  items,
  renderLink = ({ href, label, className }) => (
    <a href={href} className={className}>
      {label}
    </a>
  ),
  label = "Breadcrumb",
  className,
  ...props
}: BreadcrumbsProps) {
  return (
    <nav aria-label={label} data-slot="breadcrumbs" className={cn("text-sm", className)} {...props}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="inline-flex items-center gap-1.5">
              {!last && item.render ? (
                item.render({ className: linkClass, children: item.label })
              ) : last || !item.href ? (
                <span
                  aria-current={last ? "page" : undefined}
                  className="font-medium text-foreground"
                >
                  {item.label}
                </span>
              ) : (
                renderLink({ href: item.href, label: item.label, className: linkClass })
              )}
              {last ? null : (
                <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
