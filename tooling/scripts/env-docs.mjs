#!/usr/bin/env node
/**
 * The environment variables the code reads, and the README table each belongs in: a variable
 * read under apps/<app> or packages/<package> goes in that folder's README; one read by the
 * tooling, the journeys or the Vitest config in docs/testing.md. The server's one reader of the
 * environment (`apps/server/src/environment.ts`, `VARIABLES`) declares the variables of the
 * server and the site: each goes in the server's README, and those marked "The site only" in
 * the site's too. A variable counts as documented when a table row of its README names it in
 * backticks. `check-docs.test.mjs` fails on any missing; run this file to list them.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Read by every program, documented by the system: never in a table. */
const systemVariables = new Set(["PATH", "HOME", "CI"]);

const sourceFile = /\.(?:[cm]?[jt]sx?)$/;
const skipped = /(^|\/)(node_modules|dist|build|build-journeys|storybook-static)\//;
const reads = [
  /\bprocess\.env\.([A-Z][A-Z0-9_]+)/g,
  /\bprocess\.env\[["']([A-Z][A-Z0-9_]+)["']\]/g,
  // The site and the server read the parsed record of `environment()` as `env.X`.
  /\benv\.([A-Z][A-Z0-9_]{2,})\b/g,
  // The journeys' ports, read through `portFromEnv("E2E_…")`.
  /\bportFromEnv\(["']([A-Z][A-Z0-9_]+)["']/g,
];

/** The README whose table documents a variable read in `file`. */
export function readmeFor(file) {
  const [top, name] = file.split("/");
  if ((top === "apps" || top === "packages") && name) return `${top}/${name}/README.md`;
  return "docs/testing.md";
}

/** `{ variable, file, readme }` for every variable read, one entry per README it belongs in. */
export function variablesRead() {
  const files = execFileSync("git", ["ls-files", "apps", "packages", "tooling", "e2e"], {
    cwd: repo,
    encoding: "utf8",
  })
    .split("\n")
    .concat("vitest.config.ts")
    .filter((file) => file && sourceFile.test(file) && !skipped.test(file));
  const found = new Map();
  const add = (variable, file, readme) =>
    found.set(`${readme} ${variable}`, { variable, file, readme });
  for (const file of files) {
    const text = readFileSync(path.join(repo, file), "utf8");
    for (const pattern of reads)
      for (const match of text.matchAll(pattern))
        if (!systemVariables.has(match[1])) add(match[1], file, readmeFor(file));
  }
  for (const [variable, what] of Object.entries(declaredVariables())) {
    add(variable, "apps/server/src/environment.ts", "apps/server/README.md");
    if (what.startsWith("The site only"))
      add(variable, "apps/server/src/environment.ts", "apps/site/README.md");
  }
  return [...found.values()];
}

/** `VARIABLES` of the server's environment module, name to its `what`, read from its source. */
export function declaredVariables() {
  const text = readFileSync(path.join(repo, "apps/server/src/environment.ts"), "utf8");
  const block = text.slice(text.indexOf("export const VARIABLES"), text.indexOf("} as const"));
  const declared = {};
  for (const match of block.matchAll(/^ {2}([A-Z][A-Z0-9_]+): \{\s*what:\s*"([^"]*)"/gm))
    declared[match[1]] = match[2];
  return declared;
}

/** The variables a Markdown file's table rows name in backticks. */
export function documentedIn(readme) {
  let text = "";
  try {
    text = readFileSync(path.join(repo, readme), "utf8");
  } catch {
    return new Set();
  }
  const names = new Set();
  for (const line of text.split("\n"))
    if (line.trimStart().startsWith("|"))
      for (const match of line.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1]);
  return names;
}

/** Every variable read whose README table does not name it. */
export function undocumentedVariables() {
  const tables = new Map();
  return variablesRead().filter(({ variable, readme }) => {
    if (!tables.has(readme)) tables.set(readme, documentedIn(readme));
    return !tables.get(readme).has(variable);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = undocumentedVariables();
  for (const { variable, file, readme } of missing)
    console.log(`${variable} (read in ${file}) is not in ${readme}'s table`);
  if (missing.length) process.exit(1);
}
