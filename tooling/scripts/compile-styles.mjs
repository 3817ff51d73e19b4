// Compiles a package's stylesheet with Tailwind exactly as @tailwindcss/vite does (then
// lightningcss), and copies the fonts it points at beside it. Shared by @bookwell/ui's build
// (styles.css, brands/*.css) and @bookwell/booking-kit's (styles.css: ui's design system plus
// every utility the kit's composites use, so a brand needs no Tailwind of its own).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The Tailwind compiler is @bookwell/ui's dev dependency; the kit borrows it from there.
const fromUi = createRequire(path.resolve(import.meta.dirname, "../../packages/ui/package.json"));
const { compile, optimize } = await import(fromUi.resolve("@tailwindcss/node"));
const { Scanner } = await import(fromUi.resolve("@tailwindcss/oxide"));

/** Stories, tests and story harnesses use utilities of their own that no package needs. */
const notShipped = ["**/*.stories.tsx", "**/*.test.ts", "**/*.test.tsx", "**/testing/**"];

/**
 * Copies every font a stylesheet points at into `<distDir>/files` and rewrites its url();
 * `urlBase` is where the urls are relative to, `outFile` where the CSS is written.
 */
export function relocateFonts(css, urlBase, outFile, distDir) {
  mkdirSync(path.join(distDir, "files"), { recursive: true });
  return css.replace(/url\((["']?)([^"')]+\.woff2?)\1\)/g, (_, _quote, url) => {
    const source = path.resolve(urlBase, url);
    const name = path.basename(source);
    copyFileSync(source, path.join(distDir, "files", name));
    const relative = path.relative(path.dirname(outFile), path.join(distDir, "files", name));
    return `url("./${relative.split(path.sep).join("/")}")`.replace("./../", "../");
  });
}

/** Compiles `input` (a Tailwind v4 stylesheet) into `output`, fonts into `distDir/files`. */
export async function compileStylesheet(input, output, distDir) {
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
  const sources = [...root, ...compiler.sources];
  const excluded = [...new Set(sources.map((source) => source.base))].flatMap((sourceBase) =>
    notShipped.map((pattern) => ({ base: sourceBase, pattern, negated: true })),
  );
  const scanner = new Scanner({ sources: [...sources, ...excluded] });
  const css = optimize(compiler.build(scanner.scan()), { file: output, minify: false }).code;
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, relocateFonts(css, base, output, distDir));
}
