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
 * The modules a page loads with a route's module (`isRoute` picks its chunk by the module it
 * is the chunk of): those of the chunks its chunk reaches through static imports, with its own
 * chunk's when `withOwnChunk`, and only those `keep` accepts. Empty when no chunk is the
 * route's.
 */
export function modulesLoadedWith(
  chunks: ReadonlyMap<string, ChunkModules>,
  isRoute: (facadeModuleId: string) => boolean,
  keep: (moduleId: string) => boolean,
  withOwnChunk = false,
): string[] {
  const own = [...chunks.values()].find(
    (chunk) => chunk.facadeModuleId !== null && isRoute(chunk.facadeModuleId),
  );
  if (!own) return [];
  const reached = new Set<string>(withOwnChunk ? [own.fileName] : []);
  const walk = (name: string) => {
    for (const next of chunks.get(name)?.imports ?? []) {
      if (reached.has(next) || next === own.fileName) continue;
      reached.add(next);
      walk(next);
    }
  };
  walk(own.fileName);
  return [...reached].flatMap((name) => (chunks.get(name)?.moduleIds ?? []).filter(keep));
}

/** Picks the chunk of `module` (a route's chunk is named by its module, with a query). */
const isChunkOf = (module: string) => (facade: string) => facade.split("?")[0] === module;

/**
 * The modules a page's route reaches through static imports beyond the shell's, in one chunk,
 * less those another page named in `besides` also loads (whose budget is tighter): the
 * package listing's helpers were 13 files of 0.1 to 0.9 KB gzip, each a round trip on one of
 * the six connections while React DOM and the framework loaded.
 */
export function pageModules(
  chunks: ReadonlyMap<string, ChunkModules>,
  page: { route: string; besides: readonly string[] },
  root: string,
  keep: (moduleId: string) => boolean,
): string[] {
  const elsewhere = new Set(
    [root, ...page.besides].flatMap((module) =>
      modulesLoadedWith(chunks, isChunkOf(module), () => true, true),
    ),
  );
  return modulesLoadedWith(chunks, isChunkOf(page.route), (id) => keep(id) && !elsewhere.has(id));
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
 * The `pages` named get the same for their own modules (`pageModules`): the listing's first
 * load went from 20 files to 9.
 *
 * Which modules those are is known only once the bundler has removed what no page uses (the
 * design system's index names every component), so the site builds twice (its `build`
 * script): the first build, without the groups, records the modules (`record`, to `file`);
 * the second groups them (`groups`, with `SITE_SHELL_CHUNK=1`). Without a record the second is
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
  /** Pages whose route's own modules come in one chunk too, each its chunk's name (`pageModules`). */
  pages?: readonly { name: string; route: string; besides: readonly string[] }[];
}): { groups: { name: string; test: (id: string) => boolean }[]; record: Plugin } {
  const pages = options.pages ?? [];
  let recorded: Record<string, readonly string[]> = {};
  if (options.grouping) {
    try {
      recorded = JSON.parse(readFileSync(options.file, "utf8")) as Record<string, string[]>;
    } catch {
      // No record (the first build did not run): the bundler's own chunks.
    }
  }
  const group = (name: string) => {
    const modules = new Set(recorded[name] ?? []);
    return { name, test: (id: string) => modules.has(id) };
  };
  // Rolldown's runtime stays in its own chunk, which the entry imports before anything else.
  const keep = (id: string) =>
    !id.startsWith("\0rolldown") && !options.taken.some((test) => test.test(id));
  return {
    groups: [group("shell"), ...pages.map((page) => group(page.name))],
    record: {
      name: "bookwell:record-shell-modules",
      apply: "build",
      generateBundle(_options, bundle) {
        if (options.grouping) return;
        const chunks = new Map<string, ChunkModules>();
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk") chunks.set(output.fileName, chunkModules(output));
        }
        const record: Record<string, string[]> = {
          shell: modulesLoadedWith(chunks, isChunkOf(options.root), keep),
        };
        for (const page of pages) {
          record[page.name] = pageModules(chunks, page, options.root, keep);
        }
        mkdirSync(path.dirname(options.file), { recursive: true });
        writeFileSync(options.file, `${JSON.stringify(record, null, 1)}\n`);
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
