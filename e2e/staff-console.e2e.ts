import { startSmtpServer } from "../apps/server/test/smtp-helpers";
import { expect, test, type APIRequestContext, type Browser, type Page } from "./fixtures";
import { smtpPort } from "./smtp-port";
import {
  alice,
  answerQuestionnaire,
  availableCredit,
  axeViolations,
  bookService,
  cards,
  emptyCart,
  fillCard,
  fillBookingInformation,
  pickDateAndMorningSlot,
} from "./support";

/**
 * The loops the brand's staff close, across both apps: the customer on the site, the agent in
 * the staff console (/staff/, a context of its own, signed in with the demo's agent login).
 */
const agent = { email: "agent@bookwell.example", password: "Demo-Staff-2026!" };

const admin = { email: "admin@bookwell.example", password: "Demo-Staff-2026!" };

// Alice on the site, signed in (the stored sign-in); the staff in browser contexts of their own.
test.use({ signedInAs: alice });

/** Alice books a one-off clean and chooses bank transfer: its reference (SOR-RF...) and ticket. */
async function bookByBankTransfer(page: Page) {
  await page.goto("/");
  await bookService(page, "Home Cleaning: Regular home cleaning");
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

/** Whether this run has checked the staff sign-in page with axe (once is enough: it is one state). */
let signInChecked = false;

/** The staff console in a browser context of its own, signed in as the demo agent (or admin). */
async function agentConsole(
  browser: Browser,
  baseURL: string | undefined,
  who: { email: string; password: string; name: string } = { ...agent, name: "Ada Agent (agent)" },
) {
  // Empty storage: not the customer's stored sign-in, which the test's options would give it.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const staff = await context.newPage();
  await staff.goto("/staff/");
  // Signed out: the console asks for the staff sign-in first.
  await expect(staff.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
  if (!signInChecked) {
    expect(await axeViolations(staff)).toEqual([]);
    signInChecked = true;
  }
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

/**
 * The journeys' SMTP server (the one SMTP_URL names in playwright.config.ts; the files run one
 * after another, so each that reads mail opens it for itself): what the customer is mailed.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
test.beforeAll(async () => {
  smtp = await startSmtpServer(smtpPort);
});
test.afterAll(async () => {
  await smtp?.close();
});

/** The mails to `address` with this subject, once at least one has arrived. */
async function mailsTo(address: string, subject: string) {
  const matching = () =>
    smtp.received.filter((m) => m.to.includes(address) && m.parsed.subject === subject);
  await expect.poll(() => matching().length, { timeout: 30_000 }).toBeGreaterThan(0);
  return matching();
}

/** The customer's inbox messages through the API (the `request` fixture's own cookie jar). */
async function inboxOf(request: APIRequestContext) {
  await request.post("/api/user/login", { data: { userEmail: alice.email, pwd: alice.password } });
  const answer = await (await request.get(`/api/myinbox/${alice.arnum}`)).json();
  return answer.data as { guid: string; sender: string; message: string }[];
}

/** Alice's My Inbox: the newest message opened; answers the message's article. */
async function openNewestMessage(page: Page) {
  await page.goto("/my-account/my-inbox");
  const list = page.getByRole("list", { name: "Messages" });
  await list.getByRole("button").first().click();
  return page.getByRole("article", { name: "Message" });
}

/** A date `days` from today in London, as YYYY-MM-DD. */
function londonDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

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

test("completion: the agent assigns a crew, moves progress and marks it Completed; Alice sees the crew on the map, then rates it and tips from credit", async ({
  page,
  request,
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
    await page.goto(`/my-booking-details/active/${refnum}`);
    await expect(page.getByRole("heading", { level: 1, name: "Booking Details" })).toBeVisible();
    await expect(page.getByText("Crew Team E2E").first()).toBeVisible();
    // On the map: the Crew location tab, the map at the agent's position, the crew's marker.
    await page.getByRole("tab", { name: "Crew location" }).click();
    const map = page.getByRole("region", { name: "Crew location map" });
    await expect(map.getByRole("img", { name: "Crew Team E2E" })).toBeVisible();
    // The crew's map tab is checked with axe in account-details.e2e.ts.

    await staff.getByRole("button", { name: "Mark completed" }).click();
    await expect(staff.getByText("The booking has been marked completed.")).toBeVisible();
    await expect(staff.getByRole("form", { name: "Cancel booking" })).toHaveCount(0);
  } finally {
    await close();
  }

  // Completed: Alice can now rate it, and tip the crew £2.00 from her credit.
  const creditBefore = await availableCredit(request, alice);
  expect(creditBefore).toBeGreaterThanOrEqual(2);
  await page.goto(`/my-booking-details/history/${refnum}`);
  await expect(page.getByRole("heading", { level: 1, name: "Booking Details" })).toBeVisible();
  const actions = page.getByRole("group", { name: "Booking actions" });
  await actions.getByRole("button", { name: "Give feedback" }).click();
  const feedback = page.getByRole("dialog", { name: "Send us your feedback" });
  await feedback.getByRole("radio", { name: "5 stars" }).click();
  await feedback
    .getByRole("group", { name: "Tip for the crew" })
    .getByRole("button", { name: "£2.00" })
    .click();
  await feedback.getByRole("button", { name: "Submit" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Feedback submitted successfully." }),
  ).toBeVisible();
  await expect.poll(() => availableCredit(request, alice)).toBeCloseTo(creditBefore - 2, 2);

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
    await expect(rated.getByRole("cell").nth(5)).toHaveText("£2.00");
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
  await page.goto("/");
  await bookService(page, "Home Cleaning: Regular home cleaning");
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
  const visit = new URL(page.url()).pathname.split("/").pop()!;
  await page
    .getByRole("group", { name: "Booking actions" })
    .getByRole("button", { name: "Request refund" })
    .click();
  const ask = page.getByRole("dialog", { name: "Refund request" });
  await ask.getByRole("combobox", { name: /Reason/ }).selectOption("The visit did not take place");
  await ask.getByRole("textbox", { name: "Remark" }).fill("We are moving house.");
  await ask.getByRole("button", { name: "Submit" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your request has been submitted successfully." }),
  ).toBeVisible();

  let part = 0;
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
    part = Math.round((refundable / 2) * 100) / 100;
    await amount.fill(part.toFixed(2));
    await approve.getByRole("combobox", { name: /Refund to/ }).selectOption("card");
    await approve.getByRole("button", { name: "Approve" }).click();
    await expect(approve.getByText("The refund has been approved.")).toBeVisible();
    await expect(asked).toContainText("Approved");
    await expect(asked.getByRole("button", { name: `Decision ${ticket}` })).toHaveCount(0);
    // The page is checked whole above: here the table with its decided request.
    expect(await axeViolations(staff, table)).toEqual([]);

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

    // The gateway refunded once: the audit log holds one approval, with the gateway's refund id.
    await staff
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Audit log" })
      .click();
    await staff.getByRole("textbox", { name: /^Subject/ }).fill(refnum);
    await staff.getByRole("button", { name: "Filter" }).click();
    const log = staff.getByRole("table", { name: "Staff actions, newest first" });
    const approvals = log.getByRole("row").filter({ hasText: "refund.approve" });
    await expect(approvals).toHaveCount(1);
    await expect(approvals).toContainText(/"refundId":\s*"re_test_\w+"/);
    await expect(approvals).toContainText(`"amount":${part}`);
  } finally {
    await close();
  }

  // Alice is told once: one mail, one inbox message, the newest she opens.
  const subject = `Refund approved: ${visit}`;
  expect(await mailsTo(alice.email, subject)).toHaveLength(1);
  const told = (await inboxOf(request)).filter(
    (m) => m.message.includes(visit) && m.message.includes("Your refund is on its way"),
  );
  expect(told).toHaveLength(1);
  const message = await openNewestMessage(page);
  await expect(message).toContainText("Your refund is on its way");
  await expect(message).toContainText(visit);
  await expect(message).toContainText(`£${part.toFixed(2)}`);
  // An opened message of My Inbox is checked with axe in account.e2e.ts.
});

test("assessment loop: Alice schedules an assessment, the agent prices and sends the quotation, Alice is mailed, accepts and pays, the board shows the visit", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await emptyCart(request, alice);
  // Six bedrooms or more needs a visit before a price: Alice schedules one.
  await page.goto("/");
  await bookService(page, "Home Cleaning: Regular home cleaning");
  const questions = page.getByRole("dialog", { name: "Choose location" });
  await questions.getByRole("radio", { name: "Apartment" }).check();
  await questions.getByLabel("How many bedrooms?").selectOption("6 or more");
  await questions.getByLabel("How many bathrooms?").selectOption("2");
  await questions.getByLabel(/Anything our crew should know/).fill("Ring the top bell.");
  await questions.getByRole("button", { name: "Schedule Assessment" }).click();
  await expect(page.getByRole("heading", { name: "Schedule an assessment" })).toBeVisible();
  const date = londonDate(12);
  const dateField = page.getByRole("textbox", { name: /^Date/ });
  await dateField.fill(date.split("-").reverse().join("/"));
  await dateField.press("Enter");
  await page.getByLabel("Time from").selectOption("09:00");
  await page.getByLabel("Time to").selectOption("10:30");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("6 Commercial Street");
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Assessment scheduled successfully." }),
  ).toBeVisible();

  const { staff, close } = await agentConsole(browser, baseURL);
  let refnum = "";
  let total = "";
  try {
    // The request waits in the console's list; the agent opens it and prices it.
    await staff
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Requests" })
      .click();
    const requests = staff.getByRole("table", { name: "Assessment and quotation requests" });
    const asked = requests
      .getByRole("row")
      .filter({ hasText: "Alice Walker" })
      .filter({ hasText: date })
      .filter({ hasText: "Pending" });
    await expect(asked).toHaveCount(1);
    await asked.getByRole("link").first().click();
    await expect(staff.getByRole("heading", { level: 1, name: /^Request / })).toBeVisible();
    refnum = new URL(staff.url()).pathname.split("/").pop()!;
    const editor = staff.getByRole("form", { name: "Quotation" });
    await editor.getByRole("button", { name: "Save quotation" }).click();
    await expect(
      editor.getByText("The quotation has been saved. Send it when it is ready."),
    ).toBeVisible();
    const view = staff.getByRole("region", { name: "What the customer sees" });
    await expect(view).toContainText("Total: £");
    total = /Total: (£[\d,]+\.\d\d)/.exec(await view.innerText())![1]!;
    expect(await axeViolations(staff)).toEqual([]);
    await view.getByRole("button", { name: "Send to the customer" }).click();
    await expect(view.getByText("The quotation has been sent to the customer.")).toBeVisible();
    // The customer's view now shows the sent quotation, with nothing left to send.
    await expect(view).toContainText("Status: Quoted · Sent");
    await expect(view.getByRole("button", { name: "Send to the customer" })).toHaveCount(0);
  } finally {
    await close();
  }

  // Alice's mail: the quotation's total and its link; the same message in her inbox.
  const [mail] = await mailsTo(alice.email, `Your quotation is ready (${refnum})`);
  expect(mail!.parsed.text).toContain(total);
  const link = new RegExp(`https?://\\S+/my-request-quotation/${refnum}`).exec(
    mail!.parsed.text ?? "",
  )?.[0];
  expect(link, "the mail links to the quotation").toBeDefined();
  const message = await openNewestMessage(page);
  await expect(message).toContainText(refnum);
  await expect(message).toContainText(total);

  // From the mail's link: the quotation at the agent's total; accepted, then paid by card.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Quotation" })).toBeVisible();
  await expect(page.getByLabel("Quotation totals")).toContainText(total);
  await page.getByRole("button", { name: "ACCEPT & ADD TO CART" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Quotation accepted successfully" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Finalise Booking", level: 2 })).toBeVisible();
  await page.getByRole("button", { name: "CONTINUE" }).click();
  // The assessment's address was free text, not a saved property: Alice gives the billing one.
  const billing = page.getByRole("group", { name: "Contact and billing" });
  await billing.getByRole("textbox", { name: "Postal code" }).fill("E16AN");
  await billing.getByRole("textbox", { name: "Unit number" }).fill("Flat 2");
  await billing.getByRole("textbox", { name: "Address line 1" }).fill("6 Commercial Street");
  await billing
    .getByRole("combobox", { name: "Country" })
    .selectOption({ label: "United Kingdom" });
  await fillCard(page, cards.succeeds);
  await page.getByRole("button", { name: "PAY NOW" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  const ticket = (
    await page
      .getByText(/^RF\d+$/)
      .first()
      .innerText()
  ).trim();
  const row = await myBookingRow(page, ticket);
  await expect(row).toContainText("Confirmed");
  await row.getByRole("link", { name: `${ticket}, session 1/1`, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking Details" })).toBeVisible();
  const visit = new URL(page.url()).pathname.split("/").pop()!;

  // The staff board of the visit's day: Alice's paid visit, Confirmed.
  const again = await agentConsole(browser, baseURL);
  try {
    const day = await again.staff.evaluate(async (wanted) => {
      const answer = await (await fetch(`/api/staff/bookings/${wanted}`)).json();
      return answer.data.serviceDate as string;
    }, visit);
    await again.staff.getByRole("textbox", { name: "Day" }).fill(day);
    await again.staff.getByRole("button", { name: "Filter" }).click();
    const board = again.staff.getByRole("table", { name: `Bookings on ${day}` });
    const booked = board
      .getByRole("row")
      .filter({ has: again.staff.getByRole("link", { name: ticket }) });
    await expect(booked).toHaveCount(1);
    await expect(booked).toContainText("Alice Walker");
    await expect(booked).toContainText("Confirmed");
    await expect(booked).toContainText("Paid");
    // The board of a day is checked with axe in the completion journey.
  } finally {
    await again.close();
  }
});
