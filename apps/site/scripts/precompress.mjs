// Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible
// file of the site's client build and the staff console's build, once, at build time: the server
// (src/server/static-files.ts) sends the copy the browser accepts instead of compressing the same
// file again on every request. The last step of `pnpm --filter site build`.
//
//   node scripts/precompress.mjs            (from apps/site; SITE_BUILD_DIR as the build reads it)
//
// A file under 1 KB gets no copy (its headers outweigh the saving), nor does a copy that is not
// smaller than its file; a copy left from an earlier build beside such a file is removed.
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text. Images (but SVG) and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|webmanifest|txt)$/i;
/** Smaller files are sent as they are. */
export const MIN_BYTES = 1024;

/** The copies of one file's bytes: each only when smaller than the file. */
export async function compressedCopies(bytes) {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    br: br.length < bytes.length ? br : null,
    gz: gz.length < bytes.length ? gz : null,
  };
}

async function* filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes the copies for every compressible file under `dir`; returns what it did. */
export async function precompress(dir) {
  const files = [];
  for await (const file of filesUnder(dir)) if (COMPRESSIBLE.test(file)) files.push(file);
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  // zlib's asynchronous calls run on libuv's threads: a few files at a time use every core.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const { size } = await stat(file);
      const copies =
        size >= MIN_BYTES ? await compressedCopies(await readFile(file)) : { br: null, gz: null };
      for (const [ext, copy] of [
        [".br", copies.br],
        [".gz", copies.gz],
      ]) {
        if (copy) await writeFile(file + ext, copy);
        else await rm(file + ext, { force: true });
      }
      if (copies.br || copies.gz) {
        totals.files += 1;
        totals.bytes += size;
        totals.br += copies.br?.length ?? size;
        totals.gz += copies.gz?.length ?? size;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return totals;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const site = path.resolve(import.meta.dirname, "..");
  const buildDir = process.env.SITE_BUILD_DIR;
  const dirs = [
    path.resolve(site, buildDir || "build", "client"),
    // The staff console's build, where src/server/staff-console.ts's staffConsoleDist finds it.
    buildDir ? path.resolve(site, buildDir, "staff") : path.resolve(site, "../staff/dist"),
  ];
  const started = performance.now();
  for (const dir of dirs) {
    const totals = await precompress(dir);
    console.log(
      `${path.relative(site, dir)}: ${totals.files} files, ${kb(totals.bytes)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
    );
  }
  console.log(`Precompressed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
