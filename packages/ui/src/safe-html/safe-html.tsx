"use client";
import * as React from "react";

import { cn } from "../lib/cn";
import { sanitiseHtml } from "./sanitise";

export type SafeHtmlProps = Omit<
  React.HTMLAttributes<HTMLElement>,
  "children" | "dangerouslySetInnerHTML"
> & {
  /** Untrusted HTML from the CMS or the server. */
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

/**
 * The one place in Bookwell where HTML is set. The HTML is sanitised with DOMPurify in the
 * browser. On the server, where DOMPurify has no DOM, the element renders empty and fills in
 * on hydration: untrusted HTML is never sent unsanitised.
 */
export function SafeHtml({
  html,
  as: Tag = "div",
  prose = true,
  className,
  ...props
}: SafeHtmlProps) {
  const clean = React.useMemo(() => sanitiseHtml(html), [html]);
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
      suppressHydrationWarning
      {...props}
    />
  );
}
