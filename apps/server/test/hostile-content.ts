import {
  BLOG_HTML,
  CMS_DOCUMENT_HTML,
  mapHtmlFields,
  SERVICE_PAGE_HTML,
} from "../src/handlers/content/cms-html";
import { DEMO_CONTENT, type SiteContent } from "../src/seed";

/**
 * Hostile HTML for every CMS HTML field: scripts (also inside SVG), a handler, a javascript:
 * link opening a new tab, a frame, a style tag and attribute, form controls. What the policy
 * keeps of it: the paragraph with its bold text, the image without its handler, the link
 * without its href and with rel="noopener noreferrer", the button's text.
 */
export const HOSTILE_HTML =
  '<script>window.__cmsXss = 1</script><img src="x" onerror="window.__cmsXss = 2" alt="">' +
  '<a href="javascript:window.__cmsXss = 3" target="_blank">more</a>' +
  '<iframe src="https://example.com"></iframe><style>body{display:none}</style>' +
  '<p style="position:fixed" onclick="window.__cmsXss = 4">kept <strong>bold</strong></p>' +
  "<svg><script>window.__cmsXss = 5</script></svg>" +
  '<form action="/x"><input name="n"><button>Go</button></form>';

/** What sanitised HTML keeps of {@link HOSTILE_HTML}'s paragraph. */
export const KEPT_HTML = "<p>kept <strong>bold</strong></p>";

/** Hostile text in a plain-text field (a title): stored as it is, escaped where it is shown. */
export const HOSTILE_TEXT = '<img src="x" onerror="window.__cmsXss = 9">Title & "quotes"';

/** Anything in stored or rendered HTML that could run a script, load a frame or restyle a page. */
export const EXECUTABLE =
  /<script(?![^>]*(?:type="application\/json"|nonce=))|<style|<iframe|<object|<embed|<form|<input|\son[a-z]+=|javascript:|\sstyle=/i;

/**
 * The demo's content with {@link HOSTILE_HTML} appended to every HTML field, by the content
 * domain's own map of them, and {@link HOSTILE_TEXT} as the home block's and the first blog
 * post's titles.
 */
export async function hostileContent(base: SiteContent = DEMO_CONTENT): Promise<SiteContent> {
  const hostile = (html: string) => html + HOSTILE_HTML;
  const documents = Object.fromEntries(
    await Promise.all(
      Object.entries(base.documents).map(
        async ([key, document]) =>
          [key, await mapHtmlFields(document, CMS_DOCUMENT_HTML[key] ?? [], hostile)] as const,
      ),
    ),
  );
  const homeBlock = documents["home-body-2"] as { body: Record<string, unknown> };
  documents["home-body-2"] = { ...homeBlock, body: { ...homeBlock.body, title: HOSTILE_TEXT } };
  const blogs = await Promise.all(
    base.blogs.map((post) => mapHtmlFields(post, BLOG_HTML, hostile)),
  );
  return {
    ...base,
    documents,
    servicePages: await Promise.all(
      base.servicePages.map((page) => mapHtmlFields(page, SERVICE_PAGE_HTML, hostile)),
    ),
    blogs: blogs.map((post, index) => (index === 0 ? { ...post, title: HOSTILE_TEXT } : post)),
  };
}
