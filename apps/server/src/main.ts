import { serve } from "@hono/node-server";

import { createApp } from "./app";
import { configFromEnv } from "./config-env";
import { environment, settings } from "./environment";
import { startPaymentReconciler } from "./handlers/checkout/reconcile";
import { startMail } from "./mail/index";
import { paymentGateway } from "./payments";
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

// The card gateway the environment names; none in production without a provider.
const payments = paymentGateway(db, env);
const app = createApp({ db, config: configFromEnv(env), env, payments });
// Finishes or releases card payments a crash or a lost answer left half done, at start and on
// a schedule: `handlers/checkout/reconcile.ts`.
const reconciler = payments ? startPaymentReconciler(db, { payments, env }) : null;
const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  console.log(`Bookwell API on http://localhost:${port}/api (${where}; ${mode})`);
});

// SIGTERM (a deploy): no new connections, requests in flight finish, then workers and database.
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  const workers = reconciler ? [mail, push, reconciler] : [mail, push];
  void shutdown({ server, graceMs: shutdownGraceMs, workers, db }).then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
