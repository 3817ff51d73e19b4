import { normalisePostcode } from "@bookwell/contract";

/**
 * The address lookup behind `GET booking/address/{postcode}`: one seam, two
 * providers. Without a key the demo table answers (the demo's few postcodes); with
 * `IDEAL_POSTCODES_API_KEY` the Ideal Postcodes API does (Royal Mail's address file). Either
 * way a postcode it does not know is `null`: the customer types the address by hand.
 */
export interface AddressLookup {
  readonly name: string;
  /**
   * Address line 1 of a normalised UK postcode (`SW1A 1AA`), or `null` when the provider
   * knows no address there. Throws {@link AddressLookupUnavailable} when it cannot answer.
   */
  find(postcode: string): Promise<string | null>;
}

/** The provider could not answer (unreachable, slow, refused our key, out of credit). */
export class AddressLookupUnavailable extends Error {
  override name = "AddressLookupUnavailable";
}

/** How the server looks addresses up (`ServerConfig.addressLookup`). */
export type AddressLookupConfig = {
  provider: "ideal-postcodes";
  apiKey: string;
  /** The API's origin; tests point it at a local stand-in. @default https://api.ideal-postcodes.co.uk */
  baseUrl?: string;
  /** Give up after this long (the customer is waiting on the field). @default 3000 */
  timeoutMs?: number;
};

/** The demo address book: postcode (no space) → address line 1. */
const DEMO_ADDRESSES: Readonly<Record<string, string>> = {
  SW1A1AA: "Buckingham Palace Road",
  SW114PL: "14 Albert Bridge Road",
  M11AE: "1 Piccadilly",
  EC1A1BB: "1 St Martin's Le Grand",
  W1A1AA: "Broadcasting House, Portland Place",
  E16AN: "6 Commercial Street",
  N19GU: "9 Caledonian Road",
  SE17PB: "Waterloo Road",
};

export const demoAddressLookup: AddressLookup = {
  name: "demo",
  find: (postcode) => Promise.resolve(DEMO_ADDRESSES[postcode.replace(/\s+/g, "")] ?? null),
};

/** One address of Ideal Postcodes' `GET /v1/postcodes/{postcode}` answer (the fields we read). */
type IdealPostcodesAddress = { line_1?: unknown; line_2?: unknown; postcode?: unknown };

/**
 * Ideal Postcodes' postcode lookup (`GET /v1/postcodes/{postcode}?api_key=…`): 200 with
 * `{ result: [address…], code: 2000 }`, 404 with code 4040 for a postcode it does not know,
 * 401 (4010, bad key) or 402 (4020/4021, no lookups left or a limit reached) otherwise. The
 * first address's `line_1` is the answer; a postcode with several premises gives its first.
 */
export function idealPostcodesLookup(
  config: Omit<AddressLookupConfig, "provider">,
  fetchImpl: typeof fetch = fetch,
): AddressLookup {
  const base = (config.baseUrl ?? "https://api.ideal-postcodes.co.uk").replace(/\/+$/, "");
  return {
    name: "ideal-postcodes",
    async find(postcode) {
      const url = new URL(`${base}/v1/postcodes/${encodeURIComponent(postcode)}`);
      url.searchParams.set("api_key", config.apiKey);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          headers: { Accept: "application/json" },
          signal: AbortSignal.timeout(config.timeoutMs ?? 3000),
        });
      } catch (error) {
        throw new AddressLookupUnavailable(`unreachable: ${(error as Error).name}`);
      }
      if (response.status === 404) return null;
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
        throw new AddressLookupUnavailable(`status ${response.status} code ${String(body?.code)}`);
      }
      const body = (await response.json().catch(() => null)) as {
        result?: IdealPostcodesAddress[];
      } | null;
      const first = Array.isArray(body?.result) ? body.result[0] : undefined;
      const line1 = typeof first?.line_1 === "string" ? first.line_1.trim() : "";
      return line1 === "" ? null : line1;
    },
  };
}

const built = new WeakMap<AddressLookupConfig, AddressLookup>();

/** The lookup a configuration names: the provider when a key is set, else the demo table. */
export function addressLookupFor(config: AddressLookupConfig | undefined): AddressLookup {
  if (!config?.apiKey) return demoAddressLookup;
  let lookup = built.get(config);
  if (!lookup) built.set(config, (lookup = idealPostcodesLookup(config)));
  return lookup;
}

/** `IDEAL_POSTCODES_API_KEY` (and `IDEAL_POSTCODES_BASE_URL`) → the lookup's configuration. */
export function addressLookupFromEnv(
  env: Record<string, string | undefined>,
): AddressLookupConfig | undefined {
  const apiKey = env.IDEAL_POSTCODES_API_KEY?.trim();
  if (!apiKey) return undefined;
  const baseUrl = env.IDEAL_POSTCODES_BASE_URL?.trim();
  return { provider: "ideal-postcodes", apiKey, ...(baseUrl ? { baseUrl } : {}) };
}

/** The UK postcode in a path, normalised (`sw1a1aa` → `SW1A 1AA`), or `null` when it is not one. */
export function ukPostcode(text: string): string | null {
  const result = normalisePostcode("GB", text);
  return result.ok ? result.postcode : null;
}
