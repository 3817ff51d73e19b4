import { describe, expect, it } from "vitest";

import { logBudget } from "./log-budget";

describe("a log with a budget per kind of line", () => {
  it("writes the first lines of a minute, counts the rest, and says how many next minute", () => {
    const lines: string[] = [];
    let time = 0;
    const log = logBudget((line) => lines.push(line), { perMinute: 3, now: () => time });
    for (let i = 1; i <= 10; i += 1) log("csp-report", `report ${i}`);
    expect(lines).toEqual(["report 1", "report 2", "report 3"]);
    time = 59_999;
    log("csp-report", "report 11");
    expect(lines).toHaveLength(3);
    time = 60_000;
    log("csp-report", "report 12");
    expect(lines.slice(3)).toEqual([
      "[log] csp-report: suppressed 8 more lines in the last minute",
      "report 12",
    ]);
  });

  it("keeps each kind's budget apart: a flood of one does not silence another", () => {
    const lines: string[] = [];
    const log = logBudget((line) => lines.push(line), { perMinute: 2, now: () => 0 });
    for (let i = 0; i < 50; i += 1) log("not-found", `404 /x${i}`);
    log("login-refused", "refused");
    expect(lines).toEqual(["404 /x0", "404 /x1", "refused"]);
  });
});
