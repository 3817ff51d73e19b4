"use client";
import * as React from "react";

import { cn } from "../lib/cn";
import { spinnerVariants } from "../spinner/spinner";
import { isValidLatLng, OPENSTREETMAP_TILES } from "./coordinates";

// Leaflet arrives with the first map that renders, never with the page's first JavaScript.
const LeafletMap = React.lazy(() => import("./leaflet-map"));

export type LocationMapProps = {
  /** Latitude of the point, in degrees. */
  lat: number;
  /** Longitude of the point, in degrees. */
  lng: number;
  /**
   * The starting zoom (Leaflet's levels: 0 the whole world, 18 a few houses).
   * @default 16
   */
  zoom?: number;
  /**
   * The tiles' URL template with `{z}`, `{x}` and `{y}` (`{s}` for subdomains).
   * @default "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
   */
  tileUrl?: string;
  /**
   * The tiles' credit, shown in the map's corner as plain text (never HTML).
   * @default "© OpenStreetMap contributors"
   */
  attribution?: string;
  /**
   * Where the credit links to; no link without it.
   * @default "https://www.openstreetmap.org/copyright"
   */
  attributionUrl?: string;
  /** The map's accessible name, e.g. "Crew location map". */
  label: string;
  /** The marker's accessible name, e.g. "Crew Team A". */
  markerLabel: string;
  /**
   * Shown while the map's code loads.
   * @default "Loading the map"
   */
  loadingLabel?: string;
  /**
   * Shown under the map: how to move it by keyboard.
   * @default "Select the map, then use the arrow keys to move it and + or - to zoom."
   */
  keyboardHint?: string;
  /**
   * Shown instead of the map when `lat`/`lng` is no point on Earth (or 0,0).
   * @default "This location cannot be shown on a map."
   */
  unavailableText?: string;
  className?: string;
};

const subscribeNever = () => () => {};

/** The box's content until Leaflet has loaded: a named, polite status. */
function MapLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex size-full items-center justify-center gap-2 text-sm text-muted-foreground"
    >
      <span aria-hidden="true" className={cn(spinnerVariants({ size: "sm" }), "text-primary")} />
      {label}
    </div>
  );
}

/**
 * A map centred on one point with a marker, on Leaflet with tiles from any URL
 * (OpenStreetMap's by default, credited in the corner). Leaflet loads on demand in the
 * browser only: the server and the first paint render the box with a loading status, so the
 * component is safe in server-rendered pages and costs nothing on pages that do not show it.
 *
 * Accessible: the map is a region named by `label` (role description "map") that takes
 * focus; arrows pan and + and - zoom (the hint under it says so); the zoom buttons are 44 px
 * targets; the marker is an image named by `markerLabel`. The wheel scrolls the page.
 */
export function LocationMap({
  lat,
  lng,
  zoom = 16,
  tileUrl = OPENSTREETMAP_TILES.tileUrl,
  attribution = OPENSTREETMAP_TILES.attribution,
  attributionUrl = OPENSTREETMAP_TILES.attributionUrl,
  label,
  markerLabel,
  loadingLabel = "Loading the map",
  keyboardHint = "Select the map, then use the arrow keys to move it and + or - to zoom.",
  unavailableText = "This location cannot be shown on a map.",
  className,
}: LocationMapProps) {
  // False on the server and while hydrating, true after: Leaflet never runs on the server.
  const inBrowser = React.useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const hintId = React.useId();
  const valid = isValidLatLng(lat, lng);
  return (
    <div data-slot="location-map" className={cn("flex flex-col gap-2", className)}>
      <div
        className={cn(
          "relative isolate h-72 overflow-hidden rounded-md border border-border bg-muted sm:h-80",
          // Leaflet's stylesheet is not in a cascade layer, so these overrides are !important.
          "[&_.leaflet-bar_a]:size-11! [&_.leaflet-bar_a]:text-xl! [&_.leaflet-bar_a]:leading-[2.75rem]!",
          "[&_.leaflet-bar_a]:bg-background! [&_.leaflet-bar_a]:text-foreground!",
          "[&_.leaflet-bar_a:focus-visible]:outline-2! [&_.leaflet-bar_a:focus-visible]:outline-ring! [&_.leaflet-bar_a:focus-visible]:-outline-offset-2!",
        )}
      >
        {!valid ? (
          <p className="flex size-full items-center justify-center p-4 text-center text-sm text-muted-foreground">
            {unavailableText}
          </p>
        ) : inBrowser ? (
          <React.Suspense fallback={<MapLoading label={loadingLabel} />}>
            <LeafletMap
              lat={lat}
              lng={lng}
              zoom={zoom}
              tileUrl={tileUrl}
              label={label}
              markerLabel={markerLabel}
              hintId={hintId}
            />
          </React.Suspense>
        ) : (
          <MapLoading label={loadingLabel} />
        )}
        {valid && attribution ? (
          <p
            data-slot="location-map-attribution"
            className="absolute right-0 bottom-0 z-[1000] rounded-tl-sm bg-background px-1.5 py-0.5 text-xs text-foreground"
          >
            {attributionUrl ? (
              <a href={attributionUrl} className="underline">
                {attribution}
              </a>
            ) : (
              attribution
            )}
          </p>
        ) : null}
      </div>
      {valid ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {keyboardHint}
        </p>
      ) : null}
    </div>
  );
}
