import * as React from "react";

/**
 * How the shell renders an in-site link. The kit knows no router: a site passes its own link
 * (React Router's `<Link to>`, Next's `<Link href>`) wrapped to take `href`. Addresses that
 * leave the site (`https:`, `tel:`, `mailto:`) are always plain anchors.
 */
export type ShellLinkComponent = React.ComponentType<{
  href: string;
  className?: string;
  children: React.ReactNode;
  onClick?: () => void;
  "aria-label"?: string;
  "aria-current"?: "page";
}>;

/** A plain anchor: the default when a site passes no link component. */
export const PlainLink: ShellLinkComponent = ({ href, children, ...props }) => (
  <a href={href} {...props}>
    {children}
  </a>
);

/** Whether an address is inside the site (a path), rather than another site, a phone or mail. */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** Renders `href` with the site's link component when internal, a plain anchor otherwise. */
export function ShellLink({
  href,
  LinkComponent = PlainLink,
  ...props
}: React.ComponentProps<ShellLinkComponent> & { LinkComponent?: ShellLinkComponent }) {
  if (isInternalHref(href)) return <LinkComponent href={href} {...props} />;
  return <PlainLink href={href} {...props} />;
}

/** A list split in two halves, the first one the longer (the footer's link columns). */
export function splitInHalves<T>(items: readonly T[]): [T[], T[]] {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)];
}
