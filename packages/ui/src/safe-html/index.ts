export { SafeHtml, type SafeHtmlProps } from "./safe-html";
export { sanitiseHtml } from "./sanitise";
