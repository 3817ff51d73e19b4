/**
 * Draws the demo imagery under public/images/ for every image the demo data names (the content
 * in apps/server/src/seed/content, the catalogue and the account area beside it): one
 * consistent set of flat scenes composed from Lucide's icons (the icon set the site already
 * uses) over soft shapes, with a warm accent. No image carries text: the page says what it
 * shows, the alt text comes from the content. Flags are flag-icons' own drawings. A photo
 * named `.jpg` or `.png` gets an `.svg` of the same name; the site's server answers the
 * photo's address with it.
 *
 * One set per brand (`@bookwell/contract`'s brands). The first brand's set, under
 * `public/images/`, is drawn in its fixed teal and coral. A brand with its own tokens theme
 * gets its own set under `public/images/<theme>/`, in its palette read from @bookwell/ui's
 * `brands/<theme>.css` (its primary, its accent, its ink): the seed writes that brand's demo
 * content with those addresses (`seed/brand-text.ts`), so its pages name its own files.
 * The output is deterministic (same input, same bytes). Run: `pnpm --filter site images`.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { BRANDS, brandById, type Brand } from "@bookwell/contract";
import * as icons from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { parseColor } from "../../../packages/ui/src/lib/contrast";
import { brandText } from "../../server/src/seed/brand-text";

const here = path.dirname(fileURLToPath(import.meta.url));
const seedDir = path.resolve(here, "../../server/src/seed");
const contentDir = path.join(seedDir, "content");
const publicDir = path.resolve(here, "../public");
const require = createRequire(import.meta.url);

/** A set's colours: ink, paper, the brand's colour and a second one with their tints, warm accents. */
type Palette = {
  ink: string;
  paper: string;
  /** The brand's own colour (the scenes' main tone) and its tints. */
  brand: string;
  brandSoft: string;
  brandPale: string;
  /** A second tone for variety, and the sparkles' contrast colour. */
  second: string;
  secondSoft: string;
  secondPale: string;
  sun: string;
  sunSoft: string;
  sky: string;
  wood: string;
};

/** The first brand's set as drawn: Bookwell's teal, a coral second tone. */
const firstPalette: Palette = {
  ink: "#1f3b3a",
  paper: "#ffffff",
  brand: "#0f766e",
  brandSoft: "#ccebe6",
  brandPale: "#eef8f6",
  second: "#d2503f",
  secondSoft: "#f9d6cf",
  secondPale: "#fdf1ee",
  sun: "#f4b942",
  sunSoft: "#fde9bd",
  sky: "#cfe3f5",
  wood: "#d9b38c",
};

const tokensDir = path.resolve(here, "../../../packages/ui/src");

