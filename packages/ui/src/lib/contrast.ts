/**
 * WCAG 2 contrast for the colours the design system actually writes: `oklch()` in the token
 * files, and whatever `getComputedStyle` returns for them (`oklch()`, `oklab()`, `rgb()`,
 * `color(srgb ...)`). Pure functions, no DOM: the docs call them at runtime on computed
 * values and the unit tests call them on the parsed token files.
 */

/** A colour in gamma-encoded sRGB, each channel 0..1, with alpha 0..1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

/** The minimum ratios of WCAG 2.2 AA. */
export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;
export const AA_NON_TEXT = 3;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** "0.44" → 0.44, "44%" → 0.44 (for L and alpha), "none" → 0. */
function numberOrPercent(token: string, percentScale = 1): number {
  if (token === "none") return 0;
  if (token.endsWith("%")) return (Number.parseFloat(token) / 100) * percentScale;
  return Number.parseFloat(token);
}

/** Hue in degrees from "185", "185deg", "3.2rad", "0.5turn". */
function hueDegrees(token: string): number {
  if (token === "none") return 0;
  if (token.endsWith("rad")) return (Number.parseFloat(token) * 180) / Math.PI;
  if (token.endsWith("turn")) return Number.parseFloat(token) * 360;
  if (token.endsWith("grad")) return Number.parseFloat(token) * 0.9;
  return Number.parseFloat(token);
}

/** Linear-light sRGB channel → gamma-encoded (IEC 61966-2-1). */
function encode(linear: number): number {
  const c = clamp01(linear);
  return c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
}

/** Gamma-encoded sRGB channel → linear light (the WCAG 2 formula, with IEC's 0.04045). */
function decode(encoded: number): number {
  return encoded <= 0.04045 ? encoded / 12.92 : ((encoded + 0.055) / 1.055) ** 2.4;
}

/**
 * OKLab → sRGB (Björn Ottosson's matrices, as in CSS Color 4). Out-of-gamut colours are
 * clipped per channel, which is what browsers paint for these token values.
 */
export function oklabToRgb(l: number, a: number, b: number, alpha = 1): Rgba {
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return {
    r: encode(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_),
    g: encode(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_),
    b: encode(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_),
    alpha,
  };
}

/** OKLCh (lightness 0..1, chroma, hue in degrees) → sRGB. */
export function oklchToRgb(l: number, c: number, h: number, alpha = 1): Rgba {
  const radians = (h * Math.PI) / 180;
  return oklabToRgb(l, c * Math.cos(radians), c * Math.sin(radians), alpha);
}

/**
 * Parses a CSS colour as written in our tokens or returned by `getComputedStyle`:
 * `oklch()`, `oklab()`, `rgb()`/`rgba()` (space or comma syntax), `color(srgb ...)`,
 * `#rgb[a]`/`#rrggbb[aa]`. Throws on anything else rather than guessing.
 */
export function parseColor(input: string): Rgba {
  const text = input.trim().toLowerCase();
  if (text === "transparent") return { r: 0, g: 0, b: 0, alpha: 0 };

  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex && [3, 4, 6, 8].includes(hex.length)) {
    const digits =
      hex.length <= 4 ? [...hex].map((digit) => digit + digit) : (hex.match(/../g) ?? []);
    const [r = 0, g = 0, b = 0, alpha = 255] = digits.map((pair) => Number.parseInt(pair, 16));
    return { r: r / 255, g: g / 255, b: b / 255, alpha: alpha / 255 };
  }

  const fn = /^([a-z]+)\((.*)\)$/.exec(text);
  if (!fn?.[1] || fn[2] === undefined) throw new Error(`Unsupported colour: ${input}`);
  const name = fn[1];
  const [channelsText = "", alphaText] = fn[2].split("/").map((part) => part.trim());
  const channels = channelsText.split(/[\s,]+/).filter(Boolean);
  const legacyAlpha = (name === "rgba" || name === "rgb") && channels.length === 4;
  const alphaToken = alphaText ?? (legacyAlpha ? channels.pop() : undefined);
  const alpha = alphaToken === undefined ? 1 : clamp01(numberOrPercent(alphaToken));
  const [first = "0", second = "0", third = "0"] = channels;

  switch (name) {
    case "oklch":
      return oklchToRgb(
        numberOrPercent(first),
        numberOrPercent(second, 0.4),
        hueDegrees(third),
        alpha,
      );
    case "oklab":
      return oklabToRgb(
        numberOrPercent(first),
        numberOrPercent(second, 0.4),
        numberOrPercent(third, 0.4),
        alpha,
      );
    case "rgb":
    case "rgba":
      return {
        r: clamp01(numberOrPercent(first, 255) / 255),
        g: clamp01(numberOrPercent(second, 255) / 255),
        b: clamp01(numberOrPercent(third, 255) / 255),
        alpha,
      };
    case "color": {
      const [space, r = "0", g = "0", b = "0"] = channels;
      if (space !== "srgb") throw new Error(`Unsupported colour space: ${input}`);
      return {
        r: clamp01(numberOrPercent(r)),
        g: clamp01(numberOrPercent(g)),
        b: clamp01(numberOrPercent(b)),
        alpha,
      };
    }
    default:
      throw new Error(`Unsupported colour: ${input}`);
  }
}

