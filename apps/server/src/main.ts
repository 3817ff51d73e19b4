import { serve } from "@hono/node-server";

import { createApp } from "./app";
import { configFromEnv } from "./config-env";
import { startPaymentReconciler } from "./handlers/checkout/reconcile";
import { startMail } from "./mail/index";
import { paymentGateway } from "./payments";
import { startPush } from "./push/index";
import { seedIfEmpty } from "./seed/index";
import { exitOnStartupError, openDatabase } from "./server-db";

const { db, where } = await openDatabase().catch(exitOnStartupError);
if (await seedIfEmpty(db)) console.log("Demo data loaded (first start).");

// Sends queued mail through SMTP_URL (or says why not): `src/mail/`.
const mail = startMail(db);
// Sends Web Push (reminders, date changes) with the VAPID keys, or says why not: `src/push/`.
const push = await startPush(db);

const port = Number(process.env.PORT ?? 3001);
const payments = paymentGateway(db);
const app = createApp({ db, config: configFromEnv(process.env), payments });
// Finishes or releases card payments a crash or a lost answer left half done, at start and on
// a schedule: `handlers/checkout/reconcile.ts`.
const reconciler = startPaymentReconciler(db, { payments });
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? "127.0.0.1" }, () => {
  console.log(`Bookwell API on http://localhost:${port}/api (${where})`);
});

const stop = () => {
  server.close();
  void Promise.all([mail.stop(), push.stop(), reconciler.stop()])
    .then(() => db.close())
    .then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