/** The custom properties of the first `selector { ... }` block of a token file. */
async function tokenBlock(file: string, selector: string): Promise<Map<string, string>> {
  const css = (await readFile(path.join(tokensDir, file), "utf8")).replace(/\/\*[\s\S]*?\*\//g, "");
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`${file} has no ${selector} block`);
  const body = css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
  return new Map(
    [...body.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
  );
}

/** A token's colour as `#rrggbb`, `share` of the way from white (1: the colour itself). */
function hexOf(value: string, share = 1): string {
  const colour = parseColor(value);
  const channel = (x: number) =>
    Math.round((1 - share + share * x) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(colour.r)}${channel(colour.g)}${channel(colour.b)}`;
}

/**
 * A themed brand's palette from its tokens (`brands/<theme>.css` over tokens.css's `:root`):
 * the primary and its tints as the main tone, the accent's ink and its surface as the second,
 * the foreground as the ink. The warm accents are the set's own.
 */
async function paletteOf(brand: Brand): Promise<Palette> {
  if (!brand.theme) return firstPalette;
  const tokens = new Map([
    ...(await tokenBlock("styles/tokens.css", ":root")),
    ...(await tokenBlock(`brands/${brand.theme}.css`, `[data-brand="${brand.theme}"]`)),
  ]);
  const token = (name: string) => {
    const value = tokens.get(name);
    if (!value) throw new Error(`The ${brand.theme} theme has no --${name}`);
    return value;
  };
  return {
    ...firstPalette,
    ink: hexOf(token("foreground")),
    brand: hexOf(token("primary")),
    brandSoft: hexOf(token("primary"), 0.22),
    brandPale: hexOf(token("primary"), 0.07),
    second: hexOf(token("accent-foreground"), 0.8),
    secondSoft: hexOf(token("accent")),
    secondPale: hexOf(token("accent"), 0.4),
  };
}

/** The palette the set being drawn uses (`draw` sets it per brand). */
let c: Palette = firstPalette;

/** Each scene's tone: its background, its large shape and the fill behind the main icon. */
const tonesOf = (p: Palette) =>
  ({
    brand: { bg: p.brandPale, shape: p.brandSoft, fill: p.paper, stroke: p.brand },
    second: { bg: p.secondPale, shape: p.secondSoft, fill: p.paper, stroke: p.second },
    sun: { bg: "#fff8e8", shape: p.sunSoft, fill: p.paper, stroke: "#b7791f" },
    sky: { bg: "#f1f7fd", shape: p.sky, fill: p.paper, stroke: "#2f6690" },
  }) as const;
let tones = tonesOf(c);
type Tone = keyof ReturnType<typeof tonesOf>;

type IconName = keyof typeof icons;

/** A Lucide icon's drawing (its paths, without the outer <svg>), for a 24-unit box. */
function iconBody(name: IconName): string {
  const component = icons[name] as unknown as ComponentType<Record<string, unknown>>;
  const markup = renderToStaticMarkup(createElement(component, {}));
  return markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
}

/** An icon at (x, y), `size` wide, in `stroke`, its closed shapes filled with `fill`. */
function icon(
  name: IconName,
  x: number,
  y: number,
  size: number,
  stroke: string,
  fill = "none",
): string {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}" stroke="${stroke}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${iconBody(name)}</g>`;
}

/** A four-pointed sparkle, the set's signature for "clean". */
function sparkle(x: number, y: number, r: number, colour: string): string {
  const k = r * 0.28;
  return `<path d="M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z" fill="${colour}"/>`;
}

type Scene = {
  /** The main subject. */
  main: IconName;
  /** Up to two props beside it. */
  props?: IconName[];
  tone: Tone;
  /** A room (floor and window) rather than a plain backdrop. */
  room?: boolean;
};

/** One scene: a backdrop, a large soft shape, the subject on a disc with its props, sparkles. */
function scene(w: number, h: number, spec: Scene, seed: number): string {
  const t = tones[spec.tone];
  const accent = spec.tone === "second" ? c.brand : c.second;
  const cx = w * 0.5;
  const cy = h * 0.54;
  const unit = Math.min(w, h);
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="${t.bg}"/>`];
  if (spec.room) {
    // A window on the back wall and a floor line.
    const ww = unit * 0.34;
    const wx = w * 0.12;
    const wy = h * 0.12;
    parts.push(
      `<rect x="${wx}" y="${wy}" width="${ww}" height="${ww * 0.78}" rx="${unit * 0.02}" fill="${c.sky}" stroke="${c.paper}" stroke-width="${unit * 0.018}"/>`,
      `<path d="M${wx + ww / 2} ${wy}V${wy + ww * 0.78}M${wx} ${wy + ww * 0.39}H${wx + ww}" stroke="${c.paper}" stroke-width="${unit * 0.014}"/>`,
      `<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="${t.shape}" opacity="0.7"/>`,
      `<path d="M0 ${h * 0.8}H${w}" stroke="${c.wood}" stroke-width="${unit * 0.012}"/>`,
    );
  } else {
    parts.push(
      `<circle cx="${w * 0.86}" cy="${h * 0.16}" r="${unit * 0.32}" fill="${t.shape}" opacity="0.8"/>`,
      `<circle cx="${w * 0.08}" cy="${h * 0.94}" r="${unit * 0.24}" fill="${t.shape}" opacity="0.55"/>`,
    );
  }
  // The subject on a disc.
  const disc = unit * 0.34;
  parts.push(
    `<ellipse cx="${cx}" cy="${cy + disc * 0.98}" rx="${disc * 0.9}" ry="${disc * 0.12}" fill="${c.ink}" opacity="0.08"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${disc}" fill="${t.fill}"/>`,
  );
  const mainSize = disc * 1.2;
  parts.push(icon(spec.main, cx - mainSize / 2, cy - mainSize / 2, mainSize, t.stroke, t.bg));
  // Props: left-low and right-high of the disc, each on its own small disc.
  const props = spec.props ?? [];
  const slots = [
    { x: cx - disc * 1.25, y: cy + disc * 0.45 },
    { x: cx + disc * 1.22, y: cy - disc * 0.5 },
  ];
  props.slice(0, 2).forEach((name, i) => {
    const { x, y } = slots[i]!;
    const r = disc * 0.42;
    parts.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.paper}" stroke="${t.shape}" stroke-width="${unit * 0.01}"/>`,
      icon(name, x - r * 0.6, y - r * 0.6, r * 1.2, i === 0 ? accent : t.stroke),
    );
  });
  // Sparkles, placed by the image's own seed so the set varies without noise.
  const spots = [
    [0.78, 0.22],
    [0.2, 0.2],
    [0.9, 0.72],
    [0.32, 0.82],
  ] as const;
  spots.forEach(([sx, sy], i) => {
    const jitter = ((seed >> (i * 3)) & 7) / 100;
    parts.push(
      sparkle(
        w * (sx + jitter),
        h * (sy - jitter),
        unit * (i % 2 ? 0.035 : 0.05),
        i % 2 ? c.sun : accent,
      ),
    );
  });
  return parts.join("\n  ");
}

