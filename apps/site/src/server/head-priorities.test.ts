import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, it } from "vitest";

import { lowPriorityModulePreloads } from "./head-priorities";

/** The page through the rewrite, sent in pieces of `size` bytes. */
function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const chunks = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

const head =
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/a.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><title>Café £24</title>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/></head>';
const body =
  '<body><p>See <code>&lt;link rel="modulepreload"</code> — é</p><script type="module">import("/assets/entry.js")</script></body></html>';

describe("the script preloads at low priority", () => {
  it("asks every modulepreload of the head at low priority, whatever the chunks", async () => {
    for (const size of [1, 3, 7, 64, 100_000]) {
      const html = await through(head + body, size);
      expect(html.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
      expect(html).not.toMatch(/<link rel="modulepreload" href/);
      expect(html.replaceAll(' fetchpriority="low"', "")).toBe(head + body);
    }
  });

  it("leaves the body as it is (a page that shows the text)", async () => {
    const page = head + body.replace("<p>", '<p><link rel="modulepreload" href="/x.js"/>');
    const html = await through(page, 5);
    expect(html.slice(html.indexOf("</head>"))).toBe(page.slice(page.indexOf("</head>")));
  });
});
