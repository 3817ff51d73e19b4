import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { prepareDataDir, StartupError } from "../src/db/data-dir";
import { createPgliteDb } from "../src/db/db";

// On a fresh clone `apps/server/.data/` does not exist and PGlite's own mkdir is not
// recursive, so `npm start` died before it listened.
describe("the embedded database's folder", () => {
  let scratch: string;
  beforeEach(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "bookwell-data-dir-"));
  });
  afterEach(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it("is made with its parents, and PGlite then opens it", async () => {
    const dir = path.join(scratch, "not", "there", "yet", "pglite");
    await prepareDataDir(dir);
    expect((await stat(dir)).isDirectory()).toBe(true);
    const db = await createPgliteDb(dir);
    expect(await db.query("select 1 as one")).toEqual([{ one: 1 }]);
    await db.close();
  });

  it("is left as it is when it exists already", async () => {
    await prepareDataDir(scratch);
    await expect(prepareDataDir(scratch)).resolves.toBeUndefined();
  });

  it("is not touched for PGlite's memory:// and other schemes", async () => {
    await expect(prepareDataDir("memory://")).resolves.toBeUndefined();
    await expect(prepareDataDir("idb://bookwell")).resolves.toBeUndefined();
  });

  it("refuses a file in the way with one line naming the folder and the variable", async () => {
    const file = path.join(scratch, "a-file");
    await writeFile(file, "");
    for (const dir of [file, path.join(file, "pglite")]) {
      const refusal = await prepareDataDir(dir).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(StartupError);
      expect((refusal as Error).message).toBe(
        `Cannot use the database folder ${dir}: a file stands where the folder (or one of its ` +
          "parents) should be. Set PGLITE_DIR to a folder this process can write (or " +
          "DATABASE_URL to use PostgreSQL).",
      );
    }
  });
});
