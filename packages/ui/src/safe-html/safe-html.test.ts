import { JSDOM } from "jsdom";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { SafeHtml, sanitiseHtmlOnServer } from "./safe-html";
import { createHtmlSanitiser, sanitiseHtml } from "./sanitise";

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

describe("SafeHtml on the server with a server sanitiser (DOMPurify over jsdom)", () => {
  afterEach(() => sanitiseHtmlOnServer(null));

  it("renders the sanitised HTML into the page, marked for hydration", () => {
    sanitiseHtmlOnServer(createHtmlSanitiser(new JSDOM("").window));
    const html = renderToString(
      createElement(SafeHtml, {
        as: "p",
        prose: false,
        html: '<strong>10% off</strong> <a href="/deals" target="_blank">deals</a><script>alert(1)</script><img src="x" onerror="alert(2)" style="position:fixed">',
      }),
    );
    expect(html).toContain("data-server-sanitised");
    expect(html).toContain("<strong>10% off</strong>");
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toMatch(/script|onerror|style=/);
  });

  it("leaves block HTML inside a <p> or <span> to the browser (a parser would split the <p>)", () => {
    sanitiseHtmlOnServer(createHtmlSanitiser(new JSDOM("").window));
    const render = (as: "p" | "span" | "div", html: string) =>
      renderToString(createElement(SafeHtml, { as, prose: false, html }));
    expect(render("p", "<p>Block</p>")).toBe('<p data-slot="safe-html" class=""></p>');
    expect(render("span", "<ul><li>Block</li></ul>")).toBe(
      '<span data-slot="safe-html" class=""></span>',
    );
    expect(render("p", "<strong>Inline</strong>")).toContain("<strong>Inline</strong>");
    expect(render("div", "<p>Block</p>")).toContain("<p>Block</p>");
  });

  it("applies the browser's rules: the same output for the same input", () => {
    const server = createHtmlSanitiser(new JSDOM("").window);
    const again = createHtmlSanitiser(new JSDOM("").window);
    const input = '<p>Hi <a href="javascript:alert(1)">x</a><iframe src="//e.com"></iframe></p>';
    expect(server(input)).toBe("<p>Hi <a>x</a></p>");
    expect(again(input)).toBe(server(input));
  });

  it("turned off again, renders the empty element", () => {
    sanitiseHtmlOnServer(createHtmlSanitiser(new JSDOM("").window));
    sanitiseHtmlOnServer(null);
    const html = renderToString(createElement(SafeHtml, { html: "<p>Deep clean</p>" }));
    expect(html).not.toContain("Deep clean");
    expect(html).not.toContain("data-server-sanitised");
  });
});

describe("SafeHtml with trusted HTML (sanitised where it was stored)", () => {
  it("renders it as it is on the server, marked for hydration, without a server sanitiser", () => {
    const html = renderToString(
      createElement(SafeHtml, {
        as: "section",
        trusted: true,
        html: '<p>Stored <strong>sanitised</strong></p><a href="/faq" target="_blank" rel="noopener noreferrer">FAQ</a>',
      }),
    );
    expect(html).toContain("data-server-sanitised");
    expect(html).toContain(
      '<p>Stored <strong>sanitised</strong></p><a href="/faq" target="_blank" rel="noopener noreferrer">FAQ</a>',
    );
  });

  it("leaves block HTML inside a <p> to the browser, as sanitised HTML", () => {
    const html = renderToString(
      createElement(SafeHtml, { as: "p", prose: false, trusted: true, html: "<p>Block</p>" }),
    );
    expect(html).toBe('<p data-slot="safe-html" class=""></p>');
  });

  it("untrusted HTML beside it still renders empty without a server sanitiser", () => {
    const html = renderToString(
      createElement(SafeHtml, { html: "<p>From a customer</p><script>alert(1)</script>" }),
    );
    expect(html).not.toContain("From a customer");
  });
});
