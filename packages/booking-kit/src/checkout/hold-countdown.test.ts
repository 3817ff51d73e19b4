import { describe, expect, it } from "vitest";

import { formatCountdown, holdPhase } from "./hold-countdown";

describe("hold countdown", () => {
  it("shows minutes and seconds, never below 0:00", () => {
    expect(formatCountdown(600)).toBe("10:00");
    expect(formatCountdown(545)).toBe("9:05");
    expect(formatCountdown(0.2)).toBe("0:01");
    expect(formatCountdown(-3)).toBe("0:00");
  });

  it("changes phase only at 2 minutes and at the end (what a screen reader hears)", () => {
    expect(holdPhase(121)).toBe("running");
    expect(holdPhase(120)).toBe("ending");
    expect(holdPhase(1)).toBe("ending");
    expect(holdPhase(0)).toBe("expired");
  });
});
