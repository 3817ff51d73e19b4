import { expect, test, type Browser, type Page } from "./fixtures";
import {
  alice,
  answerQuestionnaire,
  axeViolations,
  bookService,
  emptyCart,
  fillBookingInformation,
  logInThroughDialog,
  openHome,
  pickDateAndMorningSlot,
} from "./support";

/**
 * The loops the brand's staff close, across both apps: the customer on the site, the agent in
 * the staff console (/staff/, a context of its own, signed in with the demo's agent login).
 */
const agent = { email: "agent@bookwell.example", password: "Demo-Staff-2026!" };

/** Alice books a one-off clean and chooses bank transfer: its reference (SOR-RF...) and ticket. */
async function bookByBankTransfer(page: Page) {
  await openHome(page);
  await bookService(page, "Home Cleaning: Regular home cleaning");
  await logInThroughDialog(page, alice);
  await answerQuestionnaire(page);
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
  const reference = (await page.getByText(/^SOR-RF\d+$/).innerText()).trim();
  return { reference, ticket: reference.replace(/^SOR-/, "") };
}

/** Alice's My Booking row of a ticket's first visit (Active list). */
async function myBookingRow(page: Page, ticket: string) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "My Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Booking" })).toBeVisible();
  return page
    .getByRole("table", { name: "Active bookings" })
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: `${ticket}, session 1/1`, exact: true }) });
}

/** The staff console in a browser context of its own, signed in as the demo agent. */
async function agentConsole(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const staff = await context.newPage();
  await staff.goto("/staff/");
  // Signed out: the console asks for the staff sign-in first.
  await expect(staff.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);
  await staff.getByRole("textbox", { name: "Email" }).fill(agent.email);
  await staff.getByRole("textbox", { name: "Password" }).fill(agent.password);
  await staff.getByRole("button", { name: "Sign in" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Bookings of the day" })).toBeVisible();
  await expect(staff.getByText("Signed in as Ada Agent (agent)")).toBeVisible();
  return { staff, close: () => context.close() };
}

/** The agent records Alice's transfer: a wrong amount is refused first, in the server's words. */
async function recordTransfer(staff: Page, reference: string) {
  await staff
    .getByRole("navigation", { name: "Staff console" })
    .getByRole("link", { name: "Transfers" })
    .click();
  const table = staff.getByRole("table", { name: "Bookings awaiting a bank transfer" });
  const row = table.getByRole("row").filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Alice Walker");
  const due = Number((await row.getByRole("cell").nth(4).innerText()).replace(/[^0-9.]/g, ""));
  expect(due).toBeGreaterThan(0);
  const date = (await row.getByRole("cell").nth(3).innerText()).trim();
  expect(await axeViolations(staff)).toEqual([]);

  await row.getByRole("button", { name: `Record received ${reference}` }).click();
  const form = staff.getByRole("form", { name: `Record received: ${reference}` });
  const amount = form.getByRole("textbox", { name: "Amount received" });
  await expect(amount).toBeFocused();
  await amount.fill(String(due + 1));
  await form.getByRole("button", { name: "Record received" }).click();
  await expect(form.getByRole("alert")).toContainText("does not match");
  await amount.fill(due.toFixed(2));
  await form.getByRole("textbox", { name: "Bank reference" }).fill("BANK-E2E-1");
  await form.getByRole("button", { name: "Record received" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "The transfer has been recorded and the booking is confirmed.",
  );
  await expect(row).toHaveCount(0);
  return { date };
}

test("bank transfer: Alice pays by transfer, the agent records it in the staff console, My Booking shows it Confirmed", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await emptyCart(request, alice);
  const { reference, ticket } = await bookByBankTransfer(page);

  // Before the transfer: awaiting payment, never confirmed or paid.
  const waiting = await myBookingRow(page, ticket);
  await expect(waiting).toContainText("Awaiting payment");
  await expect(waiting).not.toContainText(/Confirmed|paid/);

  const { staff, close } = await agentConsole(browser, baseURL);
  try {
    await recordTransfer(staff, reference);
  } finally {
    await close();
  }

  const paid = await myBookingRow(page, ticket);
  await expect(paid).toContainText("Confirmed");
  await expect(paid.getByRole("link", { name: /Complete my payment/ })).toHaveCount(0);
});
