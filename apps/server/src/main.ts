import { serve } from "@hono/node-server";

import { createApp } from "./app";
import { configFromEnv } from "./config-env";
import { environment, settings } from "./environment";
import { startMail } from "./mail/index";
import { startPush } from "./push/index";
import { seedIfEmpty } from "./seed/index";
import { exitOnStartupError, openDatabase } from "./server-db";
import { refuseDemoLogins, refuseUnsafeSettings, shutdown } from "./startup";

const env = environment();
const { mode, demo, port = 3001, host = "127.0.0.1", shutdownGraceMs } = settings();
// Production without its settings, or with a test gateway: every problem printed, exit 1.
refuseUnsafeSettings(env);

const { db, where } = await openDatabase(env).catch(exitOnStartupError);
// The demo data (and its logins) only outside production, where the demo is on purpose.
if (demo && (await seedIfEmpty(db))) console.log("Demo data loaded (first start).");
await refuseDemoLogins(env, db);

// Sends queued mail through SMTP_URL (or says why not): `src/mail/`.
const mail = startMail(db, env);
// Sends Web Push (reminders, date changes) with the VAPID keys, or says why not: `src/push/`.
const push = await startPush(db, env);

const app = createApp({ db, config: configFromEnv(env) });
const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  console.log(`Bookwell API on http://localhost:${port}/api (${where}; ${mode})`);
});

// SIGTERM (a deploy): no new connections, requests in flight finish, then workers and database.
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void shutdown({ server, graceMs: shutdownGraceMs, workers: [mail, push], db }).then(() =>
    process.exit(0),
  );
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
