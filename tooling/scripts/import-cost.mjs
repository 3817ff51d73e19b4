// What an app pays for importing @bookwell/ui: bundles entry files against the built dist
// the way a consumer's bundler would (esbuild, minified, React external, the package's
// `sideEffects` honoured) and prints min+gzip sizes.
//
// Budgets (exit 1 when broken):
// - tree-shaking: a Button-only import keeps no module of the package but Button's own
//   (what breaks when a module gains a top-level side effect, a barrel drags everything
//   in, or `sideEffects` is lost from package.json);
// - a Button-only import costs < 4 KB min+gzip beyond React (everything it pulls in:
//   Radix Slot, class-variance-authority, clsx).
// Usage: node tooling/scripts/import-cost.mjs [--json]
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";

const repo = path.resolve(import.meta.dirname, "../..");
const ui = path.join(repo, "packages/ui");
const require = createRequire(path.join(ui, "package.json"));
const esbuild = require("esbuild");

const BUTTON_LIMIT = 4 * 1024;
const REACT = ["react", "react-dom", "react/jsx-runtime", "react-dom/client"];

if (!existsSync(path.join(ui, "dist/index.js"))) {
  console.error("packages/ui/dist is missing: run 'pnpm --filter @bookwell/ui build' first");
  process.exit(1);
}

/** Bundles `code` as an app entry; returns min+gzip bytes and the dist modules it kept. */
async function measure(code, external = REACT) {
  const result = await esbuild.build({
    stdin: { contents: code, resolveDir: ui, loader: "js" },
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    // JavaScript only: a stylesheet a module imports (Leaflet's, with the map's lazy module)
    // is the app bundler's CSS, not part of these figures.
    external: [...external, "*.css"],
    logLevel: "silent",
  });
  const bytes = result.outputFiles[0].contents;
  const modules = Object.entries(result.metafile.outputs)[0][1].inputs;
  const kept = Object.keys(modules)
    .filter((file) => file.includes("dist/") && !file.includes("node_modules"))
    .map((file) => file.slice(file.indexOf("dist/")));
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, kept };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

// "@bookwell/ui" resolves through the package's own exports map (self-reference), so this
// measures exactly what a consumer resolves.
const button = await measure('export { Button } from "@bookwell/ui";');
const everything = await measure('export * from "@bookwell/ui";');

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ button, everything }, null, 2));
} else {
  const row = (label, size) =>
    console.log(
      `${label.padEnd(58)} ${kb(size.min).padStart(9)} min ${kb(size.gzip).padStart(9)} min+gzip`,
    );
  row("{ Button }, beyond React", button);
  row("the whole package (export *), beyond React", everything);
  console.log(`package modules kept for Button: ${button.kept.join(", ")}`);
}

const unrelated = button.kept.filter(
  (file) => !/^dist\/(index|button\/.*|lib\/cn)\.js$/.test(file),
);
if (unrelated.length > 0) {
  console.error(`tree-shaking failed: a Button-only import keeps ${unrelated.join(", ")}`);
  process.exit(1);
}
if (button.gzip >= BUTTON_LIMIT) {
  console.error(`a Button-only import is ${kb(button.gzip)}, over ${kb(BUTTON_LIMIT)}`);
  process.exit(1);
}
