// The map in a server render: Leaflet reads `window` as soon as it is imported, so it must
// neither be imported nor rendered there. The first HTML holds the box and its loading status.
import * as React from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { LocationMap } from "./location-map";

const props = {
  lat: 51.5194,
  lng: -0.0743,
  tileUrl: "/tiles/{z}/{x}/{y}.png",
  label: "Crew location map",
  markerLabel: "Crew Team A",
};

describe("LocationMap on the server", () => {
  it("renders its loading status and the credit, without Leaflet", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(React.createElement(LocationMap, props));
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading the map");
    expect(html).toContain('href="https://www.openstreetmap.org/copyright"');
    expect(html).toContain("© OpenStreetMap contributors");
    expect(html).not.toContain("leaflet-container");
    expect(html).not.toContain('role="region"');
  });

  it("renders the unavailable text for no point", () => {
    const html = renderToString(React.createElement(LocationMap, { ...props, lat: 0, lng: 0 }));
    expect(html).toContain("This location cannot be shown on a map.");
    expect(html).not.toContain('role="status"');
  });
});
