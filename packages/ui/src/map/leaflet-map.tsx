"use client";
/*
 * The Leaflet half of LocationMap, loaded on demand (`React.lazy` in location-map.tsx) and
 * only in a browser. Leaflet itself, driven from effects (no React binding: one map, one tile
 * layer and one marker need none): Leaflet reads `window` and `document` as soon as it is imported, and it
 * weighs about 45 KB gzip with its stylesheet, which no page without a map should pay for.
 */
import "leaflet/dist/leaflet.css";

import {
  divIcon,
  map as leafletMap,
  marker,
  tileLayer,
  type Map as LeafletMapInstance,
} from "leaflet";
import * as React from "react";

export type LeafletMapProps = {
  lat: number;
  lng: number;
  zoom: number;
  tileUrl: string;
  label: string;
  markerLabel: string;
  /** The id of the visible keyboard hint. */
  hintId: string;
};

/**
 * The pin, built with DOM calls rather than an HTML string so that the marker's name (a prop
 * text) is never parsed as HTML. Coloured by the brand's primary token.
 */
function pinElement(name: string): HTMLElement {
  const svgNs = "http://www.w3.org/2000/svg";
  const pin = document.createElement("span");
  pin.setAttribute("role", "img");
  pin.setAttribute("aria-label", name);
  pin.className = "block size-10 text-primary drop-shadow-md";
  const svg = document.createElementNS(svgNs, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "size-full");
  const outline = document.createElementNS(svgNs, "path");
  outline.setAttribute(
    "d",
    "M12 1.5C7.86 1.5 4.5 4.86 4.5 9c0 5.6 7.5 13.5 7.5 13.5S19.5 14.6 19.5 9c0-4.14-3.36-7.5-7.5-7.5z",
  );
  outline.setAttribute("fill", "currentColor");
  outline.setAttribute("stroke", "white");
  outline.setAttribute("stroke-width", "1.5");
  const dot = document.createElementNS(svgNs, "circle");
  dot.setAttribute("cx", "12");
  dot.setAttribute("cy", "9");
  dot.setAttribute("r", "3");
  dot.setAttribute("fill", "white");
  svg.append(outline, dot);
  pin.append(svg);
  return pin;
}

/** True when the customer asked their system for less motion. */
function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * One Leaflet map in a div React owns. Leaflet is made once per mount; a new position or zoom
 * given after the first render moves it. React cannot put attributes on the element Leaflet
 * manages, so the map's role, name, keyboard hint and zoom (`data-zoom`, kept current for
 * styling and tests) are set here.
 */
export default function LeafletMap({
  lat,
  lng,
  zoom,
  tileUrl,
  label,
  markerLabel,
  hintId,
}: LeafletMapProps) {
  const [still] = React.useState(prefersReducedMotion);
  const container = React.useRef<HTMLDivElement>(null);
  const [map, setMap] = React.useState<LeafletMapInstance | null>(null);

  // The map, its tiles and its pin: made when the box mounts, removed when it unmounts.
  React.useEffect(() => {
    const element = container.current;
    if (!element) return;
    const made = leafletMap(element, {
      center: [lat, lng],
      zoom,
      // Arrows pan, + and - zoom while the map has focus (Leaflet's keyboard handler).
      keyboard: true,
      // The wheel scrolls the page, not the map: a map in the middle of a page must not
      // catch the reader's scrolling.
      scrollWheelZoom: false,
      // The attribution is ours, as text (Leaflet's control would set it as HTML).
      attributionControl: false,
      zoomAnimation: !still,
      fadeAnimation: !still,
      markerZoomAnimation: !still,
    });
    setMap(made);
    return () => {
      made.remove();
      setMap(null);
    };
    // Made once: later positions and zooms move it (below), they do not make a new map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [still]);

  React.useEffect(() => {
    if (!map) return;
    const tiles = tileLayer(tileUrl).addTo(map);
    return () => void tiles.remove();
  }, [map, tileUrl]);

  React.useEffect(() => {
    if (!map) return;
    const icon = divIcon({
      html: pinElement(markerLabel),
      // Any class but Leaflet's default drops the white box of its default div icon.
      className: "",
      iconSize: [40, 40],
      iconAnchor: [20, 38],
    });
    const pin = marker([lat, lng], { icon, keyboard: false, interactive: false }).addTo(map);
    return () => void pin.remove();
  }, [map, lat, lng, markerLabel]);

  React.useEffect(() => {
    if (!map) return;
    const element = map.getContainer();
    element.setAttribute("role", "region");
    element.setAttribute("aria-roledescription", "map");
    element.setAttribute("aria-label", label);
    element.setAttribute("aria-describedby", hintId);
    const showZoom = () => {
      element.dataset.zoom = String(map.getZoom());
    };
    showZoom();
    map.on("zoomend", showZoom);
    return () => void map.off("zoomend", showZoom);
  }, [map, label, hintId]);

  React.useEffect(() => {
    map?.setView([lat, lng], zoom);
  }, [map, lat, lng, zoom]);

  return (
    <div
      ref={container}
      className="size-full font-sans focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    />
  );
}
