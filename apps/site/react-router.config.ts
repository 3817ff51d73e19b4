import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src",
  // SITE_BUILD_DIR: another folder (relative to apps/site), so one build can be made while
  // another is served (the journeys' own build in the test command); `server.ts` reads it too.
  buildDirectory: process.env.SITE_BUILD_DIR || "build",
  // Every page is rendered on the server first, then hydrated.
  ssr: true,
  // React Router 8's behaviours, declined explicitly until the site moves to 8 (Node 24).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
