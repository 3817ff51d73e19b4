import { brandById, type Brand } from "@bookwell/contract";

import { environment, type Env } from "./environment";

const checked = new Map<string | undefined, Brand>();

/**
 * The brand this deployment speaks for (`BRAND`: `uk`, Bookwell UK, unless set), checked
 * against the contract's brand schema once. Startup reads it first, so an unknown or invalid
 * brand stops the process with the reason before it serves anything.
 */
export function serverBrand(env: Env = environment()): Brand {
  let brand = checked.get(env.BRAND);
  if (!brand) {
    brand = brandById(env.BRAND);
    checked.set(env.BRAND, brand);
  }
  return brand;
}

/** An amount in minor units (pence, cents) as the brand shows it: "£1,234.50", "-S$5.00". */
export function moneyText(minor: number, currency: Brand["currency"]): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not whole minor units: ${minor}`);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${CURRENCY_SYMBOLS[currency]}${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/** The symbols the site shows (@bookwell/ui's `formatMoney`): S$, not Intl's en-SG "$". */
const CURRENCY_SYMBOLS: Record<Brand["currency"], string> = { GBP: "£", SGD: "S$" };
