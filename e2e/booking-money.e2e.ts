import { startSmtpServer } from "../apps/server/test/smtp-helpers";
import { expect, test, type Page } from "./fixtures";
import { smtpPort } from "./smtp-port";
import {
  answerQuestionnaire,
  availableCredit,
  bob,
  bookService,
  cards,
  emptyCart,
  fillBookingInformation,
  fillCard,
  pdfRunAfter,
  pdfText,
  pickDateAndMorningSlot,
} from "./support";

/** The site's mail, caught by a real SMTP server in this process (SMTP_URL names its port). */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
test.beforeAll(async () => {
  smtp = await startSmtpServer(smtpPort);
});
test.afterAll(async () => {
  await smtp?.close();
});

/**
 * Money and places: each a journey step where the customer would see it, against
 * the built site and its API, that failed before its fix.
 */
const service = "Home Cleaning: Regular home cleaning";

test.use({ signedInAs: bob });

/**
 * Bob, signed in (the stored sign-in), at the one-off clean's Booking Information. Returns the
 * chosen day's name.
 */
async function bobAtBookingInformation(page: Page): Promise<string> {
  await page.goto("/");
  await bookService(page, service);
  await answerQuestionnaire(page);
  await page.getByRole("button", { name: "Select One-off home clean" }).click();
  const day = await pickDateAndMorningSlot(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByRole("form", { name: "Booking Information" })).toBeVisible();
  return day;
}

test("going back from Finalise to Booking Information and on again updates the same cart line: one line, one charge", async ({
  page,
  request,
}) => {
  await emptyCart(request, bob);
  await bobAtBookingInformation(page);
  await fillBookingInformation(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  const cartList = page.getByRole("list", { name: "Cart" });
  await expect(cartList).toContainText("One-off home clean");
  const headerCart = page.getByRole("banner").getByRole("button", { name: /^Cart, \d+ items?$/ });
  await expect(headerCart).toHaveAccessibleName("Cart, 1 item");

  // PREVIOUS → Booking Information, a change of notes, CONTINUE again.
  await page.getByRole("button", { name: "PREVIOUS" }).click();
  const step = page.getByRole("form", { name: "Booking Information" });
  await expect(step).toBeVisible();
  await step.getByRole("textbox", { name: "Notes for crew" }).fill("Ring twice, please.");
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(cartList).toContainText("One-off home clean");
  await expect(headerCart).toHaveAccessibleName("Cart, 1 item");
  // The cart's own lines (an add-on list inside a line has items of its own).
  await expect(cartList.locator(":scope > li")).toHaveCount(1);

  await page.getByRole("button", { name: "CONTINUE" }).click();
  await fillCard(page, cards.succeeds);
  await page.getByRole("button", { name: "PAY NOW" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  const visits = page
    .getByRole("region", { name: "Booking schedule" })
    .getByRole("list", { name: "Visits" })
    .getByRole("listitem");
  await expect(visits).toHaveCount(1);
});

test("back and forth in the wizard, a reload at Finalise, credit covering part and a reloaded result: one booking, one amount on the details, the invoice and the mail", async ({
  page,
  request,
}) => {
  // The longest journey here: three saves of the line, a reload, checkout and four reads after.
  test.setTimeout(300_000);
  await emptyCart(request, bob);
  const creditBefore = await availableCredit(request, bob);
  const day = await bobAtBookingInformation(page);
  await fillBookingInformation(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  const cartList = page.getByRole("list", { name: "Cart" });
  await expect(cartList).toContainText("One-off home clean");

  // Finalise → PREVIOUS → Booking Information → CONTINUE, twice.
  for (let round = 0; round < 2; round += 1) {
    await page.getByRole("button", { name: "PREVIOUS" }).click();
    await expect(page.getByRole("form", { name: "Booking Information" })).toBeVisible();
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await expect(cartList).toContainText("One-off home clean");
    await expect(cartList.locator(":scope > li")).toHaveCount(1);
  }

  // A reload at Finalise: the wizard starts again from the slot; the same slot, then CONTINUE
  // updates the cart's line instead of adding a second.
  await page.reload();
  const dateStep = page.getByRole("form", { name: "Date & Time" });
  const information = page.getByRole("form", { name: "Booking Information" });
  await expect(dateStep.or(information).or(cartList)).toBeVisible();
  if (await dateStep.isVisible()) {
    await pickDateAndMorningSlot(page, day);
    await page.getByRole("button", { name: "CONTINUE" }).click();
    // The next step, before asking whether it is showing.
    await expect(information).toBeVisible();
  }
  if (await information.isVisible()) {
    await fillBookingInformation(page);
    await page.getByRole("button", { name: "CONTINUE" }).click();
  }
  await expect(cartList).toContainText("One-off home clean");
  await expect(cartList.locator(":scope > li")).toHaveCount(1);
  const headerCart = page.getByRole("banner").getByRole("button", { name: /^Cart, \d+ items?$/ });
  await expect(headerCart).toHaveAccessibleName("Cart, 1 item");

  // Checkout: £5.00 of credit, the rest by card.
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByRole("heading", { name: "Checkout & Payment", level: 2 })).toBeVisible();
  const orderTotals = page.getByLabel("Order totals");
  // One visit at £84.00: (84 + 5) × 1.2 = £106.80.
  await expect(orderTotals).toContainText("£106.80");
  await page.getByRole("textbox", { name: "Credit to redeem" }).fill("5");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(orderTotals).toContainText("-£5.00");
  await expect(orderTotals).toContainText("£101.80");
  await fillCard(page, cards.succeeds);
  await page.getByRole("button", { name: "PAY NOW" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();

  // The result page reloaded: still the settled result, one visit.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  const schedule = page.getByRole("region", { name: "Booking schedule" });
  await expect(schedule.getByRole("list", { name: "Visits" }).getByRole("listitem")).toHaveCount(1);
  const reference = (await schedule.locator("dt:text-is('Booking reference') + dd").textContent())!;
  expect(reference).toMatch(/^\S+$/);
  expect(await availableCredit(request, bob)).toBeCloseTo(creditBefore - 5, 2);
  // One charge, in the test gateway's own ledger: the card's share.
  const charges = await page.request.get(`/api/checkout/testgateway/charges/${reference}`);
  expect((await charges.json()).data).toEqual([{ chargeId: expect.any(String), amount: 101.8 }]);

  // One booking of this order, and its details say what it cost.
  const booking = `${reference}-01`;
  expect((await page.request.get(`/api/mybooking/details/${reference}-02`)).status()).not.toBe(200);
  await page.goto(`/my-booking-details/active/${booking}`);
  const info = page.getByRole("region", { name: "Service Information" });
  await expect(info).toContainText(booking);
  await expect(info).toContainText("£106.80");

  // The invoice (the PDF's own text) and the confirmation mail say the same.
  const invoice = await page.request.get(`/api/mybooking/invoice/${booking}`);
  expect(invoice.status()).toBe(200);
  const runs = pdfText(Buffer.from(await invoice.body()));
  expect(pdfRunAfter(runs, "Total")).toBe("£106.80");
  expect(pdfRunAfter(runs, "Credit used")).toBe("-£5.00");
  expect(pdfRunAfter(runs, "Amount paid")).toBe("£101.80");
  const subject = `Booking confirmed: One-off home clean (${reference})`;
  await expect
    .poll(() => smtp.received.filter((mail) => mail.parsed.subject === subject).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const mail = smtp.received.find((received) => received.parsed.subject === subject)!;
  expect(mail.parsed.text).toContain("£106.80");
});
