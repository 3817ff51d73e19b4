import { verify } from "@node-rs/argon2";

import { serverBrand } from "./brand";
import type { Queryable } from "./db/db";
import { modeOf, productionProblems, type Env } from "./environment";
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from "./seed/index";

/** The demo's staff console logins, refused in production wherever a seed put them. */
export const DEMO_STAFF_EMAILS = ["agent@bookwell.example", "admin@bookwell.example"] as const;

/**
 * The demo's logins a production database still has: a demo customer whose password is still
 * the README's, or a demo staff account (the `staff_users` table, where there is one).
 */
export async function demoLoginProblems(db: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const emails = DEMO_CUSTOMERS.map((customer) => customer.email);
  const customers = await db.query<{ email: string; password_hash: string }>(
    "SELECT email, password_hash FROM accounts WHERE email = ANY($1::text[])",
    [emails],
  );
  for (const customer of customers) {
    if (await verify(customer.password_hash, DEMO_PASSWORD).catch(() => false))
      problems.push(`The demo login ${customer.email} (the README's password) is in the database.`);
  }
  const [staffTable] = await db.query<{ exists: boolean }>(
    "SELECT to_regclass('public.staff_users') IS NOT NULL AS exists",
  );
  if (staffTable?.exists) {
    const staff = await db.query<{ email: string }>(
      "SELECT email FROM staff_users WHERE lower(email) = ANY($1::text[])",
      [[...DEMO_STAFF_EMAILS]],
    );
    for (const member of staff)
      problems.push(`The demo staff login ${member.email} is in the database.`);
  }
  return problems;
}

/** The lines a refused production start prints, the problems each on its own line. */
export function refusal(problems: readonly string[]): string {
  return [
    "Bookwell will not start in production (NODE_ENV=production without DEMO=1):",
    ...problems.map((problem) => `  - ${problem}`),
    "Set what is missing (apps/server/README.md, Configuration), or run the demo with DEMO=1.",
  ].join("\n");
}

/**
 * For a process's entry point, before anything listens: a `BRAND` that names no valid brand,
 * in any mode; in production, every missing or unsafe setting printed at once. Either: exit 1.
 */
export function refuseUnsafeSettings(env: Env, error = console.error): void {
  try {
    serverBrand(env);
  } catch (problem) {
    error((problem as Error).message);
    process.exit(1);
  }
  const problems = productionProblems(env);
  if (!problems.length) return;
  error(refusal(problems));
  process.exit(1);
}

/** The same for what the database holds (demo logins), once it is open. */
export async function refuseDemoLogins(
  env: Env,
  db: Queryable,
  error = console.error,
): Promise<void> {
  if (modeOf(env) !== "production") return;
  const problems = await demoLoginProblems(db);
  if (!problems.length) return;
  error(refusal(problems));
  process.exit(1);
}

/** What `shutdown` closes: the listening server, then the workers and the database. */
export interface ShutdownParts {
  server: { close(callback?: (error?: Error) => void): unknown; closeAllConnections?(): void };
  /** How long requests in flight may take to finish (`SHUTDOWN_GRACE_MS`). */
  graceMs: number;
  /** The mail and push workers: each stops after its current item. */
  workers: ReadonlyArray<{ stop(): Promise<void> }>;
  db: { close(): Promise<void> };
}

/**
 * SIGTERM's order: stop accepting connections, let requests in flight finish (up to the
 * grace, then the rest are cut), stop the workers after their current item, close the
 * database. Resolves when all is closed; the caller exits.
 */
export async function shutdown({ server, graceMs, workers, db }: ShutdownParts): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise<void>((resolve) => server.close(() => resolve())),
    new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        server.closeAllConnections?.();
        resolve();
      }, graceMs);
    }),
  ]);
  clearTimeout(timer);
  await Promise.all(workers.map((worker) => worker.stop()));
  await db.close();
}
