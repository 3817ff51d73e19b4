import DOMPurify, { type DOMPurify as Purifier } from "dompurify";

// Our own instance, so the link hook below never changes DOMPurify for the rest of the app.
let purifier: Purifier | null = null;

/**
 * Sanitises untrusted HTML (CMS pages, announcements, package descriptions) with DOMPurify:
 * no scripts, styles (tags or style attributes), frames, form controls, event handlers or
 * javascript: URLs; links opening a new tab or window get
 * rel="noopener noreferrer". Needs a DOM: returns "" where there is none (server rendering).
 */
export function sanitiseHtml(html: string): string {
  if (typeof window === "undefined") return "";
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook("afterSanitizeAttributes", (node) => {
      // Any target that can open another browsing context (_blank, or a named window such as
      // "_new") gets rel, so the opened page cannot reach back through window.opener.
      const target = (node as Element).getAttribute?.("target")?.trim().toLowerCase();
      if (target && !["_self", "_parent", "_top"].includes(target)) {
        (node as Element).setAttribute("rel", "noopener noreferrer");
      }
    });
  }
  if (!purifier.isSupported) return "";
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ["target"],
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"],
    // Inline styles are dropped too: they could hide or overlay page content.
    FORBID_ATTR: ["style"],
  });
}
