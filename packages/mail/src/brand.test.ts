import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { brandFromTokens, oklchToHex } from "./brand-from-tokens";

const tokensCss = path.resolve(import.meta.dirname, "../../ui/src/styles/tokens.css");
const sgCss = path.resolve(import.meta.dirname, "../../ui/src/brands/sg.css");
const brandFile = path.join(import.meta.dirname, "brand.ts");

describe("the mails' brand", () => {
  it("converts oklch to the sRGB hex a mail client shows", () => {
    expect(oklchToHex(1, 0, 0)).toBe("#ffffff");
    expect(oklchToHex(0, 0, 0)).toBe("#000000");
    // oklch(0.628 0.2577 29.23) is CSS red.
    expect(oklchToHex(0.62796, 0.25768, 29.234)).toBe("#ff0000");
  });

  // `pnpm --filter @bookwell/mail brand` rewrites brand.ts when the tokens change.
  it("is the design system's tokens (brand.ts is up to date with tokens.css and sg.css)", () => {
    const expected = brandFromTokens(readFileSync(tokensCss, "utf8"), {
      sg: readFileSync(sgCss, "utf8"),
    });
    if (process.env.UPDATE_BRAND) writeFileSync(brandFile, expected);
    expect(readFileSync(brandFile, "utf8")).toBe(expected);
  });

  it("gives each brand its own colours and font, the rest from :root", async () => {
    const { mailThemes } = await import("./brand");
    expect(mailThemes.sg.primary).not.toBe(mailThemes.default.primary);
    // sg.css does not override --success: the default's.
    expect(mailThemes.sg.success).toBe(mailThemes.default.success);
  });
});
