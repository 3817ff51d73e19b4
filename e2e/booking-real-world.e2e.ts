import { readFile } from "node:fs/promises";

import { expect, test, type Page } from "./fixtures";
import {
  SHORT_HOLD_SECONDS,
  shortHoldURL,
  startShortHoldSite,
  type ShortHoldSite,
} from "./short-hold-site";

import {
  alice,
  answerQuestionnaire,
  axeViolations,
  bob,
  bookService,
  cards,
  emptyCart,
  fillCard,
  logInThroughDialog,
  openHome,
  pickDateAndMorningSlot,
} from "./support";

/**
 * The booking in the real world, as the customer sees it: a weekly plan books every
 * session (results page and `.ics`), a slot hold that runs out at checkout sends the customer
 * back to Date & Time with their answers kept (on a site whose server holds a slot for 9 s),
 * a UK postcode is taken in Booking Information, normalised, and a booking awaiting payment
 * (bank transfer, 2c2p) is found again in My Booking and paid once.
 */
const service = "Home Cleaning: Regular home cleaning";

// The slot-hold journey's site boots beside this file's first journeys (short-hold-site.ts).
let shortHoldSite: ShortHoldSite | undefined;
test.beforeAll(() => {
  shortHoldSite = startShortHoldSite();
});
test.afterAll(async () => {
  await shortHoldSite?.stop();
  shortHoldSite = undefined;
});

/** Booking Information with a postcode the address lookup does not know: typed by hand. */
async function fillWithPostcode(page: Page, postcode: string, firstName = "Alice") {
  const step = page.getByRole("form", { name: "Booking Information" });
  await step.getByLabel("Title").selectOption("Ms");
  await step.getByRole("textbox", { name: "First name" }).fill(firstName);
  await step.getByRole("textbox", { name: "Last name" }).fill("Walker");
  await step.getByRole("textbox", { name: "Phone" }).fill("07700900123");
  await step.getByRole("textbox", { name: "E-mail" }).fill("alice@example.com");
  await step.getByRole("textbox", { name: "Postal code" }).fill(postcode);
  await step.getByRole("textbox", { name: "Unit number" }).fill("Flat 2");
  await step.getByRole("textbox", { name: "Address line 1" }).fill("1 Palace Road");
  await step.getByLabel("Country").selectOption({ label: "United Kingdom" });
}

/**
 * Home → the service → the questionnaire → the package's Date & Time. Signed in already (the
 * stored sign-in), or, given a customer, a visitor who logs in when the flow asks.
 */
async function toDateAndTime(page: Page, packageName: string, visitor?: typeof alice) {
  if (visitor) {
    await openHome(page);
    await bookService(page, service);
    await logInThroughDialog(page, visitor);
  } else {
    await page.goto("/");
    await bookService(page, service);
  }
  await answerQuestionnaire(page);
  await page.getByRole("button", { name: `Select ${packageName}` }).click();
  await expect(page.getByRole("heading", { name: "Date & Time", level: 2 })).toBeVisible();
}

test.describe("Alice, signed in", () => {
  test.use({ signedInAs: alice });

  test("a weekly plan books all four sessions: the results page lists each date and the .ics has one event per session", async ({
    page,
    request,
  }) => {
    await emptyCart(request, alice);
    await toDateAndTime(page, "Regular home cleaning, weekly");
    await pickDateAndMorningSlot(page);
    await page.getByRole("button", { name: "CONTINUE" }).click();
    // Lower case and no space: stored, and shown, as the Royal Mail writes it.
    await fillWithPostcode(page, "sw1a1aa");
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await expect(page.getByRole("list", { name: "Cart" })).toContainText(
      "Regular home cleaning, weekly",
    );
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await fillCard(page, cards.succeeds);
    await page.getByRole("button", { name: "PAY NOW" }).click();

    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    const visits = page.getByRole("list", { name: "Visits" }).getByRole("listitem");
    await expect(visits).toHaveCount(4);
    const texts = await visits.allInnerTexts();
    for (const [index, text] of texts.entries()) {
      expect(text).toContain(`session ${index + 1}/4`);
      expect(text).toContain("SW1A 1AA");
    }
    // Four different dates, in order, each at least a week after the one before.
    const dates = texts.map((text) => {
      const [, day, month, year] = /(\d\d)\/(\d\d)\/(\d{4})/.exec(text) ?? [];
      return Date.UTC(Number(year), Number(month) - 1, Number(day));
    });
    for (let i = 1; i < dates.length; i++) {
      expect(dates[i]! - dates[i - 1]!).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000);
    }

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Add to calendar" }).click(),
    ]);
    const ics = await readFile((await download.path())!, "utf8");
    const events = ics.split(/^BEGIN:VEVENT/m).slice(1);
    expect(events).toHaveLength(4);
    // Each event its own session's start.
    const starts = events.map((event) => /^DTSTART[^:\r\n]*:(\S+)/m.exec(event)?.[1]);
    expect(new Set(starts).size).toBe(4);
  });
});

