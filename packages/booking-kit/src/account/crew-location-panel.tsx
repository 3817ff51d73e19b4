"use client";
import { lazyComponent, Tabs, TabsContent, TabsList, TabsTrigger } from "@bookwell/ui";
import * as React from "react";

import type { KitSettings } from "../kit-context";
import type { CrewLocation } from "./crew-location";

/**
 * The map loads on use: its tab is not the one shown first, so neither its component nor
 * Leaflet is in the page's first load. Pointing at or focusing its tab starts the load.
 */
const LocationMap = lazyComponent(() =>
  import("@bookwell/ui/map").then((module) => module.LocationMap),
);
const preloadMap = () => void LocationMap.preload();

/** The map's box while its component loads: the size it will have, announced as loading. */
function MapPending() {
  return (
    <div
      role="status"
      className="flex h-72 items-center justify-center rounded-md border border-border bg-muted text-sm text-muted-foreground sm:h-80"
    >
      Loading the map
    </div>
  );
}

export type CrewLocationPanelProps = {
  /** The crew's position (`crewLocationOf`); without it the details show alone. */
  location: CrewLocation | null;
  /**
   * The map's tiles (`KitSettings.map`).
   * @default OpenStreetMap's standard tiles
   */
  tiles?: KitSettings["map"];
  /** The booking's details, the panel's first view. */
  children: React.ReactNode;
};

/**
 * The right panel of Booking Details (account-area.md section 2: "active details, history
 * details, or crew location map"). With a crew to locate, two tabs switch between the
 * details, shown first because that is what a customer opens a booking for, and the crew's
 * position on a map at zoom 16. The map's code loads only when its tab is opened.
 */
export function CrewLocationPanel({ location, tiles, children }: CrewLocationPanelProps) {
  if (!location) return <>{children}</>;
  return (
    <Tabs defaultValue="details">
      <TabsList aria-label="Show">
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="crew-location" onPointerEnter={preloadMap} onFocus={preloadMap}>
          Crew location
        </TabsTrigger>
      </TabsList>
      <TabsContent value="details">{children}</TabsContent>
      <TabsContent value="crew-location">
        <React.Suspense fallback={<MapPending />}>
          <LocationMap
            lat={location.lat}
            lng={location.lng}
            zoom={16}
            label="Crew location map"
            markerLabel={location.crew}
            {...(tiles
              ? {
                  tileUrl: tiles.tileUrl,
                  attribution: tiles.attribution,
                  attributionUrl: tiles.attributionUrl ?? "",
                }
              : {})}
          />
        </React.Suspense>
      </TabsContent>
    </Tabs>
  );
}
