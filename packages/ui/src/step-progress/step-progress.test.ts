import { describe, expect, it } from "vitest";

import { stepState } from "./step-progress";

describe("stepState", () => {
  it("marks earlier steps complete, the current one current, later ones upcoming", () => {
    expect([0, 1, 2, 3].map((index) => stepState(index, 2))).toEqual([
      "complete",
      "complete",
      "current",
      "upcoming",
    ]);
  });

  it("has every step upcoming before the first and complete after the last", () => {
    expect([0, 1].map((index) => stepState(index, -1))).toEqual(["upcoming", "upcoming"]);
    expect([0, 1].map((index) => stepState(index, 2))).toEqual(["complete", "complete"]);
  });
});
