import { expect, test, type Page } from "@playwright/test";

import { alice, axeViolations, bob, logInThroughDialog, openHome } from "./support";

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

/** Today in London as DD/MM/YYYY: the business's date, which the lists count from. */
function londonToday(): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date());
}

/*
 * The demo data's dates are fixed while these run on the real clock: the Active tab's content
 * changes as days pass, so it is checked loosely; the past bookings (completed or cancelled in
 * autumn 2026) are in History whatever the day, found with a wide Filter.
 */

test("Alice lists her bookings, filters her history and opens a booking's details", async ({
  page,
}) => {
  const failures = watchFailures(page);
  await openHome(page);
  await page.getByRole("button", { name: "Login" }).click();
  await logInThroughDialog(page, alice);
  await page.getByRole("link", { name: "My Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Booking" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "My Account" })
    .getByRole("link", { name: "My Booking" })
    .click();
  await expect(page).toHaveURL(/\/my-account\/my-booking$/);

  // Active: today to 30 days ahead; every booking shown links to its active details.
  await expect(page.getByRole("tab", { name: "Active" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("textbox", { name: /Date from/ })).toHaveValue(londonToday());
  const active = page.getByRole("table", { name: "Active bookings" });
  await expect(active.or(page.getByText("No Records Found"))).toBeVisible();
  for (const link of await active.getByRole("link").all()) {
    await expect(link).toHaveAttribute("href", /^\/my-booking-details\/active\/BK-1001-/);
  }
  expect(await axeViolations(page)).toEqual([]);

  // History over a wide range holds the autumn's completed and cancelled bookings.
  await page.getByRole("tab", { name: "History" }).click();
  const from = page.getByRole("textbox", { name: /Date from/ });
  const to = page.getByRole("textbox", { name: /Date to/ });
  await from.fill("01/09/2026");
  await from.press("Enter");
  await expect(to).toHaveValue("01/09/2026");
  await to.fill("31/01/2027");
  await to.press("Enter");
  await page.getByRole("button", { name: "Filter" }).click();
  const history = page.getByRole("table", { name: "Booking history" });
  const deepClean = history.getByRole("link", { name: "TK-23950, session 1/1" });
  await expect(deepClean).toBeVisible();
  await expect(history.getByRole("link", { name: "TK-23900, session 1/1" })).toBeVisible();
  await expect(history.getByRole("row", { name: /TK-23950/ })).toContainText("28/10/2026");
  expect(await axeViolations(page)).toEqual([]);

  // The ticket is a real link: its details, with the Service Information.
  await expect(deepClean).toHaveAttribute("href", "/my-booking-details/history/BK-1001-07");
  await deepClean.click();
  await expect(page).toHaveURL(/\/my-booking-details\/history\/BK-1001-07$/);
  await expect(page.getByRole("heading", { level: 1, name: "Booking Details" })).toBeVisible();
  const info = page.getByRole("region", { name: "Service Information" });
  await expect(info).toContainText("Deep cleaning");
  await expect(info).toContainText("£120.00");
  await expect(info).toContainText("28/10/2026");
  await expect(page.getByRole("region", { name: "Past service" })).toContainText("Crew Team B");
  expect(await axeViolations(page)).toEqual([]);

  // Opened afresh (the server's first HTML for her cookie), it shows the same.
  await page.reload();
  await expect(page.getByRole("region", { name: "Service Information" })).toContainText("£120.00");

  // Back from a paid booking (?f=s): the payment success notice.
  await page.goto("/my-account/my-booking?f=s");
  await expect(page.getByRole("region", { name: "Payment" })).toContainText(
    "You have successfully made a payment.",
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(failures).toEqual([]);
});

test("Bob opening Alice's booking goes home and sees nothing of it", async ({ page }) => {
  await openHome(page);
  await page.getByRole("button", { name: "Login" }).click();
  await logInThroughDialog(page, bob);
  await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();

  await page.goto("/my-booking-details/history/BK-1001-07");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You are not allowed to see this.", { exact: true })).toBeVisible();
  await expect(page.getByText("Crew Team B")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Service Information" })).toHaveCount(0);
});
