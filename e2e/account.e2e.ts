import { expect, test, type Page } from "@playwright/test";

import {
  alice,
  availableCredit,
  axeViolations,
  cards,
  fillCard,
  logInThroughDialog,
  openHome,
} from "./support";

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

/** Alice logs in from the header and opens My Account (her bookings). */
async function aliceInHerAccount(page: Page) {
  await openHome(page);
  await page.getByRole("button", { name: "Login" }).click();
  await logInThroughDialog(page, alice);
  await page.getByRole("link", { name: "My Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Booking" })).toBeVisible();
}

test("Alice reads her inbox: New markers, a message marked read, the second page", async ({
  page,
}) => {
  const failures = watchFailures(page);
  await aliceInHerAccount(page);
  const nav = page.getByRole("navigation", { name: "My Account" });
  await expect(nav.getByRole("link", { name: "My Inbox" })).toHaveAttribute(
    "href",
    "/my-account/my-inbox",
  );
  await nav.getByRole("link", { name: "My Inbox" }).click();
  await expect(page).toHaveURL(/\/my-account\/my-inbox$/);

  const list = page.getByRole("list", { name: "Messages" });
  await expect(list.getByRole("button")).toHaveCount(5);
  await expect(list.getByText("New", { exact: true })).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);

  // The newest message is unread; opening it shows it and the marker goes.
  const newest = list.getByRole("button").first();
  await expect(newest).toContainText("Bookwell Support");
  await newest.click();
  const message = page.getByRole("article", { name: "Message" });
  await expect(message.getByRole("heading", { name: "Bookwell Support" })).toBeVisible();
  await expect(message.getByText("21 Nov 2026")).toBeVisible();
  await expect(list.getByText("New", { exact: true })).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);

  // Read stays read: after a reload the server's answer has two unread.
  await page.reload();
  await expect(
    page.getByRole("list", { name: "Messages" }).getByText("New", { exact: true }),
  ).toHaveCount(2);

  // Seven messages: the second page holds the two oldest.
  await page
    .getByRole("navigation", { name: "Message pages" })
    .getByRole("button", { name: /Next/ })
    .click();
  await expect(page.getByRole("list", { name: "Messages" }).getByRole("button")).toHaveCount(2);
  expect(failures).toEqual([]);
});

test("Alice sees her credits: available, expiring, totals and transactions", async ({ page }) => {
  const failures = watchFailures(page);
  await aliceInHerAccount(page);
  await page
    .getByRole("navigation", { name: "My Account" })
    .getByRole("link", { name: "My Credits" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "My Credits" })).toBeVisible();
  await expect(page.getByText("Available credits")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Expiring credits" }).getByRole("listitem"),
  ).toHaveText(["£18.00 expiring on 31-Dec-2026", "£70.00 expiring on 15-Mar-2027"]);
  await expect(page.getByRole("table", { name: "Credit transactions" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(failures).toEqual([]);
});

test("Alice tops up £20 with a card that asks for authentication, then a declined card changes nothing", async ({
  page,
  request,
}) => {
  const before = await availableCredit(request, alice);
  await aliceInHerAccount(page);
  await page
    .getByRole("navigation", { name: "My Account" })
    .getByRole("link", { name: "My Credits" })
    .click();
  await page.getByRole("button", { name: "TOP-UP CREDITS" }).click();
  const dialog = page.getByRole("dialog", { name: "Top-up credits" });
  await dialog.getByRole("radio", { name: "Another amount" }).click();
  await dialog.getByRole("textbox", { name: "Amount in pounds" }).fill("20");
  await fillCard(page, cards.requiresAuthentication);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "PAY £20" }).click();
  const authentication = page.getByRole("dialog", { name: "Authenticate this payment" });
  await authentication.getByRole("button", { name: "Complete authentication" }).click();
  await expect(dialog.getByText("Payment Successfull !")).toBeVisible();
  await expect(
    dialog.getByText("You have Successfully completed your Top Up credit."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Back to my credits" }).click();
  const available = `£${(before + 20).toFixed(2)}`;
  await expect(page.getByText(available, { exact: true }).first()).toBeVisible();
  expect(await availableCredit(request, alice)).toBeCloseTo(before + 20, 2);

  await page.getByRole("button", { name: "TOP-UP CREDITS" }).click();
  await dialog.getByRole("radio", { name: "£100", exact: true }).click();
  await fillCard(page, cards.declined);
  await dialog.getByRole("button", { name: "PAY £100" }).click();
  await expect(dialog.getByText("Payment Failed ! Please try again..")).toBeVisible();
  expect(await availableCredit(request, alice)).toBeCloseTo(before + 20, 2);
});

test("an account page opened directly keeps the customer's session and data", async ({ page }) => {
  await aliceInHerAccount(page);
  await page.goto("/my-account/my-credits");
  await expect(page.getByRole("heading", { level: 1, name: "My Credits" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Expiring credits" })).toBeVisible();
});
