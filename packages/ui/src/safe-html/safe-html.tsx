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
 * the first client render can match the server's HTML.
 */
function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The attribute a SafeHtml rendered on the server carries when the server sanitised it. */
const SERVER_SANITISED = "data-server-sanitised";

/**
 * A sanitiser that remembers its last few hundred results: CMS HTML repeats on every request
 * on the server, and in the browser hydration and the render after it ask for the same HTML.
 */
function remembering(sanitise: (html: string) => string): (html: string) => string {
  const results = new Map<string, string>();
  return (html) => {
    let clean = results.get(html);
    if (clean === undefined) {
      clean = sanitise(html);
      if (results.size >= 500) results.clear();
      results.set(html, clean);
    }
    return clean;
  };
}

let sanitiseOnServer: ((html: string) => string) | null = null;
const sanitiseInBrowser = remembering(sanitiseHtml);

/**
 * Lets SafeHtml put sanitised HTML into server-rendered pages, so the first paint carries the
 * CMS's content and nothing moves when it arrives. Call it once on the server, before
 * rendering, with a sanitiser over a server DOM:
 *
 * ```ts
 * import { JSDOM } from "jsdom";
 * sanitiseHtmlOnServer(createHtmlSanitiser(new JSDOM("").window));
 * ```
 *
 * The browser needs nothing: hydration sees that the server sanitised (the elements carry
 * `data-server-sanitised`) and renders the same HTML with the browser's DOMPurify. Without
 * it, the server renders empty elements and the browser fills them in after hydration.
 * Call it only on the server (it does nothing where there is a `window`); `null` turns it off.
 */
export function sanitiseHtmlOnServer(sanitise: ((html: string) => string) | null): void {
  if (typeof window !== "undefined") return;
  sanitiseOnServer = sanitise && remembering(sanitise);
}

/** In the browser, while hydrating: whether the server HTML being hydrated came sanitised. */
function serverSanitisedPage(): boolean {
  return document.querySelector(`[${SERVER_SANITISED}]`) !== null;
}

/**
 * Block elements inside a `<p>` or `<span>`: a browser parsing the page closes the `<p>` first,
 * so the server's HTML would not hydrate. Such content is left to the browser.
 */
const BLOCK_TAG =
  /<(?:address|article|aside|blockquote|details|div|dl|fieldset|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|ul)\b/i;
const servable = (tag: string, clean: string) =>
  !(tag === "p" || tag === "span") || !BLOCK_TAG.test(clean);

const noHtml = { clean: "", serverSanitised: false };

/**
 * What SafeHtml sets: on the server, the server sanitiser's result (or nothing); during
 * hydration, the same as the server did; after hydration, the browser's DOMPurify result.
 */
function useCleanHtml(html: string, tag: string): { clean: string; serverSanitised: boolean } {
  const hydrated = useHydrated();
  if (typeof window === "undefined") {
    const clean = sanitiseOnServer?.(html) ?? "";
    return clean && servable(tag, clean) ? { clean, serverSanitised: true } : noHtml;
  }
  if (hydrated) return { clean: sanitiseInBrowser(html), serverSanitised: false };
  if (!serverSanitisedPage()) return noHtml;
  const clean = sanitiseInBrowser(html);
  return clean && servable(tag, clean) ? { clean, serverSanitised: true } : noHtml;
}

/**
 * The one place in Bookwell where HTML is set. The HTML is sanitised with DOMPurify: no
 * script, style, iframe, form controls, event handlers or javascript: URLs, and links with
 * target="_blank" get rel="noopener noreferrer".
 *
 * Server rendering: DOMPurify needs a DOM. With a server sanitiser registered
 * ({@link sanitiseHtmlOnServer}: DOMPurify over jsdom, the same rules), the server HTML
 * carries the sanitised content and hydration keeps it. Without one, SafeHtml renders an
 * EMPTY element of the same tag (`as`), with its class and attributes, and never the
 * unsanitised HTML; the browser fills it in straight after hydration.
 */
export function SafeHtml({
  html,
  as: Tag = "div",
  prose = true,
  className,
  ...props
}: SafeHtmlProps) {
  const { clean, serverSanitised } = useCleanHtml(html, Tag);
  return (
    <Tag
      data-slot="safe-html"
      {...(serverSanitised ? { [SERVER_SANITISED]: "" } : {})}
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
