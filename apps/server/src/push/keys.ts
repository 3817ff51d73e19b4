import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import webpush from "web-push";
import { environment, modeOf, type Env } from "../environment";

/** The VAPID identity this server signs its pushes with. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A `mailto:` or `https:` address the push services may contact. */
  subject: string;
}

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Where development keeps its generated keys: beside the embedded database, never committed. */
export const DEV_VAPID_FILE = path.join(appRoot, ".data/vapid.json");

/** The line a production server without VAPID keys prints at start. */
export const PUSH_OFF_WARNING =
  "WARNING: push is OFF. VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set, so no browser " +
  "notification is sent (reminders, date changes). Generate a pair once with " +
  "`npx web-push generate-vapid-keys` and set both, with VAPID_SUBJECT (mailto: or https:).";

const DEFAULT_SUBJECT = "mailto:no-reply@localhost";

/**
 * The keys from `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY` and `VAPID_SUBJECT`. Without them: in
 * production `null` (push off); in development a pair generated once and kept in `file`, so
 * a browser's subscription survives a restart (a new key would orphan every subscription).
 */
export async function vapidKeys(
  env: Env = environment(),
  file = DEV_VAPID_FILE,
): Promise<VapidKeys | null> {
  const subject = env.VAPID_SUBJECT || DEFAULT_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  if (modeOf(env) === "production") return null;
  try {
    const stored = JSON.parse(await readFile(file, "utf8")) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey)
      return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  } catch {
    // None yet (or unreadable): a new pair below.
  }
  const pair = webpush.generateVAPIDKeys();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return { ...pair, subject };
}
