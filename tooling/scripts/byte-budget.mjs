// The byte budget of the site's first load, per route, from the built site's manifest (the
// client build React Router writes: `apps/site/build/client`). For each route it adds up what
// the server-rendered page makes the browser fetch before it can hydrate (the page's
// modulepreload links): the client entry and its imports, the root route's module and imports,
// the page's module and imports (each file once), and the stylesheets the same routes link.
// The route manifest file counts only when the site does not discover routes lazily (with
// React Router's lazy route discovery, the default, the HTML carries the page's part of the
// manifest inline and the file is never fetched). Sizes are gzip (level 6, what the page
// server's compression sends). Prints a table (the targets: 155 KB for home, 150 KB for the
// content and service pages, 160 KB for the FAQ, whose questions are its first screen, 190 KB
// for the listing, the wizard and the account area).
//
// A route marked `enforced` has met its target: the script exits 1 when it goes over it
// again. The others are printed against their target as a report ("report" in the table)
// until they meet it; then set `enforced: true` on them.
//
// And it weighs what the API client imports with the first call of each part of the API (its
// answer schemas and zod), which no first load counts but every page that calls the API
// fetches: it exits 1 above 35 KB for a part.
//
// Usage: node tooling/scripts/byte-budget.mjs [--json] [--report-only] [--write]
//   (after `pnpm --filter site build`; --report-only, what the test command passes, leaves
//   the routes not yet enforced as a report: an enforced route over its limit fails anyway;
//   --all-report-only reports every route and exits 0; --write also writes the table into
//   docs/performance.md, section byte-budget)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { markdownTable, wantsWrite, writeSection } from "./performance-doc.mjs";

const repo = path.resolve(import.meta.dirname, "../..");
// The build SITE_BUILD_DIR names (the journeys' own in the test command), else apps/site/build.
const buildDir = path.resolve(repo, "apps/site", process.env.SITE_BUILD_DIR || "build");
const client = path.join(buildDir, "client");
const KB = 1024;

/** The routes measured (React Router route ids, see apps/site/src/route-table.ts). */
const budgets = [
  { name: "home (/)", id: "home", limit: 155 * KB, enforced: true },
  { name: "content page (/about-us)", id: "about-us", limit: 150 * KB, enforced: true },
  { name: "content page (/faq)", id: "faq", limit: 160 * KB, enforced: true },
  { name: "service page (/:type)", id: "-type", limit: 150 * KB, enforced: true },
  {
    name: "package listing (/package-listing)",
    id: "package-listing",
    limit: 190 * KB,
    enforced: true,
  },
  {
    name: "wizard (/service-booking)",
    id: "service-booking",
    limit: 190 * KB,
    enforced: true,
  },
  // Every account page: each is a route of its own (apps/site/src/lib/account-page.tsx), its
  // dialogs and My Profile's other tabs load on use.
  {
    name: "account (/my-account/my-booking)",
    id: "my-account-my-booking",
    limit: 190 * KB,
    enforced: true,
  },
  {
    name: "account (/my-booking-details/…)",
    id: "my-booking-details-type-refnum",
    limit: 190 * KB,
    enforced: true,
  },
  {
    name: "account (/my-account/my-profile)",
    id: "my-account-my-profile",
    limit: 190 * KB,
    enforced: true,
  },
  {
    name: "account (/my-account/my-request)",
    id: "my-account-my-request",
    limit: 190 * KB,
    enforced: true,
  },
  {
    name: "account (/my-request-quotation/…)",
    id: "my-request-quotation-refnum",
    limit: 190 * KB,
    enforced: true,
  },
  {
    name: "account (/my-account/my-credits)",
    id: "my-account-my-credits",
    limit: 190 * KB,
    enforced: true,
  },
  {
    name: "account (/my-account/my-inbox)",
    id: "my-account-my-inbox",
    limit: 190 * KB,
    enforced: true,
  },
  {
    name: "account (/my-account/my-feedback)",
    id: "my-account-my-feedback",
    limit: 190 * KB,
    enforced: true,
  },
];

