import type { Db } from "../db/db";
import { createMailDrainer } from "./drainer";
import { describeSmtp, smtpTransport, type MailTransport } from "./transport";
import { environment, modeOf, type Env } from "../environment";
import { mailFrom } from "./settings";

export { queueMail, onMailQueued } from "./queue";
export { createMailDrainer, retryDelayMs, type MailDrainer } from "./drainer";
export { smtpTransport, type MailTransport, type OutgoingMail } from "./transport";
export { mailFrom, mailSettings, publicUrl, siteUrl } from "./settings";
export { notify } from "./events";

/** The line a production server without SMTP prints at start. */
export const MAIL_OFF_WARNING =
  "WARNING: mail is OFF. SMTP_URL is not set, so no e-mail leaves this server: sign-up links, " +
  "password-reset codes and booking confirmations wait in the outbox table until SMTP_URL is set.";

/**
 * Starts sending mail for a server process (`main.ts`, the site's server). With `SMTP_URL`:
 * the drainer sends through SMTP (`MAIL_FROM` the sender, `MAIL_POLL_MS` how often it looks).
 * Without it, mail stays in the outbox: in the demo and development the mailbox page shows it
 * (`/api/dev/mailbox`); in production (which refuses to start without it) this warns.
 */
export function startMail(
  db: Db,
  env: Env = environment(),
  {
    log = console.log,
    warn = console.warn,
  }: { log?: (line: string) => void; warn?: (line: string) => void } = {},
  transport?: MailTransport,
): { stop(): Promise<void> } {
  const production = modeOf(env) === "production";
  const url = env.SMTP_URL;
  if (!url && !transport) {
    if (production) warn(MAIL_OFF_WARNING);
    else log("Mail: captured, not sent (no SMTP_URL): read it at /api/dev/mailbox");
    return { stop: async () => undefined };
  }
  const from = mailFrom(env);
  const sender = transport ?? smtpTransport(url as string, from);
  const drainer = createMailDrainer({ db, transport: sender, scrubSent: production });
  drainer.start(Number(env.MAIL_POLL_MS) || 2_000);
  log(`Mail: sent through ${url ? describeSmtp(url) : "the given transport"} from ${from}`);
  return {
    async stop() {
      await drainer.stop();
      sender.close?.();
    },
  };
}
