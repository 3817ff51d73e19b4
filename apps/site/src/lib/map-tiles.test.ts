import { describe, expect, it } from "vitest";

import { mapTilesFromEnv } from "./map-tiles";

describe("mapTilesFromEnv", () => {
  it("leaves the map on OpenStreetMap's tiles when nothing is set", () => {
    expect(mapTilesFromEnv({})).toBeUndefined();
    expect(mapTilesFromEnv({ MAP_TILE_URL: "  " })).toBeUndefined();
  });

  it("reads the tiles, their credit and its link", () => {
    expect(
      mapTilesFromEnv({
        MAP_TILE_URL: "https://tiles.example.com/{z}/{x}/{y}.png",
        MAP_TILE_ATTRIBUTION: "© Example Maps",
        MAP_TILE_ATTRIBUTION_URL: "https://example.com/credits",
      }),
    ).toEqual({
      tileUrl: "https://tiles.example.com/{z}/{x}/{y}.png",
      attribution: "© Example Maps",
      attributionUrl: "https://example.com/credits",
    });
    expect(
      mapTilesFromEnv({ MAP_TILE_URL: "/tiles/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "Ours" }),
    ).toEqual({ tileUrl: "/tiles/{z}/{x}/{y}.png", attribution: "Ours" });
  });

  it("refuses tiles without their credit", () => {
    expect(() => mapTilesFromEnv({ MAP_TILE_URL: "/tiles/{z}/{x}/{y}.png" })).toThrow(
      "MAP_TILE_URL needs MAP_TILE_ATTRIBUTION: the credit its provider asks to show on the map.",
    );
  });

  it("refuses a URL that is no tile template", () => {
    expect(() =>
      mapTilesFromEnv({
        MAP_TILE_URL: "https://tiles.example.com/{z}.png",
        MAP_TILE_ATTRIBUTION: "x",
      }),
    ).toThrow("MAP_TILE_URL must hold {x}, {y}, as in https://tile.example.com/{z}/{x}/{y}.png.");
  });

  it("refuses a credit without tiles", () => {
    expect(() => mapTilesFromEnv({ MAP_TILE_ATTRIBUTION: "© Example Maps" })).toThrow(
      "The map's credit is set without MAP_TILE_URL: set MAP_TILE_URL too, or neither.",
    );
  });
});
