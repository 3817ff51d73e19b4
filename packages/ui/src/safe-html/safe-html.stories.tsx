import type { Meta, StoryObj } from "@storybook/react-vite";
import { createElement, Fragment, Profiler, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";

import { SafeHtml } from "./safe-html";
import { sanitiseHtml } from "./sanitise";

const meta = {
  title: "Content/SafeHtml",
  component: SafeHtml,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Renders HTML from the CMS or the server after sanitising it with DOMPurify (no script, style, iframe, event handlers or javascript: URLs; target=_blank links get rel=\"noopener noreferrer\"). It is the only component allowed to set HTML: never use dangerouslySetInnerHTML elsewhere. On the server it renders an empty element of the same tag; the HTML appears once the page hydrates. `trusted` HTML (sanitised with the same policy where the API stored it: the CMS's) is set as it is, in the server's HTML and in the browser, without DOMPurify. Do not use it for text you control: write JSX.",
      },
    },
  },
  argTypes: { as: { control: "select", options: ["div", "section", "article", "span", "p"] } },
  args: {
    html: '<h2>Deep clean</h2><p>Every surface, <strong>top to bottom</strong>.</p><ul><li>Kitchen</li><li>Bathrooms</li></ul><p><a href="/contact-us" target="_blank">Ask us</a></p>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Mounted in the browser (no server HTML): DOMPurify is loaded on first use.
    await expect(await canvas.findByRole("heading", { name: "Deep clean" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    const link = canvas.getByRole("link", { name: "Ask us" });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    // Keyboard: links inside stay reachable.
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const AsSection: Story = {
  args: { as: "section", "aria-label": "About deep cleaning" } as never,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "About deep cleaning" });
    await expect(region.tagName).toBe("SECTION");
    await expect(region).toHaveAttribute("data-slot", "safe-html");
  },
};

export const StripsScripts: Story = {
  args: {
    html: '<p>Hello</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2" alt="Crew"><a href="javascript:window.__xss=3">Click</a><iframe src="https://example.com"></iframe><style>body{display:none}</style>',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="safe-html"]')!;
    await expect(root.querySelector("script, iframe, style")).toBeNull();
    await expect(root.querySelector("img")?.getAttribute("onerror")).toBeNull();
    await expect(root.querySelector("a")?.getAttribute("href") ?? "").not.toMatch(/javascript:/);
    await expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    await expect(sanitiseHtml('<svg><g onload="alert(1)"></g></svg><b>ok</b>')).not.toContain(
      "onload",
    );
    const payloads = [
      '<a href=" JaVaScRiPt:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      "<svg><script>alert(1)</script></svg>",
      '<div onclick="alert(1)" onmouseover="alert(1)">x</div>',
      '<form action="javascript:alert(1)"><button>go</button></form>',
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
      '<object data="javascript:alert(1)"></object><embed src="x.swf">',
      '<p style="background:url(javascript:alert(1))">x</p><link rel="stylesheet" href="x.css">',
    ];
    // Links that open another window cannot reach back (window.opener), whatever their rel.
    for (const target of ["_blank", "_BLANK", "_new"]) {
      const doc = new DOMParser().parseFromString(
        sanitiseHtml(`<a href="/faq" target="${target}" rel="opener">FAQ</a>`),
        "text/html",
      );
      await expect(doc.querySelector("a")?.getAttribute("rel")).toBe("noopener noreferrer");
    }
    await expect(sanitiseHtml('<a href="/faq" target="_self">FAQ</a>')).not.toContain("rel=");
    for (const payload of payloads) {
      const clean = sanitiseHtml(payload).toLowerCase();
      await expect(clean).not.toMatch(
        /<script|<style|<iframe|<object|<embed|<link|<form|\son\w+=|javascript:/,
      );
    }
  },
};

/**
 * Server HTML is an empty element; hydration matches it (no mismatch) and then fills in the
 * sanitised HTML.
 */
export const HydratesFromEmptyServerHtml: Story = {
  render: () => (
    <div className="grid gap-2">
      {/* The test builds and unmounts its own root: say so, or the canvas looks broken. */}
      <p className="text-sm text-muted-foreground">
        A hydration test: its play function renders server HTML into the box below, hydrates it and
        unmounts it again. Its steps and results are in the Interactions panel.
      </p>
      <div data-testid="host" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const host = within(canvasElement).getByTestId("host");
    const element = createElement(SafeHtml, {
      as: "article",
      html: '<p>Hydrated <em>content</em></p><img src="x" onerror="window.__xss = 4">',
    });
    host.innerHTML = renderToString(element);
    await expect(host.querySelector("article")?.innerHTML).toBe("");
    const onRecoverableError = fn();
    const root = hydrateRoot(host, element, { onRecoverableError });
    await waitFor(() => expect(host.querySelector("article em")).toHaveTextContent("content"));
    await expect(host.querySelector("img")?.getAttribute("onerror")).toBeNull();
    await expect(onRecoverableError).not.toHaveBeenCalled();
    root.unmount();
  },
};

