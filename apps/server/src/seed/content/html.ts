/**
 * The demo's HTML (announcements, service pages, blog posts, legal pages) keeps to a few text
 * tags, links only to our own paths, https, mail and phone, and no other attribute: the demo
 * data refuses anything else when it loads, so an edit of it that tries more fails at once.
 * What is stored is sanitised besides, as all content is (`sanitiseCmsHtml`, handlers/content).
 */
const TAGS = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "br",
  "a",
  "blockquote",
]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z-]+="[^"<>]*")*)\s*(\/?)>/g;
const ATTRIBUTE = /\s+([a-zA-Z-]+)="([^"<>]*)"/g;
const SAFE_HREF = /^(\/(?!\/)|#|https:\/\/|mailto:|tel:)/;

/** Why `html` is not safe to store, or null when it is. */
export function unsafeHtmlReason(html: string): string | null {
  let problem: string | null = null;
  const rest = html.replace(TAG, (_whole, _close, name: string, attributes: string) => {
    const tag = name.toLowerCase();
    if (!TAGS.has(tag)) problem ??= `tag <${tag}>`;
    for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE)) {
      const key = (attribute ?? "").toLowerCase();
      if (tag !== "a" || key !== "href") problem ??= `attribute ${key} on <${tag}>`;
      else if (!SAFE_HREF.test(value ?? "")) problem ??= `link ${value}`;
    }
    return "";
  });
  if (problem) return problem;
  // Anything left that could open a tag was not a tag we know.
  if (rest.includes("<") || rest.includes(">")) return "a stray < or >";
  return null;
}

/** The HTML itself, or an error naming what is wrong: the seed stops rather than store it. */
export function safeHtml(html: string): string {
  const reason = unsafeHtmlReason(html);
  if (reason) throw new Error(`Unsafe content HTML (${reason}): ${html.slice(0, 80)}`);
  return html;
}

/** Paragraphs from plain lines: `paragraphs("One.", "Two.")` is `<p>One.</p><p>Two.</p>`. */
export function paragraphs(...lines: string[]): string {
  return safeHtml(lines.map((line) => `<p>${line}</p>`).join(""));
}
