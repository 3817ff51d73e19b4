import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { SafeHtml } from "./safe-html";
import { sanitiseHtml } from "./sanitise";

describe("SafeHtml on the server (no window)", () => {
  it("renders an empty element of the same tag and never the raw HTML", () => {
    const html = renderToString(
      createElement(SafeHtml, {
        as: "section",
        className: "mt-4",
        html: "<p>Deep clean</p><script>alert(1)</script>",
      }),
    );
    expect(html).toMatch(/^<section data-slot="safe-html" class="[^"]*mt-4[^"]*"><\/section>$/);
    expect(html).not.toContain("Deep clean");
    expect(html).not.toContain("script");
  });

  it("sanitiseHtml gives nothing without a DOM", () => {
    expect(sanitiseHtml("<b>ok</b>")).toBe("");
  });
});
