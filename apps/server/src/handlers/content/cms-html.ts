// The one HTML policy, DOMPurify's rules as @bookwell/ui's SafeHtml applies them in the
// browser: imported from its source, which needs DOMPurify only (no React). The server's
// import rule allows this one module of ui (.dependency-cruiser.cjs).
import {
  createHtmlSanitiser,
  type SanitiserWindow,
} from "../../../../../packages/ui/src/safe-html/sanitise";

/**
 * CMS HTML is sanitised once, where it enters: every write of content into the database calls
 * {@link sanitiseCmsHtml} on each HTML field (the seed does, through `seedContent`). The API
 * then answers it as stored, and the site renders it as trusted HTML, with no sanitiser on
 * render. Plain-text fields are stored as they are: React escapes them.
 *
 * Where HTML sits, by path: keys joined by dots, `[]` for every item of a list.
 */

/** The HTML fields of each CMS document (`cms_documents.key`); the rest of a document is text. */
export const CMS_DOCUMENT_HTML: Readonly<Record<string, readonly string[]>> = {
  "home-top": ["announcementSlider[].content"],
  "home-body-2": ["body.html"],
  aboutus: ["about.html"],
  faq: ["[].list[].answer"],
  termsandconditions: ["body"],
  termsofuse: ["body"],
  privacypolicy: ["body"],
};

/** The HTML fields of a service page (`content_service_pages.page`). */
export const SERVICE_PAGE_HTML: readonly string[] = [
  "body_freetext",
  "body_prod[].html",
  "body_accordion[].content",
];

/** The HTML field of a blog post (`content_blogs.content`). */
export const BLOG_HTML: readonly string[] = ["content"];

let sanitiser: Promise<(html: string) => string> | null = null;

/**
 * The policy over a server DOM. DOMPurify needs one: jsdom, the DOM DOMPurify documents as
 * safe, loaded on the first write only (never on a read or a page render).
 */
function cmsSanitiser(): Promise<(html: string) => string> {
  sanitiser ??= import("jsdom").then(
    ({ JSDOM }) => createHtmlSanitiser(new JSDOM("").window as unknown as SanitiserWindow),
    (error: unknown) => {
      sanitiser = null;
      throw error;
    },
  );
  return sanitiser;
}

/** CMS HTML as it may be stored: the one sanitiser every content write calls. */
export async function sanitiseCmsHtml(html: string): Promise<string> {
  return (await cmsSanitiser())(html);
}

const segmentsOf = (path: string) => path.match(/\[\]|[^.[\]]+/g) ?? [];

/** `value` with `change` applied to the string at each of `paths` (a copy; the rest as it was). */
export async function mapHtmlFields<T>(
  value: T,
  paths: readonly string[],
  change: (html: string) => string | Promise<string>,
): Promise<T> {
  const at = async (node: unknown, [segment, ...rest]: string[]): Promise<unknown> => {
    if (segment === undefined) return typeof node === "string" ? change(node) : node;
    if (segment === "[]") {
      return Array.isArray(node) ? Promise.all(node.map((item) => at(item, rest))) : node;
    }
    if (!node || typeof node !== "object" || !(segment in node)) return node;
    const record = node as Record<string, unknown>;
    return { ...record, [segment]: await at(record[segment], rest) };
  };
  let result: unknown = value;
  for (const path of paths) result = await at(result, segmentsOf(path));
  return result as T;
}

/** `value` with the HTML at each of `paths` sanitised: what a content write stores. */
export function sanitiseHtmlFields<T>(value: T, paths: readonly string[]): Promise<T> {
  return mapHtmlFields(value, paths, sanitiseCmsHtml);
}
