import { JSDOM } from "jsdom";

import { createHtmlSanitiser } from "../../../packages/ui/src/safe-html/sanitise";

/** DOMPurify over a server DOM with the design system's rules (what SafeHtml does on a server). */
export const sanitise = createHtmlSanitiser(new JSDOM("").window as never);

/** SafeHtml's prose classes (packages/ui/src/safe-html/safe-html.tsx), for the same look. */
export const SAFE_HTML_CLASS =
  "[&_a]:text-primary [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc";
