import { expect, test } from "./fixtures";

import { alice, expectReflows, openHome, REFLOW_WIDTH } from "./support";

/**
 * WCAG 1.4.10 Reflow: at 320 CSS pixels wide every page and dialog reads without scrolling
 * sideways, and every control can be reached (the change-date dialog cut off Sunday
 * and the next-month arrow, the wizard's Date & Time scrolled sideways, the header's My Account
 * was off-screen). A data table or a carousel may scroll on its own (the criterion's
 * exception for content that needs two dimensions): its controls are reachable by scrolling it.
 */
test.use({ viewport: { width: REFLOW_WIDTH, height: 640 } });

/**
 * The public pages routes.e2e.ts does not visit: it checks every other public route (and
 * `/terms-of-use`) at 320 px on the visit that checks its screen, hydration and axe.
 */
const PUBLIC_PAGES = ["/blog/spring-cleaning-checklist-for-london-flats", "/regular-home-cleaning"];

test("the sign-in dialogs, a blog post and a service page reflow at 320 px", async ({ page }) => {
  await openHome(page);
  await page.getByRole("button", { name: "Login" }).click();
  const login = page.getByRole("dialog", { name: "Login" });
  await expect(login.getByRole("textbox", { name: "Email" })).toBeVisible();
  await expectReflows(page, "the Login dialog", login);
  await login.getByRole("button", { name: "Sign up" }).click();
  const signUp = page.getByRole("dialog", { name: /sign up/i });
  await expect(signUp).toBeVisible();
  await expectReflows(page, "the Sign up dialog", signUp);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectReflows(page, path);
  }
});

test.describe("Alice, signed in", () => {
  test.use({ signedInAs: alice });

  test("the customer's pages, the wizard and the account's dialogs reflow at 320 px", async ({
    page,
  }) => {
    await page.goto("/");
    // The header keeps My Account on screen once logged in.
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
    await expectReflows(page, "the home page, logged in");

    for (const path of [
      "/my-account/my-profile",
      "/my-account/my-booking",
      "/my-account/my-request",
      "/my-request-quotation/RQ-1001-1",
      "/my-account/my-credits",
      "/my-account/my-inbox",
      "/my-account/my-feedback",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectReflows(page, path);
    }

    // An upcoming booking and its change-date dialog: the whole month, both arrows.
    await page.goto("/my-booking-details/active/BK-1001-02");
    await expect(page.getByRole("region", { name: "Service Information" })).toBeVisible();
    await expectReflows(page, "booking details");
    await page
      .getByRole("button", { name: /change date/i })
      .first()
      .click();
    const change = page.getByRole("dialog", { name: "Change service date" });
    await expect(change.getByRole("grid").first()).toBeVisible();
    await expectReflows(page, "the change-date dialog", change);
    await page.keyboard.press("Escape");

    // The wizard's Date & Time, from the home page's service chooser.
    await page.goto("/");
    const menu = page.getByRole("region", { name: "What can we clean for you?" });
    await menu
      .getByLabel("Choose a service")
      .selectOption({ label: "Home Cleaning: Regular home cleaning" });
    await menu.getByRole("button", { name: "Book Now" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Book Now" }).first().click();
    const location = page.getByRole("dialog", { name: "Choose location" });
    await expect(location).toBeVisible();
    await expectReflows(page, "the Choose location dialog", location);
    await location.getByRole("radio", { name: /Home/ }).check();
    await location.getByRole("button", { name: "Find Best Packages" }).click();
    await page.getByRole("button", { name: "Select One-off home clean" }).click();
    const dateTime = page.getByRole("form", { name: "Date & Time" });
    await expect(dateTime.getByRole("grid").first()).toBeVisible();
    await expectReflows(page, "the wizard's Date & Time");
    await page.getByRole("button", { name: "Package details" }).click();
    const details = page.getByRole("dialog", { name: "One-off home clean" });
    await expect(details).toBeVisible();
    await expectReflows(page, "the package details dialog", details);
  });
});
