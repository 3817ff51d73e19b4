import { expect, test, type APIRequestContext, type Page } from "./fixtures";

import {
  alice,
  axeViolations,
  bob,
  bookService,
  cards,
  emptyCart,
  fillCard,
  logInThroughDialog,
  noticeSaid,
  openHome,
  type Customer,
} from "./support";

/*
 * My Request, the quotation page and My Feedback (account-area.md section 2) on the built
 * site over the demo data. What a journey changes it puts back (a request it made, a cart it
 * filled), except accepting a quotation, which cannot be undone: those journeys come last.
 */

/** React's hydration failures (production builds report them by number) and a page's crashes. */
const HYDRATION_FAILURE = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;

function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on("pageerror", (error) => failures.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && HYDRATION_FAILURE.test(message.text())) {
      failures.push(message.text());
    }
  });
  return failures;
}

/**
 * Opens an account page from the account navigation, the customer signed in (the stored
 * sign-in): My Booking first, as the header's My Account opens it.
 */
async function openAccountPage(page: Page, link: string, heading = link) {
  await page.goto("/my-account/my-booking");
  await expect(page.getByRole("heading", { level: 1, name: "My Booking" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "My Account" })
    .getByRole("link", { name: link })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** A date `days` from today in London, as YYYY-MM-DD. */
function londonDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const displayDate = (iso: string) => iso.split("-").reverse().join("/");

/** The customer's requests through the API (its own cookie jar). */
async function requestsOf(request: APIRequestContext, customer: Customer) {
  const login = await request.post("/api/user/login", {
    data: { userEmail: customer.email, pwd: customer.password },
  });
  expect(login.ok()).toBe(true);
  const answer = await (await request.get(`/api/myrequest/${customer.arnum}`)).json();
  return answer.data as { refnum: string; ticket: string; reqtype: string; status: string }[];
}

/** Schedules an assessment for the customer through the API; answers its request. */
async function scheduleAssessmentFor(request: APIRequestContext, customer: Customer) {
  const before = await requestsOf(request, customer);
  const made = await request.post(`/api/booking/${customer.arnum}/assessment`, {
    data: {
      arnum: customer.arnum,
      catnum: "ASSESS",
      email: customer.email,
      parameters: {},
      reqdate: londonDate(14),
      reqtimefrom: "09:00",
      reqtimeto: "10:00",
      shipaddr: "12 Fournier Street, London",
      shipemail: customer.email,
      shipname: "Test Assessment",
      shipphone: "07700900101",
    },
  });
  expect(made.ok()).toBe(true);
  const after = await requestsOf(request, customer);
  const added = after.filter((row) => !before.some((old) => old.refnum === row.refnum));
  expect(added).toHaveLength(1);
  return added[0]!;
}

/** Deletes the customer's requests that are not in `keep` (what a journey made). */
async function deleteRequestsBut(
  request: APIRequestContext,
  customer: Customer,
  keep: readonly string[],
) {
  for (const row of await requestsOf(request, customer)) {
    if (!keep.includes(row.refnum)) {
      expect((await request.delete(`/api/myrequest/${row.refnum}`)).ok()).toBe(true);
    }
  }
}

const ALICE_REQUESTS = ["RQ-1001-1", "RQ-1001-2", "RQ-1001-3", "RQ-1001-4"];
const BOB_REQUESTS = ["RQ-1002-1"];

test.describe("Alice, signed in", () => {
  test.use({ signedInAs: alice });

  test("Alice filters her requests by type and deletes one after confirming", async ({
    page,
    request,
  }) => {
    const failures = watchFailures(page);
    // Her own extra request to delete, so the demo data stays as it was for other journeys.
    const extra = await scheduleAssessmentFor(request, alice);
    try {
      await openAccountPage(page, "My Request");
      await expect(page).toHaveURL(/\/my-account\/my-request$/);
      const all = page.getByRole("table", { name: "My requests" });
      await expect(all.getByRole("row")).toHaveCount(6);
      expect(await axeViolations(page)).toEqual([]);

      const type = page.getByRole("combobox", { name: "Type of request" });
      await expect(type.getByRole("option")).toHaveText(["All", "Assessment", "Quotation"]);
      await type.selectOption("Quotation");
      const quotations = page.getByRole("table", { name: "My requests: Quotation" });
      await expect(quotations.getByRole("row")).toHaveCount(4);
      await expect(quotations).not.toContainText("Assessment");
      await type.selectOption("Assessment");
      const assessments = page.getByRole("table", { name: "My requests: Assessment" });
      await expect(assessments.getByRole("row")).toHaveCount(3);
      await expect(assessments).toContainText("AS-3002");
      await expect(assessments).toContainText(extra.ticket);
      // The page is checked whole above: here the filtered table, then the confirmation.
      expect(await axeViolations(page, assessments)).toEqual([]);

      // Cancel keeps it; Delete removes it.
      await assessments.getByRole("button", { name: `Delete ${extra.ticket}` }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete this request?" });
      expect(await axeViolations(page, confirm)).toEqual([]);
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toBeHidden();
      await expect(assessments).toContainText(extra.ticket);
      await assessments.getByRole("button", { name: `Delete ${extra.ticket}` }).click();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Quotation deleted successfully.").first()).toBeVisible();
      await expect(assessments.getByRole("row")).toHaveCount(2);
      await expect(assessments).not.toContainText(extra.ticket);

      // Gone on the server too: a reload lists the demo requests only.
      await page.reload();
      await expect(page.getByRole("table", { name: "My requests" }).getByRole("row")).toHaveCount(
        5,
      );
      expect(failures).toEqual([]);
    } finally {
      await deleteRequestsBut(request, alice, ALICE_REQUESTS);
    }
  });

  test("Alice opens RQ-1001-1 and reads a line's Booking Information", async ({ page }) => {
    const failures = watchFailures(page);
    await openAccountPage(page, "My Request");
    await page
      .getByRole("table", { name: "My requests" })
      .getByRole("link", { name: "View as quote for QT-3001" })
      .click();
    await expect(page).toHaveURL(/\/my-request-quotation\/RQ-1001-1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Quotation" })).toBeVisible();
    const lines = page.getByRole("table", { name: "Quotation" });
    await expect(lines.getByRole("row")).toHaveCount(3);
    await expect(lines.getByRole("row").nth(1)).toContainText("£212.00");
    const totals = page.getByLabel("Quotation totals");
    await expect(totals).toContainText("Location fee£12.50");
    await expect(totals).toContainText("Grand total (before VAT)£349.50");
    await expect(page.getByRole("button", { name: "ACCEPT & ADD TO CART" })).toBeVisible();
    await expect(page.getByRole("button", { name: "UPGRADE TO 12 SESSIONS" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const name = lines.getByRole("button", {
      name: "Regular home cleaning, weekly, Booking Information",
    });
    await name.click();
    const information = page.getByRole("dialog", { name: "Booking Information" });
    await expect(information.getByRole("listitem")).toHaveText(["Inside fridge", "Ironing 1 hour"]);
    await expect(information).toContainText("Mondays, 08:00 to 10:00");
    await expect(information).toContainText("Alice Walker");
    await expect(information).toContainText("750 sqft");
    expect(await axeViolations(page, information)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(information).toBeHidden();
    await expect(name).toBeFocused();

    // Opened directly, the server renders it for the cookie's customer: same lines, no flash.
    await page.reload();
    await expect(page.getByRole("table", { name: "Quotation" }).getByRole("row")).toHaveCount(3);

    // A quotation priced at £0 offers no acceptance.
    await page.goto("/my-request-quotation/RQ-1001-4");
    await expect(page.getByLabel("Quotation totals")).toContainText("£0.00");
    await expect(page.getByRole("button", { name: "ACCEPT & ADD TO CART" })).toHaveCount(0);
    // Another customer's quotation is refused.
    await page.goto("/my-request-quotation/RQ-1002-1");
    await expect(page.getByText("Cart Details Not Available")).toBeVisible();
    // The quotation page is checked whole above: here what it says instead of another's.
    expect(await axeViolations(page, page.locator("main"))).toEqual([]);
    expect(failures).toEqual([]);
  });

  test("Alice's My Feedback lists her rated bookings and opens one read only", async ({
    page,
    request,
  }) => {
    const failures = watchFailures(page);
    await openAccountPage(page, "My Feedback");
    await expect(page).toHaveURL(/\/my-account\/my-feedback$/);
    const table = page.getByRole("table", { name: "My feedback" });
    // The demo's two rated sessions (a journey that ran before may have rated another).
    await expect(table.getByRole("img", { name: "5 out of 6 stars" }).first()).toBeVisible();
    await expect(table.getByRole("img", { name: "6 out of 6 stars" }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // BK-1001-05, the demo's rating with a remark, found by its ticket and date.
    await request.post("/api/user/login", {
      data: { userEmail: alice.email, pwd: alice.password },
    });
    const rows: { refnum: string; ticket: string; date: string }[] = (
      await (await request.get(`/api/myfeedback/${alice.arnum}?email=${alice.email}`)).json()
    ).data;
    const rated = rows.find((row) => row.refnum === "BK-1001-05");
    expect(rated, "the demo's rated BK-1001-05 is listed").toBeTruthy();
    const onDate = rated!.date.slice(0, 10).split("-").reverse().join("/");
    await table
      .getByRole("button", { name: `View feedback for ${rated!.ticket}, ${onDate}`, exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: "Send us your feedback" });
    await expect(dialog.getByRole("img", { name: "5 out of 6 stars" })).toBeVisible();
    await expect(dialog).toContainText("£2.00");
    await expect(dialog).toContainText("Lovely job on the kitchen.");
    await expect(dialog.getByRole("textbox")).toHaveCount(0);
    await expect(dialog.getByRole("radio")).toHaveCount(0);
    expect(await axeViolations(page, dialog)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    expect(failures).toEqual([]);
  });
});

test("a visitor schedules an assessment and finds it in My Requests", async ({ page, request }) => {
  const failures = watchFailures(page);
  try {
    await openHome(page);
    await bookService(page, "Home Cleaning: Regular home cleaning");
    await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
    await logInThroughDialog(page, bob);
    const questions = page.getByRole("dialog", { name: "Choose location" });
    await questions.getByRole("radio", { name: "Apartment" }).check();
    // Six bedrooms or more needs a visit before a price.
    await questions.getByLabel("How many bedrooms?").selectOption("6 or more");
    await questions.getByLabel("How many bathrooms?").selectOption("2");
    await questions.getByLabel(/Anything our crew should know/).fill("Side gate is open.");
    await questions.getByRole("button", { name: "Schedule Assessment" }).click();

    await expect(page).toHaveURL(/\/schedule-assessment$/);
    await expect(page.getByRole("heading", { name: "Schedule an assessment" })).toBeVisible();
    const date = londonDate(10);
    await page.getByRole("textbox", { name: /^Date/ }).fill(displayDate(date));
    await page.getByRole("textbox", { name: /^Date/ }).press("Enter");
    await page.getByLabel("Time from").selectOption("09:00");
    await page.getByLabel("Time to").selectOption("10:30");
    await page
      .getByRole("textbox", { name: "Address", exact: true })
      .fill("Floor 3, 1 Piccadilly, Manchester");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Assessment scheduled successfully." }),
    ).toBeVisible();

    // Five seconds later the confirmation takes Bob home; from there to My Request.
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await page.getByRole("link", { name: "My Account" }).click();
    await page
      .getByRole("navigation", { name: "My Account" })
      .getByRole("link", { name: "My Request" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "My Request" })).toBeVisible();
    await page.getByRole("combobox", { name: "Type of request" }).selectOption("Assessment");
    const assessments = page.getByRole("table", { name: "My requests: Assessment" });
    await expect(assessments.getByRole("row")).toHaveCount(2);
    const row = assessments.getByRole("row").nth(1);
    await expect(row).toContainText("Regular home cleaning");
    await expect(row).toContainText(displayDate(date));
    await expect(row).toContainText("Pending");
    await expect(row).toContainText("Not quoted yet");
    expect(failures).toEqual([]);
  } finally {
    await deleteRequestsBut(request, bob, BOB_REQUESTS);
  }
});

// Accepting cannot be undone: these run last.

test.describe("Bob, signed in", () => {
  test.use({ signedInAs: bob });

  test("Bob accepts his quotation, finds its line on Finalise, pays with a card and sees it in My Booking", async ({
    page,
    request,
  }) => {
    await emptyCart(request, bob);
    await openAccountPage(page, "My Request");
    await page
      .getByRole("table", { name: "My requests" })
      .getByRole("link", { name: "View as quote for QT-3010" })
      .click();
    await expect(page.getByLabel("Quotation totals")).toContainText(
      "Grand total (before VAT)£115.00",
    );
    await expect(page.getByRole("button", { name: "UPGRADE TO 12 SESSIONS" })).toHaveCount(0);
    const accepted = noticeSaid(page, "Quotation accepted successfully");
    await page.getByRole("button", { name: "ACCEPT & ADD TO CART" }).click();
    await accepted;

    // Finalise, entered with FINALIZE: the quotation's line at its quoted price.
    await expect(page).toHaveURL(/\/service-booking$/);
    await expect(page.getByRole("heading", { name: "Finalise Booking", level: 2 })).toBeVisible();
    const cart = page.getByRole("list", { name: "Cart" });
    await expect(cart.getByRole("heading", { name: "Deep clean, 3 hours" })).toBeVisible();
    await expect(cart.getByRole("listitem")).toHaveCount(1);
    await expect(cart).toContainText("£115.00");
    // Finalise is checked in booking.e2e.ts: here its line from a quotation.
    expect(await axeViolations(page, cart)).toEqual([]);
    await page.getByRole("button", { name: "CONTINUE" }).click();

    // The quotation skipped Booking Information, but it holds the address: the
    // salutation from Bob's profile, the address lines from the saved location it names.
    const billing = page.getByRole("group", { name: "Contact and billing" });
    await expect(billing.getByRole("combobox", { name: "Salutation" })).toHaveValue("Mr");
    await expect(billing.getByRole("textbox", { name: "Postal code" })).toHaveValue("M1 1AE");
    await expect(billing.getByRole("textbox", { name: "Unit number" })).toHaveValue("Floor 3");
    await expect(billing.getByRole("textbox", { name: "Address line 1" })).toHaveValue(
      "1 Piccadilly",
    );
    // Entered from the quotation, not from Date & Time: the slot is held all the same.
    await expect(page.getByRole("region", { name: "Time slot hold" })).toContainText(
      "Your time slot is held for you",
    );
    await fillCard(page, cards.succeeds);
    // Checkout & Payment (card filled, the hold shown) is checked in booking.e2e.ts: here
    // the billing address the quotation filled.
    expect(await axeViolations(page, billing)).toEqual([]);
    await page.getByRole("button", { name: "PAY NOW" }).click();
    await expect(page).toHaveURL(/\/payment-successfully$/);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await page.getByRole("link", { name: "VIEW BOOKING" }).click();
    await expect(page).toHaveURL(/\/my-account\/my-booking\?f=s$/);
    await expect(
      page
        .getByRole("table", { name: "Active bookings" })
        .getByRole("row")
        .filter({ hasText: "Deep clean, 3 hours" }),
    ).toBeVisible();

    // Accepted once: the request says so and offers no delete; a second accept is refused.
    await page.goto("/my-account/my-request");
    const table = page.getByRole("table", { name: "My requests" });
    await expect(table.getByRole("row").nth(1)).toContainText("Accepted");
    await expect(table.getByRole("button", { name: "Delete QT-3010" })).toHaveCount(0);
  });
});

test.describe("Alice, signed in, last", () => {
  test.use({ signedInAs: alice });

  test("Alice accepts RQ-1001-1 as its 12-session upgrade and finds its lines on Finalise", async ({
    page,
    request,
  }) => {
    await emptyCart(request, alice);
    try {
      await openAccountPage(page, "My Request");
      await page
        .getByRole("table", { name: "My requests" })
        .getByRole("link", { name: "View as quote for QT-3001" })
        .click();
      const accepted = noticeSaid(page, "Quotation accepted successfully");
      await page.getByRole("button", { name: "UPGRADE TO 12 SESSIONS" }).click();
      await accepted;
      await expect(page).toHaveURL(/\/service-booking$/);
      await expect(page.getByRole("heading", { name: "Finalise Booking", level: 2 })).toBeVisible();
      const cart = page.getByRole("list", { name: "Cart" });
      await expect(
        cart.getByRole("heading", { name: "Regular home cleaning, weekly" }),
      ).toBeVisible();
      await expect(cart.getByRole("heading", { name: "Deep clean, 3 hours" })).toBeVisible();
      // Each line's own fees beside its unit price: the weekly plan's
      // location fee and weekend amount, the deep clean's location fee only.
      const weekly = cart.getByRole("article", { name: "Regular home cleaning, weekly" });
      await expect(weekly).toContainText("Location fee£2.50");
      await expect(weekly).toContainText("Weekend amount£5.00");
      const deep = cart.getByRole("article", { name: "Deep clean, 3 hours" });
      await expect(deep).toContainText("Location fee£2.50");
      await expect(deep).not.toContainText("Weekend amount");
      // Finalise is checked in booking.e2e.ts: here the two lines and their fees.
      expect(await axeViolations(page, cart)).toEqual([]);

      // Once: opening the quotation again, it says it was accepted and offers no ACCEPT.
      await page.goto("/my-request-quotation/RQ-1001-1");
      await expect(
        page.getByText(
          "You have accepted this quotation: it is in your cart or among your bookings.",
        ),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "ACCEPT & ADD TO CART" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "UPGRADE TO 12 SESSIONS" })).toHaveCount(0);
      await expect(page).toHaveURL(/\/my-request-quotation\/RQ-1001-1$/);
    } finally {
      await emptyCart(request, alice);
    }
  });
});
