"use client";
import * as React from "react";

import { cn } from "../lib/cn";

export type SafeHtmlProps = Omit<
  React.HTMLAttributes<HTMLElement>,
  "children" | "dangerouslySetInnerHTML"
> & {
  /** The HTML: sanitised before it is set, unless it is `trusted`. */
  html: string;
  /**
   * HTML that was sanitised where it entered the system, with this package's policy
   * (`createHtmlSanitiser`): CMS HTML the API stores sanitised. It is set as it is, on the
   * server and in the browser, without DOMPurify. Leave it off for anything else (user
   * content, HTML from an API the app does not own).
   * @default false
   */
  trusted?: boolean;
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

/**
 * The browser's DOMPurify, loaded on first use: a page whose HTML the server sanitised hydrates
 * without it (the painted HTML is kept as it is), so it stays off the first load; HTML the
 * browser gets itself (a client navigation, a later fetch) loads it once.
 */
let sanitiseInBrowser: ((html: string) => string) | null = null;
let loadingSanitiser: Promise<unknown> | null = null;
function loadBrowserSanitiser(): Promise<unknown> {
  loadingSanitiser ??= import("./sanitise").then(
    ({ sanitiseHtml }) => (sanitiseInBrowser = remembering(sanitiseHtml)),
    (error: unknown) => {
      loadingSanitiser = null;
      throw error;
    },
  );
  return loadingSanitiser;
}

/**
 * Starts loading the browser's sanitiser now, for a view that will set HTML it fetches itself
 * (a list of packages with their descriptions): fetched beside the data, it is there when the
 * HTML arrives, which then appears with its element instead of one request later, pushing
 * what is below it down. Does nothing on a server or once loaded. Resolves once it has loaded
 * (or failed: a SafeHtml then tries again), for a view that shows only with its HTML in place.
 */
export function preloadSafeHtml(): Promise<void> {
  if (typeof window === "undefined" || sanitiseInBrowser) return Promise.resolve();
  return loadBrowserSanitiser().then(
    () => undefined,
    () => undefined,
  );
}

// A page the server did not sanitise for (a client-rendered app, Storybook, a page without
// CMS HTML): the sanitiser is fetched straight away, beside the page's own modules, so HTML
// set on mount appears at once. A page with server-sanitised HTML leaves it until needed.
if (typeof document !== "undefined" && !document.querySelector(`[${SERVER_SANITISED}]`)) {
  void loadBrowserSanitiser().catch(() => undefined);
}

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
 * The browser needs nothing: an element the server sanitised carries `data-server-sanitised`,
 * and hydration keeps its HTML as painted, without running DOMPurify again (the browser
 * sanitises only HTML it gets afterwards). Without it, the server renders empty elements and
 * the browser fills them in after hydration. Call it only on the server (it does nothing where
 * there is a `window`); `null` turns it off.
 */
export function sanitiseHtmlOnServer(sanitise: ((html: string) => string) | null): void {
  if (typeof window !== "undefined") return;
  sanitiseOnServer = sanitise && remembering(sanitise);
}

/**
 * Block elements inside a `<p>` or `<span>`: a browser parsing the page closes the `<p>` first,
 * so the server's HTML would not hydrate. Such content is left to the browser.
 */
const BLOCK_TAG =
  /<(?:address|article|aside|blockquote|details|div|dl|fieldset|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|ul)\b/i;
const servable = (tag: string, clean: string) =>
  !(tag === "p" || tag === "span") || !BLOCK_TAG.test(clean);

const noHtml = { clean: "", serverSanitised: false, keepPainted: false };
const useIsomorphicLayoutEffect =
  typeof window === "undefined" ? React.useEffect : React.useLayoutEffect;

/**
 * What SafeHtml sets. On the server: trusted HTML as it is, else the server sanitiser's result
 * (or nothing). In the
 * browser: on its first render (hydrating, or mounted in the browser), nothing is set and
 * whatever the element holds stays (`keepPainted`: its HTML is left as React found it); an
 * element the server sanitised keeps its painted HTML for as long as `html` is the one it was
 * painted with; any other HTML is set as it is when trusted, else goes through the browser's
 * DOMPurify, loaded on first use (empty until it is there). An element the server painted is not rendered again after hydration: a
 * state set there (or a hook telling hydration is over) re-rendered every SafeHtml of the page
 * synchronously after the hydration's commit, part of its longest task.
 */
function useCleanHtml(
  html: string,
  tag: string,
  ref: React.RefObject<HTMLElement | null>,
  trusted: boolean,
): { clean: string; serverSanitised: boolean; keepPainted: boolean } {
  // False once looked at (straight after the first render) when the server painted none.
  const [painted, setPainted] = React.useState(true);
  const [, setSanitiserLoaded] = React.useState(false);
  const onServer = typeof window === "undefined";
  // The HTML the element was painted with, if it was.
  const [paintedHtml] = React.useState(html);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    const serverPainted = !!element?.hasAttribute(SERVER_SANITISED) && element.innerHTML !== "";
    element?.removeAttribute(SERVER_SANITISED);
    if (!serverPainted) setPainted(false);
  }, [ref]);
  const keepPainted = !onServer && painted && html === paintedHtml;
  const needsSanitiser = !onServer && !trusted && !keepPainted && sanitiseInBrowser === null;
  React.useEffect(() => {
    if (!needsSanitiser) return;
    let current = true;
    loadBrowserSanitiser().then(
      () => current && setSanitiserLoaded(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needsSanitiser]);

  if (onServer) {
    const clean = trusted ? html : (sanitiseOnServer?.(html) ?? "");
    return clean && servable(tag, clean) ? { ...noHtml, clean, serverSanitised: true } : noHtml;
  }
  if (keepPainted) return { ...noHtml, keepPainted: true };
  return { ...noHtml, clean: trusted ? html : (sanitiseInBrowser?.(html) ?? "") };
}

/**
 * The one place in Bookwell where HTML is set. The HTML is sanitised with DOMPurify: no
 * script, style, iframe, form controls, event handlers or javascript: URLs, and links with
 * target="_blank" get rel="noopener noreferrer". `trusted` HTML was sanitised with the same
 * policy where it was stored (the API's CMS content) and is set as it is: on the server it is
 * in the first HTML, which hydration keeps, and the browser loads no DOMPurify for it.
 *
 * Server rendering: DOMPurify needs a DOM. With a server sanitiser registered
 * ({@link sanitiseHtmlOnServer}: DOMPurify over jsdom, the same rules), the server HTML
 * carries the sanitised content and hydration keeps it. Without one, SafeHtml renders an
 * EMPTY element of the same tag (`as`), with its class and attributes, and never the
 * unsanitised HTML; the browser fills it in straight after hydration.
 */
export function SafeHtml({
  html,
  trusted = false,
  as: Tag = "div",
  prose = true,
  className,
  ...props
}: SafeHtmlProps) {
  const ref = React.useRef<HTMLElement>(null);
  const { clean, serverSanitised, keepPainted } = useCleanHtml(html, Tag, ref, trusted);
  return (
    <Tag
      // A new element when the painted HTML is given up, so none of it stays behind.
      key={keepPainted ? "painted" : "set"}
      ref={ref as React.Ref<never>}
      data-slot="safe-html"
      // Hydration leaves the server's sanitised HTML in place (nothing is set while hydrating).
      suppressHydrationWarning
      {...(serverSanitised ? { [SERVER_SANITISED]: "" } : {})}
      className={cn(
        prose &&
          "[&_a]:text-primary [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc",
        className,
      )}
      // The only dangerouslySetInnerHTML in the code base; `clean` comes from DOMPurify, here
      // or where trusted HTML was stored.
      dangerouslySetInnerHTML={{ __html: clean }}
      {...props}
    />
  );
}
