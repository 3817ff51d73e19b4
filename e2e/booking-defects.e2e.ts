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

/** Bob, logged in from the booking flow, with the one-off clean's Booking Information filled. */
async function bobAtBookingInformation(page: Page) {
  await openHome(page);
  await bookService(page, service);
  await logInThroughDialog(page, bob);
  await answerQuestionnaire(page);
  await page.getByRole("button", { name: "Select One-off home clean" }).click();
  await pickDateAndMorningSlot(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await fillBookingInformation(page);
}

test("the header's cart count follows a card payment without a reload", async ({
  page,
  request,
}) => {
  await emptyCart(request, bob);
  await bobAtBookingInformation(page);
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
