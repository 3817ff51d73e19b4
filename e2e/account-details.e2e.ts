import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test, type Page } from "./fixtures";

import { alice, axeViolations, pdfRunAfter as after, pdfText, tabTo } from "./support";

/** The one local map tile Storybook's stories use too: no test ever reaches a tile server. */
const TILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../.storybook/public/map-tile.png",
);
const OSM_TILES = "https://tile.openstreetmap.org/**";

/** Serves every OpenStreetMap tile from the local PNG, and records each tile asked for. */
async function serveLocalTiles(page: Page): Promise<string[]> {
  const png = await readFile(TILE);
  const tiles: string[] = [];
  await page.route(OSM_TILES, (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", body: png });
  });
  return tiles;
}

/** Any request leaving for another host than the site's and the (intercepted) tiles'. */
function watchOutsideRequests(page: Page, siteOrigin: () => string): string[] {
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (url.origin === siteOrigin() || url.host === "tile.openstreetmap.org") return;
    outside.push(request.url());
  });
  return outside;
}

test.use({ signedInAs: alice });

test("Alice sees where her crew is on the map and downloads the booking's invoice", async ({
  page,
  baseURL,
}) => {
  const crashes: string[] = [];
  page.on("pageerror", (error) => crashes.push(error.message));
  const tiles = await serveLocalTiles(page);
  const outside = watchOutsideRequests(page, () => new URL(baseURL!).origin);
  // An upcoming booking with Crew Team A assigned: the details first, a Crew location tab.
  await page.goto("/my-booking-details/active/BK-1001-02");
  const info = page.getByRole("region", { name: "Service Information" });
  await expect(info).toBeVisible();
  const price = info.getByRole("definition").filter({ hasText: /^£/ });
  await expect(price).toHaveText("£45.00");
  const panel = page.getByRole("region", { name: "Upcoming service" });
  await expect(panel.getByRole("tab", { name: "Details" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  expect(tiles).toEqual([]);

  // The map, at zoom 16 on the crew, its tiles served locally.
  await panel.getByRole("tab", { name: "Crew location" }).click();
  const map = page.getByRole("region", { name: "Crew location map" });
  await expect(map).toHaveAttribute("data-zoom", "16");
  await expect(map.getByRole("img", { name: "Crew Team A" })).toBeVisible();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(tiles.every((url) => /\/16\/\d+\/\d+\.png$/.test(url))).toBe(true);
  await expect
    .poll(() =>
      map
        .locator("img.leaflet-tile-loaded")
        .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth === 256)),
    )
    .toBe(true);
  await expect(page.getByRole("link", { name: "© OpenStreetMap contributors" })).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/copyright",
  );
  // This page's Details tab is checked whole in account-actions.e2e.ts: here the map's tab.
  expect(await axeViolations(page, panel)).toEqual([]);

  // By keyboard: Tab reaches the map, + zooms in, the arrows pan.
  await tabTo(page, map);
  await page.keyboard.press("+");
  await expect(map).toHaveAttribute("data-zoom", "17");
  await expect.poll(() => tiles.some((url) => url.includes("/17/"))).toBe(true);
  await page.keyboard.press("-");
  await expect(map).toHaveAttribute("data-zoom", "16");

  // Back to the details.
  await panel.getByRole("tab", { name: "Details" }).click();
  await expect(map).toBeHidden();
  await expect(panel.getByText("Crew Team A")).toBeVisible();

  // The invoice: a real PDF whose subtotal is the booking's price, with fee and VAT on top.
  const link = info.getByRole("link", { name: "Download invoice (PDF)" });
  await expect(link).toHaveAttribute("href", "/api/mybooking/invoice/BK-1001-02");
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("invoice-BK-1001-02.pdf");
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.subarray(-1024).toString("latin1")).toContain("%%EOF");
  const runs = pdfText(pdf);
  expect(runs).toContain("Booking ref: BK-1001-02");
  // £45.00 + the £5.00 service fee, then VAT at 20% (apps/server/README.md, Invoices).
  expect(after(runs, "Subtotal")).toBe(await price.textContent());
  expect(after(runs, "Service fee")).toBe("£5.00");
  expect(after(runs, "VAT at 20%")).toBe("£10.00");
  expect(after(runs, "Total")).toBe("£60.00");
  expect(after(runs, "Amount paid")).toBe("£60.00");

  expect(outside).toEqual([]);
  expect(crashes).toEqual([]);
});
