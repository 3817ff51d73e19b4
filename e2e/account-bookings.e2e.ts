import { expect, test, type Page } from "./fixtures";

import { alice, axeViolations, bob } from "./support";

/** React's hydration failures (production builds report them by number) and a page's crashes. */
const HYDRATION_FAILURE = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;

function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on("pageerror", (error) => failures.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && HYDRATION_FAILURE.test(message.text())) {
      failures.push(message.text());
    }
  });
  return failures;
}

/**
 * The business's date (Europe/London) `days` from today, as DD/MM/YYYY (the page's format):
 * the lists count from it, and the demo data is dated from the day it was seeded, this run's
 * (a fresh database per run).
 */
function londonDay(days = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const [y, m, d] = date.toISOString().slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}

/*
 * The demo bookings are dated from the seed day: alice's active ones from tomorrow on, her
 * past ones up to ten weeks back (BK-1001-07, the deep clean, 25 days back; BK-1001-08,
 * cancelled, 68 days back), found in History with a wider Filter.
 */

test.describe("Alice, signed in", () => {
  test.use({ signedInAs: alice });

  test("Alice lists her bookings, filters her history and opens a booking's details", async ({
    page,
  }) => {
    const failures = watchFailures(page);
    // From the home page's header, as she would.
    await page.goto("/");
    await page.getByRole("link", { name: "My Account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Booking" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "My Account" })
      .getByRole("link", { name: "My Booking" })
      .click();
    await expect(page).toHaveURL(/\/my-account\/my-booking$/);

    // Active: today to 30 days ahead; every booking shown links to its active details.
    await expect(page.getByRole("tab", { name: "Active" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("textbox", { name: /Date from/ })).toHaveValue(londonDay());
    const active = page.getByRole("table", { name: "Active bookings" });
    // Tomorrow's session, inside the lead time (no journey can move it).
    await expect(active.getByRole("link", { name: "TK-24001, session 3/12" })).toBeVisible();
    for (const link of await active.getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", /^\/my-booking-details\/active\/BK-1001-/);
    }
    expect(await axeViolations(page)).toEqual([]);

    // History over the last three months holds the completed and cancelled bookings.
    await page.getByRole("tab", { name: "History" }).click();
    const from = page.getByRole("textbox", { name: /Date from/ });
    const to = page.getByRole("textbox", { name: /Date to/ });
    await from.fill(londonDay(-90));
    await from.press("Enter");
    await expect(to).toHaveValue(londonDay(-90));
    await to.fill(londonDay());
    await to.press("Enter");
    await page.getByRole("button", { name: "Filter" }).click();
    const history = page.getByRole("table", { name: "Booking history" });
    const deepClean = history.getByRole("link", { name: "TK-23950, session 1/1" });
    await expect(deepClean).toBeVisible();
    await expect(history.getByRole("link", { name: "TK-23900, session 1/1" })).toBeVisible();
    await expect(history.getByRole("row", { name: /TK-23950/ })).toContainText(londonDay(-25));
    // The page is checked whole above: here the History tab's part.
    expect(await axeViolations(page, page.locator("main"))).toEqual([]);

    // The ticket is a real link: its details, with the Service Information.
    await expect(deepClean).toHaveAttribute("href", "/my-booking-details/history/BK-1001-07");
    await deepClean.click();
    await expect(page).toHaveURL(/\/my-booking-details\/history\/BK-1001-07$/);
    await expect(page.getByRole("heading", { level: 1, name: "Booking Details" })).toBeVisible();
    // Its own name in the head, from its loader (the CMS has no entry for a booking's url).
    await expect(page).toHaveTitle("Booking Details | Bookwell");
    const info = page.getByRole("region", { name: "Service Information" });
    await expect(info).toContainText("Deep cleaning");
    await expect(info).toContainText("£120.00");
    await expect(info).toContainText(londonDay(-25));
    await expect(page.getByRole("region", { name: "Past service" })).toContainText("Crew Team B");
    expect(await axeViolations(page)).toEqual([]);

    // Opened afresh (the server's first HTML for her cookie), it shows the same.
    await page.reload();
    await expect(page.getByRole("region", { name: "Service Information" })).toContainText(
      "£120.00",
    );

    // Back from a paid booking (?f=s): the payment success notice.
    await page.goto("/my-account/my-booking?f=s");
    await expect(page.getByRole("region", { name: "Payment" })).toContainText(
      "You have successfully made a payment.",
    );
    // The page is checked whole above: here the notice it adds.
    expect(await axeViolations(page, page.getByRole("region", { name: "Payment" }))).toEqual([]);
    expect(failures).toEqual([]);
  });
});

test.describe("Bob, signed in", () => {
  test.use({ signedInAs: bob });

  test("Bob opening Alice's booking goes home and sees nothing of it", async ({ page }) => {
    await page.goto("/my-booking-details/history/BK-1001-07");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("You are not allowed to see this.", { exact: true })).toBeVisible();
    await expect(page.getByText("Crew Team B")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Service Information" })).toHaveCount(0);
  });
});