/** A round avatar: a face-less portrait on a tinted disc. */
function avatar(w: number, h: number, tone: Tone, prop: IconName): string {
  const t = tones[tone];
  const r = Math.min(w, h) / 2;
  return [
    `<rect width="${w}" height="${h}" fill="${t.bg}"/>`,
    `<circle cx="${w / 2}" cy="${h / 2}" r="${r * 0.9}" fill="${t.shape}"/>`,
    `<circle cx="${w / 2}" cy="${h * 0.4}" r="${r * 0.3}" fill="${c.wood}"/>`,
    `<path d="M${w / 2 - r * 0.6} ${h * 0.92}Q${w / 2 - r * 0.6} ${h * 0.62} ${w / 2} ${h * 0.62}Q${w / 2 + r * 0.6} ${h * 0.62} ${w / 2 + r * 0.6} ${h * 0.92}Z" fill="${t.stroke}"/>`,
    icon(prop, w / 2 + r * 0.35, h * 0.62, r * 0.4, c.paper),
  ].join("\n  ");
}

/** A payment mark as a small card, in its scheme's colours, without its word mark. */
function paymentCard(w: number, h: number, kind: string): string {
  const card = `<rect x="${w * 0.1}" y="${h * 0.12}" width="${w * 0.8}" height="${h * 0.76}" rx="${h * 0.1}"`;
  switch (kind) {
    case "visa":
      return `${card} fill="#1a1f71"/>\n  <rect x="${w * 0.1}" y="${h * 0.66}" width="${w * 0.8}" height="${h * 0.1}" fill="#f7b600"/>`;
    case "mastercard":
      return `${card} fill="#252525"/>\n  <circle cx="${w * 0.42}" cy="${h / 2}" r="${h * 0.24}" fill="#eb001b"/>\n  <circle cx="${w * 0.58}" cy="${h / 2}" r="${h * 0.24}" fill="#f79e1b" opacity="0.9"/>`;
    case "amex":
      return `${card} fill="#2e77bc"/>\n  <rect x="${w * 0.22}" y="${h * 0.38}" width="${w * 0.56}" height="${h * 0.24}" rx="${h * 0.04}" fill="none" stroke="#ffffff" stroke-width="${h * 0.04}"/>`;
    default:
      return `${card} fill="#000000"/>\n  ${icon("Smartphone", w / 2 - h * 0.22, h * 0.28, h * 0.44, "#ffffff")}`;
  }
}

