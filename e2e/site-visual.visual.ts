import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test, type Page } from "./fixtures";

import {
  alice,
  answerQuestionnaire,
  bob,
  bookService,
  fillBookingInformation,
  logInThroughDialog,
} from "./support";
import { FIXED_NOW } from "./site-visual.config";

/** The project's brand (`uk`, `sg`): the last part of each baseline's name. */
const brand = () => test.info().project.name;

/**
 * Screenshot baselines of the site itself: every public route (one instance of each
 * pattern), the account area (My Bookings, a booking's details) and every step of the
 * booking, at 375 and 1280 px, in both brands: each brand's project against its own server,
 * started with its `BRAND` (site-visual.config.ts), so the second brand's pictures show its
 * own content, images and prices. The servers run on FIXED_NOW; the browser's clock shows the
 * same instant. Full pages, lazy images loaded, map tiles from the local tile.
 * `pnpm test:site-visual:update` writes the PNGs again after a deliberate change.
 */
const routes: ReadonlyArray<[name: string, path: string]> = [
  ["home", "/"],
  ["about-us", "/about-us"],
  ["enquiry", "/enquiry"],
  ["rates", "/rate"],
  ["how-it-works", "/how-it-works"],
  ["faq", "/faq"],
  ["contact-us", "/contact-us"],
  ["blog", "/blog"],
  ["blog-detail", "/blog/spring-cleaning-checklist-for-london-flats"],
  ["shop", "/shop"],
  ["our-services", "/our-services"],
  ["service-page", "/regular-home-cleaning"],
  ["service-crew", "/service-crew"],
  ["privacy-policy", "/privacy-policy"],
  ["terms-and-conditions", "/terms-and-condition"],
  ["terms-of-use", "/terms-of-use"],
  ["thank-you", "/thankyou"],
  ["not-found", "/404"],
];

const widths = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

const TILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../.storybook/public/map-tile.png",
);

/**
 * The brand's server answers: Playwright waits for the first brand's before any test; the
 * second brand's starts beside it, unwaited (site-visual.config.ts).
 */
test.beforeAll(async () => {
  const { name, use } = test.info().project;
  const url = use.baseURL!;
  await expect
    .poll(
      () =>
        fetch(url).then(
          (response) => response.status,
          () => 0,
        ),
      {
        message: `the ${name} site answers at ${url}`,
        timeout: 180_000,
      },
    )
    .toBe(200);
});

/**
 * The browser's clock at FIXED_NOW, tiles from the local PNG, the cookie banner answered. The
 * browser keeps cookies by the wall clock, so the session cookie, dated from FIXED_NOW, would
 * expire as it is set: the login's answer reaches the page without its Expires (a cookie for
 * the browser's session).
 */
async function prepare(page: Page): Promise<void> {
  await page.clock.setFixedTime(new Date(FIXED_NOW));
  await page.route("**/api/user/login", async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    if (headers["set-cookie"]) {
      headers["set-cookie"] = headers["set-cookie"].replace(/;\s*expires=[^;]*/gi, "");
    }
    await route.fulfill({ response, headers });
  });
  const tile = await readFile(TILE);
  await page.route("https://tile.openstreetmap.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: tile }),
  );
  await page.goto("/");
  // The brand's own server: its language on the page.
  await expect(page.locator("html")).toHaveAttribute("lang", test.info().project.use.locale!);
  await page.getByRole("button", { name: "Accept" }).click();
}

/**
 * Every image loaded (lazy ones too), fonts ready, nothing focused or hovered, no notice
 * showing, at the top. The pointer leaves the page's controls first: a notice under the
 * pointer stays until the pointer moves (Radix pauses a toast on hover).
 */
async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-slot="notification"]')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll<HTMLImageElement>("img[loading=lazy]")) {
      image.loading = "eager";
    }
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener("load", resolve, { once: true });
              image.addEventListener("error", resolve, { once: true });
            }),
      ),
    );
    (document.activeElement as HTMLElement | null)?.blur?.();
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
}

