export { LocationMap, type LocationMapProps } from "./location-map";
export { isValidLatLng, OPENSTREETMAP_TILES, type LatLng } from "./coordinates";