/** A review badge: five stars on a bar, no words (the page names the review site). */
function reviewBadge(w: number, h: number): string {
  const size = w * 0.15;
  const gap = w * 0.17;
  const start = (w - gap * 4 - size) / 2;
  const top = (h - size) / 2;
  const star = (x: number) =>
    `<rect x="${x}" y="${top}" width="${size}" height="${size}" fill="#00b67a"/>${icon("Star", x + size * 0.14, top + size * 0.14, size * 0.72, "#ffffff", "#ffffff")}`;
  return [
    `<rect width="${w}" height="${h}" rx="${h * 0.12}" fill="#ffffff"/>`,
    ...[0, 1, 2, 3, 4].map((i) => star(start + i * gap)),
  ].join("\n  ");
}

/** An accreditation emblem: a rosette or shield in its own colour, no words. */
function emblem(w: number, h: number, name: IconName, colour: string): string {
  const r = h * 0.34;
  return [
    `<rect width="${w}" height="${h}" fill="#ffffff"/>`,
    `<circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="${colour}"/>`,
    `<circle cx="${w / 2}" cy="${h / 2}" r="${r * 0.82}" fill="none" stroke="#ffffff" stroke-width="${h * 0.015}" stroke-dasharray="${h * 0.03} ${h * 0.02}"/>`,
    icon(name, w / 2 - r * 0.6, h / 2 - r * 0.6, r * 1.2, "#ffffff"),
  ].join("\n  ");
}

