import { Breadcrumbs, cn } from "@bookwell/ui";
import type * as React from "react";
import { Link } from "react-router";

/** A content page's frame: breadcrumb, heading and a readable column. */
export function Page({
  title,
  breadcrumb,
  children,
  className,
  intro,
}: {
  title: string;
  /** The trail after Home; the last entry is this page. */
  breadcrumb?: readonly { label: string; href?: string }[];
  children?: React.ReactNode;
  className?: string;
  intro?: React.ReactNode;
}) {
  return (
    <div className={cn("mx-auto max-w-7xl px-4 py-8", className)}>
      <Breadcrumbs
        className="mb-4"
        items={[{ label: "Home", href: "/" }, ...(breadcrumb ?? [{ label: title }])]}
        renderLink={({ href, label, className: linkClass }) => (
          <Link to={href} className={linkClass}>
            {label}
          </Link>
        )}
      />
      <h1 className="mb-4 text-3xl font-bold text-foreground">{title}</h1>
      {intro}
      {children}
    </div>
  );
}

/** Where a visitor form goes when none is mounted yet. */
export function FormSlot({ name, children }: { name: string; children?: React.ReactNode }) {
  return (
    <div data-slot={`form-${name}`} className="mt-8 max-w-3xl">
      {children}
    </div>
  );
}