const assets = path.join(client, "assets");
const manifestFile = existsSync(assets)
  ? readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file))
  : undefined;
if (!manifestFile) {
  console.error("No site build: run 'pnpm --filter site build' first");
  process.exit(1);
}
const manifestSource = readFileSync(path.join(assets, manifestFile), "utf8");
// The server build names the site's route discovery (`var routeDiscovery = { "mode": ... }`),
// in its index.js or, when the bundler puts the server build in a chunk of its own and index.js
// re-exports it, in one of the files index.js imports.
const serverBuild = path.join(buildDir, "server/index.js");
const serverSources = existsSync(serverBuild)
  ? (() => {
      const index = readFileSync(serverBuild, "utf8");
      const imported = [...index.matchAll(/from\s*"(\.\/[^"]+\.js)"/g)]
        .map((match) => path.join(path.dirname(serverBuild), match[1]))
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file, "utf8"));
      return [index, ...imported];
    })()
  : [];
const lazyDiscovery = serverSources.some((source) =>
  /routeDiscovery\s*=\s*\{\s*"mode":\s*"lazy"/.test(source),
);
const manifest = JSON.parse(
  manifestSource.slice(manifestSource.indexOf("=") + 1).replace(/;\s*$/, ""),
);

const gzipped = new Map();
/** gzip bytes of one built file, by its URL path ("/assets/x.js"). */
function gzipBytes(url) {
  if (!gzipped.has(url)) {
    const raw = readFileSync(path.join(client, url));
    gzipped.set(url, { raw: raw.length, gzip: gzipSync(raw, { level: 6 }).length });
  }
  return gzipped.get(url);
}

/** The files a first load of route `id` fetches: [scripts, stylesheets]. */
function firstLoad(id) {
  const chain = [];
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId]) {
    chain.unshift(route);
  }
  if (chain.length === 0) throw new Error(`route "${id}" is not in the site's manifest`);
  const scripts = new Set([
    ...(lazyDiscovery ? [] : [`/assets/${manifestFile}`]),
    manifest.entry.module,
    ...manifest.entry.imports,
  ]);
  const styles = new Set(manifest.entry.css ?? []);
  for (const route of chain) {
    scripts.add(route.module);
    for (const file of route.imports ?? []) scripts.add(file);
    for (const file of route.css ?? []) styles.add(file);
  }
  return [[...scripts], [...styles]];
}

const sum = (files) =>
  files.reduce(
    (total, file) => {
      const size = gzipBytes(file);
      return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
    },
    { raw: 0, gzip: 0 },
  );

// The stylesheet every page links from the root's `links` (app.css), not in the manifest's css.
const linkedCss = readdirSync(assets)
  .filter((file) => /^app-[\w-]+\.css$/.test(file))
  .map((file) => `/assets/${file}`);

