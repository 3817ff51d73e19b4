import { expect, test, type Page } from "./fixtures";

import {
  answerQuestionnaire,
  bob,
  bookService,
  cards,
  emptyCart,
  fillBookingInformation,
  fillCard,
  logInThroughDialog,
  openHome,
  pickDateAndMorningSlot,
} from "./support";

/**
 * The booking flow's defects of issue 15 ("And in the flow itself"), each a journey step
 * against the built site and its API that failed before its fix.
 */
const directAccess = "Sorry, You can not access this page directly, Please try again.";
const service = "Home Cleaning: Regular home cleaning";

test("a visitor opening /package-listing directly is told so and goes home", async ({ page }) => {
  await page.goto("/package-listing");
  await expect(page.getByText(directAccess).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

/** Bob, logged in from the booking flow, at the one-off clean's Booking Information. */
async function bobAtBookingInformation(page: Page) {
  await openHome(page);
  await bookService(page, service);
  await logInThroughDialog(page, bob);
  await answerQuestionnaire(page);
  await page.getByRole("button", { name: "Select One-off home clean" }).click();
  await pickDateAndMorningSlot(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByRole("form", { name: "Booking Information" })).toBeVisible();
}

test("Enter a new address starts from empty address fields", async ({ page, request }) => {
  await emptyCart(request, bob);
  await bobAtBookingInformation(page);
  const step = page.getByRole("form", { name: "Booking Information" });
  const chooser = step.getByLabel("Saved location");
  const office = await chooser.getByRole("option", { name: /^Office: / }).textContent();
  await chooser.selectOption({ label: office ?? "" });
  await expect(step.getByRole("textbox", { name: "Postal code" })).toHaveValue("M1 1AE");

  await chooser.selectOption({ label: "Enter a new address" });
  for (const name of ["Postal code", "Unit number", "Address line 1", "Address line 2"]) {
    await expect(step.getByRole("textbox", { name })).toHaveValue("");
  }
  // The new address, typed in, is the one saved with the line.
  await fillBookingInformation(page);
  await expect(step.getByRole("textbox", { name: "Postal code" })).toHaveValue("E16AN");
});

test("the header's cart count follows a card payment without a reload", async ({
  page,
  request,
}) => {
  await emptyCart(request, bob);
  await bobAtBookingInformation(page);
  await fillBookingInformation(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByRole("list", { name: "Cart" })).toContainText("One-off home clean");
  const cart = page.getByRole("banner").getByRole("button", { name: /^Cart, \d+ items?$/ });
  await expect(cart).toHaveAccessibleName("Cart, 1 item");
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await fillCard(page, cards.succeeds);
  await page.getByRole("button", { name: "PAY NOW" }).click();

  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  await expect(cart).toHaveAccessibleName("Cart, 0 items");
});