test.describe("addresses", () => {
  test.use({ signedInAs: bob });

  test("a postcode the address lookup does not know: no error, the address typed by hand books through", async ({
    page,
    request,
  }) => {
    await emptyCart(request, bob);
    await toDateAndTime(page, "One-off home clean");
    await pickDateAndMorningSlot(page);
    await page.getByRole("button", { name: "CONTINUE" }).click();
    // Typed loosely; leaving the field looks it up, finds nothing, and says to type the address.
    await fillWithPostcode(page, "zz11zz", "Roberta");
    const info = page.getByRole("form", { name: "Booking Information" });
    const postcode = info.getByRole("textbox", { name: "Postal code" });
    await expect(postcode).toHaveAccessibleDescription(
      "We could not find an address for this postal code. Please type the address below.",
    );
    await expect(postcode).toHaveValue("ZZ1 1ZZ");
    await expect(info.getByRole("textbox", { name: "Address line 1" })).toHaveValue(
      "1 Palace Road",
    );
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await expect(page.getByRole("list", { name: "Cart" })).toContainText("One-off home clean");
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await fillCard(page, cards.succeeds);
    await page.getByRole("button", { name: "PAY NOW" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Visits" })).toContainText(
      "1 Palace Road, ZZ1 1ZZ",
    );
  });
});

/** From Date & Time to Checkout & Payment with a one-off clean (the steps every journey shares). */
async function toCheckout(page: Page, firstName: string) {
  await toDateAndTime(page, "One-off home clean");
  await pickDateAndMorningSlot(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await fillWithPostcode(page, "SW1A 1AA", firstName);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByRole("list", { name: "Cart" })).toContainText("One-off home clean");
  await page.getByRole("button", { name: "CONTINUE" }).click();
}

/** Alice's My Booking, from the header, and the Active list's row of a booking's first visit. */
async function myBookingRow(page: Page, ticket: string) {
  await page.getByRole("banner").getByRole("link", { name: "My Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Booking" })).toBeVisible();
  const active = page.getByRole("table", { name: "Active bookings" });
  return active
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: `${ticket}, session 1/1`, exact: true }) });
}

