// Builds the customer site and the staff console (`pnpm --filter site build`) only when its sources changed since
// the build in its folder was made, and the site's server (`apps/site/dist/server.js`, with the
// reference API in it: `pnpm --filter site build:server`) only when its own sources changed:
// what `npm start` runs before serving the build with plain `node`.
//
//   node tooling/scripts/build-site-if-changed.mjs [--force]
//
// The sources are every file the build can read: apps/site (less its builds and caches), the
// workspace packages it bundles (less their tests, stories and screenshots), the lockfile and
// the root package.json. Their SHA-256, path by path, is written beside the build
// (`<build folder>/.sources.sha256`) once a build succeeds, and removed before one starts, so a
// build that fails or is stopped half-way is made again next time. SITE_BUILD_DIR picks the
// build folder as the build does (react-router.config.ts).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const repo = path.resolve(import.meta.dirname, "../..");
const site = path.join(repo, "apps/site");
const buildDir = path.resolve(site, process.env.SITE_BUILD_DIR || "build");
const stampFile = path.join(buildDir, ".sources.sha256");

/** Folders the build writes or caches in, and files no build reads. */
const skippedDirs = new Set([
  "node_modules",
  "dist",
  ".react-router",
  ".cache",
  "__screenshots__",
  "visual",
  "test",
]);
const skippedFile = /\.(test|stories|visual\.test)\.[cm]?[jt]sx?$|\.mdx?$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (skippedDirs.has(entry.name) || entry.name.startsWith("build")) continue;
      yield* files(full);
    } else if (entry.isFile() && !skippedFile.test(entry.name)) {
      yield full;
    }
  }
}

/**
 * The SHA-256 of every source file under `roots` (less builds, caches, tests and stories) and
 * of `extra` files, path (relative to `base`) by path.
 */
export function sourcesHash(
  roots = [
    site,
    path.join(repo, "apps/staff"),
    ...["ui", "contract", "booking-kit", "mail"].map((name) => path.join(repo, "packages", name)),
  ],
  {
    base = repo,
    extra = [path.join(repo, "pnpm-lock.yaml"), path.join(repo, "package.json")],
  } = {},
) {
  const all = roots.flatMap((root) => [...files(root)]);
  all.push(...extra);
  const hash = createHash("sha256");
  for (const file of all.sort()) {
    hash.update(path.relative(base, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

/**
 * Whether the site is built again: when asked (`force`), when its sources' hash is not the one
 * stamped beside the build (`built`, "" when none), or when a part of the build is missing.
 */
export function needsBuild({ force = false, built, current, staffBuilt, serverBuilt }) {
  return force || built !== current || !staffBuilt || !serverBuilt;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

function main() {
  const relativeBuild = path.relative(repo, buildDir);
  const force = process.argv.includes("--force");
  const current = sourcesHash();
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
  // The console's build the site serves: inside SITE_BUILD_DIR's build when set, else its own dist/
  // (apps/staff/vite.config.ts, apps/site/server.ts).
  const staffDist = process.env.SITE_BUILD_DIR
    ? path.join(buildDir, "staff")
    : path.join(repo, "apps/staff/dist");
  const staffBuilt = existsSync(path.join(staffDist, "index.html"));
  if (
    !needsBuild({
      force,
      built,
      current,
      staffBuilt,
      serverBuilt: existsSync(path.join(buildDir, "server/index.js")),
    })
  ) {
    console.log(`==> The site build in ${relativeBuild} is up to date (no source changed since)`);
    buildServerIfChanged();
    process.exit(0);
  }

  console.log(
    `==> Building the site into ${relativeBuild} (${built ? "sources changed since the last build" : "no build yet"})`,
  );
  rmSync(stampFile, { force: true });
  // pnpm as lib.sh puts it on PATH (start.sh sources it).
  const result = spawnSync("pnpm", ["--filter", "site", "build"], { cwd: repo, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, `${current}\n`);
  buildServerIfChanged({ justBuilt: true });
}

/**
 * The server bundle: the site's server.ts with apps/server, the contract and the mail package
 * in it. `justBuilt`: the site's build just made it (its build script ends with build:server).
 */
function buildServerIfChanged({ justBuilt = false } = {}) {
  const serverStamp = path.join(site, "dist/.sources.sha256");
  const serverSources = sourcesHash(
    [site, path.join(repo, "apps/server")].concat(
      ["contract", "mail"].map((name) => path.join(repo, "packages", name)),
    ),
  );
  const stamped = existsSync(serverStamp) ? readFileSync(serverStamp, "utf8").trim() : "";
  if (!justBuilt) {
    if (stamped === serverSources && existsSync(path.join(site, "dist/server.js"))) {
      console.log("==> The site's server build is up to date (no source changed since)");
      return;
    }
    console.log("==> Building the site's server into apps/site/dist (sources changed)");
    rmSync(serverStamp, { force: true });
    const server = spawnSync("pnpm", ["--filter", "site", "build:server"], {
      cwd: repo,
      stdio: "inherit",
    });
    if (server.status !== 0) process.exit(server.status ?? 1);
  }
  writeFileSync(serverStamp, `${serverSources}\n`);
}
