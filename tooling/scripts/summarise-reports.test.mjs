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

describe("the test command's summary", () => {
  it("says a phase that ran nothing was skipped, with why, not that it passed", () => {
    dir = mkdtempSync(path.join(tmpdir(), "bookwell-summary-"));
    writeFileSync(
      path.join(dir, "phases.tsv"),
      "server\tServer tests\t65\t0\t90\nserver-postgres\tServer tests again on PostgreSQL\t3\t0\t1\n",
    );
    writeFileSync(path.join(dir, "server-postgres.skipped"), "no PostgreSQL server here.\n");
    const lines = summary().split("\n");
    expect(lines).toContain("server            1:05   1:30  passed");
    expect(lines).toContain("server-postgres   0:03   0:01  skipped: no PostgreSQL server here.");
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
