import DOMPurify, { type DOMPurify as Purifier } from "dompurify";

/** A window DOMPurify can work in: the browser's, or a server DOM's (jsdom). */
export type SanitiserWindow = Parameters<typeof DOMPurify>[0];

/**
 * A sanitiser over its own DOMPurify instance in `window`, with Bookwell's rules: no scripts,
 * styles (tags or style attributes), frames, form controls, event handlers or javascript:
 * URLs; links opening a new tab or window get rel="noopener noreferrer". The browser uses one
 * over its own window; a server renders HTML with one over a server DOM (see
 * `sanitiseHtmlOnServer`), so both apply exactly the same rules.
 */
export function createHtmlSanitiser(window: SanitiserWindow): (html: string) => string {
  // Our own instance, so the link hook below never changes DOMPurify for the rest of the app.
  const purifier: Purifier = DOMPurify(window);
  purifier.addHook("afterSanitizeAttributes", (node) => {
    // Any target that can open another browsing context (_blank, or a named window such as
    // "_new") gets rel, so the opened page cannot reach back through window.opener.
    const target = (node as Element).getAttribute?.("target")?.trim().toLowerCase();
    if (target && !["_self", "_parent", "_top"].includes(target)) {
      (node as Element).setAttribute("rel", "noopener noreferrer");
    }
  });
  return (html) =>
    purifier.isSupported
      ? purifier.sanitize(html, {
          USE_PROFILES: { html: true },
          ADD_ATTR: ["target"],
          FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"],
          // Inline styles are dropped too: they could hide or overlay page content.
          FORBID_ATTR: ["style"],
        })
      : "";
}

let browserSanitiser: ((html: string) => string) | null = null;

/**
 * Sanitises untrusted HTML (CMS pages, announcements, package descriptions) in the browser,
 * with the rules of {@link createHtmlSanitiser}. Needs a DOM: returns "" where there is none.
 */
export function sanitiseHtml(html: string): string {
  if (typeof window === "undefined") return "";
  browserSanitiser ??= createHtmlSanitiser(window);
  return browserSanitiser(html);
}
