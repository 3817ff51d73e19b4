"use client";
/**
 * `@bookwell/ui/map`: LocationMap, on Leaflet. `leaflet` is an optional peer of the package:
 * an app that shows a map installs it; one that does not installs no map code at all.
 */
export * from "./map";
