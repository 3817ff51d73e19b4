import { beforeAll, describe, expect, it } from "vitest";

import {
  BLOG_HTML,
  CMS_DOCUMENT_HTML,
  mapHtmlFields,
  sanitiseCmsHtml,
  SERVICE_PAGE_HTML,
} from "../src/handlers/content/cms-html";
import { DEMO_CONTENT, seed } from "../src/seed";
import { SEED_DAY, testApp } from "./helpers";
import {
  EXECUTABLE,
  HOSTILE_HTML,
  HOSTILE_TEXT,
  hostileContent,
  KEPT_HTML,
} from "./hostile-content";

type App = Awaited<ReturnType<typeof testApp>>;

/**
 * CMS HTML is sanitised once, where it enters: hostile HTML written through the content's way
 * into the database (the seed's `seedContent`) is answered by the API without anything that
 * could run, and plain-text fields are answered as they were written.
 */
let app: App;
beforeAll(async () => {
  app = await testApp();
  await seed(app.db, { today: SEED_DAY, content: await hostileContent() });
});

async function data(path: string): Promise<unknown> {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()).data;
}

/** Every string at `paths` of `value`. */
async function stringsAt(value: unknown, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  await mapHtmlFields(value, paths, (html) => {
    found.push(html);
    return html;
  });
  return found;
}

describe("CMS HTML is sanitised where it enters", () => {
  it("the policy is SafeHtml's: scripts, handlers, frames, styles, forms and javascript: links go", async () => {
    expect(await sanitiseCmsHtml(HOSTILE_HTML)).toBe(
      '<img src="x" alt=""><a target="_blank" rel="noopener noreferrer">more</a>' +
        `${KEPT_HTML}Go`,
    );
  });

  it("every CMS document's HTML fields hold nothing that runs, and keep their content", async () => {
    for (const [key, paths] of Object.entries(CMS_DOCUMENT_HTML)) {
      const { content } = (await data(`/api/cms/${key}`)) as { content: unknown };
      const fields = await stringsAt(content, paths);
      expect(fields.length, key).toBeGreaterThan(0);
      for (const html of fields) {
        expect(html, key).not.toMatch(EXECUTABLE);
        expect(html, key).toContain(KEPT_HTML);
      }
    }
  });

  it("every service page's and blog post's HTML fields hold nothing that runs", async () => {
    for (const { pageid } of DEMO_CONTENT.servicePages) {
      const page = await data(`/api/cms/ourservice/${pageid}`);
      const fields = await stringsAt(page, SERVICE_PAGE_HTML);
      expect(fields.length, pageid).toBeGreaterThan(0);
      for (const html of fields) {
        expect(html, pageid).not.toMatch(EXECUTABLE);
        expect(html, pageid).toContain(KEPT_HTML);
      }
    }
    for (const post of DEMO_CONTENT.blogs.filter((blog) => blog.blogDate <= SEED_DAY)) {
      const answer = await data(`/api/home/blogs/${post.pageurl}`);
      const [html] = await stringsAt(answer, BLOG_HTML);
      expect(html, post.pageurl).not.toMatch(EXECUTABLE);
      expect(html, post.pageurl).toContain(KEPT_HTML);
    }
  });

  it("plain-text fields are stored as they were written (React escapes them)", async () => {
    const { content } = (await data("/api/cms/home-body-2")) as {
      content: { body: { title: string } };
    };
    expect(content.body.title).toBe(HOSTILE_TEXT);
    const first = DEMO_CONTENT.blogs[0]!;
    expect(((await data(`/api/home/blogs/${first.pageurl}`)) as { title: string }).title).toBe(
      HOSTILE_TEXT,
    );
  });
});

describe("the content domain knows every HTML field", () => {
  it("every demo string holding a tag sits at a path that is sanitised", async () => {
    const tagged: string[] = [];
    const walk = (value: unknown, path: string, where: string) => {
      if (typeof value === "string") {
        if (/<[a-z/]/i.test(value)) tagged.push(`${where}:${path}`);
      } else if (Array.isArray(value)) value.forEach((item) => walk(item, `${path}[]`, where));
      else if (value && typeof value === "object")
        for (const [key, item] of Object.entries(value))
          walk(item, path ? `${path}.${key}` : key, where);
    };
    for (const [key, document] of Object.entries(DEMO_CONTENT.documents)) walk(document, "", key);
    DEMO_CONTENT.servicePages.forEach((page) => walk(page, "", "servicePage"));
    DEMO_CONTENT.blogs.forEach((post) => walk(post, "", "blog"));
    const known = new Set([
      ...Object.entries(CMS_DOCUMENT_HTML).flatMap(([key, paths]) =>
        paths.map((path) => `${key}:${path}`),
      ),
      ...SERVICE_PAGE_HTML.map((path) => `servicePage:${path}`),
      ...BLOG_HTML.map((path) => `blog:${path}`),
    ]);
    expect(tagged.length).toBeGreaterThan(20);
    expect([...new Set(tagged)].filter((field) => !known.has(field))).toEqual([]);
  });
});
