// The JavaScript and declarations of a publishable workspace package, shared by
// @bookwell/ui, @bookwell/contract and @bookwell/booking-kit:
//   dist/**/*.js    ESM, one file per source module the public entry reaches (so a
//                   consumer's bundler drops what it does not import), dependencies external
//   dist/**/*.d.ts  declarations from tsc, TypeScript 7 (the package's tsconfig.build.json)
// Relative imports are rewritten to full `.js` paths in both, so the output resolves under
// Node's ESM rules and TypeScript's node16 resolution, not only in bundlers.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";

import * as esbuild from "esbuild";

/** "./button" → "./button/index.js" or "./button.js", by what exists beside the importer. */
export function withJsExtension(specifier, importerDir) {
  const target = path.resolve(importerDir, specifier);
  if (/\.(js|css|json)$/.test(specifier)) return specifier;
  for (const ext of [".ts", ".tsx"]) if (existsSync(target + ext)) return `${specifier}.js`;
  for (const ext of [".ts", ".tsx"]) {
    if (existsSync(path.join(target, `index${ext}`))) return `${specifier}/index.js`;
  }
  throw new Error(`Cannot resolve ${specifier} from ${importerDir}`);
}

/**
 * Builds `pkgDir/src/index.ts`, and the subpath entries beside it (`src/*.entry.ts`, named
 * in the package's exports), into `pkgDir/dist`. With `useClient`, the entry must keep its
 * "use client" directive (React Server Components frameworks rely on it).
 * @returns the number of modules written
 */
export async function buildLibrary({ pkgDir, useClient = false }) {
  const srcDir = path.join(pkgDir, "src");
  const distDir = path.join(pkgDir, "dist");
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(distDir, { recursive: true });

  // Pass 1 finds the modules the public entry reaches (stories, tests and story harnesses
  // are not reachable, so they are not published).
  const entries = (await readdir(srcDir))
    .filter((file) => file === "index.ts" || file.endsWith(".entry.ts"))
    .map((file) => path.join(srcDir, file));
  const probe = await esbuild.build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    outdir: distDir,
    format: "esm",
    packages: "external",
    external: ["@bookwell/*"],
    logLevel: "silent",
  });
  const modules = Object.keys(probe.metafile.inputs)
    .map((file) => path.resolve(file))
    .filter((file) => file.startsWith(srcDir + path.sep) && /\.tsx?$/.test(file));

  // Pass 2 compiles each on its own: relative imports stay imports (rewritten to .js),
  // packages stay external. esbuild keeps each entry's "use client" directive.
  const relativeImports = {
    name: "relative-imports-external",
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind === "entry-point") return undefined;
        return { path: withJsExtension(args.path, args.resolveDir), external: true };
      });
    },
  };
  await esbuild.build({
    entryPoints: modules,
    outbase: srcDir,
    outdir: distDir,
    bundle: true,
    packages: "external",
    format: "esm",
    platform: "neutral",
    target: "es2022",
    jsx: "automatic",
    // Sibling workspace packages stay imports even where a tsconfig `paths` entry points at
    // their source for development.
    external: ["@bookwell/*"],
    plugins: [relativeImports],
    logLevel: "warning",
  });
  if (
    useClient &&
    !readFileSync(path.join(distDir, "index.js"), "utf8").startsWith('"use client";')
  ) {
    throw new Error(`${path.basename(pkgDir)}: dist/index.js must start with "use client"`);
  }

  execFileSync(
    process.execPath,
    [
      path.resolve(import.meta.dirname, "../typecheck/node_modules/typescript/bin/tsc"),
      "-p",
      path.join(pkgDir, "tsconfig.build.json"),
      // Declarations only, not a second check of sources the typecheck checks (with the
      // package's own settings; arethetypeswrong and the consumer app then read what is emitted).
      "--noCheck",
    ],
    { stdio: "inherit" },
  );
  for (const file of await readdir(distDir, { recursive: true })) {
    if (!file.endsWith(".d.ts")) continue;
    const full = path.join(distDir, file);
    const dir = path.dirname(path.join(srcDir, file));
    const text = readFileSync(full, "utf8").replace(
      /((?:from|import)\s*\(?\s*)(["'])(\.\.?(?:\/[^"']*)?)\2/g,
      (_, lead, quote, spec) => `${lead}${quote}${withJsExtension(spec, dir)}${quote}`,
    );
    writeFileSync(full, text);
  }
  return modules.length;
}

// `node tooling/scripts/build-library.mjs <package folder> [--use-client]`
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const pkgDir = path.resolve(process.argv[2] ?? ".");
  const started = performance.now();
  const count = await buildLibrary({ pkgDir, useClient: process.argv.includes("--use-client") });
  // A package with a stylesheet publishes it compiled (the kit: ui's design system plus the
  // kit's utilities), so a brand needs no Tailwind of its own.
  const stylesheet = path.join(pkgDir, "src/styles.css");
  if (existsSync(stylesheet)) {
    const { compileStylesheet } = await import("./compile-styles.mjs");
    await compileStylesheet(
      stylesheet,
      path.join(pkgDir, "dist/styles.css"),
      path.join(pkgDir, "dist"),
    );
  }
  const { name } = JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8"));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${name} built: ${count} modules (${seconds} s)`);
}
