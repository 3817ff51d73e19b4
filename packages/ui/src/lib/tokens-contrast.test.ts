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

    it("has text pairs at AA 4.5:1 for every surface", () => {
      const textPairs = COLOUR_PAIRS.filter((pair) => pair.minimum === AA_TEXT);
      expect(textPairs.length).toBeGreaterThanOrEqual(SURFACES.length);
    });
  });
}
