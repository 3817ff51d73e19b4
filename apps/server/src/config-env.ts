import { addressLookupFromEnv } from "./address/lookup";
import type { ServerConfig } from "./config";
import {
  allowedOriginsFromEnv,
  assetBaseUrlFromEnv,
  limitsFromEnv,
  secureCookiesFromEnv,
} from "./security/index";

/**
 * The settings a deployment gives through the environment, read the same way by the API's
 * own process (`main.ts`) and the site's (`apps/site/server.ts`): `SECURE_COOKIES`,
 * `CORS_ORIGINS` (`ALLOWED_ORIGINS`, its earlier name, too), `ASSET_BASE_URL`, `MAX_BODY_BYTES`,
 * `SLOT_HOLD_MINUTES`, `IDEAL_POSTCODES_API_KEY` (and `IDEAL_POSTCODES_BASE_URL`).
 */
export function configFromEnv(env: Record<string, string | undefined>): Partial<ServerConfig> {
  return {
    secureCookies: secureCookiesFromEnv(env.SECURE_COOKIES),
    allowedOrigins: allowedOriginsFromEnv(env),
    assetBaseUrl: assetBaseUrlFromEnv(env.ASSET_BASE_URL),
    limits: limitsFromEnv(env),
    ...positiveNumber("slotHoldMinutes", env.SLOT_HOLD_MINUTES),
    addressLookup: addressLookupFromEnv(env),
  };
}

/** A setting given as a positive number (fractions allowed); absent or not one: the default. */
function positiveNumber<K extends keyof ServerConfig>(key: K, text: string | undefined) {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? { [key]: value } : {};
}