const rows = budgets.map((budget) => {
  const [scripts, styles] = firstLoad(budget.id);
  const js = sum(scripts);
  const css = sum([...new Set([...styles, ...linkedCss])]);
  return {
    ...budget,
    enforced: budget.enforced === true,
    files: scripts.length,
    js,
    css,
    over: js.gzip > budget.limit,
  };
});

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
if (process.argv.includes("--json")) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log(
    `${"route".padEnd(38)} ${"scripts".padStart(7)} ${"JS gzip".padStart(10)} ${"limit".padStart(9)} ${"".padEnd(8)} ${"CSS gzip".padStart(9)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(38)} ${String(row.files).padStart(7)} ${kb(row.js.gzip).padStart(10)} ${kb(row.limit).padStart(9)} ${(row.enforced ? "enforced" : "report").padEnd(8)} ${kb(row.css.gzip).padStart(9)}${row.over ? "  OVER" : ""}`,
    );
  }
  console.log(
    `route manifest: ${lazyDiscovery ? "inline in the HTML (lazy route discovery), not counted" : `/assets/${manifestFile}, counted`}`,
  );
}
/** The chunks `file` imports statically, by file name in the assets folder. */
const importsOf = new Map();
function staticImports(file) {
  if (!importsOf.has(file)) {
    const source = readFileSync(path.join(assets, file), "utf8");
    importsOf.set(file, [
      ...new Set(
        [...source.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]\.\/([^"'`]+\.js)["'`]/g)].map(
          (match) => match[1],
        ),
      ),
    ]);
  }
  return importsOf.get(file);
}
const scriptFiles = readdirSync(assets).filter((file) => file.endsWith(".js"));
const loadedAlone = new Set([
  ...Object.values(manifest.routes).map((route) => route.module.replace("/assets/", "")),
  ...scriptFiles.flatMap((file) =>
    [
      ...readFileSync(path.join(assets, file), "utf8").matchAll(
        /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]/g,
      ),
    ].map((match) => match[1]),
  ),
]);
// What the API client imports with a part of the API's first call (its answer schemas and zod,
// `packages/contract/src/client.ts`): the envelope's module and that part's
// (`responses/<part>-responses.ts`), beyond what the home page's first load already holds.
const graphOf = (file) => {
  const seen = new Set([file]);
  for (const current of seen) for (const imported of staticImports(current)) seen.add(imported);
  return seen;
};
const firstLoadFiles = new Set(firstLoad("home")[0].map((url) => url.replace("/assets/", "")));
const envelopeFile = [...loadedAlone].find((file) => /^envelope-[\w-]+\.js$/.test(file));
const responseFiles = [...loadedAlone].filter((file) => /^\w+-responses-[\w-]+\.js$/.test(file));
const SCHEMAS_LIMIT = 35 * KB;
const schemaLoads = responseFiles.map((file) => {
  const files = new Set(
    [envelopeFile ?? file, file]
      .flatMap((loaded) => [...graphOf(loaded)])
      .filter((imported) => !firstLoadFiles.has(imported)),
  );
  return {
    part: file.replace(/-responses-.*$/, ""),
    files: files.size,
    gzip: sum([...files].map((imported) => `/assets/${imported}`)).gzip,
  };
});
for (const load of schemaLoads) {
  console.log(
    `the API client's schemas for the ${load.part} calls, imported at the first: ${load.files} files, ${kb(load.gzip)} beyond home's first load (limit ${kb(SCHEMAS_LIMIT)})`,
  );
}
if (!envelopeFile || responseFiles.length === 0) {
  console.error(
    "no import of the API client's schemas found (envelope, responses/<part>-responses): has the contract's client changed how it loads them?",
  );
  process.exitCode = 1;
} else if (schemaLoads.some((load) => load.gzip > SCHEMAS_LIMIT)) {
  console.error(
    "the API client's schemas are over their budget: is all of zod in them (its locales, its JSON schema)? Import zod's parts through the schemas' modules, never import(\"zod\") itself",
  );
  process.exitCode = 1;
}

if (wantsWrite()) {
  await writeSection(
    "byte-budget",
    [
      "First-load JavaScript per route (gzip level 6), from the site's build manifest:",
      "",
      markdownTable(
        rows.map((row) => ({
          route: row.name,
          scripts: row.files,
          "JS gzip": kb(row.js.gzip),
          limit: kb(row.limit),
          "CSS gzip": kb(row.css.gzip),
        })),
      ),
      "",
      "What the API client imports with the first call of each part of the API, beyond home's first load:",
      "",
      markdownTable(
        schemaLoads.map((load) => ({
          part: load.part,
          files: load.files,
          gzip: kb(load.gzip),
          limit: kb(SCHEMAS_LIMIT),
        })),
      ),
    ].join("\n"),
  );
}

const over = rows.filter(
  (row) =>
    row.over &&
    !process.argv.includes("--all-report-only") &&
    (row.enforced || !process.argv.includes("--report-only")),
);
if (over.length > 0) {
  console.error(
    `first-load JavaScript over budget: ${over.map((row) => `${row.name} ${kb(row.js.gzip)} > ${kb(row.limit)}`).join("; ")}`,
  );
  process.exit(1);
}
