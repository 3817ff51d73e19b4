import { describe, expect, it } from "vitest";

import { modulesLoadedWithRoot, type ChunkModules } from "./shell-chunk";

const ROOT = "/site/src/root.tsx";

const build = (
  chunks: Record<
    string,
    Omit<ChunkModules, "fileName" | "facadeModuleId"> & {
      facadeModuleId?: string;
    }
  >,
) =>
  new Map<string, ChunkModules>(
    Object.entries(chunks).map(([fileName, chunk]) => [
      fileName,
      { fileName, facadeModuleId: chunk.facadeModuleId ?? null, ...chunk },
    ]),
  );

const isRoot = (facade: string) => facade.split("?")[0] === ROOT;
const keepAll = () => true;

describe("modulesLoadedWithRoot", () => {
  it("lists the modules of every chunk the root's chunk reaches through static imports", () => {
    const chunks = build({
      "assets/root.js": {
        facadeModuleId: `${ROOT}?client-route`,
        imports: ["assets/header.js"],
        moduleIds: [ROOT, "/site/src/root-only.ts"],
      },
      "assets/header.js": { imports: ["assets/button.js"], moduleIds: ["/kit/header.tsx"] },
      "assets/button.js": { imports: [], moduleIds: ["/ui/button.tsx", "/ui/cn.ts"] },
      "assets/dialog.js": { imports: ["assets/button.js"], moduleIds: ["/kit/dialog.tsx"] },
    });
    expect(modulesLoadedWithRoot(chunks, isRoot, keepAll).sort()).toEqual([
      "/kit/header.tsx",
      "/ui/button.tsx",
      "/ui/cn.ts",
    ]);
  });

  it("leaves out the root's own chunk, what `keep` refuses, and a cycle back to the root", () => {
    const chunks = build({
      "assets/root.js": {
        facadeModuleId: ROOT,
        imports: ["assets/framework.js", "assets/shared.js"],
        moduleIds: [ROOT],
      },
      "assets/framework.js": { imports: [], moduleIds: ["/node_modules/react/index.js"] },
      "assets/shared.js": {
        imports: ["assets/root.js", "assets/framework.js"],
        moduleIds: ["/kit/context.tsx", "\0rolldown/runtime.js"],
      },
    });
    const keep = (id: string) => !id.includes("node_modules") && !id.startsWith("\0rolldown");
    expect(modulesLoadedWithRoot(chunks, isRoot, keep)).toEqual(["/kit/context.tsx"]);
  });

  it("is empty when no chunk is the root's (nothing is grouped)", () => {
    const chunks = build({
      "assets/home.js": { facadeModuleId: "/site/src/routes/home.tsx", imports: [], moduleIds: [] },
    });
    expect(modulesLoadedWithRoot(chunks, isRoot, keepAll)).toEqual([]);
  });
});
