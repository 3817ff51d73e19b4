import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";

import { precompress } from "../../scripts/precompress.mjs";
import { createSiteApp } from "./site-app";
import { acceptedEncodings, staticFiles } from "./static-files";

let root: string;
let serve: ReturnType<typeof staticFiles>;

/** A script well over 1 KB that compresses, as a built chunk does. */
const script = Array.from(
  { length: 200 },
  (_, i) => `export const label${i} = "Booking step ${i % 7}";`,
).join("\n");
const style = Array.from({ length: 100 }, (_, i) => `.slot-${i} { padding: ${i}px; }`).join("\n");
const BROWSER = "gzip, deflate, br, zstd";

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "site-static-"));
  root = path.join(dir, "client");
  await mkdir(path.join(root, "assets"), { recursive: true });
  await mkdir(path.join(root, "images/home"), { recursive: true });
  await writeFile(path.join(root, "assets/entry-abc123.js"), "export {};");
  await writeFile(path.join(root, "assets/wizard-def456.js"), script);
  await writeFile(path.join(root, "assets/root-0a1b2c.css"), style);
  await writeFile(path.join(root, "assets/chunk-9f8e7d.js"), script.slice(0, 1000));
  await writeFile(path.join(root, "images/home/hero-1.svg"), "<svg/>");
  // 2 KB that no compression makes smaller.
  await writeFile(path.join(root, "noise.txt"), randomBytes(2048));
  await writeFile(path.join(dir, "secret.txt"), "not for the web");
  await writeFile(path.join(dir, "secret.txt.br"), "not for the web either");
  // The build's step (scripts/precompress.mjs), then a copy lost: the stylesheet has no .br.
  await precompress(root);
  await rm(path.join(root, "assets/root-0a1b2c.css.br"));
  serve = staticFiles(root);
});

const bytes = async (response: Response | null) =>
  Buffer.from(await response!.clone().arrayBuffer());

