import { describe, expect, it } from "vitest";

import { GOOGLE_TRANSLATE_SOURCES, pageContentSecurityPolicy } from "./headers";

const base = {
  nonce: "n0nce",
  reportUri: "/csp-report",
  mapTileUrl: "https://tiles.example/{z}/{x}/{y}.png",
};
const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

describe("the page CSP and the translation widget", () => {
  it("names Google's translator origins only when it is the configured provider", () => {
    const off = pageContentSecurityPolicy(base);
    expect(off).not.toMatch(/translate|gstatic|www\.google\.com/);

    const on = pageContentSecurityPolicy({ ...base, translate: "google" });
    expect(directive(on, "style-src")).toContain(GOOGLE_TRANSLATE_SOURCES.style);
    expect(directive(on, "img-src")).toContain(GOOGLE_TRANSLATE_SOURCES.img);
    expect(directive(on, "connect-src")).toContain(GOOGLE_TRANSLATE_SOURCES.connect);
    // Scripts stay nonce-only: the element script runs because a trusted chunk adds it.
    expect(directive(on, "script-src")).toBe("script-src 'nonce-n0nce' 'strict-dynamic'");
    expect(directive(on, "frame-src")).toBe("frame-src 'none'");
  });
});
