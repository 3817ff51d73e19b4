import { expect, test } from "./fixtures";

/**
 * The booking flow's defects of issue 15 ("And in the flow itself"), each a journey step
 * against the built site and its API that failed before its fix.
 */
const directAccess = "Sorry, You can not access this page directly, Please try again.";

test("a visitor opening /package-listing directly is told so and goes home", async ({ page }) => {
  await page.goto("/package-listing");
  await expect(page.getByText(directAccess).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
