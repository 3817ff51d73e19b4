import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { LocationMap } from "./location-map";

/**
 * Stories never reach a tile server: every tile is the one PNG in Storybook's static folder,
 * its query string carrying the tile's zoom and position so tests can read them.
 */
const LOCAL_TILES = "/map-tile.png?z={z}&x={x}&y={y}";

const meta = {
  title: "Content/LocationMap",
  component: LocationMap,
  tags: ["autodocs"],
  args: {
    lat: 51.5194,
    lng: -0.0743,
    tileUrl: LOCAL_TILES,
    label: "Crew location map",
    markerLabel: "Crew Team A",
  },
  parameters: {
    docs: {
      description: {
        component:
          "Use LocationMap to show where one thing is: a crew on its way, a branch, a meeting " +
          "point. Leaflet with tiles from any URL (OpenStreetMap's by default, credited in the " +
          "corner); its code loads only when a map renders, in the browser. Not for choosing a " +
          "place (it has no picking) nor for many markers.",
      },
    },
  },
} satisfies Meta<typeof LocationMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const mapOf = (canvasElement: HTMLElement, name = "Crew location map") =>
  within(canvasElement).findByRole("region", { name }, { timeout: 10_000 });

/** The z of every tile the map asked for. */
const tileZooms = (map: HTMLElement) =>
  [...map.querySelectorAll<HTMLImageElement>("img.leaflet-tile")].map((tile) =>
    new URL(tile.src).searchParams.get("z"),
  );

/**
 * A key press as Chromium sends it. Leaflet's keyboard handler reads only `keyCode`, which
 * `userEvent.keyboard` leaves at 0, so its events would never move the map.
 */
const KEYS = {
  "+": { code: "Equal", keyCode: 187 },
  "-": { code: "Minus", keyCode: 189 },
  ArrowRight: { code: "ArrowRight", keyCode: 39 },
} as const;
function press(target: Element, key: keyof typeof KEYS) {
  const init = { key, ...KEYS[key], bubbles: true, cancelable: true };
  target.dispatchEvent(new KeyboardEvent("keydown", init));
  target.dispatchEvent(new KeyboardEvent("keyup", init));
}

/**
 * At zoom 16 on the point, its marker named, the credit linked, every tile local; then from
 * the keyboard: the map takes focus with Tab, + and - zoom, the arrows pan.
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await mapOf(canvasElement);
    await expect(map).toHaveAttribute("aria-roledescription", "map");
    await expect(map).toHaveAttribute("data-zoom", "16");
    await expect(map).toHaveAccessibleDescription(
      "Select the map, then use the arrow keys to move it and + or - to zoom.",
    );
    await expect(within(map).getByRole("img", { name: "Crew Team A" })).toBeVisible();
    await waitFor(() => expect(tileZooms(map).length).toBeGreaterThan(0));
    await expect(new Set(tileZooms(map))).toEqual(new Set(["16"]));
    for (const tile of map.querySelectorAll<HTMLImageElement>("img.leaflet-tile")) {
      await expect(new URL(tile.src).origin).toBe(window.location.origin);
    }
    const credit = canvas.getByRole("link", { name: "© OpenStreetMap contributors" });
    await expect(credit).toHaveAttribute("href", "https://www.openstreetmap.org/copyright");
    await expect(canvas.queryByRole("status")).toBeNull();

    await userEvent.tab();
    await expect(map).toHaveFocus();
    press(map, "+");
    await waitFor(() => expect(map).toHaveAttribute("data-zoom", "17"));
    await waitFor(() => expect(tileZooms(map)).toContain("17"));
    press(map, "-");
    await waitFor(() => expect(map).toHaveAttribute("data-zoom", "16"));
    press(map, "-");
    await waitFor(() => expect(map).toHaveAttribute("data-zoom", "15"));

    const pane = map.querySelector<HTMLElement>(".leaflet-map-pane")!;
    const before = pane.style.transform;
    press(map, "ArrowRight");
    await waitFor(() => expect(pane.style.transform).not.toBe(before));
  },
};

/** The zoom buttons: named, 44 px targets, by pointer and by keyboard. */
export const ZoomButtons: Story = {
  play: async ({ canvasElement }) => {
    const map = await mapOf(canvasElement);
    const zoomIn = within(map).getByRole("button", { name: "Zoom in" });
    const zoomOut = within(map).getByRole("button", { name: "Zoom out" });
    for (const button of [zoomIn, zoomOut]) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(zoomIn);
    await waitFor(() => expect(map).toHaveAttribute("data-zoom", "17"));
    zoomOut.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(map).toHaveAttribute("data-zoom", "16"));
  },
};

/** Another zoom and tile server, with a credit that links nowhere. */
export const OtherTiles: Story = {
  args: {
    zoom: 13,
    lat: 1.3521,
    lng: 103.8198,
    tileUrl: "/map-tile.png?source=other&z={z}&x={x}&y={y}",
    attribution: "Map tiles © Example Maps",
    attributionUrl: "",
    label: "Branch location",
    markerLabel: "Our Orchard Road branch",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await mapOf(canvasElement, "Branch location");
    await expect(map).toHaveAttribute("data-zoom", "13");
    await expect(within(map).getByRole("img", { name: "Our Orchard Road branch" })).toBeVisible();
    await expect(canvas.getByText("Map tiles © Example Maps")).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** No point to show (0,0 or off the globe): a sentence instead of a map, no Leaflet. */
export const Unavailable: Story = {
  args: { lat: 0, lng: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("This location cannot be shown on a map.")).toBeVisible();
    await expect(canvas.queryByRole("region")).toBeNull();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** On a phone: the map fills the width, no sideways scroll, the buttons stay 44 px. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const map = await mapOf(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
    const zoomIn = within(map).getByRole("button", { name: "Zoom in" });
    await expect(zoomIn.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const SecondBrand: Story = {
  globals: { brand: "sg" },
  play: async ({ canvasElement }) => {
    const map = await mapOf(canvasElement);
    await expect(document.documentElement.dataset.brand).toBe("sg");
    await expect(within(map).getByRole("img", { name: "Crew Team A" })).toBeVisible();
  },
};
