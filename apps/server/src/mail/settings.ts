import type { MailSettings } from "@bookwell/mail";
import { environment, type Env } from "../environment";

/**
 * Where users reach this server, for the links it mails. A setting, never the request's Host
 * header: a forged Host would otherwise send a victim's verification link to someone else.
 */
export function publicUrl(env: Env = environment()): string {
  return (env.PUBLIC_URL || "http://localhost:3001").replace(/\/+$/, "");
}

/** The site's address for links to pages (My Bookings, a quotation): the site, else the API's. */
export function siteUrl(env: Env = environment()): string {
  return (env.PUBLIC_SITE_URL || env.PUBLIC_URL || "http://localhost:3000").replace(/\/+$/, "");
}

/** The brand and addresses the mails are rendered with. */
export function mailSettings(env: Env = environment()): MailSettings & { timeZone: string } {
  return {
    brandName: env.MAIL_BRAND_NAME || "Bookwell",
    siteUrl: siteUrl(env),
    ...(env.MAIL_PHONE ? { phone: env.MAIL_PHONE } : {}),
    timeZone: "Europe/London",
  };
}
