import { expect, test, type Locator, type Page } from "./fixtures";

import { alice, openHome } from "./support";

/**
 * WCAG 1.4.10 Reflow: at 320 CSS pixels wide every page and dialog reads without scrolling
 * sideways, and every control can be reached (the change-date dialog cut off Sunday
 * and the next-month arrow, the wizard's Date & Time scrolled sideways, the header's My Account
 * was off-screen). A data table or a carousel may scroll on its own (the criterion's
 * exception for content that needs two dimensions): its controls are reachable by scrolling it.
 */
const WIDTH = 320;

/**
 * What does not fit: the page's own sideways scroll, and each visible control (link, button,
 * field) that sticks out of the viewport or out of a box that clips it without scrolling.
 */
async function overflowAt(page: Page, scope?: Locator): Promise<string[]> {
  const root = scope ? await scope.elementHandle() : null;
  return page.evaluate((within) => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (!within && doc.scrollWidth > window.innerWidth) {
      problems.push(`the page is ${doc.scrollWidth} px wide`);
    }
    // A dialog scrolls up and down, so what is too wide for it scrolls sideways inside it.
    if (within && within.scrollWidth > within.clientWidth + 1) {
      problems.push(`it is ${within.scrollWidth} px wide inside ${within.clientWidth} px`);
    }
    const controls = (within ?? document.body).querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="radio"], [role="checkbox"]',
    );
    const name = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], [inert], .sr-only')) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(control);
      if (style.visibility === "hidden" || style.opacity === "0") continue;
      // A carousel's other slides are reached with its own controls.
      if (control.closest('[aria-roledescription="carousel"]')) continue;
      // Inside a box that scrolls sideways (a table): reachable by scrolling it.
      let clip: HTMLElement | null = control.parentElement;
      let outside = box.left < -1 || box.right > window.innerWidth + 1;
      while (clip && clip !== document.body) {
        const overflow = getComputedStyle(clip).overflowX;
        if (overflow === "auto" || overflow === "scroll") {
          outside = false;
          break;
        }
        if (overflow === "hidden" || overflow === "clip") {
          const edge = clip.getBoundingClientRect();
          if (box.left < edge.left - 1 || box.right > edge.right + 1) outside = true;
        }
        clip = clip.parentElement;
      }
      if (outside)
        problems.push(`${name(control)} at ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    return problems;
  }, root);
}

async function expectReflows(page: Page, what: string, scope?: Locator) {
  await expect.poll(() => overflowAt(page, scope), { message: what }).toEqual([]);
}

test.use({ viewport: { width: WIDTH, height: 640 } });

const PUBLIC_PAGES = [
  "/",
  "/about-us",
  "/enquiry",
  "/rate",
  "/how-it-works",
  "/faq",
  "/contact-us",
  "/blog",
  "/blog/spring-cleaning-checklist-for-london-flats",
  "/shop",
  "/our-services",
  "/regular-home-cleaning",
  "/service-crew",
  "/privacy-policy",
  "/terms-and-condition",
  "/terms-of-use",
  "/thankyou",
  "/404",
];

test("every public page and the sign-in dialogs reflow at 320 px", async ({ page }) => {
  await openHome(page);
  for (const path of PUBLIC_PAGES) {
    // The home page is open already.
    if (path !== "/") await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectReflows(page, path);
  }
  await page.goto("/");
  await page.getByRole("button", { name: "Login" }).click();
  const login = page.getByRole("dialog", { name: "Login" });
  await expect(login.getByRole("textbox", { name: "Email" })).toBeVisible();
  await expectReflows(page, "the Login dialog", login);
  await login.getByRole("button", { name: "Sign up" }).click();
  const signUp = page.getByRole("dialog", { name: /sign up/i });
  await expect(signUp).toBeVisible();
  await expectReflows(page, "the Sign up dialog", signUp);
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
