// Checks what an app outside the workspace got when it installed our tarballs:
//
//   node tooling/consumer-test/installed-tree.mjs <app folder> [--forbid name,@scope/*,...]
//
// 1. --forbid: none of these packages is installed anywhere in the app's node_modules (an app
//    that imports only Button gets no map, sanitiser, server DOM or font);
// 2. licences: every runtime dependency of a published @bookwell package (its dependencies,
//    optional dependencies and installed peers, all the way down) declares an OSI-approved
//    licence, read from its installed package.json. An SPDX expression passes when each of
//    its AND parts has an allowed choice among its ORs.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** OSI-approved SPDX ids our dependencies use (a short list: add one only after checking it is on the OSI's list). */
const OSI_APPROVED = new Set([
  "0BSD",
  "Apache-2.0",
  "BlueOak-1.0.0",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "ISC",
  "MIT",
  "MIT-0",
  "MPL-2.0",
  "OFL-1.1",
  "Python-2.0",
  "Unlicense",
  "Zlib",
]);

const [appDir, ...args] = process.argv.slice(2);
if (!appDir) {
  console.error("usage: installed-tree.mjs <app folder> [--forbid name,@scope/*,...]");
  process.exit(2);
}
const forbidIndex = args.indexOf("--forbid");
const forbidden = forbidIndex >= 0 ? (args[forbidIndex + 1] ?? "").split(",").filter(Boolean) : [];

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** Every package folder under `node_modules`, nested ones included. */
function* installed(modulesDir) {
  if (!existsSync(modulesDir)) return;
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(modulesDir, entry.name);
    if (entry.name.startsWith("@")) {
      for (const scoped of readdirSync(full, { withFileTypes: true })) {
        const dir = path.join(full, scoped.name);
        yield { name: `${entry.name}/${scoped.name}`, dir };
        yield* installed(path.join(dir, "node_modules"));
      }
    } else {
      yield { name: entry.name, dir: full };
      yield* installed(path.join(full, "node_modules"));
    }
  }
}

const problems = [];
const all = [...installed(path.join(path.resolve(appDir), "node_modules"))];

const matches = (name, pattern) =>
  pattern.endsWith("/*") ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
for (const { name, dir } of all) {
  if (forbidden.some((pattern) => matches(name, pattern)))
    problems.push(`${name} is installed (${path.relative(appDir, dir)})`);
}

/** Where Node finds `name` from a package folder: its own node_modules, then each parent's. */
function resolveFrom(fromDir, name) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name, "package.json");
    if (existsSync(candidate)) return path.dirname(candidate);
    if (path.dirname(dir) === dir) return null;
  }
}

/** True when the licence (an SPDX id or expression) is OSI-approved. */
function osiApproved(license) {
  if (typeof license !== "string") return false;
  const expression = license.replace(/[()]/g, " ");
  return expression
    .split(/\s+AND\s+/)
    .every((part) => part.split(/\s+OR\s+/).some((id) => OSI_APPROVED.has(id.trim())));
}

const published = all.filter(({ name }) => name.startsWith("@bookwell/"));
if (published.length === 0) problems.push("no @bookwell package is installed here");
const seen = new Set();
let checked = 0;
const queue = published.map(({ dir }) => ({ dir, via: [] }));
while (queue.length > 0) {
  const { dir, via } = queue.shift();
  const pkg = readJson(path.join(dir, "package.json"));
  const chain = [...via, pkg.name];
  const names = Object.keys({
    ...pkg.dependencies,
    ...pkg.optionalDependencies,
    ...pkg.peerDependencies,
  });
  for (const name of names) {
    const found = resolveFrom(dir, name);
    // An optional dependency or peer the app did not install is not part of its tree.
    if (!found || seen.has(found)) continue;
    seen.add(found);
    const dependency = readJson(path.join(found, "package.json"));
    const license = dependency.license ?? dependency.licenses?.map?.((l) => l.type).join(" OR ");
    checked += 1;
    if (!name.startsWith("@bookwell/") && !osiApproved(license)) {
      problems.push(
        `${name}@${dependency.version}: licence ${JSON.stringify(license ?? null)} is not OSI-approved (${chain.join(" > ")} > ${name})`,
      );
    }
    queue.push({ dir: found, via: chain });
  }
}

if (problems.length > 0) {
  console.error(`${appDir}:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `${all.length} packages installed${forbidden.length ? `, none of ${forbidden.join(", ")}` : ""}; ` +
    `${checked} runtime dependencies of ${published.map(({ name }) => name).join(", ")}, every one under an OSI-approved licence`,
);
