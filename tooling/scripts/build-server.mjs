// Builds a server entry (TypeScript) into one ES module that plain `node` runs:
//
//   node tooling/scripts/build-server.mjs <entry.ts> <out.js>     (paths from the current folder)
//
// - the workspace's TypeScript (the entry, apps/server's source, @bookwell/contract, mail) is
//   bundled with esbuild; every package from node_modules stays an import, written as a path
//   relative to the output file (the package's own file, as Node would find it from the
//   importing source), so a package of apps/server's that apps/site does not list still loads;
// - `import.meta.url` in a bundled source file still names that file (relative to the output,
//   so the build can move with the repository): the migrations' folder, the data folder and
//   the site's build folder are found where they were when `tsx` ran the sources.
import path from "node:path";
import { builtinModules } from "node:module";
import { readFile } from "node:fs/promises";

import * as esbuild from "esbuild";

const [entryArg, outArg] = process.argv.slice(2);
if (!entryArg || !outArg) {
  console.error("usage: build-server.mjs <entry.ts> <out.js>");
  process.exit(2);
}
const entry = path.resolve(entryArg);
const outfile = path.resolve(outArg);
const outDir = path.dirname(outfile);
const repo = path.resolve(import.meta.dirname, "../..");

/** `./x/y.js` from the output's folder: a specifier Node resolves relative to the build. */
const fromOutput = (file) => {
  const relative = path.relative(outDir, file).split(path.sep).join("/");
  return relative.startsWith(".") ? relative : `./${relative}`;
};

const builtins = new Set(builtinModules);
/** Workspace packages ship TypeScript sources: they are bundled, never imported at run time. */
const workspace = (specifier) =>
  specifier.startsWith("@bookwell/") || /^server(\/|$)/.test(specifier);

const dependenciesExternal = {
  name: "dependencies-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === "resolving") return undefined;
      const name = args.path.replace(/^node:/, "");
      if (args.path.startsWith("node:") || builtins.has(name.split("/")[0]))
        return { path: args.path, external: true };
      if (workspace(args.path)) return undefined;
      const found = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: "resolving",
      });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: fromOutput(found.path), external: true };
    });
  },
};

const sourceLocations = {
  name: "source-locations",
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, "utf8");
      const here = `new URL(${JSON.stringify(fromOutput(args.path))}, import.meta.url).href`;
      return {
        contents: source.replaceAll("import.meta.url", here),
        loader: args.path.endsWith("x") ? "tsx" : "ts",
      };
    });
  },
};

const started = performance.now();
await esbuild.build({
  // Code splitting keeps every module an ES module with its own evaluation order. Without it,
  // esbuild wraps a module that is also imported dynamically (the contract's envelope, which
  // its client loads on first call) in a lazy initialiser, and a static importer could run
  // before it: `ok()` answered without its `responseCode`.
  entryPoints: { [path.basename(outfile, ".js")]: entry },
  outdir: outDir,
  splitting: true,
  // Chunks beside the entry: the paths written for packages are relative to this folder.
  chunkNames: "[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Node's own conditions (esbuild would add "module", which Node never picks).
  conditions: ["node"],
  jsx: "automatic",
  sourcemap: "linked",
  // Stack traces name the sources: `node --enable-source-maps` maps them.
  sourcesContent: false,
  legalComments: "none",
  plugins: [dependenciesExternal, sourceLocations],
  logLevel: "warning",
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${path.relative(repo, entry)} built into ${path.relative(repo, outfile)} (${seconds} s)`,
);
