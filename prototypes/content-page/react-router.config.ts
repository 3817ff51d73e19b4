import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // In .cache (git, ESLint and Prettier ignore a .cache folder anywhere), here so that the
  // server build finds this package's node_modules.
  buildDirectory: ".cache/build",
  ssr: true,
} satisfies Config;
