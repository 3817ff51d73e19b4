export { preloadSafeHtml, SafeHtml, sanitiseHtmlOnServer, type SafeHtmlProps } from "./safe-html";
export { createHtmlSanitiser, sanitiseHtml, type SanitiserWindow } from "./sanitise";
export * from "../announcement-bar";
