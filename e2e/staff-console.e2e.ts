import { expect, test, type Browser, type Page } from "./fixtures";
import {
  alice,
  answerQuestionnaire,
  axeViolations,
  bookService,
  cards,
  emptyCart,
  fillCard,
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

const admin = { email: "admin@bookwell.example", password: "Demo-Staff-2026!" };

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

/** The staff console in a browser context of its own, signed in as the demo agent (or admin). */
async function agentConsole(
  browser: Browser,
  baseURL: string | undefined,
  who: { email: string; password: string; name: string } = { ...agent, name: "Ada Agent (agent)" },
) {
  const context = await browser.newContext({ baseURL });
  const staff = await context.newPage();
  await staff.goto("/staff/");
  // Signed out: the console asks for the staff sign-in first.
  await expect(staff.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);
  await staff.getByRole("textbox", { name: "Email" }).fill(who.email);
  await staff.getByRole("textbox", { name: "Password" }).fill(who.password);
  await staff.getByRole("button", { name: "Sign in" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Bookings of the day" })).toBeVisible();
  await expect(staff.getByText(`Signed in as ${who.name}`)).toBeVisible();
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
  // The same bar at a phone's width: the table scrolls sideways in its focusable group.
  await staff.setViewportSize({ width: 375, height: 812 });
  expect(await axeViolations(staff)).toEqual([]);
  await staff.setViewportSize({ width: 1280, height: 800 });

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
  await expect(
    form.getByText("The transfer has been recorded and the booking is confirmed."),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  return { date };
}

test.describe.configure({ mode: "serial" });

/** The booking the first journey confirms, which the second takes to Completed. */
let confirmed: { ticket: string; date: string } | undefined;

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
    const { date } = await recordTransfer(staff, reference);
    confirmed = { ticket, date };
  } finally {
    await close();
  }

  const paid = await myBookingRow(page, ticket);
  await expect(paid).toContainText("Confirmed");
  await expect(paid.getByRole("link", { name: /Complete my payment/ })).toHaveCount(0);
});

test("completion: the agent assigns a crew, moves progress and marks it Completed; Alice sees the crew, then rates it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  expect(confirmed, "the bank-transfer journey confirms the booking first").toBeDefined();
  const { ticket, date } = confirmed!;
  const { staff, close } = await agentConsole(browser, baseURL);
  let refnum = "";
  try {
    // The board of the visit's day: Alice's visit by slot, Confirmed, no crew yet.
    await staff.getByRole("textbox", { name: "Day" }).fill(date);
    await staff.getByRole("button", { name: "Filter" }).click();
    const board = staff.getByRole("table", { name: `Bookings on ${date}` });
    const row = board.getByRole("row").filter({ has: staff.getByRole("link", { name: ticket }) });
    await expect(row).toContainText("Confirmed");
    await expect(row).toContainText("Not assigned");
    expect(await axeViolations(staff)).toEqual([]);
    await row.getByRole("link", { name: ticket }).click();
    await expect(staff.getByRole("heading", { level: 1, name: `Booking ${ticket}` })).toBeVisible();
    refnum = new URL(staff.url()).pathname.split("/").pop()!;

    const crew = staff.getByRole("form", { name: "Assign crew" });
    await crew.getByRole("textbox", { name: /Crew name/ }).fill("Crew Team E2E");
    await crew.getByRole("textbox", { name: /Crew phone/ }).fill("07700900999");
    await crew.getByRole("button", { name: "Assign crew" }).click();
    await expect(crew.getByText("The booking has been updated.")).toBeVisible();
    const position = staff.getByRole("form", { name: "Crew's position" });
    await position.getByRole("textbox", { name: /Latitude/ }).fill("51.5246");
    await position.getByRole("textbox", { name: /Longitude/ }).fill("-0.0716");
    await position.getByRole("button", { name: "Set position" }).click();
    await expect(position.getByText("The booking has been updated.")).toBeVisible();
    const progress = staff.getByRole("form", { name: "Progress" });
    await progress.getByRole("spinbutton").fill("60");
    await progress.getByRole("button", { name: "Set progress" }).click();
    await expect(progress.getByText("The booking has been updated.")).toBeVisible();
    expect(await axeViolations(staff)).toEqual([]);

    // Alice's booking page shows the crew on its way.
    await openHome(page);
    await page.getByRole("button", { name: "Login" }).click();
    await logInThroughDialog(page, alice);
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
    await page.goto(`/my-booking-details/active/${refnum}`);
    await expect(page.getByRole("heading", { level: 1, name: "Booking Details" })).toBeVisible();
    await expect(page.getByText("Crew Team E2E").first()).toBeVisible();

    await staff.getByRole("button", { name: "Mark completed" }).click();
    await expect(staff.getByText("The booking has been marked completed.")).toBeVisible();
    await expect(staff.getByRole("form", { name: "Cancel booking" })).toHaveCount(0);
  } finally {
    await close();
  }

  // Completed: Alice can now rate it.
  await page.goto(`/my-booking-details/history/${refnum}`);
  await expect(page.getByRole("heading", { level: 1, name: "Booking Details" })).toBeVisible();
  const actions = page.getByRole("group", { name: "Booking actions" });
  await actions.getByRole("button", { name: "Give feedback" }).click();
  const feedback = page.getByRole("dialog", { name: "Send us your feedback" });
  await feedback.getByRole("radio", { name: "5 stars" }).click();
  await feedback.getByRole("button", { name: "Submit" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Feedback submitted successfully." }),
  ).toBeVisible();

  // The staff console shows the rating, with the crew it was for.
  const again = await agentConsole(browser, baseURL);
  try {
    await again.staff
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Ratings and tips" })
      .click();
    const ratings = again.staff.getByRole("table", { name: "Ratings and tips given" });
    const rated = ratings.getByRole("row").filter({ hasText: "Crew Team E2E" });
    await expect(rated).toHaveCount(1);
    await expect(rated.getByRole("cell").nth(4)).toHaveText("5");
    expect(await axeViolations(again.staff)).toEqual([]);
  } finally {
    await again.close();
  }
});

test("refund: Alice asks for a refund, the admin approves part of it to the card, a second approval is refused", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await emptyCart(request, alice);
  await openHome(page);
  await bookService(page, "Home Cleaning: Regular home cleaning");
  await logInThroughDialog(page, alice);
  await answerQuestionnaire(page);
  await page.getByRole("button", { name: "Select One-off home clean" }).click();
  await pickDateAndMorningSlot(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await fillBookingInformation(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await fillCard(page, cards.succeeds);
  await page.getByRole("button", { name: "PAY NOW" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  const ticket = (
    await page
      .getByText(/^RF\d+$/)
      .first()
      .innerText()
  ).trim();

  // Alice asks for a refund from the booking's page.
  const row = await myBookingRow(page, ticket);
  await row.getByRole("link", { name: `${ticket}, session 1/1`, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking Details" })).toBeVisible();
  await page
    .getByRole("group", { name: "Booking actions" })
    .getByRole("button", { name: "Request refund" })
    .click();
  const ask = page.getByRole("dialog", { name: "Refund request" });
  await ask.getByRole("combobox", { name: /Reason/ }).selectOption("Reason 1");
  await ask.getByRole("textbox", { name: "Remark" }).fill("We are moving house.");
  await ask.getByRole("button", { name: "Submit" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your request has been submitted successfully." }),
  ).toBeVisible();

  const { staff, close } = await agentConsole(browser, baseURL, {
    ...admin,
    name: "Sam Admin (admin)",
  });
  try {
    await staff
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Refunds" })
      .click();
    const table = staff.getByRole("table", { name: "Refund requests" });
    const asked = table.getByRole("row").filter({ hasText: ticket });
    await expect(asked).toContainText("Requested");
    await expect(asked).toContainText("We are moving house.");
    expect(await axeViolations(staff)).toEqual([]);
    await asked.getByRole("button", { name: `Decision ${ticket}` }).click();
    const approve = staff.getByRole("form", { name: `Approve: ${ticket}` });
    const amount = approve.getByRole("textbox", { name: /Refund amount/ });
    const refundable = Number(await amount.inputValue());
    expect(refundable).toBeGreaterThan(0);
    // More than was paid: refused in the server's words.
    await amount.fill(String(refundable + 10));
    await approve.getByRole("button", { name: "Approve" }).click();
    await expect(approve.getByRole("alert")).toBeVisible();
    const part = Math.round((refundable / 2) * 100) / 100;
    await amount.fill(part.toFixed(2));
    await approve.getByRole("combobox", { name: /Refund to/ }).selectOption("card");
    await approve.getByRole("button", { name: "Approve" }).click();
    await expect(approve.getByText("The refund has been approved.")).toBeVisible();
    await expect(asked).toContainText("Approved");
    await expect(asked.getByRole("button", { name: `Decision ${ticket}` })).toHaveCount(0);
    expect(await axeViolations(staff)).toEqual([]);

    // A second approval of the same request (another admin's tab): refused, nothing refunded twice.
    const refnum = await staff.evaluate(async (wanted) => {
      const answer = await (await fetch("/api/staff/refunds")).json();
      return answer.data.find((r: { ticket: string }) => r.ticket === wanted).refnum as string;
    }, ticket);
    const again = await staff.request.post(`/api/staff/refunds/${refnum}/approve`, {
      data: { amount: part, to: "card" },
    });
    expect(again.ok()).toBe(false);
    expect((await again.json()).meta.message).toBe("This refund request has already been decided.");
  } finally {
    await close();
  }
});
