import { describe, expect, it } from "vitest";

import { logBudget } from "./log-budget";

describe("a log with a budget (CSP reports)", () => {
  it("writes the first lines of a minute, counts the rest, and says how many next minute", () => {
    const lines: string[] = [];
    let time = 0;
    const log = logBudget((line) => lines.push(line), { perMinute: 3, now: () => time });
    for (let i = 1; i <= 10; i += 1) log(`report ${i}`);
    expect(lines).toEqual(["report 1", "report 2", "report 3"]);
    time = 59_999;
    log("report 11");
    expect(lines).toHaveLength(3);
    time = 60_000;
    log("report 12");
    expect(lines.slice(3)).toEqual([
      "[log] 8 more like these were not written in the last minute",
      "report 12",
    ]);
  });
});
