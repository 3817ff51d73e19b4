import { expect, test, type Locator, type Page, type Route } from "./fixtures";

import { axeViolations } from "./support";

/**
 * Every visitor form on the built site: the first error the spec names when it is sent empty,
 * then its success (a real captcha solved in the browser, the real API). visitor-and-entry.md
 * sections 5 and 8.
 */
async function solveCaptcha(form: Locator): Promise<void> {
  await form.getByRole("checkbox", { name: "I'm not a robot" }).check();
  await expect(form.getByRole("status").filter({ hasText: "Verified" })).toBeVisible({
    timeout: 30_000,
  });
}

async function openWithoutBanner(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("button", { name: "Accept" }).click();
}

const sumitted = "Your request has been sumitted successfully.";

test("newsletter: Email address is required., then the community thanks", async ({ page }) => {
  await openWithoutBanner(page, "/");
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Email address is required.")).toBeVisible();
  await form.getByRole("textbox").fill("not-an-email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("You have entered an invalid email address.")).toBeVisible();
  await form.getByRole("textbox").fill("new.reader@example.com");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thanks for being part of the community").first()).toBeVisible();
});

test("contact us: Name is required., then the Thank You page", async ({ page }) => {
  await openWithoutBanner(page, "/contact-us");
  const form = page.getByRole("form", { name: "Contact us" });
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByText("Name is required.")).toBeVisible();
  await form.getByRole("textbox", { name: "Name" }).fill("Jo Bloggs");
  await form.getByRole("textbox", { name: "Email address" }).fill("jo@example.com");
  await form.getByRole("textbox", { name: "Contact Number" }).fill("07700900555");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByText("Please verify captcha.")).toBeVisible();
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/thankyou$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/thank you/i);
});

test("Have a Question? on a service page: Name is required., then sumitted", async ({ page }) => {
  await openWithoutBanner(page, "/regular-home-cleaning");
  const form = page.getByRole("form", { name: "Have a Question?" });
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByText("Name is required.")).toBeVisible();
  await form.getByRole("textbox", { name: "Name" }).fill("Jo Bloggs");
  await form.getByRole("textbox", { name: "Email address" }).fill("jo@example.com");
  await form.getByRole("textbox", { name: "Message" }).fill("Do you bring a vacuum?");
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(sumitted).first()).toBeVisible();
});

test("corporate enquiry: a service type first, then the Thank You page", async ({ page }) => {
  await openWithoutBanner(page, "/enquiry");
  const form = page.getByRole("form", { name: "Corporate enquiry" });
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByText("Please select at least one type of service.")).toBeVisible();
  // The page is checked whole in routes.e2e.ts: here the form with its error.
  expect(await axeViolations(page, form)).toEqual([]);
  await form.getByRole("checkbox").first().check();
  await form.getByLabel("Salutation").selectOption("Ms");
  await form.getByRole("textbox", { name: "First Name" }).fill("Priya");
  await form.getByRole("textbox", { name: "Phone Number" }).fill("02079460123");
  await form.getByRole("textbox", { name: "Email address" }).fill("priya@example.com");
  await form.getByRole("textbox", { name: "Postal Code" }).fill("EC1A 1BB");
  await form.getByRole("checkbox", { name: "I agree to the privacy policy." }).check();
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/thankyou$/);
});

test("be a service crew: First name is required., then sumitted", async ({ page }) => {
  await openWithoutBanner(page, "/service-crew");
  const form = page.getByRole("form", { name: "Be A Service Crew" });
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByText("First name is required.")).toBeVisible();
  await form.getByRole("textbox", { name: "First name" }).fill("Sam");
  await form.getByRole("textbox", { name: "Last name" }).fill("Okafor");
  await form.getByRole("textbox", { name: "Mobile number" }).fill("07700900777");
  await form.getByRole("textbox", { name: "Email address" }).fill("sam@example.com");
  await form.getByRole("textbox", { name: "Postal code" }).fill("N19GU");
  await form.getByRole("checkbox", { name: "I agree to the privacy policy." }).check();
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(sumitted).first()).toBeVisible();
});

test("login: UserId is required., Password is required., then Login successfully.", async ({
  page,
}) => {
  await openWithoutBanner(page, "/");
  await page.goto("/?q=login");
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(dialog.getByText("UserId is required.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Email" }).fill("bob@example.com");
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(dialog.getByText("Password is required.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Password" }).fill("Bookwell!2026");
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login successfully.").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Logout Successfully.").first()).toBeVisible();
});

test.describe("without the service worker", () => {
  // The page's routes cannot see what the service worker fetches (it serves the hashed chunks
  // it keeps), so the chunk this test cuts off would still arrive through it.
  test.use({ serviceWorkers: "block" });

  test("login offline: the dialog says so instead of breaking the page, and opens once back online", async ({
    page,
  }) => {
    await openWithoutBanner(page, "/");
    // The login form's code cannot be fetched (the visitor went offline after the page loaded).
    const offline = (route: Route) => route.abort("internetdisconnected");
    // Offline is offline for any URL of the chunk (the kit asks again under a fresh one).
    const loginForm = /\/assets\/login-form-[^/]+\.js(\?.*)?$/;
    await page.route(loginForm, offline);
    await page.goto("/");
    await page.getByRole("button", { name: "Login" }).click();
    const failed = page.getByRole("dialog", {
      name: "Oops ! Something went wrong, Please try again.",
    });
    await expect(failed).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(failed).toBeHidden();
    // The page is still there, whole.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.unroute(loginForm, offline);
    await page.getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Login" });
    await expect(dialog.getByRole("textbox", { name: "Email" })).toBeFocused();
  });
});

test("sign up: the first missing field, Email-Id is required., then the verification-link message and a disabled button", async ({
  page,
}) => {
  await openWithoutBanner(page, "/");
  await page.getByRole("button", { name: "Login" }).click();
  await page
    .getByRole("dialog", { name: "Login" })
    .getByRole("button", { name: "Sign up" })
    .click();
  const dialog = page.getByRole("dialog", { name: /sign up/i });
  const submit = dialog.getByRole("button", { name: /sign up/i }).last();
  await submit.click();
  await expect(dialog.getByText("Postal code is required.")).toBeVisible();
  expect(await axeViolations(page, dialog)).toEqual([]);
  await dialog.getByRole("textbox", { name: "Postal code" }).fill("SE17PB");
  await dialog.getByRole("textbox", { name: "First name" }).fill("Nia");
  await dialog.getByRole("textbox", { name: "Last name" }).fill("Brown");
  await dialog.getByRole("textbox", { name: /Phone/ }).fill("07700900888");
  await submit.click();
  await expect(dialog.getByText("Email-Id is required.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Email" }).fill("nia.brown@example.com");
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("Spring-clean-2026");
  await dialog.getByRole("textbox", { name: /Confirm password/i }).fill("Spring-clean-2026");
  await solveCaptcha(dialog);
  await submit.click();
  await expect(
    dialog
      .getByText(
        "We've sent a verification link to your email address. Please verify your email address.",
      )
      .first(),
  ).toBeVisible();
  await expect(submit).toBeDisabled();
});
