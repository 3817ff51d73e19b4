import { brandDomain } from "@bookwell/contract";
import type { MailSettings } from "@bookwell/mail";
import { serverBrand } from "../brand";
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

/** The brand (`BRAND`: its name, hotline, colours, time zone) and addresses of the mails. */
export function mailSettings(env: Env = environment()): MailSettings & { timeZone: string } {
  const brand = serverBrand(env);
  return {
    brandName: brand.name,
    siteUrl: siteUrl(env),
    phone: brand.contact.phone,
    domain: brandDomain(brand),
    ...(brand.theme ? { theme: brand.theme } : {}),
    timeZone: brand.timeZone,
  };
}

/** Every mail's sender: `MAIL_FROM`, else the brand's. */
export function mailFrom(env: Env = environment()): string {
  return env.MAIL_FROM || serverBrand(env).mail.from;
}
