// Typechecks the root config files and every workspace package that has a tsconfig.json, with
// TypeScript 7, the native compiler (`tooling/typecheck`): a fraction of TypeScript 5.9's time,
// which stays the workspace's
// `typescript` for the tools that use its JavaScript API (typescript-eslint, Storybook's docgen).
// The packages' declarations are built with 7 too (build-library.mjs).
//
// Projects whose compiler options are the same (the browser packages and the staff console; the
// site and the root's config files) are checked as one program, from a config written to
// .cache/typecheck: each of them reaches the design system's and the kit's sources, so checked
// one by one they checked those files once each. A project with options of its own (the server
// without the DOM, the contract, mail) is checked alone, as its tsconfig.json says.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const tsc = path.join(root, "tooling/typecheck/node_modules/typescript/bin/tsc");
const projects = ["."];
for (const group of ["apps", "packages", "tooling"]) {
  const dir = path.join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    if (existsSync(path.join(dir, name, "tsconfig.json"))) projects.push(`${group}/${name}`);
  }
}

/** A project's config as the compiler resolves it: its options (`paths` made absolute) and its
 * `include` globs, absolute. */
function resolvedConfig(project) {
  const dir = path.join(root, project);
  const shown = JSON.parse(
    execFileSync(process.execPath, [tsc, "-p", path.join(dir, "tsconfig.json"), "--showConfig"], {
      encoding: "utf8",
    }),
  );
  const options = shown.compilerOptions ?? {};
  for (const [name, targets] of Object.entries(options.paths ?? {})) {
    options.paths[name] = targets.map((target) => path.resolve(dir, target));
  }
  return { options, include: (shown.include ?? []).map((glob) => path.resolve(dir, glob)) };
}

const configs = new Map(projects.map((project) => [project, resolvedConfig(project)]));
const groups = new Map();
for (const [project, { options }] of configs) {
  const key = JSON.stringify(options);
  groups.set(key, [...(groups.get(key) ?? []), project]);
}

const cacheDir = path.join(root, ".cache/typecheck");
mkdirSync(cacheDir, { recursive: true });
let failed = 0;
for (const members of groups.values()) {
  let config = path.join(root, members[0], "tsconfig.json");
  if (members.length > 1) {
    config = path.join(
      cacheDir,
      `${members.map((m) => m.replaceAll(/[/.]/g, "_")).join("+")}.json`,
    );
    writeFileSync(
      config,
      JSON.stringify(
        {
          extends: path.join(root, members[0], "tsconfig.json"),
          include: members.flatMap((member) => configs.get(member).include),
        },
        null,
        2,
      ),
    );
  }
  try {
    // One checker per program, not TypeScript 7's default four: each checker keeps its own
    // type cache, so four repeat the work every file's shared types need (the contract's zod
    // schemas above all), which buys wall time only while cores are idle. In the test command
    // the other lane has the second core, and one checker costs about a third less processor
    // time there.
    execFileSync(process.execPath, [tsc, "-p", config, "--checkers", "1"], { stdio: "inherit" });
    console.log(`typecheck ok: ${members.join(", ")}`);
  } catch {
    failed += 1;
    console.error(`typecheck FAILED: ${members.join(", ")}`);
  }
}
process.exit(failed ? 1 : 0);
