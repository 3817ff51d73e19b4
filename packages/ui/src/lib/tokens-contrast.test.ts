// Every colour pair of both brands, read from the token files themselves: a brand change
// that makes text unreadable fails here before anyone looks at a story.
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { AA_TEXT, COLOUR_PAIRS, SURFACES, contrastRatio, formatRatio } from "./contrast";

const stylesDir = path.resolve(import.meta.dirname, "..");

/** The custom properties declared in the first rule of `file` that matches `selector`. */
function variables(file: string, selector: string): Map<string, string> {
  const css = readFileSync(path.join(stylesDir, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`${selector} not found in ${file}`);
  const body = css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
  const found = new Map<string, string>();
  for (const match of body.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) {
    if (match[1] && match[2]) found.set(match[1], match[2].trim());
  }
  return found;
}

interface Oklch {
  l: number;
  c: number;
  h: number;
}

function oklchOf(value: string): Oklch {
  const match = /^oklch\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)/.exec(value);
  if (!match) throw new Error(`not an oklch() colour: ${value}`);
  return { l: Number(match[1]), c: Number(match[2]), h: Number(match[3]) };
}

/** Euclidean distance in OKLab: about 0.02 is just noticeable, 0.1 clearly another colour. */
function oklabDistance(x: Oklch, y: Oklch): number {
  const lab = ({ l, c, h }: Oklch) => [
    l,
    c * Math.cos((h * Math.PI) / 180),
    c * Math.sin((h * Math.PI) / 180),
  ];
  const [a, b] = [lab(x), lab(y)];
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

const uk = variables("styles/tokens.css", ":root");
// The sg brand overrides some variables; the rest fall through from :root.
const sg = new Map([...uk, ...variables("brands/sg.css", '[data-brand="sg"]')]);

describe("token parsing", () => {
  it("finds the colour variables in both files", () => {
    expect(uk.get("primary")).toBe("oklch(0.44 0.09 185)");
    expect(sg.get("primary")).toBe("oklch(0.5 0.19 25)");
    expect(sg.get("success")).toBe(uk.get("success"));
  });

  it("knows every surface/foreground pair the tokens declare", () => {
    const declared = [...uk.keys()]
      .filter((name) => name.endsWith("-foreground") && name !== "muted-foreground")
      .map((name) => name.replace(/-foreground$/, ""));
    for (const surface of declared) expect(SURFACES).toContain(surface);
  });
});

for (const [brand, tokens] of [
  ["uk (tokens.css)", uk],
  ["sg (brands/sg.css)", sg],
] as const) {
  describe(`brand ${brand}`, () => {
    for (const pair of COLOUR_PAIRS) {
      it(`--${pair.foreground} on --${pair.background} reaches ${pair.minimum}:1 (${pair.use})`, () => {
        const foreground = tokens.get(pair.foreground);
        const background = tokens.get(pair.background);
        expect(foreground, `--${pair.foreground}`).toBeDefined();
        expect(background, `--${pair.background}`).toBeDefined();
        const ratio = contrastRatio(foreground ?? "", background ?? "");
        expect(
          ratio,
          `${formatRatio(ratio)} for ${foreground} on ${background}`,
        ).toBeGreaterThanOrEqual(pair.minimum);
      });
    }

    // In the sg brand the error red was the primary red, so an error looked like
    // Pay Now. An error (and a destructive button) must read as something else than the
    // brand's main action: apart in hue and in OKLab distance, each readable on its own.
    it("keeps the error colour distinct from the primary (hue and OKLab distance)", () => {
      const [primary, destructive] = [tokens.get("primary"), tokens.get("destructive")].map(
        (value) => oklchOf(value ?? ""),
      );
      const hueApart = Math.abs(((primary!.h - destructive!.h + 540) % 360) - 180);
      expect(hueApart, `hues ${primary!.h} and ${destructive!.h}`).toBeGreaterThanOrEqual(25);
      expect(oklabDistance(primary!, destructive!)).toBeGreaterThanOrEqual(0.1);
      expect(
        contrastRatio(tokens.get("destructive-foreground") ?? "", tokens.get("destructive") ?? ""),
      ).toBeGreaterThanOrEqual(AA_TEXT);
    });

    it("has text pairs at AA 4.5:1 for every surface", () => {
      const textPairs = COLOUR_PAIRS.filter((pair) => pair.minimum === AA_TEXT);
      expect(textPairs.length).toBeGreaterThanOrEqual(SURFACES.length);
    });
  });
}
