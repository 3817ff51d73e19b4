import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { needsBuild, sourcesHash } from "./build-site-if-changed.mjs";

/** A site's sources in a temporary folder: one page, one test, one build output. */
function sources() {
  const root = mkdtempSync(path.join(tmpdir(), "site-sources-"));
  mkdirSync(path.join(root, "src"));
  mkdirSync(path.join(root, "build"));
  writeFileSync(path.join(root, "src/page.tsx"), "export const page = 1;\n");
  writeFileSync(path.join(root, "src/page.test.ts"), "it('passes', () => {});\n");
  writeFileSync(path.join(root, "build/index.js"), "built\n");
  return root;
}

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The decision `npm start` takes for a build stamped with `built` from these sources. */
const decide = (root, built, parts = {}) =>
  needsBuild({
    built,
    current: sourcesHash([root], { base: root, extra: [] }),
    staffBuilt: true,
    serverBuilt: true,
    ...parts,
  });

describe("npm start's site build", () => {
  it("is skipped when no source changed since the stamped build, and made when one did", () => {
    const root = sources();
    roots.push(root);
    const stamp = sourcesHash([root], { base: root, extra: [] });
    expect(decide(root, stamp)).toBe(false);
    // Its build, tests and stories are no sources of the build.
    writeFileSync(path.join(root, "build/index.js"), "built again\n");
    writeFileSync(path.join(root, "src/page.test.ts"), "it('still passes', () => {});\n");
    expect(decide(root, stamp)).toBe(false);
    writeFileSync(path.join(root, "src/page.tsx"), "export const page = 2;\n");
    expect(decide(root, stamp)).toBe(true);
  });

  it("is made without a stamp, with --force, or when a part of the build is missing", () => {
    const root = sources();
    roots.push(root);
    const stamp = sourcesHash([root], { base: root, extra: [] });
    expect(decide(root, "")).toBe(true);
    expect(decide(root, stamp, { force: true })).toBe(true);
    expect(decide(root, stamp, { staffBuilt: false })).toBe(true);
    expect(decide(root, stamp, { serverBuilt: false })).toBe(true);
  });
});
