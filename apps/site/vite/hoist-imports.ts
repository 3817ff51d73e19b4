import path from "node:path";

import type { Plugin, Rollup } from "vite";

type OutputChunk = Rollup.OutputChunk;

/** What hoisting reads of a chunk of the browser's build. */
export interface ChunkImports {
  fileName: string;
  /** The chunks it imports statically, by file name. */
  imports: readonly string[];
}

/**
 * The chunks `fileName` reaches through its static imports that it does not import itself, in
 * the order a depth-first walk of its imports meets them (the order the browser would evaluate
 * them in).
 */
export function transitiveImports(
  fileName: string,
  chunks: ReadonlyMap<string, ChunkImports>,
): string[] {
  const direct = new Set(chunks.get(fileName)?.imports ?? []);
  const seen = new Set<string>([fileName]);
  const found: string[] = [];
  const walk = (name: string) => {
    for (const next of chunks.get(name)?.imports ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      walk(next);
      if (!direct.has(next)) found.push(next);
    }
  };
  walk(fileName);
  return found;
}

/** The import declarations that name `imports` from the chunk `fileName` (relative paths). */
export function importDeclarations(fileName: string, imports: readonly string[]): string {
  const from = path.posix.dirname(fileName);
  return imports
    .map((name) => {
      const relative = path.posix.relative(from, name);
      return `import"${relative.startsWith(".") ? relative : `./${relative}`}";`;
    })
    .join("");
}

/**
 * Hoists every chunk's transitive imports into the entry chunks of the browser's build: the
 * routes' modules and what the code loads with `import()` (a dialog, a deferred page part, a
 * wizard step). The bundler does not (Rollup's `hoistTransitiveImports`, which Rolldown does
 * not have): an entry names only its direct imports, so the browser learns of a chunk two
 * levels down only once the level above has arrived, and the deferred parts and dialogs load
 * in six or seven round trips one after another.
 *
 * This replaces Vite's module preload (`build.modulePreload: false`), which did the same from
 * the main thread: before each `import()` its helper resolved every dependency's address and
 * added a `<link rel="modulepreload">` to the head for each one not there yet, 20 to 50 of
 * them per import, and each link added costs Chromium a fetch's start on the main thread. In a
 * trace of home's load that was about 80 ms of main-thread work in tasks of 30 to 46 ms, four
 * times that on Lighthouse's phone. Here the browser fetches an entry, reads its imports and
 * fetches all of them at once: one round trip more than the preload (the entry's own), none of
 * the main thread's time.
 *
 * The declarations are added at the end of the chunk: a module's imports are evaluated in
 * their order, and by then each hoisted chunk has been evaluated through the imports above
 * it, so the evaluation order is the same as without them.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: "bookwell:hoist-transitive-imports",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map<string, OutputChunk>();
      for (const output of Object.values(bundle))
        if (output.type === "chunk") chunks.set(output.fileName, output);
      // What the browser loads on its own: the entries (the routes' modules) and every chunk an
      // `import()` names, also one another chunk imports statically (the bundler does not call
      // that one a dynamic entry).
      const loadedAlone = new Set<string>();
      for (const chunk of chunks.values()) {
        if (chunk.isEntry || chunk.isDynamicEntry) loadedAlone.add(chunk.fileName);
        for (const name of chunk.dynamicImports) loadedAlone.add(name);
      }
      for (const name of loadedAlone) {
        const chunk = chunks.get(name);
        if (!chunk) continue;
        const hoisted = transitiveImports(chunk.fileName, chunks);
        if (hoisted.length > 0) chunk.code += `\n${importDeclarations(chunk.fileName, hoisted)}\n`;
      }
    },
  };
}
