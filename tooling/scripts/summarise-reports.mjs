// Adds up the Vitest JSON reports of one test run and prints the closing line
// "N passed, N failed" that CI reads.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(
    `${path.basename(file, ".json").padEnd(10)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
