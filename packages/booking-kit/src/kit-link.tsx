"use client";
import * as React from "react";

import { useKit, type KitDestination } from "./kit-context";

export type KitLinkProps = Omit<React.ComponentProps<"a">, "href"> & {
  /** Where the link goes; the site gives its URL (`settings.hrefOf`) and handles the click. */
  to: KitDestination;
};

/**
 * A real link to a destination of the site: the site's URL as `href` (so it can be opened in
 * a new tab), and a plain click handed to the site's navigation (no page load). A click with
 * a modifier key, or a middle click, is left to the browser.
 */
export function KitLink({ to, onClick, children, ...props }: KitLinkProps) {
  const { settings, navigate } = useKit();
  return (
    <a
      href={settings.hrefOf?.(to) ?? "#"}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        navigate(to);
      }}
      {...props}
    >
      {children}
    </a>
  );
}
