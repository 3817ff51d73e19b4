import { portFromEnv } from "./ports";

/**
 * The port of the SMTP server `mail-and-pwa.e2e.ts` runs in the journeys' process; the site
 * under test sends its mail there (SMTP_URL in playwright.config.ts).
 */
export const smtpPort = portFromEnv("E2E_SMTP_PORT", 5);
