import DOMPurify from "dompurify";

let hooked = false;

/**
 * Sanitises untrusted HTML (CMS pages, announcements, package descriptions) with DOMPurify:
 * no scripts, styles, frames, event handlers or javascript: URLs; links opening a new tab get
 * rel="noopener noreferrer". Needs a DOM: returns "" where there is none (server rendering).
 */
export function sanitiseHtml(html: string): string {
  if (typeof window === "undefined" || !DOMPurify.isSupported) return "";
  if (!hooked) {
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node instanceof HTMLAnchorElement && node.getAttribute("target") === "_blank") {
        node.setAttribute("rel", "noopener noreferrer");
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ["target"],
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"],
  });
}
