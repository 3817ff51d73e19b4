import { expect, test, type Page } from "./fixtures";

import { alice, logInThroughDialog, openHome } from "./support";

/**
 * What a customer sees (issue 33, "What customers see"): each a journey step where the
 * customer met the defect, against the built site and its API.
 */
const directAccess = "Sorry, You can not access this page directly, Please try again.";

/** Alice logs in from the header, on the home page. */
async function aliceLoggedIn(page: Page) {
  await openHome(page);
  await page.getByRole("button", { name: "Login" }).click();
  await logInThroughDialog(page, alice);
  await expect(page.getByRole("button", { name: "Login" })).toBeHidden();
}

test("/schedule-assessment opened directly says it cannot be opened so, not a form (issue 33, item 22)", async ({
  page,
}) => {
  await aliceLoggedIn(page);
  await page.goto("/schedule-assessment");
  await expect(page.getByText(directAccess).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "SUBMIT" })).toHaveCount(0);
});

test("the shop's Buy Now opens Contact Us with the product and quantity in the message (issue 33, item 23)", async ({
  page,
}) => {
  await page.goto("/shop");
  const product = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^Buy / }) }).first();
  const name = (await product.getByRole("heading", { level: 2 }).textContent()) ?? "";
  await product.getByLabel(`Quantity of ${name}`).selectOption("3");
  await product.getByRole("link", { name: `Buy ${name}` }).click();
  await expect(page).toHaveURL(/\/contact-us\?/);
  await expect(page.getByRole("form", { name: "Contact us" }).getByLabel(/Message/)).toHaveValue(
    `I would like to buy 3 x ${name}.`,
  );
});
