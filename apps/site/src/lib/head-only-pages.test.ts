import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { allPaths } from "../route-table";
import { HEAD_ONLY_PATHS, headComesWithRoot } from "./head-only-pages";

const src = path.resolve(import.meta.dirname, "..");

/** The route module's own source, and what it exports for its data and its name. */
function moduleOf(file: string) {
  const source = readFileSync(path.join(src, file), "utf8");
  return {
    hasLoader: /export (async )?function loader\b|export const loader\b/.test(source),
    namedByHandle: /export const handle = \{ pageTitle: "[^"]+" \}/.test(source),
  };
}

const pages = allPaths().flatMap(({ path: routePath, route }) =>
  route.kind === "page" ? [{ path: routePath, file: route.file }] : [],
);

describe("the pages whose head comes with the root's data", () => {
  it("are pages without a loader, named by their route handle", () => {
    for (const headOnly of HEAD_ONLY_PATHS) {
      const page = pages.find((candidate) => candidate.path === headOnly);
      expect(page, headOnly).toBeDefined();
      expect(moduleOf(page!.file), headOnly).toEqual({ hasLoader: false, namedByHandle: true });
    }
  });

  it("are every such page at a fixed path (a navigation to it asks the server nothing)", () => {
    const withoutData = pages.filter(
      (page) =>
        !page.path.includes(":") &&
        !page.path.includes("*") &&
        !moduleOf(page.file).hasLoader &&
        moduleOf(page.file).namedByHandle,
    );
    expect(withoutData.map((page) => page.path).sort()).toEqual([...HEAD_ONLY_PATHS].sort());
  });

  it("are matched as the head's metadata is, trailing slash and case ignored", () => {
    expect(headComesWithRoot("/package-listing")).toBe(true);
    expect(headComesWithRoot("/Package-Listing/")).toBe(true);
    expect(headComesWithRoot("/my-account/my-booking")).toBe(false);
    expect(headComesWithRoot("/regular-home-cleaning")).toBe(false);
    expect(headComesWithRoot("/")).toBe(false);
  });
});