describe("static files", () => {
  it("serves hashed assets for a year and other files for an hour", async () => {
    const asset = await serve("/assets/entry-abc123.js");
    expect(asset?.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(asset?.headers.get("cache-control")).toContain("immutable");
    const image = await serve("/images/home/hero-1.svg");
    expect(image?.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers a demo photo with its SVG placeholder", async () => {
    const photo = await serve("/images/home/hero-1.jpg");
    expect(photo?.headers.get("content-type")).toBe("image/svg+xml");
    expect(await photo?.text()).toBe("<svg/>");
    expect(await serve("/images/home/none.jpg")).toBeNull();
  });

  it("never leaves its folder and leaves pages to the router", async () => {
    expect(await serve("/../secret.txt")).toBeNull();
    expect(await serve("/assets/../../secret.txt")).toBeNull();
    expect(await serve("/../secret.txt", BROWSER)).toBeNull();
    expect(await serve("/")).toBeNull();
    expect(await serve("/about-us")).toBeNull();
  });
});

describe("static files, compressed at build", () => {
  it("sends a browser the Brotli copy, which decodes to the file", async () => {
    const asset = await serve("/assets/wizard-def456.js", BROWSER);
    expect(asset?.headers.get("content-encoding")).toBe("br");
    expect(asset?.headers.get("vary")).toBe("Accept-Encoding");
    expect(asset?.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(asset?.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = await bytes(asset);
    expect(asset?.headers.get("content-length")).toBe(String(body.length));
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("sends the gzip copy where br is not accepted, which decodes to the file", async () => {
    const asset = await serve("/assets/wizard-def456.js", "gzip, deflate");
    expect(asset?.headers.get("content-encoding")).toBe("gzip");
    const body = await bytes(asset);
    expect(asset?.headers.get("content-length")).toBe(String(body.length));
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it("sends the file as it is to a request that takes neither, still varying by the header", async () => {
    for (const accepted of [null, "identity", "deflate", "br;q=0, gzip;q=0", "*;q=0"]) {
      const asset = await serve("/assets/wizard-def456.js", accepted);
      expect(asset?.headers.get("content-encoding"), String(accepted)).toBeNull();
      expect(asset?.headers.get("vary")).toBe("Accept-Encoding");
      expect(asset?.headers.get("content-length")).toBe(String(Buffer.byteLength(script)));
      expect((await bytes(asset)).toString()).toBe(script);
    }
  });

  it("honours q-values: q=0 refuses an encoding, the higher q wins, br first at the same q", async () => {
    const encodingFor = async (accepted: string) =>
      (await serve("/assets/wizard-def456.js", accepted))?.headers.get("content-encoding");
    expect(await encodingFor("br;q=0, gzip")).toBe("gzip");
    expect(await encodingFor("gzip, br;q=0.0")).toBe("gzip");
    expect(await encodingFor("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(await encodingFor("gzip;q=0.5, br;q=0.8")).toBe("br");
    expect(await encodingFor("gzip, br")).toBe("br");
    expect(await encodingFor("*")).toBe("br");
    expect(await encodingFor("BR;Q=1")).toBe("br");
    expect(await encodingFor("br;q=0, *")).toBe("gzip");
    expect(acceptedEncodings("gzip;q=0.2, br;q=0.1, deflate")).toEqual(["gzip", "br"]);
    expect(acceptedEncodings(null)).toEqual([]);
  });

  it("falls back to the next copy when one is missing, and to the file when none was written", async () => {
    const stylesheet = await serve("/assets/root-0a1b2c.css", BROWSER);
    expect(stylesheet?.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(stylesheet)).toString()).toBe(style);
    expect((await serve("/assets/root-0a1b2c.css", "br"))?.headers.get("content-encoding")).toBe(
      null,
    );
    // Under 1 KB: no copy, no Vary.
    expect(existsSync(path.join(root, "assets/chunk-9f8e7d.js.gz"))).toBe(false);
    expect(
      (await serve("/assets/chunk-9f8e7d.js", BROWSER))?.headers.get("content-encoding"),
    ).toBeNull();
    const small = await serve("/assets/entry-abc123.js", BROWSER);
    expect(small?.headers.get("content-encoding")).toBeNull();
    expect(small?.headers.get("vary")).toBeNull();
    expect(await small?.text()).toBe("export {};");
    // A copy that would not be smaller is not written.
    expect(existsSync(path.join(root, "noise.txt.br"))).toBe(false);
    expect(existsSync(path.join(root, "noise.txt.gz"))).toBe(false);
    const noise = await serve("/noise.txt", BROWSER);
    expect(noise?.headers.get("content-encoding")).toBeNull();
    expect(noise?.headers.get("content-length")).toBe("2048");
  });

  it("reads a file changed since it was first sent again (development's public/)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "site-static-changed-"));
    const file = path.join(dir, "sw.js");
    await writeFile(file, "self.version = 1;");
    const files = staticFiles(dir);
    expect(await (await files("/sw.js"))?.text()).toBe("self.version = 1;");
    await writeFile(file, "self.version = 22;");
    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    expect(await (await files("/sw.js"))?.text()).toBe("self.version = 22;");
  });
});

describe("static files in the site app", () => {
  const site = () =>
    createSiteApp({
      build: () => Promise.reject(new Error("no pages in these tests")) as Promise<ServerBuild>,
      mode: "production",
      serveFile: serve,
    });

  it("are sent as built: the compression middleware leaves them alone", async () => {
    const br = await site().fetch(
      new Request("http://localhost/assets/wizard-def456.js", {
        headers: { "accept-encoding": BROWSER },
      }),
    );
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(script);
    // deflate is what the middleware would compress with here, on every request.
    const plain = await site().fetch(
      new Request("http://localhost/assets/wizard-def456.js", {
        headers: { "accept-encoding": "deflate" },
      }),
    );
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-length")).toBe(String(Buffer.byteLength(script)));
    expect((await bytes(plain)).toString()).toBe(script);
  });

  it("answers HEAD with GET's headers and no body, and a range with the whole file", async () => {
    const get = await site().fetch(
      new Request("http://localhost/assets/wizard-def456.js", {
        headers: { "accept-encoding": BROWSER },
      }),
    );
    const head = await site().fetch(
      new Request("http://localhost/assets/wizard-def456.js", {
        method: "HEAD",
        headers: { "accept-encoding": BROWSER },
      }),
    );
    expect(head.status).toBe(200);
    for (const name of ["content-encoding", "content-length", "content-type", "cache-control"])
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const range = await site().fetch(
      new Request("http://localhost/assets/wizard-def456.js", { headers: { range: "bytes=0-9" } }),
    );
    expect(range.status).toBe(200);
    expect(await range.text()).toBe(script);
  });
});
