import { expect, test, type Route } from "./fixtures";

import {
  alice,
  bookService,
  emptyCart,
  fillBookingInformation,
  openHome,
  pickDateAndMorningSlot,
} from "./support";

/**
 * What a customer sees ("What customers see"): each a journey step where the
 * customer met the defect, against the built site and its API.
 */
const directAccess = "Sorry, You can not access this page directly, Please try again.";

test.describe("Alice, signed in", () => {
  test.use({ signedInAs: alice });

  test("a booking's details by its own address: the ticket, the property's size, and for a bank transfer the deadline and a way to pay", async ({
    page,
    request,
  }) => {
    await emptyCart(request, alice);
    await page.goto("/");
    await bookService(page, "Home Cleaning: Regular home cleaning");
    // Her saved Home: an apartment of 750 sqft.
    const location = page.getByRole("dialog", { name: "Choose location" });
    await location.getByRole("radio", { name: /Home/ }).check();
    await location.getByRole("button", { name: "Find Best Packages" }).click();
    await page.getByRole("button", { name: "Select One-off home clean" }).click();
    await pickDateAndMorningSlot(page);
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await fillBookingInformation(page);
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await expect(page.getByRole("list", { name: "Cart" })).toContainText("One-off home clean");
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await page.getByRole("tab", { name: "Bank transfer" }).click();
    await page.getByRole("button", { name: "PAY NOW" }).click();
    await expect(page.getByRole("heading", { name: "Pay by bank transfer" })).toBeVisible();
    const sor = (await page.getByText(/^SOR-RF\d+$/).innerText()).trim();
    const ticket = sor.replace(/^SOR-/, "");

    // Its details opened by their address (a link in a mail, a bookmark), then reloaded.
    await page.goto(`/my-booking-details/active/${ticket}-01`);
    for (const opened of ["by its address", "after a reload"]) {
      const info = page.getByRole("region", { name: "Service Information" });
      await expect(info, opened).toContainText(`Ticket${ticket}`);
      await expect(info, opened).toContainText("PropertyApartment, 750 sqft");
      const details = page.getByRole("region", { name: "Upcoming service" });
      await expect(details, opened).toContainText("Awaiting payment");
      await expect(details, opened).toContainText(`Reference ${sor}`);
      await expect(details, opened).toContainText(
        /Place held until \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/,
      );
      await expect(details, opened).not.toContainText("Pending");
      if (opened === "by its address") await page.reload();
    }
    await page.getByRole("link", { name: "Complete my payment" }).click();
    await expect(page.getByRole("heading", { name: "Complete your payment" })).toBeVisible();
    await expect(page.getByText(sor, { exact: true })).toBeVisible();
  });

  test("/schedule-assessment opened directly says it cannot be opened so, not a form", async ({
    page,
  }) => {
    await page.goto("/schedule-assessment");
    await expect(page.getByText(directAccess).first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "SUBMIT" })).toHaveCount(0);
  });

  test("a service page's Book Now follows its category: laundry skips the questionnaire and asks for its items first", async ({
    page,
  }) => {
    await page.goto("/laundry-and-ironing");
    await page.getByRole("button", { name: "Book Now" }).first().click();
    // No questionnaire: straight to the packages.
    await expect(page).toHaveURL(/\/package-listing$/);
    await expect(page.getByRole("dialog", { name: "Choose location" })).toHaveCount(0);
    await page.getByRole("button", { name: "Select Laundry, wash and fold" }).click();
    // Add-ons first (the category's displayaddon): the items page, then the wizard names it.
    await expect(page).toHaveURL(/\/addon-listing$/);
    await page
      .getByRole("button", { name: /^Increase Quantity of / })
      .first()
      .click();
    await page.getByRole("button", { name: "BOOK NOW" }).click();
    await expect(page).toHaveURL(/\/service-booking$/);
    await expect(page.getByText("Booking: Laundry, wash and fold")).toBeVisible();
    await page.getByRole("button", { name: "Package details" }).click();
    await expect(page.getByRole("dialog", { name: "Laundry, wash and fold" })).toContainText(
      "£18.00 per 6 kg bag",
    );
  });
});

test("the shop's Buy Now opens Contact Us with the product and quantity in the message", async ({
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

  test("offline before the sign-in dialogs loaded: Login says so, and opens once back online", async ({
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
    await expect(
      page.getByText("Oops ! Something went wrong, Please try again.").first(),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Back online: the next press loads them (a fresh request, not the failed one kept).
    await page.unroute(dialogs, offline);
    await page.getByRole("button", { name: "Login" }).click();
    const login = page.getByRole("dialog", { name: "Login" });
    await expect(login.getByRole("textbox", { name: "Email" })).toBeVisible();
  });
});
