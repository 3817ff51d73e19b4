import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { Plugin, Rollup } from "vite";

/** What the shell's record reads of a chunk of the browser's build. */
export interface ChunkModules {
  fileName: string;
  /** The chunks it imports statically, by file name. */
  imports: readonly string[];
  /** The modules bundled into it. */
  moduleIds: readonly string[];
  /** The module it is the chunk of (a route's module), if any. */
  facadeModuleId: string | null;
}

/**
 * The modules every page loads with the root route's module: those of the chunks its chunk
 * reaches through static imports, not its own chunk's, and only those `keep` accepts (the
 * other groups' modules stay in their chunks). Empty when no chunk is the root's.
 */
export function modulesLoadedWithRoot(
  chunks: ReadonlyMap<string, ChunkModules>,
  isRoot: (facadeModuleId: string) => boolean,
  keep: (moduleId: string) => boolean,
): string[] {
  const root = [...chunks.values()].find(
    (chunk) => chunk.facadeModuleId !== null && isRoot(chunk.facadeModuleId),
  );
  if (!root) return [];
  const reached = new Set<string>();
  const walk = (name: string) => {
    for (const next of chunks.get(name)?.imports ?? []) {
      if (reached.has(next) || next === root.fileName) continue;
      reached.add(next);
      walk(next);
    }
  };
  walk(root.fileName);
  return [...reached].flatMap((name) => (chunks.get(name)?.moduleIds ?? []).filter(keep));
}

/**
 * One chunk for the shell: the modules the root route's module reaches through its static
 * imports (the header, the banners, the notifier, the kit's context, the API client, their
 * design-system parts and icons). Every page loads all of them before it hydrates, yet the
 * bundler splits them by which routes and dialogs also use them: 30 files of 1 to 5 KB on
 * every page. Over HTTP/1.1 a browser fetches six at a time, each a round trip, while the
 * framework's large files wait for their share of the connection. In one chunk they cost no
 * byte more (they all load anyway) and compress better: home's first load went from 36 files
 * to 13 and from 147.5 to 143.5 KB gzip (React DOM also a file of its own: vite.config.ts).
 *
 * Which modules those are is known only once the bundler has removed what no page uses (the
 * design system's index names every component), so the site builds twice (its `build`
 * script): the first build, without the group, records the modules (`record`, to `file`);
 * the second groups them (`group`, with `SITE_SHELL_CHUNK=1`). Without a record the second is
 * the first again; a record is only ever read by the build after the one that wrote it.
 */
export function shellChunk(options: {
  /** The root route's module. */
  root: string;
  /** Where the first build writes the record and the second reads it. */
  file: string;
  /** The modules other groups take (the framework's), left out of the shell's. */
  taken: readonly RegExp[];
  /** True in the second build. */
  grouping: boolean;
}): { group: { name: string; test: (id: string) => boolean }; record: Plugin } {
  let recorded: ReadonlySet<string> = new Set();
  if (options.grouping) {
    try {
      recorded = new Set(JSON.parse(readFileSync(options.file, "utf8")) as string[]);
    } catch {
      // No record (the first build did not run): the bundler's own chunks.
    }
  }
  // Rolldown's runtime stays in its own chunk, which the entry imports before anything else.
  const keep = (id: string) =>
    !id.startsWith("\0rolldown") && !options.taken.some((test) => test.test(id));
  return {
    group: { name: "shell", test: (id) => recorded.has(id) },
    record: {
      name: "bookwell:record-shell-modules",
      apply: "build",
      generateBundle(_options, bundle) {
        if (options.grouping) return;
        const chunks = new Map<string, ChunkModules>();
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk") chunks.set(output.fileName, chunkModules(output));
        }
        const modules = modulesLoadedWithRoot(
          chunks,
          (facade) => facade.split("?")[0] === options.root,
          keep,
        );
        mkdirSync(path.dirname(options.file), { recursive: true });
        writeFileSync(options.file, `${JSON.stringify(modules, null, 1)}\n`);
      },
    },
  };
}

function chunkModules(chunk: Rollup.OutputChunk): ChunkModules {
  return {
    fileName: chunk.fileName,
    imports: chunk.imports,
    moduleIds: chunk.moduleIds,
    facadeModuleId: chunk.facadeModuleId,
  };
}
