import { describe, expect, it } from "vitest";

import type { Clock } from "../src/app";
import { CONTENT_TTL_MS } from "../src/handlers/content/content";
import { fixedClock, testApp, type Answer } from "./helpers";

/** A clock the test moves. */
function movableClock(): Clock & { advance(ms: number): void } {
  let now = fixedClock.now().getTime();
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
}

const read = async (app: Awaited<ReturnType<typeof testApp>>, path: string) => {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  return ((await response.json()) as Answer).data;
};

describe("content answers are kept for a minute (the same for every visitor)", () => {
  it("answers a CMS document from memory until its time is up, then reads it again", async () => {
    const clock = movableClock();
    const app = await testApp({ clock });
    const first = await read(app, "/api/cms/home-top");
    await app.db.query(
      `UPDATE cms_documents SET content = '{"edited": true}'::jsonb WHERE key = 'home-top'`,
    );
    clock.advance(CONTENT_TTL_MS - 1);
    expect(await read(app, "/api/cms/home-top")).toEqual(first);
    clock.advance(1);
    expect(await read(app, "/api/cms/home-top")).toEqual({ content: { edited: true } });
  });

  it("keeps each parameter's answer apart, and a missing one is not kept", async () => {
    const app = await testApp();
    const [first] = await app.db.query<{ subsvcnum: string }>(
      "SELECT subsvcnum FROM content_sub_services ORDER BY subsvcnum LIMIT 1",
    );
    const subsvcnum = first?.subsvcnum ?? "none seeded";
    const detail = await read(app, `/api/home/services/detailII/${subsvcnum}`);
    expect(detail).toMatchObject({ serviceDetails: expect.any(Array) });
    expect((await app.request("/api/home/services/detailII/NOPE")).status).toBe(404);
    await app.db.query(
      `INSERT INTO content_sub_services (subsvcnum, svcnum, position, subsvcname, subsvcdesc,
              imageurl, prodpageid, header_img, header_desc)
       SELECT 'NOPE', svcnum, 99, 'New', '', '', 'nope-page', '', 'Added later' FROM content_services LIMIT 1`,
    );
    expect(await read(app, "/api/home/services/detailII/NOPE")).toMatchObject({
      header_desc: "Added later",
    });
  });

  it("a scheduled post appears on its day: the business date is part of what is kept", async () => {
    const clock = movableClock();
    const app = await testApp({ clock });
    // Tomorrow's post (the fixed clock's today is 2026-11-22).
    await app.db.query(
      `INSERT INTO content_blogs (id, pageurl, title, category, blog_date, imageurl, summary, content)
       VALUES ('9001', 'tomorrows-post', 'Tomorrow', 'News', '2026-11-23', '', 'Soon', '<p>Soon</p>')`,
    );
    const urls = async () =>
      ((await read(app, "/api/home/blogs")) as { pageurl: string }[]).map((post) => post.pageurl);
    // 23:59:30 in London: not yet.
    clock.advance(13 * 3_600_000 + 59 * 60_000 + 30_000);
    expect(await urls()).not.toContain("tomorrows-post");
    // Forty seconds later, well within the minute an answer is kept, but the next day.
    clock.advance(40_000);
    expect(await urls()).toContain("tomorrows-post");
  });
});
