import { describe, expect, it } from "vitest";

import { modulesLoadedWith, pageModules, type ChunkModules } from "./shell-chunk";

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

describe("modulesLoadedWith (the root's chunk)", () => {
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
    expect(modulesLoadedWith(chunks, isRoot, keepAll).sort()).toEqual([
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
    expect(modulesLoadedWith(chunks, isRoot, keep)).toEqual(["/kit/context.tsx"]);
  });

  it("is empty when no chunk is the root's (nothing is grouped)", () => {
    const chunks = build({
      "assets/home.js": { facadeModuleId: "/site/src/routes/home.tsx", imports: [], moduleIds: [] },
    });
    expect(modulesLoadedWith(chunks, isRoot, keepAll)).toEqual([]);
  });
});

describe("pageModules", () => {
  const LISTING = "/site/src/routes/package-listing.tsx";
  const HOME = "/site/src/routes/home.tsx";
  const chunks = build({
    "assets/root.js": { facadeModuleId: ROOT, imports: ["assets/shell.js"], moduleIds: [ROOT] },
    "assets/shell.js": { imports: [], moduleIds: ["/kit/header.tsx"] },
    "assets/home.js": {
      facadeModuleId: HOME,
      imports: ["assets/shell.js", "assets/load-once.js"],
      moduleIds: [HOME, "/site/home-only.ts"],
    },
    "assets/load-once.js": { imports: [], moduleIds: ["/kit/load-once.ts"] },
    "assets/listing.js": {
      facadeModuleId: `${LISTING}?client-route`,
      imports: ["assets/shell.js", "assets/groups.js", "assets/load-once.js", "assets/skeleton.js"],
      moduleIds: [LISTING],
    },
    "assets/groups.js": {
      imports: ["assets/framework.js"],
      moduleIds: ["/kit/package-groups.ts", "/kit/listing-state.ts"],
    },
    "assets/skeleton.js": { imports: [], moduleIds: ["/ui/skeleton.tsx"] },
    "assets/framework.js": { imports: [], moduleIds: ["/node_modules/react/index.js"] },
    "assets/wizard.js": {
      facadeModuleId: "/site/src/routes/service-booking.tsx",
      imports: ["assets/skeleton.js"],
      moduleIds: ["/kit/wizard.tsx"],
    },
  });

  it("lists what the page's route reaches beyond the shell's, the others' pages' and `keep`'s", () => {
    const keep = (id: string) => !id.includes("node_modules");
    expect(pageModules(chunks, { route: LISTING, besides: [HOME] }, ROOT, keep).sort()).toEqual([
      "/kit/listing-state.ts",
      "/kit/package-groups.ts",
      "/ui/skeleton.tsx",
    ]);
  });

  it("keeps what another page loads when that page is not named in `besides`", () => {
    expect(pageModules(chunks, { route: LISTING, besides: [] }, ROOT, keepAll)).toContain(
      "/kit/load-once.ts",
    );
  });
});
