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
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";

import { buildLibrary } from "../../../tooling/scripts/build-library.mjs";

const pkgDir = path.resolve(import.meta.dirname, "..");
const srcDir = path.join(pkgDir, "src");
const distDir = path.join(pkgDir, "dist");
const require = createRequire(path.join(pkgDir, "package.json"));
const started = performance.now();

// JavaScript, one module per file, and declarations (tooling/scripts/build-library.mjs).
const moduleCount = await buildLibrary({ pkgDir, useClient: true });

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
console.log(`@bookwell/ui built: ${moduleCount} modules, styles, brands, fonts (${seconds} s)`);
