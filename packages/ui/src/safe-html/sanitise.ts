import DOMPurify, { type DOMPurify as Purifier } from "dompurify";

// Our own instance, so the link hook below never changes DOMPurify for the rest of the app.
let purifier: Purifier | null = null;

/**
 * Sanitises untrusted HTML (CMS pages, announcements, package descriptions) with DOMPurify:
 * no scripts, styles (tags or style attributes), frames, form controls, event handlers or
 * javascript: URLs; links opening a new tab get
 * rel="noopener noreferrer". Needs a DOM: returns "" where there is none (server rendering).
 */
export function sanitiseHtml(html: string): string {
  if (typeof window === "undefined") return "";
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook("afterSanitizeAttributes", (node) => {
      if (node.nodeName === "A" && (node as Element).getAttribute("target") === "_blank") {
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
