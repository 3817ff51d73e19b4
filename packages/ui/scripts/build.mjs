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

import { buildLibrary } from "../../../tooling/scripts/build-library.mjs";
import { compileStylesheet, relocateFonts } from "../../../tooling/scripts/compile-styles.mjs";

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

await compileStylesheet(path.join(srcDir, "styles.css"), path.join(distDir, "styles.css"), distDir);
await compileStylesheet(
  path.join(srcDir, "brands/sg.css"),
  path.join(distDir, "brands/sg.css"),
  distDir,
);

// theme.css: the same design system for an app that runs Tailwind itself. Kept uncompiled
// (the app's Tailwind turns `@theme inline` into utilities and scans our dist for classes).
const interDir = path.dirname(require.resolve("@fontsource-variable/inter/index.css"));
const themeCss = [
  "/* @bookwell/ui theme for Tailwind v4 apps: fonts, tokens and the semantic mapping. */",
  relocateFonts(
    readFileSync(path.join(interDir, "index.css"), "utf8"),
    interDir,
    path.join(distDir, "theme.css"),
    distDir,
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
