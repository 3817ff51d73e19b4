import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { FAVICON } from "./favicon";

describe("FAVICON", () => {
  it("is public/favicon.svg, as a data URL", () => {
    const file = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8");
    expect(FAVICON.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(FAVICON.slice("data:image/svg+xml,".length))).toBe(file.trim());
  });
});
