import path from "node:path";
import { fileURLToPath } from "node:url";

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where the build goes: `dist/`; with SITE_BUILD_DIR (a site build of its own, as the journeys'
 * `build-journeys`), `staff/` inside that site build folder, where the site's process serves it
 * from (apps/site/server.ts): building the site into `build/` meanwhile changes nothing there.
 */
const siteBuildDir = process.env.SITE_BUILD_DIR;
const outDir = siteBuildDir ? path.resolve(dirname, "../site", siteBuildDir, "staff") : "dist";

/**
 * The staff console: a plain single-page app under /staff/, built to `outDir` and served as
 * static files by the site's process (apps/site/server.ts), which also serves the API. In
 * development (`pnpm --filter staff dev`) Vite serves it and passes /api to the site on
 * SITE_URL (default http://localhost:3000).
 */
export default defineConfig({
  base: "/staff/",
  plugins: [tailwindcss(), react()],
  resolve: {
    // The design system's source, as the site uses it (no build step in the workspace).
    alias: [
      {
        find: /^@bookwell\/ui$/,
        replacement: path.join(dirname, "../../packages/ui/src/index.ts"),
      },
      // Its optional parts, `@bookwell/ui/map` and `@bookwell/ui/safe-html`.
      {
        find: /^@bookwell\/ui\/(map|safe-html)$/,
        replacement: path.join(dirname, "../../packages/ui/src/$1.entry.ts"),
      },
    ],
  },
  server: {
    proxy: { "/api": process.env.SITE_URL ?? "http://localhost:3000" },
  },
  build: { outDir, emptyOutDir: true },
});