/**
 * Renders nothing; renders once more from its effect, then calls `done` from the next one. Beside
 * a hydrated tree, it marks the point where any update that tree's own effects queued has been
 * rendered and committed too (React renders updates queued together, together).
 */
function AfterEffects({ done }: { done: () => void }) {
  const [again, setAgain] = useState(false);
  useEffect(() => {
    if (again) done();
    // The render this queues is the point: it goes with any the hydrated tree's effects queue.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else setAgain(true);
  }, [again, done]);
  return null;
}

/**
 * Server HTML sanitised on the server (`sanitiseHtmlOnServer`): hydration keeps the content
 * that was painted (nothing empties or moves) and reports no mismatch, and the element is not
 * rendered again once hydrated (every SafeHtml of a page re-rendering then was part of the
 * hydration's longest task).
 */
export const HydratesFromServerSanitisedHtml: Story = {
  render: () => (
    <div className="grid gap-2">
      {/* The test builds and unmounts its own root: say so, or the canvas looks broken. */}
      <p className="text-sm text-muted-foreground">
        A hydration test: its play function renders server HTML into the box below, hydrates it and
        unmounts it again. Its steps and results are in the Interactions panel.
      </p>
      <div data-testid="host" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const host = within(canvasElement).getByTestId("host");
    const html = '<p>Painted <em>first</em></p><img src="x" onerror="window.__xss = 5">';
    const element = createElement(SafeHtml, { as: "article", html });
    // What a server with a sanitiser sends: the element, marked, with the sanitised HTML.
    host.innerHTML = renderToString(element);
    const article = host.querySelector("article")!;
    article.setAttribute("data-server-sanitised", "");
    article.innerHTML = sanitiseHtml(html);
    const painted = article.innerHTML;
    const onRecoverableError = fn();
    const errors = spyOn(console, "error");
    const commits: string[] = [];
    let effectsDone = false;
    const root = hydrateRoot(
      host,
      createElement(
        Fragment,
        null,
        createElement(
          Profiler,
          { id: "safe-html", onRender: (_, phase) => commits.push(phase) },
          element,
        ),
        createElement(AfterEffects, { done: () => (effectsDone = true) }),
      ),
      { onRecoverableError },
    );
    // The painted content is there throughout: never emptied, the same node kept.
    await expect(host.querySelector("article em")).toHaveTextContent("first");
    await waitFor(() => expect(article).not.toHaveAttribute("data-server-sanitised"));
    await expect(host.querySelector("article")).toBe(article);
    await expect(article.innerHTML).toBe(painted);
    await expect(article.querySelector("img")?.getAttribute("onerror")).toBeNull();
    await expect(onRecoverableError).not.toHaveBeenCalled();
    await expect(errors).not.toHaveBeenCalled();
    // Hydrated once, not rendered again: once its effects' updates would have been committed.
    await waitFor(() => expect(effectsDone).toBe(true));
    await expect(commits).toEqual(["mount"]);
    errors.mockRestore();
    root.unmount();
  },
};

/**
 * Trusted HTML: sanitised with the same policy where the API stored it (CMS content), set as it
 * is, here and in the server's first HTML, with no DOMPurify on render.
 */
export const Trusted: Story = {
  args: {
    trusted: true,
    html: '<p>Stored <strong>sanitised</strong>, set <a href="/faq" target="_blank" rel="noopener noreferrer">as it is</a>.</p>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("sanitised")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "as it is" })).toHaveAttribute("href", "/faq");
    // Hydrating server HTML of trusted content keeps it as painted, with no mismatch.
    const host = document.createElement("div");
    canvasElement.append(host);
    const element = createElement(SafeHtml, { as: "article", trusted: true, html: "<p>Kept</p>" });
    // What a server sends for it: the element, marked, with the HTML as stored.
    host.innerHTML = renderToString(element);
    const article = host.querySelector("article")!;
    article.setAttribute("data-server-sanitised", "");
    article.innerHTML = "<p>Kept</p>";
    const onRecoverableError = fn();
    const root = hydrateRoot(host, element, { onRecoverableError });
    await waitFor(() => expect(article).not.toHaveAttribute("data-server-sanitised"));
    await expect(host.querySelector("article")).toBe(article);
    await expect(article.innerHTML).toBe("<p>Kept</p>");
    await expect(onRecoverableError).not.toHaveBeenCalled();
    root.unmount();
    host.remove();
  },
};
