"use client";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@bookwell/ui";
import { LocationMap } from "@bookwell/ui/map";
import type * as React from "react";

import type { KitSettings } from "../kit-context";
import type { CrewLocation } from "./crew-location";

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
        <TabsTrigger value="crew-location">Crew location</TabsTrigger>
      </TabsList>
      <TabsContent value="details">{children}</TabsContent>
      <TabsContent value="crew-location">
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
      </TabsContent>
    </Tabs>
  );
}
