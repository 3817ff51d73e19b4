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
