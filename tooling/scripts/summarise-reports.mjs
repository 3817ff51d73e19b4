// Adds up the JSON reports of one test run (Vitest's, and Playwright's for the journeys), prints
// each phase's time (phases.tsv, written by test.sh) and the closing line "N passed, N failed"
// that CI reads.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const dir = process.argv[2];

/** Vitest's report counts tests; Playwright's has `stats` (a flaky test passed on a retry). */
function readCounts(report) {
  if (report.stats && "expected" in report.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** A phase that ended well having run nothing leaves `<phase>.skipped`, its reason, beside. */
function skippedReason(name) {
  const file = path.join(dir, `${name}.skipped`);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}

// name, title, seconds, exit status: one line per phase that ran, in the order they ended.
const phasesFile = path.join(dir, "phases.tsv");
let phaseFailed = false;
if (existsSync(phasesFile)) {
  const phases = readFileSync(phasesFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t"));
  const clock = (seconds) =>
    `${Math.floor(Number(seconds) / 60)}:${String(Number(seconds) % 60).padStart(2, "0")}`;
  console.log("phase            time   result");
  for (const [name, , seconds, status] of phases) {
    if (status !== "0") phaseFailed = true;
    const skipped = status === "0" && skippedReason(name);
    const result =
      status !== "0" ? `failed (exit ${status})` : skipped ? `skipped: ${skipped}` : "passed";
    console.log(`${name.padEnd(16)} ${clock(seconds).padStart(5)}  ${result}`);
  }
  console.log();
}

/**
 * The tests that failed, and those that passed only on a retry, with the first line of their
 * error: the summary is what a CI log shows last, so it says what to look at.
 */
function troubles(report) {
  const found = [];
  const first = (message = "") =>
    stripVTControlCharacters(message)
      .split("\n")
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 200) ?? "";
  // Vitest: testResults[].assertionResults[]
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed")
        found.push(`failed: ${test.fullName} (${first(test.failureMessages?.[0])})`);
    }
  }
  // A Playwright result's reason, and the test's line where it stopped: a timeout's first
  // error names no step, the error with a location does ("page.evaluate: … at x.e2e.ts:301").
  const failedAt = (result) => {
    const reason = first(result?.error?.message);
    const located = result?.errors?.find((error) => error.location);
    if (!located) return reason;
    const step = first(located.message);
    const where = `${path.basename(located.location.file)}:${located.location.line}`;
    return step === reason ? `${reason} at ${where}` : `${reason} ${step} at ${where}`;
  };
  // Playwright: suites[].specs[].tests[].results[], nested suites
  const walk = (suite, title) => {
    for (const inner of suite.suites ?? []) walk(inner, [...title, inner.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = [...title, spec.title].filter(Boolean).join(" › ");
        const failed = test.results?.find((result) => result.error);
        const reason = failedAt(failed);
        if (test.status === "unexpected") found.push(`failed: ${name} (${reason})`);
        else if (test.status === "flaky") found.push(`passed on a retry: ${name} (${reason})`);
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return found;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];
for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
  const report = readCounts(JSON.parse(readFileSync(path.join(dir, file), "utf8")));
  passed += report.passed;
  failed += report.failed;
  skipped += report.skipped;
  const parsed = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  for (const line of troubles(parsed)) notes.push(`${path.basename(file, ".json")}: ${line}`);
  console.log(
    `${path.basename(file, ".json").padEnd(16)} ${report.passed} passed, ${report.failed} failed`,
  );
}
if (notes.length > 0) console.log(`\n${notes.slice(0, 30).join("\n")}\n`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || phaseFailed ? 1 : 0);