/** A bank-transfer QR code's look (a demo: it encodes nothing). */
function qrPattern(w: number, h: number): string {
  const n = 29;
  const size = Math.min(w, h) * 0.8;
  const cell = size / n;
  const ox = (w - size) / 2;
  const oy = (h - size) / 2;
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    x < 8 && y < 8 ? true : x >= n - 8 && y < 8 ? true : x < 8 && y >= n - 8;
  let state = 2463534242;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      state >>>= 0;
      if (!finder(x, y) && state % 2 === 0) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  const eye = (x: number, y: number) =>
    `<path d="M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5z" fill-rule="evenodd"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  return [
    `<rect width="${w}" height="${h}" fill="#ffffff"/>`,
    `<g transform="translate(${ox} ${oy}) scale(${cell})" fill="${c.ink}"><path d="${cells.join("")}"/>${eye(0, 0)}${eye(n - 7, 0)}${eye(0, n - 7)}</g>`,
  ].join("\n  ");
}

/** What each image shows, by the words in its name (the first match wins). */
const subjects: [RegExp, Scene][] = [
  [/step-1/, { main: "MousePointerClick", props: ["House"], tone: "brand" }],
  [/step-2/, { main: "CalendarDays", props: ["Clock"], tone: "sky" }],
  [/step-3/, { main: "CreditCard", props: ["ShieldCheck"], tone: "sun" }],
  [/step-4/, { main: "Sofa", props: ["Sparkles"], tone: "second", room: true }],
  [/booking-on-phone/, { main: "Smartphone", props: ["CalendarCheck", "Sparkles"], tone: "brand" }],
  [/hero-1/, { main: "Sofa", props: ["SprayCan", "Sparkles"], tone: "brand", room: true }],
  [/hero-2/, { main: "BedDouble", props: ["Shirt", "Sparkles"], tone: "second", room: true }],
  [/hero-3/, { main: "Building2", props: ["BrushCleaning", "Sparkles"], tone: "sky", room: true }],
  [/customer-block/, { main: "HeartHandshake", props: ["Star", "House"], tone: "second" }],
  [/fair-pay|living-wage/, { main: "HandCoins", props: ["Heart"], tone: "sun" }],
  [/guarantee/, { main: "BadgeCheck", props: ["Sparkles"], tone: "brand" }],
  [/planet|eco/, { main: "Leaf", props: ["Droplets", "Sprout"], tone: "brand" }],
  [/trust|vet/, { main: "ShieldCheck", props: ["UserCheck"], tone: "sky" }],
  [/team|crew/, { main: "UsersRound", props: ["SprayCan", "Sparkles"], tone: "brand" }],
  [
    /about\/header/,
    { main: "House", props: ["UsersRound", "Sparkles"], tone: "brand", room: true },
  ],
  [/christmas/, { main: "TreePine", props: ["Gift", "Sparkles"], tone: "second", room: true }],
  [/spring/, { main: "Flower2", props: ["SprayCan", "Sun"], tone: "sun", room: true }],
  [/moving/, { main: "Truck", props: ["Package", "Clock"], tone: "sky" }],
  [/new-year/, { main: "Building2", props: ["CalendarCheck", "Sparkles"], tone: "sky" }],
  [/tenancy/, { main: "KeyRound", props: ["DoorOpen", "Sparkles"], tone: "sun", room: true }],
  [
    /carpet|upholstery|sofas/,
    { main: "Armchair", props: ["Brush", "Sparkles"], tone: "second", room: true },
  ],
  [
    /office|practice/,
    { main: "LampDesk", props: ["Building2", "Sparkles"], tone: "sky", room: true },
  ],
  [
    /laundry|wool-wash|dryer/,
    { main: "WashingMachine", props: ["Shirt", "Droplets"], tone: "sky" },
  ],
  [/ironing/, { main: "Shirt", props: ["Wind", "Sparkles"], tone: "sky" }],
  [
    /renovation|extension/,
    { main: "PaintRoller", props: ["Hammer", "Sparkles"], tone: "sun", room: true },
  ],
  [/deep/, { main: "Bath", props: ["Brush", "Sparkles"], tone: "brand", room: true }],
  [/studio/, { main: "BedSingle", props: ["LampFloor", "Sparkles"], tone: "second", room: true }],
  [/fortnightly/, { main: "CalendarSync", props: ["Sofa", "Sparkles"], tone: "second" }],
  [/weekly/, { main: "CalendarCheck", props: ["Sofa", "Sparkles"], tone: "brand" }],
  [
    /regular-large|house/,
    { main: "House", props: ["Sofa", "Sparkles"], tone: "brand", room: true },
  ],
  [/one-off|specialist/, { main: "WandSparkles", props: ["House", "Sparkles"], tone: "sun" }],
  [/caddy/, { main: "ShoppingBasket", props: ["SprayCan"], tone: "brand" }],
  [/gift-voucher/, { main: "Gift", props: ["Sparkles"], tone: "second" }],
  [/glass|spray|multi-purpose/, { main: "SprayCan", props: ["Sparkles"], tone: "sky" }],
  [/limescale/, { main: "Droplet", props: ["Bath"], tone: "sky" }],
  [/microfibre/, { main: "Layers", props: ["Sparkles"], tone: "sun" }],
  [/refill/, { main: "Package", props: ["Leaf"], tone: "brand" }],
  [/mop/, { main: "Sparkles", props: ["SprayCan"], tone: "brand" }],
  [
    /flat|terrace|apartment|living-room/,
    { main: "Sofa", props: ["LampFloor", "Sparkles"], tone: "brand", room: true },
  ],
  [
    /regular|home-cleaning|header/,
    { main: "Sofa", props: ["SprayCan", "Sparkles"], tone: "brand", room: true },
  ],
];

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

/** The folders whose images are small cards (3:2); the rest are wide (16:9). */
const smallFolders = new Set([
  "footer",
  "partners",
  "how-it-works",
  "about",
  "packages",
  "rates",
  "avatars",
  "crews",
]);

const flagSource = (name: string) =>
  require.resolve(`flag-icons/flags/4x3/${name}.svg`, { paths: [path.resolve(here, "..")] });

async function draw(image: string): Promise<string> {
  const folder = path.dirname(image).split("/").pop() ?? "";
  const name = path.basename(image).replace(/\.\w+$/, "");
  if (folder === "flags") return readFile(flagSource(name), "utf8");
  const [w, h] = smallFolders.has(folder) || image.includes("/avatars/") ? [240, 160] : [1280, 720];
  let body: string;
  if (folder === "avatars") {
    const props: Record<string, [Tone, IconName]> = {
      billing: ["sun", "Receipt"],
      support: ["sky", "Headphones"],
      "crew-a": ["brand", "SprayCan"],
      "crew-b": ["second", "Sparkles"],
    };
    const [tone, prop] = props[name] ?? ["brand", "Sparkles"];
    body = avatar(w, h, tone, prop);
  } else if (folder === "footer") {
    body = name === "trustpilot" ? reviewBadge(w, h) : paymentCard(w, h, name);
  } else if (folder === "partners") {
    const marks: Record<string, [IconName, string]> = {
      trustpilot: ["Star", "#00b67a"],
      "which-trusted-trader": ["BadgeCheck", "#e2231a"],
      "british-cleaning-council": ["Award", "#1d4e89"],
      "living-wage-employer": ["HandCoins", "#5b2a86"],
      "safe-contractor": ["ShieldCheck", "#f28c00"],
      "dbs-checked": ["UserCheck", c.brand],
    };
    const [mark, colour] = marks[name] ?? ["Award", c.brand];
    body = emblem(w, h, mark, colour);
  } else if (folder === "paynow") {
    body = qrPattern(w, h);
  } else {
    const found = subjects.find(([pattern]) => pattern.test(image));
    const base: Scene = found ? found[1] : { main: "Sparkles", props: ["House"], tone: "brand" };
    // A gallery's numbered pictures (services/<service>/1.svg...) each take the next tone.
    const order: Tone[] = ["brand", "second", "sky", "sun"];
    const spec: Scene = /^\d+$/.test(name)
      ? { ...base, tone: order[(order.indexOf(base.tone) + Number(name)) % order.length]! }
      : base;
    body = scene(w, h, spec, hash(image));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" aria-hidden="true">
  ${body}
</svg>
`;
}

