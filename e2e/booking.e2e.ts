import { expect, test, type Locator, type Page } from "./fixtures";

import {
  alice,
  answerQuestionnaire,
  availableCredit,
  axeViolations,
  bob,
  bookService,
  cards,
  emptyCart,
  fillBookingInformation,
  fillCard,
  logInThroughDialog,
  openHome,
  pickDateAndMorningSlot,
  recordRequestUrls,
  tabTo,
  testCardExpiryDigits,
} from "./support";

/**
 * The booking journeys against the built site and its API (fresh demo data each
 * run): a visitor books and pays with the card that asks for authentication; a declined card;
 * bank transfer; a direct visit; a session that expires mid-flow. axe runs on every screen of
 * the journey, and no request URL may carry the password.
 */
const service = "Home Cleaning: Regular home cleaning";

test("a visitor books a regular clean with an add-on, a voucher and credit, and pays with a card that needs authentication", async ({
  page,
  request,
}) => {
  await emptyCart(request, alice);
  const creditBefore = await availableCredit(request, alice);
  const urls = recordRequestUrls(page);

  // The home page is checked whole in routes.e2e.ts; each dialog opened on it here.
  await openHome(page);
  await bookService(page, service);

  // A visitor is asked to log in, then answers the questionnaire for a new property.
  const login = page.getByRole("dialog", { name: "Login" });
  await expect(login).toBeVisible();
  expect(await axeViolations(page, login)).toEqual([]);
  await logInThroughDialog(page, alice);
  await expect(page.getByRole("status").filter({ hasText: "Login successfully." })).toBeVisible();
  const questionnaire = page.getByRole("dialog", { name: "Choose location" });
  await expect(questionnaire).toBeVisible();
  expect(await axeViolations(page, questionnaire)).toEqual([]);
  const beforeListing = urls.length;
  await answerQuestionnaire(page);

  // The package listing: previously booked, best matched, popular. Its head came with the
  // page's first data: going there asked the server for no page data, only the packages.
  await expect(page).toHaveURL(/\/package-listing$/);
  await expect(page).toHaveTitle("Choose Your Package | Bookwell");
  await expect(page.getByRole("heading", { name: "Best matched" })).toBeVisible();
  expect(urls.slice(beforeListing).filter((url) => url.includes(".data"))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  // The related packages, in a carousel whose script is not in the listing's first load.
  await page.getByRole("button", { name: "SHOW MORE RELATED PRODUCTS" }).click();
  const related = page.getByRole("region", { name: "Other packages" });
  await expect(related.getByRole("article").first()).toBeVisible();
  await page.getByRole("button", { name: "Select Regular home cleaning, weekly" }).click();

  // Date & Time: the first selectable day, a morning slot.
  await expect(page).toHaveURL(/\/service-booking$/);
  await expect(page.getByRole("heading", { name: "Date & Time", level: 2 })).toBeVisible();
  // The wizard's page is checked whole at its first step; each later step is its main part.
  expect(await axeViolations(page)).toEqual([]);
  await pickDateAndMorningSlot(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();

  // Booking Information, with the address looked up from the postal code.
  await fillBookingInformation(page);
  const step = page.locator("main");
  expect(await axeViolations(page, step)).toEqual([]);
  await page.getByRole("button", { name: "CONTINUE" }).click();

  // Finalise: each step's heading takes the focus, also when its module arrived after CONTINUE.
  await expect(page.getByRole("heading", { name: "Finalise Booking", level: 2 })).toBeFocused();
  // An add-on for the line, then the WELCOME10 voucher (10 % off).
  const cart = page.getByRole("list", { name: "Cart" });
  await expect(cart.getByRole("heading", { name: "Regular home cleaning, weekly" })).toBeVisible();
  expect(await axeViolations(page, step)).toEqual([]);
  await page.getByRole("button", { name: "Add-ons for Regular home cleaning, weekly" }).click();
  const addons = page.getByRole("dialog", { name: "Add-ons for Regular home cleaning, weekly" });
  await addons.getByRole("checkbox", { name: /Inside the oven/ }).check();
  await addons.getByRole("checkbox", { name: /Eco products/ }).check();
  expect(await axeViolations(page, addons)).toEqual([]);
  await addons.getByRole("button", { name: "SELECT" }).click();
  await expect(addons).toBeHidden();
  const totals = page.getByLabel("Cart totals");
  // Each of the four visits: £72.00 base + £25.00 oven + £5.00 eco products; the line says so.
  await expect(cart).toContainText("4 visits × £102.00");
  await expect(totals).toContainText("£408.00");
  await page.getByRole("textbox", { name: "Voucher code" }).fill("WELCOME10");
  await page.getByRole("button", { name: "APPLY" }).click();
  await expect(page.getByRole("button", { name: "REMOVE", exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Voucher code" })).toBeDisabled();
  await expect(totals).toContainText("-£40.80");
  // £408.00 − £40.80 + £5.00 service fee + 20 % VAT on £372.20 = £446.64.
  await expect(totals).toContainText("£446.64");
  await page.getByRole("button", { name: "CONTINUE" }).click();

  // Checkout & Payment: contact prefilled from the booking, £10 of credit, the 3184 card.
  await expect(page.getByRole("heading", { name: "Checkout & Payment", level: 2 })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Alice");
  await page.getByRole("textbox", { name: "Credit to redeem" }).fill("10");
  await page.getByRole("button", { name: "Redeem" }).click();
  const orderTotals = page.getByLabel("Order totals");
  await expect(orderTotals).toContainText("-£10.00");
  await expect(orderTotals).toContainText("£436.64");
  await fillCard(page, cards.requiresAuthentication);
  expect(await axeViolations(page, step)).toEqual([]);
  await page.getByRole("button", { name: "PAY NOW" }).click();

  // The bank asks for authentication; the customer approves it.
  const authentication = page.getByRole("dialog", { name: "Authenticate this payment" });
  await expect(authentication).toBeVisible();
  // Checkout & Payment is checked just before: here the dialog opened on it.
  expect(await axeViolations(page, authentication)).toEqual([]);
  await authentication.getByRole("button", { name: "Complete authentication" }).click();

  await expect(page).toHaveURL(/\/payment-successfully$/);
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  await expect(page.getByText(/Transaction ID: \S+/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "VIEW BOOKING" }).click();
  await expect(page).toHaveURL(/\/my-account\/my-booking\?f=s$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Booking" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment" })).toContainText(
    "You have successfully made a payment.",
  );
  await expect(
    page
      .getByRole("table", { name: "Active bookings" })
      .getByRole("row")
      .filter({ hasText: "Regular home cleaning, weekly" }),
  ).not.toHaveCount(0);

  expect(await availableCredit(request, alice)).toBeCloseTo(creditBefore - 10, 2);
  const withPassword = urls.filter((url) => decodeURIComponent(url).includes(alice.password));
  expect(withPassword).toEqual([]);
});

/** Bob, signed in (the stored sign-in), books the one-off clean up to a filled Booking Information. */
async function bobWithBookingInformation(page: Page) {
  await page.goto("/");
  await bookService(page, service);
  await answerQuestionnaire(page);
  await page.getByRole("button", { name: "Select One-off home clean" }).click();
  await pickDateAndMorningSlot(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await fillBookingInformation(page);
}

/** Bob's one-off clean, up to the Checkout step. */
async function bobAtCheckout(page: Page) {
  await bobWithBookingInformation(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByRole("list", { name: "Cart" })).toContainText("One-off home clean");
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByRole("heading", { name: "Checkout & Payment", level: 2 })).toBeVisible();
}

test.describe("Bob, signed in", () => {
  test.use({ signedInAs: bob });

  test("a declined card shows the provider's message under the card field and charges nothing", async ({
    page,
    request,
  }) => {
    await emptyCart(request, bob);
    const creditBefore = await availableCredit(request, bob);
    await bobAtCheckout(page);
    await page.getByRole("textbox", { name: "Credit to redeem" }).fill("5");
    await page.getByRole("button", { name: "Redeem" }).click();
    await expect(page.getByLabel("Order totals")).toContainText("-£5.00");
    await fillCard(page, cards.declined);
    await page.getByRole("button", { name: "PAY NOW" }).click();

    const cardNumber = page.getByRole("textbox", { name: "Card number" });
    await expect(cardNumber).toHaveAccessibleDescription(/declined/i);
    // Under the card field, in its live region.
    await expect(
      page.getByRole("group", { name: "Card details" }).getByText("Your card was declined."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/service-booking$/);
    // Nothing charged, and the cart is still open to pay. The £5 of credit stays held for this
    // cart from its confirm, as for every payment method, until it is paid or changed
    // (apps/server/README.md, "How it works").
    expect(await availableCredit(request, bob)).toBeCloseTo(creditBefore - 5, 2);
    await expect(page.getByRole("button", { name: "PAY NOW" })).toBeEnabled();
  });

  test("bank transfer confirms the booking and shows the reference and its QR code", async ({
    page,
    request,
  }) => {
    await emptyCart(request, bob);
    await bobAtCheckout(page);
    await page.getByRole("tab", { name: "Bank transfer" }).click();
    await page.getByRole("button", { name: "PAY NOW" }).click();
    await expect(page).toHaveURL(/\/paynow-qrcode$/);
    await expect(page.getByRole("heading", { name: "Pay by bank transfer" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Payment QR code for SOR-\S+/ })).toBeVisible();
    await expect(page.getByText(/Enter the booking reference shown above/)).toBeVisible();
    // The deadline until which the place is held for the transfer.
    await expect(page.getByText("Pay by:")).toBeVisible();
    await expect(page.getByText(/Your time slot is held until then/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "VIEW BOOKING" }).click();
    // Nothing is paid yet: My Booking without the payment-success notice; the
    // booking reads as awaiting payment, and Complete my payment finds it.
    await expect(page).toHaveURL(/\/my-account\/my-booking$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Booking" })).toBeVisible();
    const resume = page.getByRole("link", { name: /^Complete my payment, / }).first();
    await expect(resume).toBeVisible();
    await expect(page.getByText("You have successfully made a payment.")).toHaveCount(0);
    await resume.click();
    await expect(page.getByRole("heading", { name: "Complete your payment" })).toBeVisible();
    await expect(page.getByText("This booking is not awaiting payment.")).toHaveCount(0);
  });
});

test("a direct visit to /service-booking says so and goes home", async ({ page }) => {
  await page.goto("/service-booking");
  await expect(
    page.getByText("Sorry, You can not access this page directly, Please try again.").first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("Bob, signed in, his cookie then lost", () => {
  test.use({ signedInAs: bob });

  test("a session that expires mid-flow says so and goes home, saving nothing", async ({
    page,
    request,
  }) => {
    await emptyCart(request, bob);
    await bobWithBookingInformation(page);

    // The server forgets the session (the cookie is gone) while the page still shows a login.
    await page.context().clearCookies();
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await expect(
      page.getByText(/^Your session has been expired, Please login again\.?$/).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();

    // Nothing was saved to Bob's cart.
    const email = encodeURIComponent(bob.email);
    await request.post("/api/user/login", { data: { userEmail: bob.email, pwd: bob.password } });
    const summary = await (
      await request.get(`/api/booking/cart/summary/${bob.arnum}?email=${email}`)
    ).json();
    expect(summary.data?.totalitem ?? 0).toBe(0);
  });
});

test("the same journey with the keyboard only", async ({ page, request }) => {
  await emptyCart(request, alice);
  await page.goto("/");
  const press = async (target: Locator, key = "Enter") => {
    await tabTo(page, target);
    await page.keyboard.press(key);
  };
  const type = async (target: Locator, text: string) => {
    await tabTo(page, target);
    await page.keyboard.type(text);
  };

  await press(page.getByRole("button", { name: "Accept" }));
  const menu = page.getByRole("region", { name: "What can we clean for you?" });
  // A native select takes the option whose label starts with what is typed.
  await type(menu.getByLabel("Choose a service"), "Home Cleaning: Reg");
  await expect(menu.getByLabel("Choose a service")).toHaveValue(/.+/);
  await press(menu.getByRole("button", { name: "Book Now" }));
  await press(page.getByRole("dialog").getByRole("button", { name: "Book Now" }).first());

  const login = page.getByRole("dialog", { name: "Login" });
  await type(login.getByRole("textbox", { name: "Email" }), alice.email);
  await type(login.getByRole("textbox", { name: "Password" }), alice.password);
  await press(login.getByRole("button", { name: "Login" }));

  const location = page.getByRole("dialog", { name: "Choose location" });
  await press(location.getByRole("radio", { name: "Home" }), "Space");
  await expect(location.getByRole("radio", { name: "Home" })).toBeChecked();
  await press(location.getByRole("button", { name: "Find Best Packages" }));

  await expect(page).toHaveURL(/\/package-listing$/);
  await press(page.getByRole("button", { name: "Select Regular home cleaning, weekly" }));

  // Date & Time: into the month grid, Enter on its focusable day, then the first slot.
  await expect(page).toHaveURL(/\/service-booking$/);
  const step = page.getByRole("form", { name: "Date & Time" });
  // The step shows a skeleton until its dates have arrived: tab into the grid once it is there.
  await expect(step.getByRole("grid").first()).toBeVisible();
  for (let i = 0; i < 80; i++) {
    const inGrid = await page.evaluate(() => !!document.activeElement?.closest('[role="grid"]'));
    if (inGrid) break;
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Enter");
  await expect(step.getByText("No date chosen")).toBeHidden();
  await press(step.getByRole("radio").first(), "Space");
  await expect(step.getByRole("radio", { name: /Morning/ }).first()).toBeChecked();
  await press(step.getByRole("button", { name: "CONTINUE" }));

  // Booking Information: the saved property filled the address; contact from the account.
  const info = page.getByRole("form", { name: "Booking Information" });
  await expect(info.getByRole("textbox", { name: "Address line 1" })).not.toHaveValue("");
  await tabTo(page, info.getByLabel("Title"));
  await page.keyboard.type("Ms");
  for (const [name, value] of [
    ["First name", "Alice"],
    ["Last name", "Walker"],
    ["Phone", "07700900101"],
    ["E-mail", alice.email],
  ] as const) {
    const field = info.getByRole("textbox", { name });
    if ((await field.inputValue()) === "") await type(field, value);
  }
  await press(info.getByRole("button", { name: "CONTINUE" }));

  // Finalise: the voucher, from the keyboard.
  await type(page.getByRole("textbox", { name: "Voucher code" }), "WELCOME10");
  await press(page.getByRole("button", { name: "APPLY" }));
  await expect(page.getByRole("button", { name: "REMOVE", exact: true })).toBeVisible();
  await press(page.getByRole("button", { name: "CONTINUE" }));

  // Checkout: the 3184 card, PAY NOW, then approve the authentication.
  await type(page.getByRole("textbox", { name: "Card number" }), cards.requiresAuthentication);
  await type(page.getByRole("textbox", { name: /Expiry date/ }), testCardExpiryDigits);
  await type(page.getByRole("textbox", { name: /Security code/ }), "123");
  await press(page.getByRole("button", { name: "PAY NOW" }));
  const authentication = page.getByRole("dialog", { name: "Authenticate this payment" });
  await press(authentication.getByRole("button", { name: "Complete authentication" }));

  await expect(page).toHaveURL(/\/payment-successfully$/);
  await expect(page.getByText(/Transaction ID: \S+/)).toBeVisible();
});
