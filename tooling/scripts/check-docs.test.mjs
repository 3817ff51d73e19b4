import { describe, expect, it } from "vitest";

import { commentsOf, readmeProblems, sourceProblems } from "./check-docs.mjs";
import { declaredVariables, readmeFor, undocumentedVariables, variablesRead } from "./env-docs.mjs";

describe("the README and comment check", () => {
  it("finds a date, a round and an issue number in a README", () => {
    const text = [
      "Measured on 27 Nov 2026, after the tenth round.",
      "Where it stands (November 2026)",
      "The listing's bytes (issue 20).",
      "Built for 2026-11-28.",
    ].join("\n");
    expect(readmeProblems(text).map(({ line, what }) => `${line} ${what}`)).toEqual([
      "1 a date",
      '1 "round"',
      "2 a date",
      "3 an issue number",
      "4 a date",
    ]);
  });

  it("lets a README say a year, a rounded corner and an issue of a magazine", () => {
    expect(readmeProblems("Posts over 2025 and 2026; rounded corners; the spring issue.")).toEqual(
      [],
    );
  });

  it("finds a written-out date in a comment and an issue number anywhere in source", () => {
    const text = [
      "// Lighthouse's listing, 28 Nov 2026: LCP 3.40 → 3.17 s",
      'describe("the offline banner (issue 19)", () => {});',
      "/**",
      " * measured in March 2026",
      " */",
      'const day = "7 December 2026"; // a value, not a comment',
    ].join("\n");
    expect(sourceProblems(text, "js").map(({ line, what }) => `${line} ${what}`)).toEqual([
      "1 a date in a comment",
      "2 an issue number",
      "4 a date in a comment",
    ]);
  });

  it("reads a quoted date in a comment as an example of what the code writes", () => {
    const text = '/** A day\'s button is announced "Monday, 7 December 2026". */';
    expect(sourceProblems(text, "js")).toEqual([]);
  });

  it("reads a URL as code, and a `YYYY-MM-DD` example in a comment as a value", () => {
    const text = 'const url = "https://example.com/x"; // 2026-12-25 is shown as 25 Dec';
    expect(commentsOf(text, "js")).toEqual(["// 2026-12-25 is shown as 25 Dec"]);
    expect(sourceProblems(text, "js")).toEqual([]);
  });

  it("reads shell comments", () => {
    const text = "#!/usr/bin/env bash\n# timed on 27 Nov 2026\necho 'x' # issue 20";
    expect(sourceProblems(text, "sh").map(({ line }) => line)).toEqual([2, 3]);
  });
});

describe("the environment variables the code reads", () => {
  it("finds the reads of process.env, the parsed environment and the journeys' ports", () => {
    const read = variablesRead().map(({ variable, readme }) => `${readme} ${variable}`);
    expect(read).toContain("apps/site/README.md SITE_BUILD_DIR");
    expect(read).toContain("apps/staff/README.md SITE_URL");
    expect(read).toContain("docs/testing.md CHROME_PATH");
    expect(read).toContain("docs/testing.md E2E_SMTP_PORT");
    expect(read).toContain("apps/server/README.md SMTP_URL");
    expect(Object.keys(declaredVariables())).toContain("DATABASE_URL");
    expect(readmeFor("tooling/scripts/bench-web.mjs")).toBe("docs/testing.md");
  });

  it("has every one in its README's table", () => {
    const missing = undocumentedVariables().map(
      ({ variable, file, readme }) => `${variable} (read in ${file}) is not in ${readme}`,
    );
    expect(missing).toEqual([]);
  });
});
