import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { gzipTemplate } from "./gzip-template";

describe("gzipTemplate (a page gzipped once, a nonce per response)", () => {
  const page = (nonce: string) =>
    `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body>${"<p>Café £12 — the same text again and again</p>".repeat(400)}<script nonce="${nonce}" type="module">b()</script><link rel="modulepreload" nonce="${nonce}"></body></html>`;

  it("gunzips to the page with each response's own nonce in every slot", () => {
    const slot = "\u0000slot\u0000";
    const template = gzipTemplate(page(slot).split(slot), 24);
    for (let i = 0; i < 3; i++) {
      const nonce = randomBytes(16).toString("base64");
      expect(gunzipSync(template.fill(nonce)).toString("utf8")).toBe(page(nonce));
    }
  });

  it("compresses (the text between slots is deflated, not stored)", () => {
    const slot = "\u0000slot\u0000";
    const body = template(slot);
    expect(body.length).toBeLessThan(Buffer.byteLength(page("x".repeat(24))) / 5);
    function template(s: string) {
      return gzipTemplate(page(s).split(s), 24).fill("y".repeat(24));
    }
  });

  it("works with no slot at all and refuses a value of another length", () => {
    expect(gunzipSync(gzipTemplate(["plain"], 24).fill("z".repeat(24))).toString()).toBe("plain");
    expect(() => gzipTemplate(["a", "b"], 24).fill("short")).toThrow(RangeError);
  });
});
