import type { Stats } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".html": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".map": "application/json",
};

/** The encodings a file may have a copy in (scripts/precompress.mjs), best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;
type Encoding = (typeof ENCODINGS)[number]["name"];

/** A file's bytes as built and its compressed copies, read once. */
interface Kept {
  /** The file's `mtimeMs` and size when read: a file changed since (development) is read again. */
  mtimeMs: number;
  size: number;
  bodies: Partial<Record<Encoding | "identity", Uint8Array<ArrayBuffer>>>;
}

/** A file's bytes as a response body takes them. */
const bytesOf = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

/**
 * The encodings `acceptEncoding` allows among ours, best first: by its q-values, br before gzip
 * at the same q; none with q=0 (a coding not named takes `*`'s q, or none).
 */
export function acceptedEncodings(acceptEncoding: string | null): Encoding[] {
  if (!acceptEncoding) return [];
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [coding = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(coding.trim(), Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  return ENCODINGS.map(({ name }) => name)
    .filter((name) => of(name) > 0)
    .sort((a, b) => of(b) - of(a));
}

/**
 * Files from the client build: hashed assets cached for a year, everything else for an hour.
 * A file is sent in the best encoding the request accepts among the copies the build wrote
 * beside it (`.br`, `.gz`: scripts/precompress.mjs), else as it is: nothing is compressed per
 * request. A file and its copies are read into memory on first request and kept (the build is
 * a few megabytes); a file whose size or time changed since is read again.
 * The demo content names photos (`.jpg`, `.png`) the repository ships as SVG placeholders:
 * a missing photo is answered with the placeholder of the same name.
 */
export function staticFiles(root: string) {
  const base = path.resolve(root);
  const kept = new Map<string, Promise<Kept>>();

  const file = async (relative: string) => {
    const full = path.resolve(base, "." + relative);
    if (!full.startsWith(base + path.sep)) return null;
    const info = await stat(full).catch(() => null);
    return info?.isFile() ? { full, info } : null;
  };

  /** A compressed copy, or none (a small file, or one the build did not compress). */
  const copyOf = (full: string) => readFile(full).catch(() => undefined);

  const read = async (full: string, info: Stats): Promise<Kept> => {
    const [identity, ...copies] = await Promise.all([
      readFile(full),
      ...ENCODINGS.map(({ suffix }) => copyOf(full + suffix)),
    ]);
    const bodies: Kept["bodies"] = { identity: bytesOf(identity) };
    ENCODINGS.forEach(({ name }, index) => {
      const copy = copies[index];
      if (copy) bodies[name] = bytesOf(copy);
    });
    return { mtimeMs: info.mtimeMs, size: info.size, bodies };
  };

  const bodiesOf = async (full: string, info: Stats) => {
    const entry = kept.get(full);
    const current = entry && (await entry.catch(() => null));
    if (current && current.mtimeMs === info.mtimeMs && current.size === info.size)
      return current.bodies;
    const fresh = read(full, info);
    kept.set(full, fresh);
    // A file gone between its stat and its read is looked for again next time.
    fresh.catch(() => kept.get(full) === fresh && kept.delete(full));
    return (await fresh).bodies;
  };

  return async (
    pathname: string,
    acceptEncoding: string | null = null,
  ): Promise<Response | null> => {
    if (pathname.endsWith("/")) return null;
    let found = await file(pathname);
    if (!found && /^\/images\/.+\.(jpe?g|png)$/i.test(pathname)) {
      found = await file(pathname.replace(/\.(jpe?g|png)$/i, ".svg"));
    }
    if (!found) return null;
    const bodies = await bodiesOf(found.full, found.info);
    const type = TYPES[path.extname(found.full).toLowerCase()] ?? "application/octet-stream";
    const immutable = pathname.startsWith("/assets/");
    // The service worker and its check are asked for fresh on every visit: a deploy reaches
    // every browser at once (src/pwa/).
    const revalidate = pathname === "/sw.js" || pathname === "/service-worker.js";
    const headers: Record<string, string> = {
      "Content-Type": type,
      "Cache-Control": immutable
        ? "public, max-age=31536000, immutable"
        : revalidate
          ? "no-cache"
          : "public, max-age=3600",
    };
    let body = bodies.identity!;
    if (bodies.br || bodies.gzip) {
      // A cache in between keeps one answer per encoding.
      headers.Vary = "Accept-Encoding";
      const encoding = acceptedEncodings(acceptEncoding).find((name) => bodies[name]);
      if (encoding) {
        body = bodies[encoding]!;
        headers["Content-Encoding"] = encoding;
      }
    }
    headers["Content-Length"] = String(body.byteLength);
    return new Response(body, { headers });
  };
}
