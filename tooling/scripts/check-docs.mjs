#!/usr/bin/env node
/**
 * Keeps the READMEs and source comments about the code as it is, not about when it changed:
 * fails on a README with a date, a "round" or an issue number, on a source comment with a date
 * written out (`27 Nov 2026`), and on an issue number anywhere in source (test titles included). Dates and figures belong in
 * commit messages and docs/performance.md. Part of `pnpm lint`.
 *
 *   node tooling/scripts/check-docs.mjs            every tracked README and source file
 *   node tooling/scripts/check-docs.mjs <files>    only these
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const month =
  "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)";

/** A date written out with its year, as a diary dates an entry: `27 Nov 2026`, `November 2026`. */
export const proseDatePattern = new RegExp(
  `\\b(?:\\d{1,2} ${month},? \\d{4}|${month} \\d{1,2},? \\d{4}|${month} \\d{4})\\b`,
);
/** Any date with its year, `2026-11-27` too. */
export const datePattern = new RegExp(
  `${proseDatePattern.source}|\\b(?:19|20)\\d\\d-[01]\\d-[0-3]\\d\\b`,
);
/** `issue 20`, `issues 15 and 17`, `(issue 19)`, `issue #3`. */
export const issuePattern = /\bissues? #?\d+/i;
/** A performance "round" (the history of how figures moved lives in git). */
export const roundPattern = /\brounds?\b/i;

/** What is wrong with a README's text, one entry a line. */
export function readmeProblems(text) {
  const problems = [];
  text.split("\n").forEach((line, index) => {
    for (const [what, pattern] of [
      ["a date", datePattern],
      ['"round"', roundPattern],
      ["an issue number", issuePattern],
    ]) {
      const found = line.match(pattern);
      if (found) problems.push({ line: index + 1, what, text: found[0] });
    }
  });
  return problems;
}

/**
 * The comment text of each line of a source file (JavaScript and TypeScript: `//` and block
 * comments; shell: `#`). A `//` right after a colon (a URL) is not a comment.
 */
export function commentsOf(text, kind) {
  const lines = text.split("\n");
  if (kind === "sh") {
    return lines.map((line) => {
      const trimmed = line.trimStart();
      if (trimmed.startsWith("#!")) return "";
      if (trimmed.startsWith("#")) return trimmed;
      const inline = line.search(/\s#\s/);
      return inline >= 0 ? line.slice(inline) : "";
    });
  }
  let inBlock = false;
  return lines.map((line) => {
    let comment = "";
    let rest = line;
    while (rest) {
      if (inBlock) {
        const end = rest.indexOf("*/");
        comment += end < 0 ? rest : rest.slice(0, end);
        if (end < 0) break;
        inBlock = false;
        rest = rest.slice(end + 2);
        continue;
      }
      const block = rest.search(/(^|[^:/])\/\*/);
      const lineComment = rest.search(/(^|[^:/"'`])\/\//);
      const blockAt = block < 0 ? -1 : rest.indexOf("/*", block);
      const lineAt = lineComment < 0 ? -1 : rest.indexOf("//", lineComment);
      if (lineAt >= 0 && (blockAt < 0 || lineAt < blockAt)) {
        comment += rest.slice(lineAt);
        break;
      }
      if (blockAt < 0) break;
      inBlock = true;
      rest = rest.slice(blockAt + 2);
    }
    return comment;
  });
}

/**
 * What is wrong with a source file: a date written out in a comment, an issue number anywhere.
 * A date that is a value is allowed: as `YYYY-MM-DD` (the demo data's day, a test's clock), or in
 * quotes as a format's example ("Monday, 7 December 2026" is how a day's button is announced).
 */
export function sourceProblems(text, kind) {
  const problems = [];
  const comments = commentsOf(text, kind);
  text.split("\n").forEach((line, index) => {
    const issue = line.match(issuePattern);
    if (issue) problems.push({ line: index + 1, what: "an issue number", text: issue[0] });
    const date = unquoted(comments[index]).match(proseDatePattern);
    if (date) problems.push({ line: index + 1, what: "a date in a comment", text: date[0] });
  });
  return problems;
}

/** A comment without its quoted parts (examples of what the code writes). */
function unquoted(comment) {
  return comment.replace(/"[^"]*"|`[^`]*`|“[^”]*”/g, "");
}

const sourceFile = /\.(?:[cm]?[jt]sx?|sh)$/;
const skipped = /(^|\/)(node_modules|dist|build|build-journeys|storybook-static)\//;

/** The files the check reads: every tracked README and source file, or the ones given. */
export function filesToCheck(given = []) {
  const files = given.length
    ? given.map((file) => path.relative(repo, path.resolve(file)))
    : execFileSync("git", ["ls-files"], { cwd: repo, encoding: "utf8" }).split("\n");
  return files.filter(
    (file) =>
      file &&
      !skipped.test(file) &&
      (path.basename(file) === "README.md" || sourceFile.test(file)) &&
      file !== "tooling/scripts/check-docs.test.mjs" &&
      file !== "tooling/scripts/check-docs.mjs",
  );
}

/** Every problem of the given files, as `file:line: what (text)`. */
export function check(files) {
  const found = [];
  for (const file of files) {
    const text = readFileSync(path.join(repo, file), "utf8");
    const problems =
      path.basename(file) === "README.md"
        ? readmeProblems(text)
        : sourceProblems(text, file.endsWith(".sh") ? "sh" : "js");
    for (const problem of problems)
      found.push(`${file}:${problem.line}: ${problem.what} (${problem.text})`);
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = check(filesToCheck(process.argv.slice(2)));
  if (found.length) {
    console.error(found.join("\n"));
    console.error(
      `\n${found.length} line(s) above. READMEs and comments say what the code does and why: ` +
        "dates, rounds and issue numbers go in commit messages, figures in docs/performance.md.",
    );
    process.exit(1);
  }
  console.log("READMEs and source comments: no dates, rounds or issue numbers.");
}
