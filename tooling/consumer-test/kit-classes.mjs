// Proves the kit's published stylesheet holds every Tailwind class its published JavaScript
// uses, so a brand needs no Tailwind of its own (about 50 of them were missing from
// @bookwell/ui's stylesheet, and the header collapsed to "Menu" at 1280 px).
// Usage: node tooling/consumer-test/kit-classes.mjs <unpacked kit package dir> [<ui styles.css>]
// The second argument only reports how many of those classes ui's stylesheet alone lacks.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const fromUi = createRequire(path.resolve(import.meta.dirname, "../../packages/ui/package.json"));
const { compile } = await import(fromUi.resolve("@tailwindcss/node"));
const { Scanner } = await import(fromUi.resolve("@tailwindcss/oxide"));

const kitDir = path.resolve(process.argv[2] ?? "");
const shipped = readFileSync(path.join(kitDir, "dist/styles.css"), "utf8");

// Every candidate in the published JavaScript that Tailwind turns into a rule with our theme
// is a class the kit uses. The compiler is incremental: a candidate that makes its output
// grow is a utility; anything else (words, identifiers) adds nothing.
const uiSrc = path.resolve(import.meta.dirname, "../../packages/ui/src");
const compiler = await compile(
  `@import "tailwindcss/theme"; @import "./styles/theme.css"; @tailwind utilities;`,
  { base: uiSrc, from: path.join(uiSrc, "probe.css"), onDependency: () => {} },
);
const candidates = new Scanner({
  sources: [{ base: path.join(kitDir, "dist"), pattern: "**/*.js", negated: false }],
}).scan();
let before = compiler.build([]).length;
const used = [];
for (const candidate of [...new Set(candidates)].sort()) {
  const after = compiler.build([candidate]).length;
  if (after > before) used.push(candidate);
  before = after;
}

/** The class as its selector appears in compiled CSS (Tailwind escapes like CSS.escape). */
const selectorOf = (className) =>
  "." +
  className.replace(/^(\d)/, "\\3$1 ").replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`);
const missingFrom = (css) => used.filter((className) => !css.includes(selectorOf(className)));

const missing = missingFrom(shipped);
console.log(`kit classes: ${used.length} Tailwind classes in the kit's published JavaScript`);
if (process.argv[3]) {
  const uiMissing = missingFrom(readFileSync(process.argv[3], "utf8"));
  console.log(`  @bookwell/ui/styles.css alone lacks ${uiMissing.length} of them`);
}
if (missing.length > 0) {
  console.error(`@bookwell/booking-kit/styles.css lacks ${missing.length}: ${missing.join(" ")}`);
  process.exit(1);
}
console.log("  @bookwell/booking-kit/styles.css holds every one");
