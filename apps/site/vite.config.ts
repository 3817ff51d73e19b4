import path from "node:path";
import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The design system's and the kit's dependencies, bundled before the first page: Vite does not
 * find them by scanning the workspace packages' source, and discovering them on a visit reloads
 * the page in development.
 */
const workspaceDeps = [
  ...[
    "@radix-ui/react-accordion",
    "@radix-ui/react-alert-dialog",
    "@radix-ui/react-checkbox",
    "@radix-ui/react-dialog",
    "@radix-ui/react-radio-group",
    "@radix-ui/react-separator",
    "@radix-ui/react-slot",
    "@radix-ui/react-tabs",
    "@radix-ui/react-toast",
    "@radix-ui/react-use-controllable-state",
    "@radix-ui/react-visually-hidden",
    "class-variance-authority",
    "clsx",
    "date-fns",
    "date-fns/locale",
    "dompurify",
    "embla-carousel-react",
    "react-day-picker",
    "leaflet",
  ].map((name) => `@bookwell/ui > ${name}`),
  ...[
    "altcha-lib",
    "altcha-lib/algorithms/web/sha",
    "qrcode.react",
    "zod",
    "react-svg-credit-card-payment-icons/icons/flat-rounded",
    "@stripe/react-stripe-js",
    "@stripe/stripe-js/pure",
  ].map((name) => `@bookwell/booking-kit > ${name}`),
  "@tanstack/react-query",
  "lucide-react",
];

/**
 * What every page needs before it hydrates, from node_modules (see `codeSplitting` below), in
 * two files: React DOM and the rest (React, React Router, TanStack Query).
 * Over HTTP/1.1 a large file gets only its connection's share of the line while the page's
 * other files load beside it; in one file it arrived last, and the listing's packages wait
 * for hydration.
 */
const reactDom = {
  name: "react-dom",
  test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
};
const framework = {
  name: "framework",
  test: /node_modules[\\/](react|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    // In the workspace the site uses the design system's source (hot reload, no build step);
    // the kit and the contract point at their source through their own exports.
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
  optimizeDeps: { include: workspaceDeps },
  build: {
    rollupOptions: {
      treeshake: {
        // The card-logo package sets a property on every icon at the top of its modules, so a
        // bundler keeps all of its icons (130 KB) for the footer's four. Nothing else depends
        // on those assignments: let the unused icons go.
        moduleSideEffects: (id) =>
          id.includes("react-svg-credit-card-payment-icons") ? false : undefined,
      },
      // The browser's build: React, React DOM, React Router and TanStack Query, which every
      // page loads before it hydrates, in two chunks rather than the six to nine pieces the
      // automatic splitting makes of them as routes share them differently (fewer requests,
      // better compression, as byte-budget.mjs shows). The
      // server's build keeps one file.
      ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: [reactDom, framework] } } }),
    },
  },
  ssr: {
    // Workspace packages ship TypeScript source: bundle them into the server build.
    noExternal: [/^@bookwell\//],
  },
}));
