import path from "node:path";
import { fileURLToPath } from "node:url";

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The staff console: a plain single-page app under /staff/, built to `dist/` and served as
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
  build: { outDir: "dist", emptyOutDir: true },
});
