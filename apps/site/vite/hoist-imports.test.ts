import { describe, expect, it } from "vitest";

import { importDeclarations, transitiveImports, type ChunkImports } from "./hoist-imports";

const graph = (edges: Record<string, string[]>) =>
  new Map<string, ChunkImports>(
    Object.entries(edges).map(([fileName, imports]) => [fileName, { fileName, imports }]),
  );

describe("transitiveImports", () => {
  it("lists what the imports reach and the chunk does not import itself, dependencies first", () => {
    const chunks = graph({
      "assets/dialog.js": ["assets/form.js", "assets/button.js"],
      "assets/form.js": ["assets/field.js", "assets/button.js"],
      "assets/field.js": ["assets/label.js"],
      "assets/label.js": [],
      "assets/button.js": ["assets/framework.js"],
      "assets/framework.js": [],
    });
    expect(transitiveImports("assets/dialog.js", chunks)).toEqual([
      "assets/label.js",
      "assets/field.js",
      "assets/framework.js",
    ]);
  });

  it("goes round a cycle once and never lists the chunk itself", () => {
    const chunks = graph({
      "assets/a.js": ["assets/b.js"],
      "assets/b.js": ["assets/c.js"],
      "assets/c.js": ["assets/a.js", "assets/b.js"],
    });
    expect(transitiveImports("assets/a.js", chunks)).toEqual(["assets/c.js"]);
  });

  it("is empty for a chunk whose imports import nothing", () => {
    const chunks = graph({ "assets/a.js": ["assets/b.js"], "assets/b.js": [] });
    expect(transitiveImports("assets/a.js", chunks)).toEqual([]);
  });
});

describe("importDeclarations", () => {
  it("names each chunk relative to the importing one", () => {
    expect(importDeclarations("assets/dialog.js", ["assets/label.js", "assets/deep/x.js"])).toBe(
      'import"./label.js";import"./deep/x.js";',
    );
    expect(importDeclarations("assets/deep/y.js", ["assets/label.js"])).toBe(
      'import"../label.js";',
    );
  });
});