const paths = new Set<string>([
  "/images/footer/trustpilot.svg",
  // The account area names a booking's crew photo from the crew's name.
  ...["a", "b", "c"].map((team) => `/images/crews/crew-team-${team}.png`),
]);
for (const name of await readdir(contentDir)) {
  if (!name.endsWith(".ts")) continue;
  const module = (await import(pathToFileURL(path.join(contentDir, name)).href)) as Record<
    string,
    unknown
  >;
  for (const match of JSON.stringify(module).matchAll(/\/images\/[\w./-]+/g)) paths.add(match[0]);
}

// The catalogue (package images) and the account area (cart and quotation lines) name theirs
// as plain strings.
for (const name of await readdir(seedDir)) {
  if (!name.endsWith(".ts")) continue;
  const source = await readFile(path.join(seedDir, name), "utf8");
  for (const match of source.matchAll(/\/images\/[\w./-]+\.(?:svg|jpe?g|png)/g))
    paths.add(match[0]);
}

// Each brand's set: the first brand's addresses as the content names them, a themed brand's
// as the seed writes them for it (`/images/<theme>/...`, its slugs in its name).
let written = 0;
for (const id of Object.keys(BRANDS)) {
  const brand = brandById(id);
  c = await paletteOf(brand);
  tones = tonesOf(c);
  const inBrand = brand.theme ? brandText(brand) : (text: string) => text;
  for (const image of [...paths].sort()) {
    const address = inBrand(image);
    const target = path.join(publicDir, address.replace(/\.(jpe?g|png)$/i, ".svg"));
    await mkdir(path.dirname(target), { recursive: true });
    // Drawn from the first brand's address: the same subject in every brand's set.
    await writeFile(target, await draw(image));
    written += 1;
  }
}
console.log(`${written} demo images in ${path.relative(process.cwd(), publicDir)}/images`);
