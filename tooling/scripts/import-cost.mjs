// What an app pays for importing @bookwell/ui: bundles entry files against the built dist
// the way a consumer's bundler would (esbuild, minified, React external, the package's
// `sideEffects` honoured) and prints min+gzip sizes.
//
// Budgets (exit 1 when broken):
// - tree-shaking: a Button-only import keeps no module of the package but Button's own
//   (what breaks when a module gains a top-level side effect, a barrel drags everything
//   in, or `sideEffects` is lost from package.json);
// - a Button-only import costs < 4 KB min+gzip beyond React (everything it pulls in:
//   Radix Slot, class-variance-authority, clsx);
// - each of @bookwell/booking-kit's subpath entries, imported the way the site imports it
//   (its built dist, the design system's dist, TanStack Query external as the kit's peer, a
//   dynamic import() counted as not loaded), stays under its limit (today's size and about
//   10 % of room), and the entries every page loads (provider, shell, content) keep zod, the
//   date library, the day picker, DOMPurify and the dialog primitive out.
// Usage: node tooling/scripts/import-cost.mjs [--json] [--why <entry>]
//   --why <entry> (a kit entry's name, `provider`) also prints what that entry's bundle holds,
//   biggest first: each input module's minified bytes in the output (before gzip), so a growth
//   can be traced to its module.
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

const kit = path.join(repo, "packages/booking-kit");
for (const [pkg, dir] of [
  ["@bookwell/ui", ui],
  ["@bookwell/booking-kit", kit],
]) {
  if (!existsSync(path.join(dir, "dist/index.js"))) {
    console.error(
      `${path.relative(repo, dir)}/dist is missing: run 'pnpm --filter ${pkg} build' first`,
    );
    process.exit(1);
  }
}

const KB = 1024;
/** What a page loads first must not hold these (they belong to forms, dates and dialogs). */
const NOT_ON_EVERY_PAGE = [
  "zod",
  "date-fns",
  "react-day-picker",
  "dompurify",
  "@radix-ui/react-dialog",
];
/** The kit's entries: what the site imports from each, its limit, what it must not hold. */
const kitEntries = [
  {
    entry: "provider",
    names: "BookingKitProvider, useKit, useSession, useAuthDialog",
    // Under the aim of 4 KB: the sign-in dialogs load on use, and of the catalogue only the
    // messages the provider reads.
    limit: 5 * KB,
    forbid: NOT_ON_EVERY_PAGE,
  },
  {
    // The announcement bar (its rotation, the HTML renderer) hydrates on its own, loaded apart.
    entry: "shell",
    names: "SiteHeader, OfflineBanner",
    limit: 14 * KB,
    forbid: NOT_ON_EVERY_PAGE,
  },
  {
    entry: "content",
    names: "contentQuery, servicePageQuery, blogQuery",
    limit: 1 * KB,
    forbid: NOT_ON_EVERY_PAGE,
  },
  {
    entry: "footer",
    names: "SiteFooter, NewsletterForm",
    limit: 22 * KB,
    forbid: ["date-fns", "react-day-picker", "@radix-ui/react-dialog"],
  },
  {
    // The options dialog loads on use (a service chosen, Book Now pointed at), not with the entry.
    entry: "start",
    names: "ServiceChooser, useBookService",
    limit: 9 * KB,
    forbid: ["date-fns", "react-day-picker", "@radix-ui/react-dialog"],
  },
  { entry: "forms", names: "ContactForm", limit: 118 * KB, forbid: [] },
  {
    // The package dialog loads once the packages show (or on Details). No zod: the stored
    // booking state and the navigation states are checked by hand (booking/stored-shapes.ts);
    // the API's answers are checked by the contract client's schemas, a later load (its first
    // call).
    entry: "listing",
    names: "PackageListing",
    limit: 14 * KB,
    forbid: ["zod", "date-fns", "react-day-picker", "@radix-ui/react-dialog"],
  },
  {
    // Every step loads on its own (Date & Time beside the page's hydration, the later steps
    // when idle or once a date is chosen), and zod only with them and the client's schemas.
    entry: "wizard",
    names: "BookingWizard",
    // The package summary's details dialog loads on use: no dialog primitive either.
    limit: 17 * KB,
    forbid: ["zod", "date-fns", "react-day-picker", "@radix-ui/react-dialog"],
  },
  {
    // The calendar writer (Add to calendar) loads on use.
    entry: "results",
    names: "PaymentResult",
    limit: 9 * KB,
    forbid: ["zod"],
  },
  { entry: "assessment", names: "ScheduleAssessment", limit: 138 * KB, forbid: [] },
  {
    // One page's part, as My Booking's route loads it: the date fields' calendar dialog loads
    // on use, not with the page; of our texts only the account area's (`accountTexts`), not
    // the whole of `texts`. The limit holds it under what it cost before the catalogue grew.
    entry: "account",
    names: "AccountLayout, MyBookings",
    limit: 23.6 * KB,
    forbid: NOT_ON_EVERY_PAGE,
  },
];

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
    // The package as a consumer resolves it (its exports map, dist), not ui's own tsconfig
    // `paths`, which point the package's name at its source for its typecheck.
    tsconfigRaw: {},
    logLevel: "silent",
  });
  const bytes = result.outputFiles[0].contents;
  const modules = Object.entries(result.metafile.outputs)[0][1].inputs;
  const kept = Object.keys(modules)
    .filter((file) => file.includes("dist/") && !file.includes("node_modules"))
    .map((file) => file.slice(file.indexOf("dist/")));
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, kept };
}

/** The npm packages (by name) among a bundle's inputs. */
function packagesOf(inputs) {
  const names = new Set();
  for (const file of inputs) {
    if (!file.includes("node_modules/")) continue;
    const parts = file.split("node_modules/").pop().split("/");
    names.add(parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]);
  }
  return [...names].sort();
}

