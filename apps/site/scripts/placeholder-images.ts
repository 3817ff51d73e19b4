/**
 * Writes a simple SVG placeholder under public/images/ for every image the demo data names
 * (the content in apps/server/src/seed/content, the catalogue and the account area beside it), so the site looks complete without binary photos. A photo
 * named `.jpg` or `.png` gets an `.svg` of the same name; the site's server answers the photo's
 * address with it. Run: `pnpm --filter site images`.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const seedDir = path.resolve(here, "../../server/src/seed");
const contentDir = path.join(seedDir, "content");
const publicDir = path.resolve(here, "../public");

const palette = ["#0f766e", "#1d4ed8", "#7c3aed", "#b45309", "#be123c", "#15803d", "#0369a1"];

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

function label(file: string): string {
  return path
    .basename(file)
    .replace(/\.\w+$/, "")
    .replace(/[-_]+/g, " ")
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function svg(file: string): string {
  const folder = path.dirname(file).split("/").pop() ?? "";
  const small = [
    "footer",
    "partners",
    "how-it-works",
    "about",
    "packages",
    "rates",
    "avatars",
    "crews",
  ].includes(folder);
  const [w, h] = small ? [240, 160] : [1280, 720];
  // The home page's hero slides and customer block carry their own headline over the image.
  const captioned = folder !== "home";
  const colour = palette[hash(file) % palette.length];
  // Small enough for the whole name to fit the width.
  const size = Math.min(small ? 22 : 56, Math.floor((w * 1.6) / Math.max(label(file).length, 1)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escape(label(file))}">
  <rect width="${w}" height="${h}" fill="${colour}"/>
  <circle cx="${w * 0.82}" cy="${h * 0.25}" r="${h * 0.18}" fill="#ffffff" opacity="0.15"/>
  <path d="M0 ${h * 0.78} L${w * 0.3} ${h * 0.5} L${w * 0.55} ${h * 0.72} L${w * 0.75} ${h * 0.55} L${w} ${h * 0.8} V${h} H0Z" fill="#ffffff" opacity="0.2"/>
  ${captioned ? `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-size="${size}" font-weight="600" fill="#ffffff">${escape(label(file))}</text>` : ""}
</svg>
`;
}

const paths = new Set<string>([
  "/images/contact/map-london.svg",
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

let written = 0;
for (const image of paths) {
  const target = path.join(publicDir, image.replace(/\.(jpe?g|png)$/i, ".svg"));
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, svg(image));
  written += 1;
}
console.log(`${written} placeholder images in ${path.relative(process.cwd(), publicDir)}/images`);
