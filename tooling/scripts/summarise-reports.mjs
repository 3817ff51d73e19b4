// Adds up the JSON reports of one test run (Vitest's, and Playwright's for the journeys) and
// prints the closing line "N passed, N failed" that CI reads.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

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
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
  const report = readCounts(JSON.parse(readFileSync(path.join(dir, file), "utf8")));
  passed += report.passed;
  failed += report.failed;
  skipped += report.skipped;
  console.log(
    `${path.basename(file, ".json").padEnd(10)} ${report.passed} passed, ${report.failed} failed`,
  );
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
