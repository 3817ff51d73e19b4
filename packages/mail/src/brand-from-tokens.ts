/**
 * The mails' colours and type, read from @bookwell/ui's tokens (`:root` of tokens.css) and
 * turned into what mail clients understand: hex colours and a font stack without variables.
 */

/** The tokens a mail uses. */
export const MAIL_TOKENS = [
  "background",
  "foreground",
  "card",
  "primary",
  "primary-foreground",
  "muted",
  "muted-foreground",
  "border",
  "destructive",
  "success",
] as const;

const hex2 = (value: number) =>
  Math.round(Math.min(1, Math.max(0, value)) * 255)
    .toString(16)
    .padStart(2, "0");

const gamma = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * Math.pow(x, 1 / 2.4) - 0.055);

/** `oklch(L C H)` (L as 0..1) to `#rrggbb`, through OKLab and linear sRGB (Björn Ottosson's matrices). */
export function oklchToHex(l: number, c: number, h: number): string {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = Math.pow(l + 0.3963377774 * a + 0.2158037573 * b, 3);
  const m_ = Math.pow(l - 0.1055613458 * a - 0.0638541728 * b, 3);
  const s_ = Math.pow(l - 0.0894841775 * a - 1.291485548 * b, 3);
  const r = 4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_;
  const g = -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_;
  const bl = -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_;
  return `#${hex2(gamma(r))}${hex2(gamma(g))}${hex2(gamma(bl))}`;
}

const oklchOf = (block: string, name: string) =>
  new RegExp(`--${name}:\\s*oklch\\(([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\)`).exec(block);

/** One theme's colours and font stack: `block` overrides `root`, token by token. */
function themeOf(root: string, block: string, where: string): string[] {
  const colours = MAIL_TOKENS.map((name) => {
    const match = oklchOf(block, name) ?? oklchOf(root, name);
    if (!match) throw new Error(`${where} has no oklch --${name}`);
    const [l, c, h] = match.slice(1).map(Number) as [number, number, number];
    const key = name.replace(/-(\w)/g, (_, ch: string) => ch.toUpperCase());
    return `    ${key}: "${oklchToHex(l, c, h)}",`;
  });
  const fontOf = (css: string) => /--font-sans:\s*([^;]+);/.exec(css)?.[1]?.trim();
  const font = fontOf(block) ?? fontOf(root) ?? "system-ui, sans-serif";
  // A mail cannot load the web font: the stack falls back to the system's fonts.
  const stack = font
    .split(",")
    .map((part) => part.trim())
    .filter((part) => !/Variable/.test(part))
    .join(", ");
  return [...colours, `    fontFamily: ${JSON.stringify(stack)},`];
}

/**
 * The source of `src/brand.ts`: the default theme from tokens.css's `:root`, and one theme per
 * brand stylesheet (`brands/<theme>.css`, its `[data-brand="<theme>"]` block over `:root`).
 */
export function brandFromTokens(
  css: string,
  brands: Readonly<Record<string, string>> = {},
): string {
  const root = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
  const themes = Object.entries(brands).map(([theme, brandCss]) => {
    const block =
      new RegExp(`\\[data-brand="${theme}"\\]\\s*\\{([\\s\\S]*?)\\n\\}`).exec(brandCss)?.[1] ?? "";
    if (!block) throw new Error(`brands/${theme}.css has no [data-brand="${theme}"] block`);
    return [`  ${theme}: {`, ...themeOf(root, block, `brands/${theme}.css`), "  },"];
  });
  return [
    "// Generated from @bookwell/ui's tokens.css and brands/*.css by `pnpm --filter @bookwell/mail brand`: do not edit.",
    "/** Each theme's mail colours and fonts: `default` is :root's, the others a brand's `data-brand`. */",
    "export const mailThemes = {",
    "  default: {",
    ...themeOf(root, "", "tokens.css :root"),
    "  },",
    ...themes.flat(),
    "} as const;",
    "",
  ].join("\n");
}