/** Paints `top` (possibly translucent) over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.alpha + b * (1 - top.alpha);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), alpha: 1 };
}

/** WCAG 2 relative luminance of an opaque sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * decode(r) + 0.7152 * decode(g) + 0.0722 * decode(b);
}

/**
 * WCAG 2 contrast ratio of `foreground` on `background`, 1 to 21. A translucent foreground
 * is first painted over the background, as the browser would.
 */
export function contrastRatio(foreground: string | Rgba, background: string | Rgba): number {
  const bg = typeof background === "string" ? parseColor(background) : background;
  const fgRaw = typeof foreground === "string" ? parseColor(foreground) : foreground;
  const fg = fgRaw.alpha < 1 ? composite(fgRaw, bg) : fgRaw;
  const [lighter, darker] = [relativeLuminance(fg), relativeLuminance(bg)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** "4.52:1", rounded down so a ratio is never shown passing when it does not. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** A foreground that must stay readable (or visible) on a background. */
export interface ColourPair {
  /** CSS variable painted on top, without `--`. */
  foreground: string;
  /** CSS variable underneath, without `--`. */
  background: string;
  /** The WCAG AA minimum that applies. */
  minimum: number;
  /** Where the pair is used, for the docs. */
  use: string;
}

/** The surfaces that each come with a `-foreground` for text on them. */
export const SURFACES = [
  "background",
  "card",
  "popover",
  "primary",
  "secondary",
  "muted",
  "accent",
  "success",
  "warning",
  "destructive",
  "info",
] as const;

/**
 * Every pair the components rely on: each surface with its foreground (text, 4.5:1), text
 * colours used straight on the page (4.5:1), and boundaries that must be seen (3:1, WCAG
 * 1.4.11: input borders, the focus ring, rating stars).
 */
export const COLOUR_PAIRS: readonly ColourPair[] = [
  ...SURFACES.map((surface) => ({
    foreground: surface === "background" ? "foreground" : `${surface}-foreground`,
    background: surface,
    minimum: AA_TEXT,
    use: surface === "background" ? "body text on the page" : `text on ${surface} surfaces`,
  })),
  {
    foreground: "muted-foreground",
    background: "background",
    minimum: AA_TEXT,
    use: "hints and secondary text on the page",
  },
  {
    foreground: "muted-foreground",
    background: "card",
    minimum: AA_TEXT,
    use: "hints and secondary text on cards",
  },
  {
    foreground: "primary",
    background: "background",
    minimum: AA_TEXT,
    use: "links and link buttons",
  },
  {
    foreground: "destructive",
    background: "background",
    minimum: AA_TEXT,
    use: "error messages under fields",
  },
  {
    foreground: "input",
    background: "background",
    minimum: AA_NON_TEXT,
    use: "input borders (non-text)",
  },
  {
    foreground: "ring",
    background: "background",
    minimum: AA_NON_TEXT,
    use: "focus ring (non-text)",
  },
  {
    foreground: "rating",
    background: "background",
    minimum: AA_NON_TEXT,
    use: "rating stars (non-text)",
  },
];
