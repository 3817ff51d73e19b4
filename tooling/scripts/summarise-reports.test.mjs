import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "../..");
let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const summary = () =>
  execFileSync(process.execPath, [path.join(repo, "tooling/scripts/summarise-reports.mjs"), dir], {
    encoding: "utf8",
  });

// Each test runs the summary (or lib.sh) as a process of its own: a minute is their hang guard.
// Vitest's 5 s default was outlasted by bash sourcing lib.sh on a busy machine.
describe("the test command's summary", { timeout: 60_000 }, () => {
  it("says a phase that ran nothing was skipped, with why, not that it passed", () => {
    dir = mkdtempSync(path.join(tmpdir(), "bookwell-summary-"));
    writeFileSync(
      path.join(dir, "phases.tsv"),
      "server\tServer tests\t65\t0\nserver-postgres\tServer tests again on PostgreSQL\t3\t0\n",
    );
    writeFileSync(path.join(dir, "server-postgres.skipped"), "no PostgreSQL server here.\n");
    const lines = summary().split("\n");
    expect(lines).toContain("server            1:05  passed");
    expect(lines).toContain("server-postgres   0:03  skipped: no PostgreSQL server here.");
  });

  it("names each failed test and each that passed only on a retry, with its error's first line", () => {
    dir = mkdtempSync(path.join(tmpdir(), "bookwell-summary-"));
    const vitest = {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          assertionResults: [
            { status: "passed", fullName: "fine" },
            {
              status: "failed",
              fullName: "cart prices a line",
              failureMessages: ["\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x"],
            },
          ],
        },
      ],
    };
    const playwright = {
      stats: { expected: 1, unexpected: 2, flaky: 1, skipped: 0 },
      suites: [
        {
          title: "booking.e2e.ts",
          specs: [
            {
              title: "books",
              tests: [
                { status: "unexpected", results: [{ error: { message: "Error: boom\nmore" } }] },
              ],
            },
            {
              title: "pays",
              tests: [{ status: "flaky", results: [{ error: { message: "Timed out" } }, {}] }],
            },
            {
              title: "waits",
              tests: [
                {
                  status: "unexpected",
                  results: [
                    {
                      error: { message: "\u001b[31mTest timeout of 120000ms exceeded.\u001b[39m" },
                      errors: [
                        { message: "\u001b[31mTest timeout of 120000ms exceeded.\u001b[39m" },
                        {
                          location: {
                            file: "/somewhere/e2e/booking.e2e.ts",
                            line: 301,
                            column: 14,
                          },
                          message:
                            "Error: page.evaluate: Test timeout of 120000ms exceeded.\n\n> 301 |",
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            { title: "reads", tests: [{ status: "expected", results: [{}] }] },
          ],
        },
      ],
    };
    writeFileSync(path.join(dir, "server.json"), JSON.stringify(vitest));
    writeFileSync(path.join(dir, "e2e.json"), JSON.stringify(playwright));
    let output = "";
    try {
      summary();
    } catch (error) {
      output = error.stdout;
    }
    const lines = output.split("\n");
    expect(lines).toContain(
      "server: failed: cart prices a line (AssertionError: expected 1 to be 2)",
    );
    expect(lines).toContain("e2e: failed: booking.e2e.ts › books (Error: boom)");
    expect(lines).toContain("e2e: passed on a retry: booking.e2e.ts › pays (Timed out)");
    expect(lines).toContain(
      "e2e: failed: booking.e2e.ts › waits (Test timeout of 120000ms exceeded. Error: page.evaluate: Test timeout of 120000ms exceeded. at booking.e2e.ts:301)",
    );
    expect(lines.at(-2)).toBe("3 passed, 3 failed");
  });

  it("gets the reason from the PostgreSQL pass when it finds no PostgreSQL", () => {
    dir = mkdtempSync(path.join(tmpdir(), "bookwell-summary-"));
    const report = path.join(dir, "server-postgres.json");
    // lib.sh's own skip, as with_throwaway_postgres takes it on a machine without PostgreSQL.
    const output = execFileSync(
      "bash",
      [
        "-c",
        'source tooling/scripts/lib.sh; with_throwaway_postgres() { postgres_skipped "no PostgreSQL server here."; }; run_server_tests_on_postgres "$1"',
        "bash",
        report,
      ],
      { cwd: repo, encoding: "utf8" },
    );
    expect(output).toBe("Skipped: no PostgreSQL server here.\n");
    expect(readFileSync(path.join(dir, "server-postgres.skipped"), "utf8")).toBe(
      "no PostgreSQL server here.\n",
    );
  });
});
