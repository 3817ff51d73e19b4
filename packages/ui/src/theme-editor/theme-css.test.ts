import { describe, expect, it } from "vitest";

import { AA_TEXT } from "../lib/contrast";
import { themeContrast, themeCss, themeValueProblem } from "./theme-css";

describe("themeCss", () => {
  it("writes one :root rule of overrides in the token file's order", () => {
    const css = themeCss({
      radius: "0.75rem",
      "primary-foreground": "oklch(0.99 0 0)",
      primary: "oklch(0.42  0.13 150)",
    });
    expect(css).toBe(
      ":root {\n" +
        "  --primary: oklch(0.42 0.13 150);\n" +
        "  --primary-foreground: oklch(0.99 0 0);\n" +
        "  --radius: 0.75rem;\n" +
        "}\n",
    );
  });

  it("takes a selector for a brand on part of a page, and a title comment", () => {
    const css = themeCss(
      { primary: "#8a1538" },
      { selector: '[data-brand="x"]', title: "X */ Co" },
    );
    expect(css).toBe('/* X  Co */\n[data-brand="x"] {\n  --primary: #8a1538;\n}\n');
  });

  it("refuses a value that is not its token's, or that would break out of the rule", () => {
    expect(() => themeCss({ primary: "red; } body { display: none" })).toThrow(
      "--primary cannot contain",
    );
    expect(() => themeCss({ primary: "tomato" })).toThrow("--primary is not a colour");
    expect(() => themeCss({ radius: "large" })).toThrow("--radius is not a length");
    expect(() => themeCss({ primary: "" })).toThrow("--primary needs a value");
    expect(() => themeCss({ spacing: "1rem" } as never)).toThrow("Not theme tokens: --spacing");
  });

  it("accepts the forms the token files and the colour picker write", () => {
    expect(themeValueProblem("primary", "oklch(0.5 0.19 25)")).toBeNull();
    expect(themeValueProblem("overlay", "oklch(0.15 0.02 200 / 0.6)")).toBeNull();
    expect(themeValueProblem("primary", "#b71824")).toBeNull();
    expect(themeValueProblem("radius", "0")).toBeNull();
    expect(
      themeValueProblem("font-sans", '"Nunito Variable", ui-sans-serif, sans-serif'),
    ).toBeNull();
  });
});

describe("themeContrast", () => {
  it("measures every pair the theme gives, and fails a light primary under white text", () => {
    const pairs = themeContrast({
      primary: "oklch(0.8 0.1 185)",
      "primary-foreground": "oklch(0.99 0 0)",
      background: "oklch(0.99 0.003 180)",
    });
    const onPrimary = pairs.find(
      (pair) => pair.foreground === "primary-foreground" && pair.background === "primary",
    );
    expect(onPrimary?.minimum).toBe(AA_TEXT);
    expect(onPrimary?.passes).toBe(false);
    expect(onPrimary?.ratio).toBeLessThan(2);
    // Links: the primary as text on the page.
    expect(pairs.find((pair) => pair.foreground === "primary")?.passes).toBe(false);
    // Pairs with a colour the theme does not give are not measured.
    expect(pairs.some((pair) => pair.background === "muted")).toBe(false);
  });

  it("passes the default primary", () => {
    const pairs = themeContrast({
      primary: "oklch(0.44 0.09 185)",
      "primary-foreground": "oklch(0.99 0 0)",
    });
    expect(pairs).toHaveLength(1);
    expect(pairs[0]?.passes).toBe(true);
  });
});
