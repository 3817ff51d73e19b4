import { describe, expect, it } from "vitest";

import {
  composite,
  contrastRatio,
  formatRatio,
  oklchToRgb,
  parseColor,
  relativeLuminance,
} from "./contrast";

const to255 = (value: number) => Math.round(value * 255);

describe("parseColor", () => {
  it("reads hex in all four lengths", () => {
    expect(parseColor("#fff")).toEqual({ r: 1, g: 1, b: 1, alpha: 1 });
    expect(parseColor("#00000080").alpha).toBeCloseTo(128 / 255);
    expect(parseColor("#ff8000")).toMatchObject({ r: 1, b: 0 });
    expect(to255(parseColor("#ff8000").g)).toBe(128);
    expect(parseColor("#0f08").alpha).toBeCloseTo(136 / 255);
  });

  it("reads rgb() as getComputedStyle returns it, and the modern syntax", () => {
    expect(parseColor("rgb(255, 0, 0)")).toEqual({ r: 1, g: 0, b: 0, alpha: 1 });
    expect(parseColor("rgba(0, 0, 0, 0.5)").alpha).toBe(0.5);
    expect(parseColor("rgb(0 0 255 / 25%)")).toEqual({ r: 0, g: 0, b: 1, alpha: 0.25 });
    expect(parseColor("transparent").alpha).toBe(0);
  });

  it("converts oklch to the sRGB browsers paint (CSS Color 4 reference values)", () => {
    const red = parseColor("oklch(0.62796 0.25768 29.234)");
    expect([red.r, red.g, red.b].map(to255)).toEqual([255, 0, 0]);
    const white = parseColor("oklch(1 0 0)");
    expect([white.r, white.g, white.b].map(to255)).toEqual([255, 255, 255]);
    const grey = parseColor("oklch(59.987% 0 0)");
    expect([grey.r, grey.g, grey.b].map(to255)).toEqual([128, 128, 128]);
    expect(parseColor("oklch(0.15 0.02 200 / 0.6)").alpha).toBe(0.6);
  });

  it("reads oklab (computed colour-mix and transitions) and color(srgb)", () => {
    const blue = parseColor("oklab(0.452 -0.0325 -0.3115)");
    expect([blue.r, blue.g, blue.b].map(to255)).toEqual([0, 0, 255]);
    expect(parseColor("color(srgb 1 0.5 0)")).toEqual({ r: 1, g: 0.5, b: 0, alpha: 1 });
  });

  it("refuses what it cannot read instead of guessing", () => {
    expect(() => parseColor("hsl(0 100% 50%)")).toThrow(/Unsupported/);
    expect(() => parseColor("color(display-p3 1 0 0)")).toThrow(/Unsupported/);
    expect(() => parseColor("var(--primary)")).toThrow(/Unsupported/);
  });

  it("clips out-of-gamut oklch per channel", () => {
    const vivid = oklchToRgb(0.7, 0.4, 145);
    for (const channel of [vivid.r, vivid.g, vivid.b]) {
      expect(channel).toBeGreaterThanOrEqual(0);
      expect(channel).toBeLessThanOrEqual(1);
    }
  });
});

describe("relativeLuminance and contrastRatio (WCAG 2)", () => {
  it("spans 0 to 1 and 1:1 to 21:1", () => {
    expect(relativeLuminance(parseColor("#000"))).toBe(0);
    expect(relativeLuminance(parseColor("#fff"))).toBe(1);
    expect(contrastRatio("#000", "#fff")).toBe(21);
    expect(contrastRatio("#fff", "#000")).toBe(21);
    expect(contrastRatio("#123456", "#123456")).toBe(1);
  });

  it("matches published ratios around the AA line", () => {
    // #767676 is the lightest grey that passes 4.5:1 on white; #777 just fails.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("rgb(255, 0, 0)", "#fff")).toBeCloseTo(4, 2);
  });

  it("paints a translucent foreground over the background first", () => {
    const half = parseColor("rgba(0, 0, 0, 0.5)");
    const white = parseColor("#fff");
    expect(composite(half, white)).toEqual({ r: 0.5, g: 0.5, b: 0.5, alpha: 1 });
    expect(contrastRatio(half, white)).toBeCloseTo(
      contrastRatio("color(srgb 0.5 0.5 0.5)", white),
      10,
    );
    expect(contrastRatio("rgba(0, 0, 0, 0)", "#fff")).toBe(1);
  });
});

describe("formatRatio", () => {
  it("rounds down, so a failing ratio never reads as passing", () => {
    expect(formatRatio(4.499)).toBe("4.49:1");
    expect(formatRatio(4.5)).toBe("4.50:1");
    expect(formatRatio(21)).toBe("21.00:1");
  });
});