/**
 * Bundles `import { names } from "@bookwell/booking-kit/<entry>"` for every entry at once
 * (one build: the shared modules are parsed once), as the site would: a dynamic import()
 * stays a separate load (external here), TanStack Query is the kit's peer, and the card-logo
 * package's icons are side-effect free (the site's bundler is told so too).
 */
async function measureKit(specs) {
  const icons = "react-svg-credit-card-payment-icons";
  const result = await esbuild.build({
    entryPoints: specs.map((spec) => `kit-entry:${spec.entry}`),
    outdir: path.join(kit, "import-cost"),
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    external: [...REACT, "@tanstack/react-query", "*.css"],
    logLevel: "silent",
    plugins: [
      {
        name: "kit-as-published",
        setup(build) {
          build.onResolve({ filter: /^kit-entry:/ }, (args) => ({
            path: args.path.slice("kit-entry:".length),
            namespace: "kit-entry",
          }));
          build.onLoad({ filter: /.*/, namespace: "kit-entry" }, (args) => {
            const { names } = specs.find((spec) => spec.entry === args.path);
            return {
              contents: `export { ${names} } from "@bookwell/booking-kit/${args.path}";`,
              resolveDir: kit,
              loader: "js",
            };
          });
          // The kit's entries resolve to its built dist, as once published.
          build.onResolve({ filter: /^@bookwell\/booking-kit\/[\w-]+$/ }, (args) => ({
            path: path.join(kit, `dist/${args.path.split("/").pop()}.entry.js`),
          }));
          build.onResolve({ filter: /.*/ }, async (args) => {
            if (args.kind === "dynamic-import") return { path: args.path, external: true };
            if (args.pluginData === "resolving") return undefined;
            if (!args.path.startsWith(icons) && !args.importer.includes(icons)) return undefined;
            const resolved = await build.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              pluginData: "resolving",
            });
            return resolved.external ? resolved : { path: resolved.path, sideEffects: false };
          });
        },
      },
    ],
  });
  return specs.map((spec) => {
    const [file, output] = Object.entries(result.metafile.outputs).find(
      ([, out]) => out.entryPoint === `kit-entry:${spec.entry}`,
    );
    const bytes = result.outputFiles.find((out) => out.path === path.resolve(file)).contents;
    return {
      ...spec,
      min: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      packages: packagesOf(Object.keys(output.inputs)),
      inputs: Object.entries(output.inputs)
        .map(([file, { bytesInOutput }]) => ({ file: shortName(file), bytes: bytesInOutput }))
        .filter((input) => input.bytes > 0)
        .sort((a, b) => b.bytes - a.bytes),
    };
  });
}

/** An input's name for people: `zod/v4/core/schemas.js`, `booking-kit/dist/kit-context.js`. */
function shortName(file) {
  if (file.includes("node_modules/")) {
    const inside = file.split("node_modules/").pop();
    return inside.replace(/^\.pnpm\/[^/]+\/node_modules\//, "");
  }
  const absolute = path.resolve(file);
  return absolute.startsWith(repo) ? path.relative(path.join(repo, "packages"), absolute) : file;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

// "@bookwell/ui" resolves through the package's own exports map (self-reference), so this
// measures exactly what a consumer resolves.
const button = await measure('export { Button } from "@bookwell/ui";');
const everything = await measure('export * from "@bookwell/ui";');
const kitRows = await measureKit(kitEntries);
const whyIndex = process.argv.indexOf("--why");
const why = whyIndex > 0 ? process.argv[whyIndex + 1] : undefined;
if (whyIndex > 0 && !kitRows.some((row) => row.entry === why)) {
  console.error(`--why takes a kit entry: ${kitRows.map((row) => row.entry).join(", ")}`);
  process.exit(1);
}

if (process.argv.includes("--json")) {
  const kit = kitRows.map(({ inputs, ...row }) => (row.entry === why ? { ...row, inputs } : row));
  console.log(JSON.stringify({ button, everything, kit }, null, 2));
} else {
  const row = (label, size) =>
    console.log(
      `${label.padEnd(58)} ${kb(size.min).padStart(9)} min ${kb(size.gzip).padStart(9)} min+gzip`,
    );
  row("{ Button }, beyond React", button);
  row("the whole package (export *), beyond React", everything);
  console.log(`package modules kept for Button: ${button.kept.join(", ")}`);
  console.log("@bookwell/booking-kit entries, beyond React and TanStack Query (min+gzip, limit):");
  for (const row of kitRows) {
    console.log(
      `  ${`/${row.entry} { ${row.names} }`.padEnd(72)} ${kb(row.gzip).padStart(10)} ${kb(row.limit).padStart(10)}`,
    );
  }
  const explained = kitRows.find((row) => row.entry === why);
  if (explained) {
    const total = explained.inputs.reduce((sum, input) => sum + input.bytes, 0);
    console.log(`/${why}'s inputs, minified bytes in its bundle (${total} in all), biggest first:`);
    for (const input of explained.inputs) {
      console.log(`  ${String(input.bytes).padStart(7)}  ${input.file}`);
    }
  }
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
const kitFailures = kitRows.flatMap((row) => [
  ...(row.gzip > row.limit
    ? [`@bookwell/booking-kit/${row.entry} is ${kb(row.gzip)}, over ${kb(row.limit)}`]
    : []),
  ...row.forbid
    .filter((name) => row.packages.includes(name))
    .map((name) => `@bookwell/booking-kit/${row.entry} { ${row.names} } pulls in ${name}`),
]);
if (kitFailures.length > 0) {
  console.error(kitFailures.join("\n"));
  process.exit(1);
}
