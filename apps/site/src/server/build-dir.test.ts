import path from "node:path";
import { describe, expect, it } from "vitest";

import { siteBuildDir } from "./build-dir";

describe("the build the site's server serves", () => {
  const siteRoot = path.resolve("/repo/apps/site");

  it("is SITE_BUILD_DIR's folder when set (the journeys' build-journeys)", () => {
    expect(siteBuildDir(siteRoot, "build-journeys")).toBe(
      path.resolve("/repo/apps/site/build-journeys"),
    );
  });

  it("is build/ otherwise", () => {
    expect(siteBuildDir(siteRoot)).toBe(path.resolve("/repo/apps/site/build"));
    expect(siteBuildDir(siteRoot, "")).toBe(path.resolve("/repo/apps/site/build"));
  });
});
