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
 * Money and places: each a journey step where the customer would see it, against
 * the built site and its API, that failed before its fix.
 */
const service = "Home Cleaning: Regular home cleaning";

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

test("going back from Finalise to Booking Information and on again updates the same cart line: one line, one charge", async ({
  page,
  request,
}) => {
  await emptyCart(request, bob);
  await bobAtBookingInformation(page);
  await fillBookingInformation(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  const cartList = page.getByRole("list", { name: "Cart" });
  await expect(cartList).toContainText("One-off home clean");
  const headerCart = page.getByRole("banner").getByRole("button", { name: /^Cart, \d+ items?$/ });
  await expect(headerCart).toHaveAccessibleName("Cart, 1 item");

  // PREVIOUS → Booking Information, a change of notes, CONTINUE again.
  await page.getByRole("button", { name: "PREVIOUS" }).click();
  const step = page.getByRole("form", { name: "Booking Information" });
  await expect(step).toBeVisible();
  await step.getByRole("textbox", { name: "Notes for crew" }).fill("Ring twice, please.");
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(cartList).toContainText("One-off home clean");
  await expect(headerCart).toHaveAccessibleName("Cart, 1 item");
  // The cart's own lines (an add-on list inside a line has items of its own).
  await expect(cartList.locator(":scope > li")).toHaveCount(1);

  await page.getByRole("button", { name: "CONTINUE" }).click();
  await fillCard(page, cards.succeeds);
  await page.getByRole("button", { name: "PAY NOW" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  const visits = page
    .getByRole("region", { name: "Booking schedule" })
    .getByRole("list", { name: "Visits" })
    .getByRole("listitem");
  await expect(visits).toHaveCount(1);
});
