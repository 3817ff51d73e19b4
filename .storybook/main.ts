import path from "node:path";
import { fileURLToPath } from "node:url";

import tailwindcss from "@tailwindcss/vite";
import type { StorybookConfig } from "@storybook/react-vite";

const uiSource = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../packages/ui/src/index.ts",
);

const config: StorybookConfig = {
  stories: [
    "../packages/*/docs/**/*.mdx",
    "../packages/*/src/**/*.mdx",
    "../packages/*/src/**/*.stories.@(ts|tsx)",
  ],
  addons: [
    "@storybook/addon-docs",
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
    "msw-storybook-addon",
  ],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["./public"],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: "react-docgen-typescript" },
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
    ];
    return viteConfig;
  },
};

export default config;
