import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

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

/**
 * Files from the client build: hashed assets cached for a year, everything else for an hour.
 * The demo content names photos (`.jpg`, `.png`) the repository ships as SVG placeholders:
 * a missing photo is answered with the placeholder of the same name.
 */
export function staticFiles(root: string) {
  const base = path.resolve(root);
  const file = async (relative: string) => {
    const full = path.resolve(base, "." + relative);
    if (!full.startsWith(base + path.sep)) return null;
    const info = await stat(full).catch(() => null);
    return info?.isFile() ? { full, size: info.size } : null;
  };
  return async (pathname: string): Promise<Response | null> => {
    if (pathname.endsWith("/")) return null;
    let found = await file(pathname);
    if (!found && /^\/images\/.+\.(jpe?g|png)$/i.test(pathname)) {
      found = await file(pathname.replace(/\.(jpe?g|png)$/i, ".svg"));
    }
    if (!found) return null;
    const type = TYPES[path.extname(found.full).toLowerCase()] ?? "application/octet-stream";
    const immutable = pathname.startsWith("/assets/");
    // The service worker and its check are asked for fresh on every visit: a deploy reaches
    // every browser at once (src/pwa/).
    const revalidate = pathname === "/sw.js" || pathname === "/service-worker.js";
    const body = Readable.toWeb(createReadStream(found.full)) as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: {
        "Content-Type": type,
        "Content-Length": String(found.size),
        "Cache-Control": immutable
          ? "public, max-age=31536000, immutable"
          : revalidate
            ? "no-cache"
            : "public, max-age=3600",
      },
    });
  };
}
