import type { KitSettings } from "@bookwell/booking-kit";

export type MapTiles = NonNullable<KitSettings["map"]>;

/**
 * The crew location map's tiles from the environment: `MAP_TILE_URL` (a template with `{z}`,
 * `{x}` and `{y}`), `MAP_TILE_ATTRIBUTION` (the credit the provider asks for, plain text) and
 * `MAP_TILE_ATTRIBUTION_URL` (its link, optional). Unset: undefined, and the kit uses
 * OpenStreetMap's tiles. A setting that cannot work stops the start with a sentence saying
 * why, rather than a map with no tiles or tiles shown without their credit.
 */
export function mapTilesFromEnv(env: Record<string, string | undefined>): MapTiles | undefined {
  const tileUrl = env.MAP_TILE_URL?.trim();
  const attribution = env.MAP_TILE_ATTRIBUTION?.trim();
  const attributionUrl = env.MAP_TILE_ATTRIBUTION_URL?.trim();
  if (!tileUrl) {
    if (attribution || attributionUrl) {
      throw new Error(
        "The map's credit is set without MAP_TILE_URL: set MAP_TILE_URL too, or neither.",
      );
    }
    return undefined;
  }
  const missing = ["{z}", "{x}", "{y}"].filter((part) => !tileUrl.includes(part));
  if (missing.length > 0) {
    throw new Error(
      `MAP_TILE_URL must hold ${missing.join(", ")}, as in https://tile.example.com/{z}/{x}/{y}.png.`,
    );
  }
  if (!attribution) {
    throw new Error(
      "MAP_TILE_URL needs MAP_TILE_ATTRIBUTION: the credit its provider asks to show on the map.",
    );
  }
  return { tileUrl, attribution, ...(attributionUrl ? { attributionUrl } : {}) };
}
