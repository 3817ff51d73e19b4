import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, it } from "vitest";

import { HELD_ENTRY_ID, scriptsAfterFirstPaint } from "./scripts-after-paint";

/** The page through the rewrite, sent in pieces of `size` bytes. */
function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const chunks = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));
}

const head =
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/a.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n0nce"/><title>Café £24</title>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n0nce"/></head>';
const content =
  '<body><p>See <code>&lt;link rel="modulepreload"</code> and &lt;script type="module"&gt; — é</p>';
const entry =
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>';
const rest =
  '<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue("[\\"£\\"]");</script></body></html>';

const heldEntry = `<script nonce="n0nce" type="bookwell/module" id="${HELD_ENTRY_ID}">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>`;

describe("the page's scripts after its first paint", () => {
  it("takes the head's preloads out, holds the module script and starts both after it, whatever the chunks", async () => {
    for (const size of [1, 2, 3, 7, 64, 100_000]) {
      const html = await through(head + content + entry + rest, size);
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      const starter = /<script nonce="n0nce">(\(function\(\)\{[\s\S]*?\}\)\(\))<\/script>/.exec(
        html,
      );
      expect(starter).not.toBeNull();
      // The starter puts back the preloads in their order, then the module script.
      expect(starter![1]).toContain('["/assets/entry.js","/assets/framework.js"]');
      expect(starter![1]).toContain(`getElementById("${HELD_ENTRY_ID}")`);
      expect(html.replace(starter![0], "")).toBe(
        head.replaceAll(/<link rel="modulepreload"[^>]*>/g, "") + content + heldEntry + rest,
      );
    }
  });

  it("leaves the body's text and a page without a module script as they are", async () => {
    const page =
      head + content.replace("<p>", '<p><link rel="modulepreload" href="/x.js"/>') + rest;
    const html = await through(page, 5);
    expect(html.slice(html.indexOf("</head>"))).toBe(page.slice(page.indexOf("</head>")));
    expect(html).not.toContain(HELD_ENTRY_ID);
  });

  it("reads a preload's address as the browser would, and no address can close the starter", async () => {
    const odd = head.replace("/assets/framework.js", "/assets/a&lt;/script&gt;&amp;b.js");
    const html = await through(odd + content + entry + rest, 11);
    expect(html).toContain(String.raw`"/assets/a\u003c/script>&b.js"`);
  });
});
