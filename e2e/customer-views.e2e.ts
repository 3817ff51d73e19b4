import { expect, test, type Page, type Route } from "./fixtures";

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
  const product = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Buy Now, / }) })
    .first();
  const name = (await product.getByRole("heading", { level: 2 }).textContent()) ?? "";
  await product.getByLabel(`Quantity of ${name}`).selectOption("3");
  await product.getByRole("button", { name: `Buy Now, ${name}` }).click();
  await expect(page).toHaveURL(/\/contact-us\?/);
  await expect(page.getByRole("form", { name: "Contact us" }).getByLabel(/Message/)).toHaveValue(
    `I would like to buy 3 x ${name}.`,
  );
});

test.describe("without the service worker", () => {
  // The page's routes cannot see what the service worker fetches (it serves the chunks it keeps).
  test.use({ serviceWorkers: "block" });

  test("offline before the sign-in dialogs loaded: Login says so, and opens once back online (issue 33, item 26)", async ({
    page,
  }) => {
    await openHome(page);
    // The dialogs' own module cannot be fetched, from the page's first idle moment on.
    const offline = (route: Route) => route.abort("internetdisconnected");
    const dialogs = /\/assets\/auth-dialogs-[^/]+\.js(\?.*)?$/;
    await page.route(dialogs, offline);
    const failed = page.waitForEvent("requestfailed", (request) => dialogs.test(request.url()));
    await page.goto("/");
    await failed;
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Oops ! Something went wrong, Please try again.").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Back online: the next press loads them (a fresh request, not the failed one kept).
    await page.unroute(dialogs, offline);
    await page.getByRole("button", { name: "Login" }).click();
    const login = page.getByRole("dialog", { name: "Login" });
    await expect(login.getByRole("textbox", { name: "Email" })).toBeVisible();
  });
});
