import path from "node:path";

/**
 * The site build the production server serves: `build/` beside `siteRoot` (apps/site), or
 * SITE_BUILD_DIR's folder when set (relative to it, as react-router.config.ts builds into it),
 * so the journeys serve their own build while another is made.
 */
export function siteBuildDir(siteRoot: string, siteBuildDir?: string): string {
  return path.resolve(siteRoot, siteBuildDir || "build");
}
