import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { brandById } from "@bookwell/contract";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it } from "vitest";

import { createSiteApp } from "./site-app";
import { staffConsoleDist, staffConsoleFiles, withNonce } from "./staff-console";

const dist = mkdtempSync(path.join(tmpdir(), "staff-dist-"));
mkdirSync(path.join(dist, "assets"));
writeFileSync(
  path.join(dist, "index.html"),
  '<html><head><title>Staff console</title><script type="module" crossorigin src="/staff/assets/index-abc.js"></script>' +
    '<link rel="modulepreload" href="/staff/assets/x.js"></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(dist, "assets/index-abc.js"), "console.log(1)");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const site = (staffDist = dist) =>
  createSiteApp({
    build: () => Promise.reject(new Error("no pages in this test")) as Promise<ServerBuild>,
    mode: "production",
    staffConsole: staffConsoleFiles(staffDist),
  });

describe("the staff console under /staff/", () => {
  it("names the site's brand in its title and for the console, never another", async () => {
    const lionCity = createSiteApp({
      build: () => Promise.reject(new Error("no pages in this test")) as Promise<ServerBuild>,
      mode: "production",
      staffConsole: staffConsoleFiles(dist),
      brand: brandById("sg"),
    });
    const html = await (await lionCity.fetch(new Request("http://localhost/staff/"))).text();
    expect(html).toContain(
      '<title>Lion City Clean staff console</title><meta name="application-name" content="Lion City Clean" />',
    );
    expect(html).not.toContain("Bookwell");
    const uk = await (await site().fetch(new Request("http://localhost/staff/"))).text();
    expect(uk).toContain("<title>Bookwell staff console</title>");
  });

  it("carries the demo marker first in its body in the demo only", async () => {
    const demo = createSiteApp({
      build: () => Promise.reject(new Error("no pages in this test")) as Promise<ServerBuild>,
      mode: "production",
      staffConsole: staffConsoleFiles(dist),
      demo: true,
    });
    const demoHtml = await (await demo.fetch(new Request("http://localhost/staff/"))).text();
    expect(demoHtml).toMatch(
      /<body><section aria-label="Demo" data-slot="demo-banner"[^>]*>Demo site: [^<]+<\/section><div id="root">/,
    );
    const production = await (await site().fetch(new Request("http://localhost/staff/"))).text();
    expect(production).not.toContain("demo-banner");
  });

  it("answers every console address with its page, its scripts carrying the CSP nonce", async () => {
    for (const address of ["/staff/", "/staff/bookings/BK1", "/staff/sign-in"]) {
      const response = await site().fetch(new Request(`http://localhost${address}`));
      expect(response.status).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "");
      expect(nonce?.[1]).toBeTruthy();
      const html = await response.text();
      expect(html).toContain(`<script nonce="${nonce?.[1]}" type="module"`);
      expect(html).toContain(`<link rel="modulepreload" nonce="${nonce?.[1]}"`);
    }
  });

  it("serves its built files, cached as hashed assets, and 404s a missing one", async () => {
    const found = await site().fetch(new Request("http://localhost/staff/assets/index-abc.js"));
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toContain("immutable");
    expect(await found.text()).toBe("console.log(1)");
    const missing = await site().fetch(new Request("http://localhost/staff/assets/nope.js"));
    expect(missing.status).toBe(404);
  });

  it("sends /staff to /staff/, and says when the console is not built", async () => {
    const bare = await site().fetch(new Request("http://localhost/staff"));
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/staff/");
    const unbuilt = await site(path.join(dist, "none")).fetch(
      new Request("http://localhost/staff/"),
    );
    expect(unbuilt.status).toBe(503);
    expect(await unbuilt.text()).toContain("pnpm --filter staff build");
  });

  it("puts the nonce on every script tag", () => {
    expect(withNonce("<script src=a></script><script>1</script>", "n")).toBe(
      '<script nonce="n" src=a></script><script nonce="n">1</script>',
    );
  });
});

describe("which console build the site serves", () => {
  const siteRoot = path.resolve("/repo/apps/site");
  it("is the one inside its own build folder when SITE_BUILD_DIR is set", () => {
    expect(staffConsoleDist(siteRoot, "build-journeys")).toBe(
      path.resolve("/repo/apps/site/build-journeys/staff"),
    );
  });
  it("is apps/staff's dist otherwise", () => {
    expect(staffConsoleDist(siteRoot)).toBe(path.resolve("/repo/apps/staff/dist"));
    expect(staffConsoleDist(siteRoot, "")).toBe(path.resolve("/repo/apps/staff/dist"));
  });
});
