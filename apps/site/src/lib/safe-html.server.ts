import { createHtmlSanitiser, sanitiseHtmlOnServer } from "@bookwell/ui/safe-html";
import { JSDOM } from "jsdom";

let registered = false;

/**
 * CMS HTML in the server-rendered page: SafeHtml sanitises it on the server with DOMPurify over
 * jsdom (the browser's rules), so the first paint carries the announcements, service texts and
 * package descriptions, and nothing moves when the page hydrates. Server-only (`.server`).
 */
export function sanitiseCmsHtmlOnServer() {
  if (registered) return;
  sanitiseHtmlOnServer(createHtmlSanitiser(new JSDOM("").window));
  registered = true;
}
