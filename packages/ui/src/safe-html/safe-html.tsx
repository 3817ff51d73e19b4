"use client";
import * as React from "react";

import { cn } from "../lib/cn";
import { sanitiseHtml } from "./sanitise";

export type SafeHtmlProps = Omit<
  React.HTMLAttributes<HTMLElement>,
  "children" | "dangerouslySetInnerHTML"
> & {
  /** Untrusted HTML from the CMS or the server; it is sanitised before it is set. */
  html: string;
  /**
   * The wrapping element.
   * @default "div"
   */
  as?: "div" | "section" | "article" | "span" | "p";
  /**
   * Apply readable typography to headings, lists, links and paragraphs inside.
   * @default true
   */
  prose?: boolean;
};

const subscribeNever = () => () => {};

/**
 * True in the browser once hydration is over; false on the server and during hydration, so
 * the first client render matches the server's empty element.
 */
function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * The one place in Bookwell where HTML is set. The HTML is sanitised with DOMPurify in the
 * browser: no script, style, iframe, form controls, event handlers or javascript: URLs, and
 * links with target="_blank" get rel="noopener noreferrer".
 *
 * Server rendering: DOMPurify needs a DOM, so on the server (no `window`) SafeHtml renders only
 * an EMPTY element of the same tag (`as`), with its class and attributes, and never the
 * unsanitised HTML. The first client render (hydration) matches that empty element; the
 * sanitised HTML is filled in straight after. Content that must be in the server HTML (for
 * search engines) has to be sanitised on the server by other means before it reaches here.
 */
export function SafeHtml({
  html,
  as: Tag = "div",
  prose = true,
  className,
  ...props
}: SafeHtmlProps) {
  const hydrated = useHydrated();
  const clean = React.useMemo(() => (hydrated ? sanitiseHtml(html) : ""), [hydrated, html]);
  return (
    <Tag
      data-slot="safe-html"
      className={cn(
        prose &&
          "[&_a]:text-primary [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc",
        className,
      )}
      // The only dangerouslySetInnerHTML in the code base; `clean` comes from DOMPurify.
      dangerouslySetInnerHTML={{ __html: clean }}
      {...props}
    />
  );
}
