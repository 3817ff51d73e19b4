/** A point on the map, in degrees (WGS 84, as GPS and OpenStreetMap give it). */
export type LatLng = { lat: number; lng: number };

/**
 * True for a point a map can show: both numbers finite, latitude within ±90 and longitude
 * within ±180. 0,0 counts as no point: it is what a missing position turns into when a
 * system stores zero for "unknown", and no customer's home lies in the Gulf of Guinea.
 */
export function isValidLatLng(lat: unknown, lng: unknown): boolean {
  if (typeof lat !== "number" || typeof lng !== "number") return false;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return false;
  return !(lat === 0 && lng === 0);
}

/** OpenStreetMap's standard tiles, the map's default (their tile usage policy applies). */
export const OPENSTREETMAP_TILES = {
  tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: "© OpenStreetMap contributors",
  attributionUrl: "https://www.openstreetmap.org/copyright",
} as const;
