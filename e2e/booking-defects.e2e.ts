import { expect, test, type Page } from "./fixtures";

import {
  answerQuestionnaire,
  bob,
  bookService,
  cards,
  emptyCart,
  fillBookingInformation,
  fillCard,
  openHome,
  pickDateAndMorningSlot,
} from "./support";

/**
 * The booking flow's defects ("And in the flow itself"), each a journey step
 * against the built site and its API that failed before its fix.
 */
const directAccess = "Sorry, You can not access this page directly, Please try again.";
const service = "Home Cleaning: Regular home cleaning";

test("a visitor opening /package-listing directly is told so and goes home", async ({ page }) => {
  await page.goto("/package-listing");
  await expect(page.getByText(directAccess).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

/** Bob, signed in (the stored sign-in), at the one-off clean's Booking Information. */
async function bobAtBookingInformation(page: Page) {
  await page.goto("/");
  await bookService(page, service);
  await answerQuestionnaire(page);
  await page.getByRole("button", { name: "Select One-off home clean" }).click();
  await pickDateAndMorningSlot(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByRole("form", { name: "Booking Information" })).toBeVisible();
}

test.describe("Bob, signed in", () => {
  test.use({ signedInAs: bob });

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
    await expect(step.getByRole("textbox", { name: "Postal code" })).toHaveValue("E1 6AN");
  });

  // One card payment for two defects: the header's count and the result page's schedule.
  test("a card payment: the header's cart count follows it without a reload, and Payment Successful shows the booking schedule (reference, amount, date, slot and address)", async ({
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
    // The amount to pay, as the server gave it at checkout.
    const total = (await page.getByLabel("Order totals").textContent())?.match(
      /£[\d,]+\.\d{2}(?!.*£)/,
    )?.[0];
    expect(total).toBeTruthy();
    await fillCard(page, cards.succeeds);
    await page.getByRole("button", { name: "PAY NOW" }).click();

    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(cart).toHaveAccessibleName("Cart, 0 items");
    const schedule = page.getByRole("region", { name: "Booking schedule" });
    await expect(schedule).toBeVisible();
    await expect(schedule.getByText("Booking reference")).toBeVisible();
    await expect(schedule.getByText(total ?? "", { exact: true })).toBeVisible();
    const visit = schedule.getByRole("list", { name: "Visits" }).getByRole("listitem");
    await expect(visit).toHaveCount(1);
    await expect(visit).toContainText("One-off home clean");
    await expect(visit).toContainText(/\d{2}\/\d{2}\/\d{4}, Morning, \d{2}:\d{2} to \d{2}:\d{2}/);
    // Typed as E16AN; the server stores the postcode as the Royal Mail writes it.
    await expect(visit).toContainText("Flat 2, 6 Commercial Street, E1 6AN");
    // Payment Successful, its schedule included, is checked whole in booking.e2e.ts.
  });
});

test("sign-up says a verification link was sent, not that registration is complete", async ({
  page,
}) => {
  await openHome(page);
  await page.getByRole("button", { name: "Login" }).click();
  await page
    .getByRole("dialog", { name: "Login" })
    .getByRole("button", { name: "Sign up" })
    .click();
  const dialog = page.getByRole("dialog", { name: /sign up/i });
  await dialog.getByRole("textbox", { name: "Postal code" }).fill("SE17PB");
  await dialog.getByRole("textbox", { name: "First name" }).fill("Ola");
  await dialog.getByRole("textbox", { name: "Last name" }).fill("Grey");
  await dialog.getByRole("textbox", { name: /Phone/ }).fill("07700900777");
  await dialog.getByRole("textbox", { name: "Email" }).fill("ola.grey@example.com");
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("Spring-clean-2026");
  await dialog.getByRole("textbox", { name: /Confirm password/i }).fill("Spring-clean-2026");
  await dialog.getByRole("checkbox", { name: "I'm not a robot" }).check();
  await expect(dialog.getByRole("status").filter({ hasText: "Verified" })).toBeVisible({
    timeout: 30_000,
  });
  await dialog
    .getByRole("button", { name: /sign up/i })
    .last()
    .click();

  await expect(
    dialog.getByText(
      "We've sent a verification link to your email address. Please verify your email address.",
    ),
  ).toBeVisible();
  // No account exists until the link is opened: the page the link opens says that text. Counted
  // at once (a notification would already be up, and would leave after 3 s).
  expect(await page.getByText("Registration successfully completed.").count()).toBe(0);
});

test.describe("Bob, signed in, then logging out", () => {
  // A session of his own: the logout ends it, and no other journey's.
  test.use({ signedInAs: bob, ownSession: true });

  test("a reload mid-wizard keeps the answers; logout forgets them", async ({ page, request }) => {
    await emptyCart(request, bob);
    await bobAtBookingInformation(page);
    const step = page.getByRole("form", { name: "Booking Information" });
    await fillBookingInformation(page);
    await step.getByLabel("Notes for crew").fill("Ring twice");

    // The browser asks before leaving; the customer reloads anyway.
    page.on("dialog", (dialog) => void dialog.accept());
    await page.reload();
    await expect(step).toBeVisible();
    await expect(step.getByRole("textbox", { name: "Notes for crew" })).toHaveValue("Ring twice");
    await expect(step.getByRole("textbox", { name: "Address line 1" })).toHaveValue(
      "6 Commercial Street",
    );
    await step.getByRole("button", { name: "PREVIOUS" }).click();
    const dateTime = page.getByRole("form", { name: "Date & Time" });
    await expect(dateTime.getByRole("radio", { name: /Morning/ }).first()).toBeChecked();

    // Logging out forgets them: this tab no longer holds Bob's answers.
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem("booking-progress"))).toBeNull();
  });
});

test.describe("Bob, signed in, reloading Date & Time", () => {
  test.use({ signedInAs: bob });

  test("a reload on Date & Time hydrates the server's page: no mismatch, the header's announcements stay painted", async ({
    page,
  }) => {
    await page.goto("/");
    await bookService(page, service);
    await answerQuestionnaire(page);
    await page.getByRole("button", { name: "Select One-off home clean" }).click();
    const dateTime = page.getByRole("form", { name: "Date & Time" });
    await expect(dateTime).toBeVisible();

    // The wizard's entry is navigation state, which the server never has: the browser's
    // hydrating render must be the server's page, or React renders the whole document again
    // (production reports it as error #418) and the header's announcements blank meanwhile.
    const failures: string[] = [];
    page.on("pageerror", (error) => failures.push(error.message));
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedBars: removed });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && node.querySelector('[data-slot="announcement-bar"]'))
              removed.push(node.nodeName);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(dateTime).toBeVisible();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await expect(page.getByRole("region", { name: "Announcements" })).toBeVisible();
    expect(failures).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { removedBars: string[] }).removedBars),
    ).toEqual([]);
  });
});
