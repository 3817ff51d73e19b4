import path from "node:path";
import { fileURLToPath } from "node:url";

import tailwindcss from "@tailwindcss/vite";
import type { StorybookConfig } from "@storybook/react-vite";
import remarkGfm from "remark-gfm";

const here = path.dirname(fileURLToPath(import.meta.url));
const uiSource = path.resolve(here, "../packages/ui/src/index.ts");

const config: StorybookConfig = {
  stories: [
    "../packages/*/docs/**/*.mdx",
    "../packages/*/src/**/*.stories.@(ts|tsx)",
    "../apps/staff/src/**/*.stories.@(ts|tsx)",
  ],
  addons: [
    // GitHub-flavoured Markdown in the docs pages: the Introduction's and Typography's tables.
    {
      name: "@storybook/addon-docs",
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
    "msw-storybook-addon",
    // Hover, focus-visible and active forced on chosen elements: the states showcases.
    "storybook-addon-pseudo-states",
  ],
  framework: { name: "@storybook/react-vite", options: {} },
  // The demo content's images (`/images/...` in the mocked answers: the footer's review badge,
  // package photos) are the site's: served here too, so no story shows a broken image.
  staticDirs: ["./public", { from: "../apps/site/public/images", to: "/images" }],
  core: { disableTelemetry: true },
  typescript: {
    // Props tables from the packages' TypeScript (every prop, its type, default and JSDoc);
    // string unions become select controls (variant, size).
    reactDocgen: "react-docgen-typescript",
    reactDocgenTypescriptOptions: {
      tsconfigPath: path.join(here, "tsconfig.docgen.json"),
      shouldExtractLiteralValuesFromEnum: true,
      exclude: [".storybook/**", "**/*.stories.tsx"],
      shouldRemoveUndefinedFromOptional: true,
      // The element's own attributes (React's DOM types) would bury ours: only props declared
      // in our sources are listed (every one of them carries JSDoc with its @default).
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    viteConfig.resolve ??= {};
    // In the workspace, stories use the design system's source (hot reload, no build step);
    // other brands' apps get its dist through the package's exports.
    const existing = viteConfig.resolve.alias ?? [];
    viteConfig.resolve.alias = [
      ...(Array.isArray(existing)
        ? existing
        : Object.entries(existing).map(([find, replacement]) => ({ find, replacement }))),
      { find: /^@bookwell\/ui$/, replacement: uiSource },
      // Its optional parts, `@bookwell/ui/map` and `@bookwell/ui/safe-html`.
      {
        find: /^@bookwell\/ui\/(map|safe-html)$/,
        replacement: path.join(path.dirname(uiSource), "$1.entry.ts"),
      },
    ];
    return viteConfig;
  },
};

export default config;
