import { readFile } from "node:fs/promises";
import path from "node:path";

import { staffTexts, texts } from "@bookwell/contract";
import { DemoBanner } from "@bookwell/ui";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { staticFiles } from "./static-files";

/** What the site's process serves under /staff/: the staff console's build (apps/staff). */
export interface StaffConsoleFiles {
  /**
   * A built file by its path under /staff (`/assets/index-abc.js`), or null; in an encoding
   * `acceptEncoding` allows when the build wrote its copy (`staticFiles`).
   */
  file: (pathname: string, acceptEncoding: string | null) => Promise<Response | null>;
  /** The console's page (every other path under /staff/: the router reads the address), or null when not built. */
  page: () => Promise<string | null>;
}

/**
 * Where the console's build is, for a site whose own build is `siteBuildDir` (SITE_BUILD_DIR,
 * relative to `siteRoot`): `staff/` inside that build folder when it is set (the site's build
 * puts it there, apps/staff/vite.config.ts), so a build for another folder (`npm start`'s) leaves
 * it alone; else apps/staff's own `dist/`.
 */
export function staffConsoleDist(siteRoot: string, siteBuildDir?: string): string {
  return siteBuildDir
    ? path.resolve(siteRoot, siteBuildDir, "staff")
    : path.resolve(siteRoot, "../staff/dist");
}

/**
 * The staff console is a plain single-page app (apps/staff/README.md): its build is static
 * files, served from `dist` by the process that serves the site and the API, so its calls are
 * same-origin and its cookie (scoped to /api/staff) goes with them.
 */
export function staffConsoleFiles(dist: string): StaffConsoleFiles {
  const files = staticFiles(dist);
  return {
    file: files,
    page: () => readFile(path.join(dist, "index.html"), "utf8").catch(() => null),
  };
}

/**
 * The page's scripts (and module preloads) carry the request's CSP nonce: the site's policy
 * runs no script without it ('strict-dynamic': the entry's imports follow).
 */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<script\b/g, `<script nonce="${nonce}"`)
    .replace(/<link rel="modulepreload"/g, `<link rel="modulepreload" nonce="${nonce}"`);
}

/**
 * The brand the console works for, in its page: the title, and `application-name`, which the
 * console reads for the name it shows (apps/staff/src/lib/console-name.ts).
 */
export function withBrandName(html: string, brandName: string): string {
  const name = brandName.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return html.replace(
    /<title>[^<]*<\/title>/,
    `<title>${staffTexts.consoleNameOf(name)}</title><meta name="application-name" content="${name}" />`,
  );
}

/**
 * The demo marker on the console too (the site's demo mode only): ui's banner, rendered here
 * once, first in the body, beside the element the console's script renders into (React leaves
 * it alone). The console's stylesheet has its classes: it is built from ui's sources.
 */
const demoBannerHtml = renderToStaticMarkup(
  createElement(DemoBanner, { message: texts.demoBanner }),
);
export function withDemoBanner(html: string): string {
  return html.replace(/<body([^>]*)>/, (body) => `${body}${demoBannerHtml}`);
}
