import path from "node:path";
import { fileURLToPath } from "node:url";

import { unstable_reactRouterRSC as reactRouterRSC } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import rsc from "@vitejs/plugin-rsc";
import { defineConfig } from "vite";

const dirname = path.dirname(fileURLToPath(import.meta.url));

// React Router's RSC Framework Mode: its plugin, then @vitejs/plugin-rsc (the order its docs ask).
export default defineConfig({
  plugins: [tailwindcss(), reactRouterRSC(), rsc()],
  resolve: {
    // As in the site: the design system's source, not its built package.
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
  // The browser's chunks are left to @vitejs/plugin-rsc (it sets its own manualChunks for the
  // client references; the site's `codeSplitting` group would switch those off).
  build: { emptyOutDir: true },
});
