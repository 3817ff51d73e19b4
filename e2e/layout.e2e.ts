import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test, type Locator, type Page } from "./fixtures";

import {
  answerQuestionnaire,
  axeViolations,
  bob,
  bookService,
  cards,
  emptyCart,
  fillBookingInformation,
  fillCard,
  openHome,
  pickDateAndMorningSlot,
} from "./support";

/**
 * The layout points at the four widths a customer uses (phone, tablet, laptop, large
 * screen): the home hero's headline whole inside the viewport, the package listing's groups
 * filling their rows, and the card-authentication dialog's buttons fully visible.
 */
const widths = [375, 768, 1280, 1920] as const;
const height = 900;

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`No box for ${locator.toString()}`);
  return found;
}

/** The element's text is not cut: nothing scrolls inside it sideways. */
async function notClipped(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth <= element.clientWidth);
}

test("the home hero's headline is whole and inside the viewport at 375, 768, 1280 and 1920 px", async ({
  page,
}) => {
  // Reduced motion: the hero does not rotate on its own, so the first slide stays current.
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const [index, width] of widths.entries()) {
    await page.setViewportSize({ width, height });
    // Loaded afresh at each width; the first time, the cookie banner is answered too.
    if (index === 0) await openHome(page);
    else await page.goto("/");
    const headline = page.locator(
      '[data-slot="carousel-slide"][data-state="current"] [data-slot="hero-headline"]',
    );
    await expect(headline).toHaveText("A cleaner home, booked in 60 seconds");
    const { x, y, width: w, height: h } = await box(headline);
    expect(x, `left edge at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(x + w, `right edge at ${width} px`).toBeLessThanOrEqual(width);
    expect(y, `top at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(y + h, `bottom at ${width} px`).toBeLessThanOrEqual(height);
    expect(await notClipped(headline), `headline clipped at ${width} px`).toBe(true);
  }
});

/** A package card's box, with the size of the group it belongs to. */
type Card = Box & { groupSize: number; firstOfGroup: boolean };

/** The package cards of the listing's groups, as rows: the cards' boxes grouped by top. */
async function cardRows(page: Page): Promise<{ rows: Card[][]; container: Box }> {
  const groups = page.locator('[data-slot="package-listing-groups"]');
  const container = await box(groups);
  const cards = await groups.evaluate((element) =>
    [...element.children].flatMap((group) => {
      const inGroup = [...group.querySelectorAll('[data-slot="package-card"]')];
      return inGroup.map((card, index) => {
        const { x, y, width, height } = card.getBoundingClientRect();
        return { x, y, width, height, groupSize: inGroup.length, firstOfGroup: index === 0 };
      });
    }),
  );
  const rows = new Map<number, Card[]>();
  for (const card of cards) {
    const top = Math.round(card.y);
    rows.set(top, [...(rows.get(top) ?? []), card]);
  }
  return { rows: [...rows.values()], container };
}

/** The grid's columns at a width (Tailwind's sm at 640 px and lg at 1024 px). */
const columnsAt = (width: number) => (width >= 1024 ? 3 : width >= 640 ? 2 : 1);

test.describe("Bob, signed in", () => {
  test.use({ signedInAs: bob });

  test("the package listing's groups fill their rows and the card authentication's buttons are fully visible, at every width", async ({
    page,
    request,
  }) => {
    await emptyCart(request, bob);
    await page.goto("/");
    await bookService(page, "Home Cleaning: Regular home cleaning");
    await answerQuestionnaire(page);
    await expect(page).toHaveURL(/\/package-listing$/);
    await expect(page.getByRole("heading", { name: "Best matched" })).toBeVisible();

    for (const width of widths) {
      await page.setViewportSize({ width, height });
      const columns = columnsAt(width);
      const { rows, container } = await cardRows(page);
      expect(rows.length, `rows at ${width} px`).toBeGreaterThan(0);
      // Every row but the last is full, unless the group that follows (the spec's order) has more
      // cards than the row has room for: no row is left part empty while the next group fits.
      for (const [index, row] of rows.slice(0, -1).entries()) {
        const next = rows[index + 1]![0]!;
        const room = columns - row.length;
        const nextGroupTooWide = next.firstOfGroup && Math.min(next.groupSize, columns) > room;
        expect(room === 0 || nextGroupTooWide, `cards in row ${index + 1} at ${width} px`).toBe(
          true,
        );
      }
      // No card is stretched across the columns of others, and none leaves the grid.
      for (const card of rows.flat()) {
        expect(card.width, `card width at ${width} px`).toBeLessThanOrEqual(
          container.width / columns + 1,
        );
        expect(card.x + card.width).toBeLessThanOrEqual(container.x + container.width + 1);
      }
    }
    // On to the card that asks for authentication.
    await page.getByRole("button", { name: "Select One-off home clean" }).click();
    await pickDateAndMorningSlot(page);
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await fillBookingInformation(page);
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await expect(page.getByRole("list", { name: "Cart" })).toContainText("One-off home clean");
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await fillCard(page, cards.requiresAuthentication);
    await page.getByRole("button", { name: "PAY NOW" }).click();
    const dialog = page.getByRole("dialog", { name: "Authenticate this payment" });
    await expect(dialog).toBeVisible();

    for (const width of widths) {
      await page.setViewportSize({ width, height });
      const panel = await box(dialog);
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(width);
      for (const name of ["Fail authentication", "Complete authentication"]) {
        const button = dialog.getByRole("button", { name });
        const { x, y, width: w, height: h } = await box(button);
        expect(x, `${name} left edge at ${width} px`).toBeGreaterThanOrEqual(panel.x);
        expect(x + w, `${name} right edge at ${width} px`).toBeLessThanOrEqual(
          panel.x + panel.width,
        );
        expect(y + h, `${name} bottom at ${width} px`).toBeLessThanOrEqual(panel.y + panel.height);
        expect(await notClipped(button), `${name} label cut at ${width} px`).toBe(true);
      }
    }
    await dialog.getByRole("button", { name: "Fail authentication" }).click();
    await expect(dialog).toBeHidden();
  });
});

/** The one local map tile Storybook's stories use too: no test ever reaches a tile server. */
const TILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../.storybook/public/map-tile.png",
);

test("the contact page shows the office on the real map, on the configured tiles (OpenStreetMap's by default)", async ({
  page,
}) => {
  const png = await readFile(TILE);
  const tiles: string[] = [];
  await page.route("https://tile.openstreetmap.org/**", (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", body: png });
  });
  await page.goto("/contact-us");
  const map = page.getByRole("region", { name: "Map of our London office" });
  await expect(map).toHaveAttribute("data-zoom", "15");
  await expect(map.getByRole("img", { name: "Head office" })).toBeVisible();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(tiles.every((url) => /\/15\/\d+\/\d+\.png$/.test(url))).toBe(true);
  await expect(page.getByRole("link", { name: "© OpenStreetMap contributors" })).toBeVisible();
  // No picture of a map is left.
  await expect(page.locator('img[src*="map-london"]')).toHaveCount(0);
  // The page is checked whole in routes.e2e.ts: here the map, once its tiles are in.
  expect(await axeViolations(page, map)).toEqual([]);
});
