// Builds @bookwell/ui into dist/ for publishing:
//   dist/**/*.js      ESM, one file per source module (so a consumer's bundler drops the
//                     components it does not import), every dependency left external
//   dist/**/*.d.ts    declarations from tsc (tsconfig.build.json)
//   dist/styles.css   compiled Tailwind: fonts, tokens, theme, preflight and every utility
//                     the components use; for apps without Tailwind
//   dist/theme.css    fonts, tokens and the `@theme inline` mapping, uncompiled; for apps that
//                     run Tailwind themselves (with `@source` pointing at dist)
//   dist/brands/*.css brand overrides (fonts included)
//   dist/files/*      the font files those stylesheets point at, with their licences
// Relative imports are rewritten to full `.js` paths in both JS and declarations, so the
// output resolves under Node's ESM rules and TypeScript's node16 resolution, not only in
// bundlers.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { createRequire } from "node:module";

import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import * as esbuild from "esbuild";

const pkgDir = path.resolve(import.meta.dirname, "..");
const srcDir = path.join(pkgDir, "src");
const distDir = path.join(pkgDir, "dist");
const require = createRequire(path.join(pkgDir, "package.json"));
const started = performance.now();

rmSync(distDir, { recursive: true, force: true });
mkdirSync(distDir, { recursive: true });

/** "./button" → "./button/index.js" or "./button.js", by what exists beside `importer`. */
function withJsExtension(specifier, importerDir) {
  const target = path.resolve(importerDir, specifier);
  if (/\.(js|css|json)$/.test(specifier)) return specifier;
  for (const ext of [".ts", ".tsx"]) if (existsSync(target + ext)) return `${specifier}.js`;
  for (const ext of [".ts", ".tsx"]) {
    if (existsSync(path.join(target, `index${ext}`))) return `${specifier}/index.js`;
  }
  throw new Error(`Cannot resolve ${specifier} from ${importerDir}`);
}

// ---------------------------------------------------------------- JavaScript
// Pass 1 finds the modules the public entry reaches (stories, tests and docs helpers are
// not reachable, so they are not published).
const probe = await esbuild.build({
  entryPoints: [path.join(srcDir, "index.ts")],
  bundle: true,
  write: false,
  metafile: true,
  format: "esm",
  packages: "external",
  logLevel: "silent",
});
const modules = Object.keys(probe.metafile.inputs)
  .map((file) => path.resolve(pkgDir, file))
  .filter((file) => file.startsWith(srcDir + path.sep) && /\.tsx?$/.test(file));

// Pass 2 compiles each of them on its own: relative imports stay imports (rewritten to
// .js), packages stay external. esbuild keeps each entry's "use client" directive.
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
  plugins: [relativeImports],
  logLevel: "warning",
});
const entryJs = readFileSync(path.join(distDir, "index.js"), "utf8");
if (!entryJs.startsWith('"use client";')) {
  throw new Error('dist/index.js must start with "use client"');
}

// -------------------------------------------------------------- Declarations
execFileSync(
  process.execPath,
  [require.resolve("typescript/bin/tsc"), "-p", path.join(pkgDir, "tsconfig.build.json")],
  { stdio: "inherit" },
);
for (const file of await readdir(distDir, { recursive: true })) {
  if (!file.endsWith(".d.ts")) continue;
  const full = path.join(distDir, file);
  const dir = path.dirname(path.join(srcDir, file));
  const text = readFileSync(full, "utf8").replace(
    /((?:from|import)\s*\(?\s*)(["'])(\.\.?\/[^"']+)\2/g,
    (_, lead, quote, spec) => `${lead}${quote}${withJsExtension(spec, dir)}${quote}`,
  );
  writeFileSync(full, text);
}

// ----------------------------------------------------------------------- CSS
mkdirSync(path.join(distDir, "files"), { recursive: true });
mkdirSync(path.join(distDir, "brands"), { recursive: true });

/**
 * Copies every font a stylesheet points at into dist/files and rewrites its url();
 * `urlBase` is where the urls are relative to, `outFile` where the CSS is written.
 */
function relocateFonts(css, urlBase, outFile) {
  return css.replace(/url\((["']?)([^"')]+\.woff2?)\1\)/g, (_, _quote, url) => {
    const source = path.resolve(urlBase, url);
    const name = path.basename(source);
    copyFileSync(source, path.join(distDir, "files", name));
    const relative = path.relative(path.dirname(outFile), path.join(distDir, "files", name));
    return `url("./${relative.split(path.sep).join("/")}")`.replace("./../", "../");
  });
}

/** Compiles a stylesheet with Tailwind exactly as @tailwindcss/vite does, then lightningcss. */
async function compileCss(input, output) {
  const base = path.dirname(input);
  const compiler = await compile(readFileSync(input, "utf8"), {
    base,
    from: input,
    shouldRewriteUrls: true,
    onDependency: () => {},
  });
  const root =
    compiler.root === "none"
      ? []
      : compiler.root === null
        ? [{ base, pattern: "**/*", negated: false }]
        : [{ ...compiler.root, negated: false }];
  // Stories and tests use layout utilities of their own that the package does not need.
  const notShipped = ["**/*.stories.tsx", "**/*.test.ts", "**/*.test.tsx"].map((pattern) => ({
    base: srcDir,
    pattern,
    negated: true,
  }));
  const scanner = new Scanner({ sources: [...root, ...compiler.sources, ...notShipped] });
  const css = optimize(compiler.build(scanner.scan()), { file: output, minify: false }).code;
  writeFileSync(output, relocateFonts(css, base, output));
}

await compileCss(path.join(srcDir, "styles.css"), path.join(distDir, "styles.css"));
await compileCss(path.join(srcDir, "brands/sg.css"), path.join(distDir, "brands/sg.css"));

// theme.css: the same design system for an app that runs Tailwind itself. Kept uncompiled
// (the app's Tailwind turns `@theme inline` into utilities and scans our dist for classes).
const interDir = path.dirname(require.resolve("@fontsource-variable/inter/index.css"));
const themeCss = [
  "/* @bookwell/ui theme for Tailwind v4 apps: fonts, tokens and the semantic mapping. */",
  relocateFonts(
    readFileSync(path.join(interDir, "index.css"), "utf8"),
    interDir,
    path.join(distDir, "theme.css"),
  ),
  readFileSync(path.join(srcDir, "styles/tokens.css"), "utf8"),
  readFileSync(path.join(srcDir, "styles/theme.css"), "utf8"),
].join("\n");
writeFileSync(path.join(distDir, "theme.css"), themeCss);

// The fonts are SIL Open Font License: their licence travels with them.
for (const font of ["inter", "nunito"]) {
  const fontDir = path.dirname(require.resolve(`@fontsource-variable/${font}/index.css`));
  copyFileSync(path.join(fontDir, "LICENSE"), path.join(distDir, "files", `${font}-LICENSE.txt`));
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`@bookwell/ui built: ${modules.length} modules, styles, brands, fonts (${seconds} s)`);
