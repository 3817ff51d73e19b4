/**
 * The port of the SMTP server `mail-and-pwa.e2e.ts` runs in the journeys' process; the site
 * under test sends its mail there (SMTP_URL in playwright.config.ts).
 */
export const smtpPort = Number(
  process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 5,
);
