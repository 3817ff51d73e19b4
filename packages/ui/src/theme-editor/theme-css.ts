/**
 * A brand's theme as data, and the CSS file it becomes: the one file a brand installs after
 * the design system's stylesheet (`:root { --primary: ...; }`, README "Your own brand").
 * Pure functions: the theme editor shows what they return, and the consumer test writes the
 * brand app's stylesheet with the same `themeCss`.
 */
import { COLOUR_PAIRS, contrastRatio, parseColor, type ColourPair } from "../lib/contrast";

/** The colour tokens a brand may set, in the order `tokens.css` declares them. */
export const THEME_COLOURS = [
  "background",
  "foreground",
  "card",
  "card-foreground",
  "popover",
  "popover-foreground",
  "primary",
  "primary-foreground",
  "secondary",
  "secondary-foreground",
  "muted",
  "muted-foreground",
  "accent",
  "accent-foreground",
  "success",
  "success-foreground",
  "warning",
  "warning-foreground",
  "destructive",
  "destructive-foreground",
  "info",
  "info-foreground",
  "border",
  "input",
  "ring",
  "rating",
  "overlay",
] as const;

/** The other tokens a theme sets: the corner radius (the steps derive from it) and the fonts. */
export const THEME_SHAPE = ["radius", "font-sans", "font-heading"] as const;

/** Every token a theme may set, as its CSS variable's name without `--`. */
export const THEME_TOKENS = [...THEME_COLOURS, ...THEME_SHAPE] as const;

export type ThemeColour = (typeof THEME_COLOURS)[number];
export type ThemeToken = (typeof THEME_TOKENS)[number];

/** A brand's theme: each token's CSS value, as a designer writes it; absent ones keep the default. */
export type ThemeTokens = Partial<Record<ThemeToken, string>>;

const isColour = (name: string): name is ThemeColour =>
  (THEME_COLOURS as readonly string[]).includes(name);

/**
 * Why `value` cannot be the token `name`'s value, or null when it can: a colour must be one
 * `contrast.ts` reads (`oklch()`, `rgb()`, `#hex`...), the radius a length, a font a
 * font-family list; nothing may close the declaration or the rule.
 */
export function themeValueProblem(name: ThemeToken, value: string): string | null {
  const text = value.trim();
  if (text === "") return `--${name} needs a value.`;
  if (/[;{}<>]|\/\*|\*\//.test(text)) return `--${name} cannot contain ; { } < > or a comment.`;
  if (isColour(name)) {
    try {
      parseColor(text);
      return null;
    } catch {
      return `--${name} is not a colour: use oklch(), rgb() or #hex.`;
    }
  }
  if (name === "radius") {
    return /^(0|\d*\.?\d+(rem|px|em))$/.test(text)
      ? null
      : `--radius is not a length: use rem, px or em (0.5rem).`;
  }
  return /^[\w\s"',.-]+$/.test(text) ? null : `--${name} is not a list of font families.`;
}

export interface ThemeCssOptions {
  /**
   * The rule's selector: `:root` for a site of one brand, `[data-brand="x"]` for a brand on
   * part of a page.
   * @default ":root"
   */
  selector?: string;
  /** A comment line at the top of the file (the brand's name). */
  title?: string;
}

/**
 * The brand's CSS file: one rule of token overrides, in `tokens.css`'s order, to load after
 * `@bookwell/ui/styles.css` (or the kit's). Throws on a value that is not a token's
 * ({@link themeValueProblem}), so a file it returns is always well formed.
 */
export function themeCss(tokens: ThemeTokens, options: ThemeCssOptions = {}): string {
  const { selector = ":root", title } = options;
  const lines: string[] = [];
  for (const name of THEME_TOKENS) {
    const value = tokens[name];
    if (value === undefined) continue;
    const problem = themeValueProblem(name, value);
    if (problem) throw new Error(problem);
    lines.push(`  --${name}: ${value.trim().replace(/\s+/g, " ")};`);
  }
  const unknown = Object.keys(tokens).filter(
    (name) => !(THEME_TOKENS as readonly string[]).includes(name),
  );
  if (unknown.length > 0)
    throw new Error(`Not theme tokens: ${unknown.map((n) => `--${n}`).join(", ")}.`);
  const comment = title ? `/* ${title.replace(/\*\//g, "")} */\n` : "";
  return `${comment}${selector} {\n${lines.join("\n")}\n}\n`;
}

/** One colour pair of a theme, measured. */
export interface ThemePairContrast extends ColourPair {
  /** The WCAG 2 ratio, 1 to 21. */
  ratio: number;
  /** Whether it reaches its WCAG AA minimum. */
  passes: boolean;
}

/**
 * Every pair of `COLOUR_PAIRS` whose two colours the theme gives (and reads), with its ratio
 * and whether it reaches WCAG AA: the editor's warnings, the unit test's check.
 */
export function themeContrast(tokens: ThemeTokens): ThemePairContrast[] {
  const measured: ThemePairContrast[] = [];
  for (const pair of COLOUR_PAIRS) {
    const foreground = tokens[pair.foreground as ThemeToken];
    const background = tokens[pair.background as ThemeToken];
    if (!foreground || !background) continue;
    try {
      const ratio = contrastRatio(foreground, background);
      measured.push({ ...pair, ratio, passes: ratio >= pair.minimum });
    } catch {
      // A value that is not a colour has its own message (themeValueProblem).
    }
  }
  return measured;
}

/**
 * The theme in force on `element` (the page's `<html>` by default): each token's computed
 * value, which for a custom property is the text its stylesheet wrote. Browser only.
 */
export function readTheme(element: Element = document.documentElement): ThemeTokens {
  const style = getComputedStyle(element);
  const tokens: ThemeTokens = {};
  for (const name of THEME_TOKENS) {
    const value = style.getPropertyValue(`--${name}`).trim().replace(/\s+/g, " ");
    if (value) tokens[name] = value;
  }
  return tokens;
}