/** The page as the brand's server drew it: `<name>--<width>--<brand>.png`. */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}--${width}--${brand()}.png`, { fullPage: true });
}

/**
 * The account area, signed in as the demo customer (alice) once per width: My Bookings and a booking's details (a confirmed visit with its crew).
 * Declared before the booking tests, which fill her cart: the header's cart shows the same
 * whether these run alone (`-g "account area"`) or with the rest.
 */
for (const { width, height } of widths) {
  test(`the account area at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await prepare(page);
    await page.goto("/?q=login");
    await logInThroughDialog(page, alice);
    await expect(page.getByRole("dialog", { name: "Login" })).toBeHidden();

    await page.goto("/my-account/my-booking");
    // A table from 576 px, cards below it.
    const bookings = page.getByRole(width < 576 ? "list" : "table", { name: "Active bookings" });
    await expect(bookings).toContainText("TK-24001");
    // My Bookings is where a signed-in customer is offered reminders: the offer, over the page
    // once they engage with it (a key pressed), is part of the page's picture.
    await page.keyboard.press("Shift");
    await expect(page.locator('[data-slot="push-permission-prompt"]')).toBeVisible();
    await shoot(page, "account-my-bookings", width);

    await page.goto("/my-booking-details/active/BK-1001-01");
    await expect(page.locator("main")).toContainText("TK-24001");
    await expect(page.locator("main")).toContainText("Crew Team A");
    await shoot(page, "account-booking-details", width);
  });
}

/**
 * The Booking Information step filled in as the brand's customer: a London address looked up
 * from its postcode for the first brand; for the second, a Singapore address typed in full (the
 * lookup knows UK postcodes only).
 */
async function fillBookingInformationFor(page: Page): Promise<void> {
  if (brand() === "uk") return fillBookingInformation(page);
  const step = page.getByRole("form", { name: "Booking Information" });
  await step.getByLabel("Title").selectOption("Ms");
  await step.getByRole("textbox", { name: "First name" }).fill("Alice");
  await step.getByRole("textbox", { name: "Last name" }).fill("Walker");
  await step.getByRole("textbox", { name: "Phone" }).fill("+65 9123 4567");
  await step.getByRole("textbox", { name: "E-mail" }).fill("alice@example.com");
  await step.getByRole("textbox", { name: "Postal code" }).fill("068898");
  await step.getByRole("textbox", { name: "Unit number" }).fill("#10-01");
  await step.getByRole("textbox", { name: "Address line 1" }).fill("80 Robinson Road");
  await step.getByLabel("Country").selectOption({ label: "Singapore" });
}

/** One customer per width, each booking once on fresh demo data: the same cart every run. */
const customers = { 375: alice, 1280: bob } as const;

for (const { width, height } of widths) {
  test(`every public route at ${width} px`, async ({ page }) => {
    // 18 full-page screenshots: minutes under a busy machine's load.
    test.setTimeout(360_000);
    await page.setViewportSize({ width, height });
    await prepare(page);
    for (const [name, route] of routes) {
      await page.goto(route);
      await expect(page.locator("main h1").first()).toBeVisible();
      if (name === "contact-us") {
        await expect(page.locator(".leaflet-tile-loaded").first()).toBeVisible();
      }
      await shoot(page, name, width);
    }
  });

  test(`the package listing and every booking step at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height });
    await prepare(page);
    await bookService(page, "Home Cleaning: Regular home cleaning");
    await logInThroughDialog(page, customers[width]);
    // Signed in once the questionnaire opens; the 3-second "Login successfully." notice is the
    // journeys' to check (a starved poll can miss it, and it is not what these pictures test).
    await expect(page.getByRole("dialog", { name: "Login" })).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Choose location" })).toBeVisible();
    await answerQuestionnaire(page);
    await expect(page.getByRole("heading", { name: "Best matched" })).toBeVisible();
    await shoot(page, "package-listing", width);

    await page.getByRole("button", { name: "Select Regular home cleaning, weekly" }).click();
    await expect(page.getByRole("heading", { name: "Date & Time", level: 2 })).toBeVisible();
    // The first day the business takes (its lead time from FIXED_NOW), once the month's
    // availability has loaded: never a click on a day that is about to be disabled.
    const step = page.getByRole("form", { name: "Date & Time" });
    await expect(step.getByText("March 2026")).toBeVisible();
    const firstDay = step.locator('[role="gridcell"] button:not([disabled])').first();
    await expect(firstDay).toHaveText("4");
    await firstDay.click();
    await step
      .getByRole("radio", { name: /Morning/ })
      .first()
      .check();
    await expect(step.getByText("Chosen date:")).toContainText("04/03/2026");
    await shoot(page, "wizard-1-date-and-time", width);
    await page.getByRole("button", { name: "CONTINUE" }).click();

    await fillBookingInformationFor(page);
    await shoot(page, "wizard-2-booking-information", width);
    await page.getByRole("button", { name: "CONTINUE" }).click();

    await expect(page.getByRole("list", { name: "Cart" })).toContainText(
      "Regular home cleaning, weekly",
    );
    await shoot(page, "wizard-3-finalise", width);
    await page.getByRole("button", { name: "CONTINUE" }).click();

    await expect(page.getByRole("heading", { name: "Checkout & Payment", level: 2 })).toBeVisible();
    await shoot(page, "wizard-4-checkout-and-payment", width);
  });
}
