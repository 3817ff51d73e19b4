// Typechecks the root config files and every workspace package that has a tsconfig.json, with
// TypeScript 7, the native compiler (`tooling/typecheck`): a fraction of TypeScript 5.9's time,
// which stays the workspace's
// `typescript` for the tools that use its JavaScript API (typescript-eslint, Storybook's docgen).
// The packages' declarations are built with 7 too (build-library.mjs).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const projects = ["."];
for (const group of ["apps", "packages", "tooling"]) {
  const dir = path.join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    if (existsSync(path.join(dir, name, "tsconfig.json"))) projects.push(`${group}/${name}`);
  }
}
const tsc = path.join(root, "tooling/typecheck/node_modules/typescript/bin/tsc");
let failed = 0;
for (const project of projects) {
  try {
    // One checker per project, not TypeScript 7's default four: each checker keeps its own
    // type cache, so four repeat the work every file's shared types need (the contract's zod
    // schemas above all), which buys wall time only while cores are idle. In the test command
    // the other lane has the second core, and one checker costs about a third less processor
    // time there.
    execFileSync(
      process.execPath,
      [tsc, "-p", path.join(root, project, "tsconfig.json"), "--checkers", "1"],
      { stdio: "inherit" },
    );
    console.log(`typecheck ok: ${project}`);
  } catch {
    failed += 1;
    console.error(`typecheck FAILED: ${project}`);
  }
}
process.exit(failed ? 1 : 0);
