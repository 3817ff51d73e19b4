import { constants } from "node:fs";
import { access, mkdir, stat } from "node:fs/promises";

/** A reason the server cannot start that one line explains better than a stack trace. */
export class StartupError extends Error {
  override name = "StartupError";
}

/**
 * Makes the embedded database's folder, parents included, before PGlite opens it: PGlite makes
 * it with a non-recursive mkdir, so on a fresh clone (where `.data/` does not exist yet) it
 * would fail. `memory://` and the other PGlite schemes are left alone. A folder that cannot be
 * used (a file in the way, no permission) is a `StartupError` naming it and `variable`.
 */
export async function prepareDataDir(dir: string, variable = "PGLITE_DIR"): Promise<void> {
  if (/^[a-z]+:\/\//i.test(dir)) return;
  const refuse = (why: string) =>
    new StartupError(
      `Cannot use the database folder ${dir}: ${why}. Set ${variable} to a folder this process ` +
        `can write (or DATABASE_URL to use PostgreSQL).`,
    );
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    throw refuse(reasonOf(error));
  }
  if (!(await stat(dir)).isDirectory()) throw refuse("it is not a folder");
  try {
    await access(dir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    throw refuse(reasonOf(error));
  }
}

function reasonOf(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case "EEXIST":
    case "ENOTDIR":
      return "a file stands where the folder (or one of its parents) should be";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EROFS":
      return "the file system is read-only";
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
