import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { texts } from "@bookwell/contract";

import { LOG_LINES_PER_KIND_PER_MINUTE } from "server/log-budget";

import { createSiteApp } from "./site-app";

/**
 * The first HTML of `/`, rendered on the server by the real site (Vite's SSR build of the
 * route modules) over the reference API in this process with its demo data: the content is
 * in the HTML before any script runs.
 */
const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let vite: ViteDevServer;
let close: () => Promise<void>;
let site: ReturnType<typeof createSiteApp>;
let api: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };

beforeAll(async () => {
  process.env.PGLITE_DIR = "memory://";
  delete process.env.DATABASE_URL;
  const [{ createApp }, { seedIfEmpty }, { openDatabase }] = await Promise.all([
    import("server/app"),
    import("server/seed"),
    import("server/database"),
  ]);
  const { db } = await openDatabase();
  await seedIfEmpty(db);
  close = () => db.close();
  vite = await createServer({
    root: siteRoot,
    configFile: path.join(siteRoot, "vite.config.ts"),
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
  });
  api = createApp({ db });
  site = createSiteApp({
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    mode: "production",
    api,
    siteUrl: "https://bookwell.example",
  });
}, 120_000);

afterAll(async () => {
  await vite?.close();
  await close?.();
});

describe("server rendering", () => {
  it("sends / with its content, metadata and canonical link in the first HTML", async () => {
    const response = await site.fetch(new Request("http://localhost/"));
    expect(response.status).toBe(200);
    const html = await response.text();
    // Head: the CMS metadata for "/" and the canonical link of the site's address.
    expect(html).toMatch(/<title>[^<]*Bookwell[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<link rel="canonical" href="https://bookwell.example/"');
    // Shell: header with Login for a visitor, hotline, footer columns.
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toMatch(/<button[^>]*>Login</);
    expect(html).toContain("020 7946 0000");
    expect(html).toMatch(/<h2[^>]*>General<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Our Services<\/h2>/);
    // The parts whose scripts load after the page's (the hero, the carousels, Our Projects, the
    // footer) are in place in the HTML, shown without a script: none is written hidden at the
    // end of the stream for an inline script to move into place (the one hidden segment React
    // Router streams is its own data, a script).
    expect(html).toMatch(/<section[^>]*aria-label="Highlights"/);
    expect(html).toMatch(/<footer data-slot="site-footer"/);
    expect(/<div hidden id="S:\d+">(?!<script).{0,120}/.exec(html)?.[0]).toBeUndefined();
    // The footer's links, in the HTML as links.
    expect(html).toMatch(
      /<footer data-slot="site-footer"[\s\S]*<a[^>]*href="\/shop"[^>]*>Shop<\/a>/,
    );
    // Home content from the content calls.
    expect(html).toContain("Book a Home Service with us in 60 seconds");
    expect(html).toContain("Our Projects");
    expect(html).toContain("Customer satisfaction");
    // CMS HTML, sanitised when it was stored, is in the first HTML: the announcement is painted
    // first, not after the scripts (where it would push the page down).
    expect(html).toMatch(/data-server-sanitised[^>]*><p><strong>New customers:<\/strong> 10% off/);
    // The prefetched cache travels with the page, so the browser does not ask again.
    expect(html).toContain("cmsHomeTop");
    // Only this url's metadata travels (the browser loads the rest after hydrating): another
    // page's description is in no script.
    expect(html).not.toContain("Answers about booking, prices, changes");
    // The one font face the first paint uses is preloaded beside the stylesheet.
    expect(html).toMatch(/<link[^>]*rel="preload"[^>]*inter-latin-wght-normal[^>]*as="font"/);
    // The icon is the file (the browser caches it across pages).
    expect(html).toMatch(/<link[^>]*rel="icon"[^>]*href="\/favicon.svg"/);
    // React Router's own scripts, as it writes them: its module script with the nonce, and the
    // page's modules preloaded; the stylesheet first in the head. The cookie notice is in the
    // HTML (first in the body), its buttons disabled until hydrated.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<link rel="modulepreload"/);
    expect(html).toMatch(/<script[^>]*type="module"[^>]*>/);
    expect(html).not.toContain("bookwell/module");
    expect(html).toMatch(
      /<body[^>]*><a[^>]*href="#main"[^>]*>Skip to content<\/a><section aria-label="Cookies"[^>]*aria-disabled="true"/,
    );
    expect(head).toContain("localStorage.getItem(`cookieConsent`)");
  }, 120_000);

  it("writes the built stylesheet in the head, where React finds it again by its href", async () => {
    const rules = "body{color:rgb(1,2,3)}</style><script>alert(1)</script>";
    const built = createSiteApp({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "production",
      api,
      serveFile: async (file) => (file.endsWith(".css") ? new Response(rules) : null),
      pageCacheTtlMs: 0,
    });
    const html = await (await built.fetch(new Request("http://localhost/about-us"))).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    // First in the head after the meta tags, before any script or preload; its text as the
    // file has it, except that it cannot end the element.
    const style =
      /<style data-precedence="default" data-href="[^"]*app\.css[^"]*">([^]*?)<\/style>/.exec(head);
    expect(style?.[1]).toMatch(
      /^body\{color:rgb\(1,2,3\)\}<\/\\73 tyle><script>alert\(1\)<\/script>$/,
    );
    expect(head.indexOf("<style")).toBeLessThan(head.indexOf("<script"));
    expect(head.indexOf("<style")).toBeLessThan(head.indexOf('rel="modulepreload"'));
  }, 120_000);

  it("marks every page of the demo as one (a server-rendered strip, the mailbox for the sign-up dialog); production has neither", async () => {
    const demo = createSiteApp({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "production",
      api,
      demo: true,
      pageCacheTtlMs: 0,
    });
    for (const address of ["/", "/about-us"]) {
      const response = await demo.fetch(new Request(`http://localhost${address}`));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<section aria-label="Demo" data-slot="demo-banner"[^>]*>Demo site: /);
      expect(html).toContain(texts.demoBanner.replace(/'/g, "&#x27;"));
      expect(html).toContain("/api/dev/mailbox");
    }
    const production = await (await site.fetch(new Request("http://localhost/"))).text();
    expect(production).not.toContain('data-slot="demo-banner"');
    expect(production).not.toContain("/api/dev/mailbox");
  }, 60_000);

  it("a flood of POSTs to pages (they have no action) writes one line each, within the budget a minute", async () => {
    const lines: string[] = [];
    const logged = createSiteApp({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "production",
      api,
      log: (line) => lines.push(line),
    });
    for (let i = 0; i < 40; i++) {
      const response = await logged.fetch(
        new Request("http://localhost/about-us", {
          method: "POST",
          headers: {
            origin: "http://localhost",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: "a=1",
        }),
      );
      expect(response.status).toBe(405);
    }
    expect(lines).toHaveLength(LOG_LINES_PER_KIND_PER_MINUTE);
    for (const line of lines) expect(line).toMatch(/^\[site\] POST \/about-us: [^\n]+$/);
  }, 60_000);

  it("sends a logged-in customer's header in the first HTML, as it is once hydrated", async () => {
    const login = await site.fetch(
      new Request("http://localhost/api/user/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ userEmail: "alice@example.com", pwd: "Bookwell!2026" }),
      }),
    );
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const html = await (
      await site.fetch(new Request("http://localhost/", { headers: { cookie } }))
    ).text();
    // Not the visitor's header growing into the customer's after hydration (a 0.08 shift).
    expect(html).toMatch(/<button[^>]*>.*Logout<\/button>/s);
    expect(html).not.toMatch(/<button[^>]*>Login</);
  }, 120_000);

  it("compresses a page rendered for its request and the API's answers once they are sent", async () => {
    const headers = { "accept-encoding": "gzip, deflate, br", cookie: "other=1" };
    const page = await site.fetch(new Request("http://localhost/about-us", { headers }));
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(page.headers.get("vary")).toContain("Accept-Encoding");
    const html = gunzipSync(Buffer.from(await page.arrayBuffer())).toString("utf8");
    expect(html).toMatch(/<title>[^<]*Bookwell[^<]*<\/title>/);
    const api = await site.fetch(new Request("http://localhost/api/cms/footer", { headers }));
    expect(api.headers.get("content-encoding")).toBe("gzip");
    const footer = JSON.parse(gunzipSync(Buffer.from(await api.arrayBuffer())).toString("utf8"));
    expect(footer).toHaveProperty("data");
  }, 120_000);

  it("answers the table's redirects with 301 and a missing service page with /404", async () => {
    const index = await site.fetch(new Request("http://localhost/index"));
    expect(index.status).toBe(301);
    expect(new URL(index.headers.get("location")!, "http://localhost").pathname).toBe("/");
    const missing = await site.fetch(new Request("http://localhost/no-such-service-page"));
    expect(missing.status).toBe(302);
    expect(missing.headers.get("location")).toBe("/404");
  }, 120_000);
});

describe("security headers and the CSP", () => {
  it("gives each page a strict CSP whose fresh nonce is on every script React Router writes", async () => {
    const first = await site.fetch(new Request("http://localhost/"));
    const second = await site.fetch(new Request("http://localhost/"));
    const policy = first.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    for (const part of [
      "'strict-dynamic'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "report-uri /csp-report",
    ])
      expect(policy).toContain(part);
    // No provider is configured here: neither Stripe's nor Google's origins are allowed.
    expect(policy).not.toContain("stripe.com");
    expect(policy).not.toContain("accounts.google.com");
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    for (const tag of html.match(/<link rel="modulepreload"[^>]*>/g) ?? [])
      expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("strict-transport-security")).toBeNull();
  }, 120_000);

  it("marks a page that came with a cookie no-store, and sends HSTS over HTTPS", async () => {
    const page = await site.fetch(
      new Request("https://bookwell.example/", { headers: { cookie: "other=1" } }),
    );
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
  }, 120_000);

  it("refuses an undecodable URL with 400 and answers API calls with the API's own policy", async () => {
    expect((await site.fetch(new Request("http://localhost/%C0%AE"))).status).toBe(400);
    const api = await site.fetch(new Request("http://localhost/api/cms/footer"));
    expect(api.headers.get("content-security-policy")).toContain("default-src 'none'");
  }, 120_000);

  it("logs a CSP violation report as one line", async () => {
    const lines: string[] = [];
    const reporting = createSiteApp({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "production",
      log: (line) => lines.push(line),
    });
    const response = await reporting.fetch(
      new Request("http://localhost/csp-report", {
        method: "POST",
        headers: { "Content-Type": "application/csp-report" },
        body: JSON.stringify({
          "csp-report": {
            "document-uri": "http://localhost/",
            "effective-directive": "script-src-elem",
            "blocked-uri": "https://evil.example/x.js",
          },
        }),
      }),
    );
    expect(response.status).toBe(204);
    expect(lines).toEqual([
      "[csp] script-src-elem blocked https://evil.example/x.js on http://localhost/",
    ]);
  });
});

describe("pages kept for visitors without a session", () => {
  /** A site over the same API that counts the API calls its pages make. */
  function countingSite(pageCacheTtlMs?: number) {
    const calls: string[] = [];
    const counted = createSiteApp({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "production",
      api: {
        fetch: (request, env) => {
          calls.push(new URL(request.url).pathname);
          return api.fetch(request, env);
        },
      },
      siteUrl: "https://bookwell.example",
      ...(pageCacheTtlMs === undefined ? {} : { pageCacheTtlMs }),
    });
    return { calls, site: counted };
  }
  const nonceOf = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

  it("renders a visitor's page once and serves the next visitors the same page with their own nonce", async () => {
    const { calls, site: kept } = countingSite();
    const first = await kept.fetch(new Request("http://localhost/"));
    const firstHtml = await first.text();
    expect(calls.length).toBeGreaterThan(0);
    calls.length = 0;
    const second = await kept.fetch(
      new Request("http://localhost/", { headers: { "accept-encoding": "gzip" } }),
    );
    expect(calls).toEqual([]);
    expect(second.headers.get("content-encoding")).toBe("gzip");
    const html = gunzipSync(Buffer.from(await second.arrayBuffer())).toString("utf8");
    const [nonce, firstNonce] = [nonceOf(second), nonceOf(first)];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(firstNonce);
    expect(html).not.toContain(firstNonce);
    expect(html).toBe(firstHtml.replaceAll(firstNonce!, nonce!));
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  }, 120_000);

  it("never keeps or serves a kept page to a request with a cookie (a customer's session)", async () => {
    const { calls, site: kept } = countingSite();
    await (await kept.fetch(new Request("http://localhost/"))).text();
    calls.length = 0;
    const customer = await kept.fetch(
      new Request("http://localhost/", { headers: { cookie: "bookwell_session=abc" } }),
    );
    expect(customer.status).toBe(200);
    expect(calls.length).toBeGreaterThan(0);
    expect(customer.headers.get("cache-control")).toBe("no-store");
  }, 120_000);

  it("renders again once the page's time is up, and keeps nothing with a time of 0", async () => {
    const shortLived = countingSite(20);
    await (await shortLived.site.fetch(new Request("http://localhost/faq"))).text();
    await new Promise((resolve) => setTimeout(resolve, 40));
    shortLived.calls.length = 0;
    await (await shortLived.site.fetch(new Request("http://localhost/faq"))).text();
    expect(shortLived.calls.length).toBeGreaterThan(0);

    const off = countingSite(0);
    await (await off.site.fetch(new Request("http://localhost/faq"))).text();
    off.calls.length = 0;
    await (await off.site.fetch(new Request("http://localhost/faq"))).text();
    expect(off.calls.length).toBeGreaterThan(0);
  }, 120_000);
});

describe("hostile CMS HTML written through the content's way in", () => {
  /** Every script of the page that React Router or the site wrote (they carry the nonce). */
  const ownScripts = /<script[^>]*\snonce="[^"]+"[^>]*>[\s\S]*?<\/script>/g;
  /** The hostile HTML's parts that could run or restyle the page (the site has forms of its own). */
  const executable =
    /<script|<iframe|<object|<embed|<form action="\/x"|<input name="n"|<style>body|\son[a-z]+=["']|javascript:|position:fixed/i;

  it("the rendered pages carry each CMS HTML field, with nothing that runs, and plain text escaped", async () => {
    const [{ openDatabase }, { seed }, { createApp }, hostileCms] = await Promise.all([
      import("server/database"),
      import("server/seed"),
      import("server/app"),
      // Imported here, once beforeAll has pointed the server at a database in memory.
      import("../../../server/test/hostile-content"),
    ]);
    const { HOSTILE_TEXT, hostileContent, KEPT_HTML } = hostileCms;
    const { db } = await openDatabase();
    try {
      // The seed's content entry: HTML fields are sanitised on the way into the database.
      await seed(db, { content: await hostileContent() });
      const hostile = createSiteApp({
        build: () =>
          vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        mode: "production",
        api: createApp({ db }),
        pageCacheTtlMs: 0,
      });
      const pages = [
        "/",
        "/about-us",
        "/faq",
        "/terms-and-condition",
        "/terms-of-use",
        "/privacy-policy",
        "/regular-home-cleaning",
        "/blog/spring-cleaning-checklist-for-london-flats",
      ];
      for (const address of pages) {
        const response = await hostile.fetch(new Request(`http://localhost${address}`));
        expect(response.status, address).toBe(200);
        const html = (await response.text()).replace(ownScripts, "");
        expect(executable.exec(html)?.[0], address).toBeUndefined();
        // The stored HTML is rendered as trusted, in the first HTML: what the policy kept.
        expect(html, address).toContain(KEPT_HTML);
      }
      // Plain text is stored as written and escaped by React where it is shown.
      const home = await (await hostile.fetch(new Request("http://localhost/"))).text();
      expect(home).not.toContain(HOSTILE_TEXT);
      expect(home).toContain(
        "&lt;img src=&quot;x&quot; onerror=&quot;window.__cmsXss = 9&quot;&gt;",
      );
    } finally {
      await db.close();
    }
  }, 120_000);
});
