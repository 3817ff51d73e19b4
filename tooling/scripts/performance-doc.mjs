// Writes a benchmark's tables into docs/performance.md, between its markers
// (`<!-- name:start -->` and `<!-- name:end -->`), leaving the page's prose as it is. Used by
// bench-web.mjs, bench-ssr.mjs and byte-budget.mjs when they are given `--write`.
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const page = path.resolve(import.meta.dirname, "../../docs/performance.md");

/** Whether the command line asks for the page to be written. */
export const wantsWrite = () => process.argv.includes("--write");

/** A markdown table of rows (objects with the same keys), cells escaped for the table. */
export function markdownTable(rows) {
  if (rows.length === 0) return "(no rows)";
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value) =>
    String(value ?? "")
      .replaceAll("|", "\\|")
      .replaceAll("\n", " ");
  return [
    `| ${keys.map(cell).join(" | ")} |`,
    `| ${keys.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${keys.map((key) => cell(row[key])).join(" | ")} |`),
  ].join("\n");
}

/** The machine a run was made on and how busy it was (1, 5 and 15 minute load averages). */
export function conditions() {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()}, Node ${process.version}; load average at the end of the run: ${load}`;
}

/** Replaces the section `name` of docs/performance.md with `markdown` (its markers kept). */
export async function writeSection(name, markdown) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = await readFile(page, "utf8");
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) {
    throw new Error(`docs/performance.md has no ${start} … ${end} markers`);
  }
  const updated = `${text.slice(0, from + start.length)}\n${markdown.trim()}\n${text.slice(to)}`;
  // Formatted as the repository formats markdown (the lint's prettier check).
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(page)) ?? {};
  await writeFile(page, await prettier.format(updated, { ...options, filepath: page }));
  console.log(`docs/performance.md: section ${name} written`);
}
