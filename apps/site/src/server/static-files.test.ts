import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { staticFiles } from "./static-files";

let root: string;
let serve: ReturnType<typeof staticFiles>;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "site-static-"));
  root = path.join(dir, "client");
  await mkdir(path.join(root, "assets"), { recursive: true });
  await mkdir(path.join(root, "images/home"), { recursive: true });
  await writeFile(path.join(root, "assets/entry-abc123.js"), "export {};");
  await writeFile(path.join(root, "images/home/hero-1.svg"), "<svg/>");
  await writeFile(path.join(dir, "secret.txt"), "not for the web");
  serve = staticFiles(root);
});

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
    expect(await serve("/")).toBeNull();
    expect(await serve("/about-us")).toBeNull();
  });
});