test.describe("Alice, signed in, paying later", () => {
  test.use({ signedInAs: alice });

  test("a bank transfer left unpaid is found in My Booking with its reference and deadline, resumed there and paid by card once", async ({
    page,
    request,
  }) => {
    await emptyCart(request, alice);
    await toCheckout(page, "Alice");
    await page.getByRole("tab", { name: "Bank transfer" }).click();
    await page.getByRole("button", { name: "PAY NOW" }).click();
    await expect(page.getByRole("heading", { name: "Pay by bank transfer" })).toBeVisible();
    const sor = (await page.getByText(/^SOR-RF\d+$/).innerText()).trim();
    const refnum = sor.replace(/^SOR-/, "");

    // Later: My Booking lists it as awaiting payment, with the reference and the deadline.
    const row = await myBookingRow(page, refnum);
    await expect(row).toContainText("Awaiting payment");
    await expect(row).toContainText(`Reference ${sor}`);
    await expect(row).toContainText(/Place held until \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    // My Booking is checked whole in account-bookings.e2e.ts: here a row awaiting payment.
    expect(await axeViolations(page, page.getByRole("table", { name: "Active bookings" }))).toEqual(
      [],
    );
    await row.getByRole("link", { name: `Complete my payment, ${refnum}, session 1/1` }).click();

    // Resumed: the QR and the reference again, or a card instead.
    await expect(page.getByRole("heading", { name: "Complete your payment" })).toBeVisible();
    await expect(page.getByText(sor, { exact: true })).toBeVisible();
    await expect(page.getByText("Place held until")).toBeVisible();
    await expect(page.getByRole("img", { name: `Payment QR code for ${sor}` })).toBeVisible();
    await page.getByRole("button", { name: "Pay by card instead" }).click();
    await fillCard(page, cards.succeeds);
    await page.getByRole("button", { name: "PAY NOW" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(page.getByText(refnum, { exact: true })).toBeVisible();
    // Paid: My Booking shows it confirmed, with nothing more to pay.
    const paid = await myBookingRow(page, refnum);
    await expect(paid).toContainText("Confirmed");
    await expect(paid.getByRole("link", { name: /Complete my payment/ })).toHaveCount(0);
  });
});

test.describe("Bob, signed in", () => {
  test.use({ signedInAs: bob });

  test("2c2p's hosted page: declined, the booking stays held; paid again and approved", async ({
    page,
    request,
  }) => {
    // Bob's account offers 2c2p (and UK takepayments, through the same gateway code).
    await emptyCart(request, bob);
    await toCheckout(page, "Roberta");
    await page.getByRole("tab", { name: "2C2P" }).click();
    await page.getByRole("button", { name: "PAY NOW" }).click();
    await expect(page.getByRole("heading", { name: "2C2P test payment page" })).toBeVisible();
    await page.getByRole("button", { name: "Decline payment" }).click();
    await expect(page.getByRole("heading", { name: "Payment Failed !" })).toBeVisible();
    await expect(page.getByText("Your booking is still held for you")).toBeVisible();

    await page.getByRole("link", { name: "Complete my payment" }).click();
    await page.getByRole("button", { name: "Continue to the 2C2P payment page" }).click();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Visits" })).toContainText("One-off home clean");
    // A reload of the settled result shows it settled: paid, with its visits (never "not accepted").
    await page.reload();
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Visits" })).toContainText("One-off home clean");
    await expect(page.getByRole("heading", { name: "Payment not accepted" })).toHaveCount(0);
  });
});

test.describe(`on a site holding a slot for ${SHORT_HOLD_SECONDS} s (short-hold-site.ts)`, () => {
  test.use({ baseURL: shortHoldURL });

  test("a slot hold that runs out at checkout says so and goes back to Date & Time, the other answers kept", async ({
    page,
  }) => {
    // The server's hold runs out for real, with no clock wound.
    await shortHoldSite!.ready;
    // Its own server: Bob logs in there when the flow asks.
    await toDateAndTime(page, "One-off home clean", bob);
    const step = page.getByRole("form", { name: "Date & Time" });
    await pickDateAndMorningSlot(page);
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await fillWithPostcode(page, "SW1A 1AA", "Roberta");
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await expect(page.getByRole("list", { name: "Cart" })).toContainText("One-off home clean");
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await expect(page.getByRole("region", { name: "Time slot hold" })).toBeVisible();
    // Bob's account offers both redirect gateways: UK takepayments (the spec's too) and 2c2p.
    await expect(page.getByRole("tab", { name: "UK Takepayments" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "2C2P" })).toBeVisible();

    await expect(
      page
        .getByText(
          "Your time slot was held for you for a limited time and has been released. Please choose a date and time again.",
        )
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Date & Time", level: 2 })).toBeVisible();
    // The date is kept; only the slot is to choose again.
    await expect(step.getByText("No date chosen")).toBeHidden();
    await expect(step.getByRole("radio", { name: /Morning/ }).first()).not.toBeChecked();
    await step
      .getByRole("radio", { name: /Morning/ })
      .first()
      .check();
    await page.getByRole("button", { name: "CONTINUE" }).click();
    const info = page.getByRole("form", { name: "Booking Information" });
    await expect(info.getByRole("textbox", { name: "First name" })).toHaveValue("Roberta");
    await expect(info.getByRole("textbox", { name: "Postal code" })).toHaveValue("SW1A 1AA");
  });
});
