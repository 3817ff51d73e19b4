import DOMPurify, { type DOMPurify as Purifier } from "dompurify";

/** A window DOMPurify can work in: the browser's, or a server DOM's (jsdom). */
export type SanitiserWindow = Parameters<typeof DOMPurify>[0];

/** The attribute calls the link rule makes: typed here, so no DOM library is needed to compile it. */
type Attributed = {
  getAttribute?(name: string): string | null;
  setAttribute(name: string, value: string): void;
};

/**
 * A sanitiser over its own DOMPurify instance in `window`, with Bookwell's rules: no scripts,
 * styles (tags or style attributes), frames, form controls, event handlers or javascript:
 * URLs; links opening a new tab or window get rel="noopener noreferrer". This is the one
 * policy: the browser uses it over its own window for untrusted HTML, and the reference API
 * over a server DOM (jsdom) when CMS HTML is stored, so both apply exactly the same rules.
 * It imports DOMPurify only (no React), so a server can use it.
 */
export function createHtmlSanitiser(window: SanitiserWindow): (html: string) => string {
  // Our own instance, so the link hook below never changes DOMPurify for the rest of the app.
  const purifier: Purifier = DOMPurify(window);
  purifier.addHook("afterSanitizeAttributes", (node) => {
    // Any target that can open another browsing context (_blank, or a named window such as
    // "_new") gets rel, so the opened page cannot reach back through window.opener.
    const element = node as unknown as Attributed;
    const target = element.getAttribute?.("target")?.trim().toLowerCase();
    if (target && !["_self", "_parent", "_top"].includes(target)) {
      element.setAttribute("rel", "noopener noreferrer");
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
 * Sanitises untrusted HTML (package descriptions, inbox messages) in the browser,
 * with the rules of {@link createHtmlSanitiser}. Needs a DOM: returns "" where there is none.
 */
export function sanitiseHtml(html: string): string {
  const browser = (globalThis as { window?: SanitiserWindow }).window;
  if (!browser) return "";
  browserSanitiser ??= createHtmlSanitiser(browser);
  return browserSanitiser(html);
}
