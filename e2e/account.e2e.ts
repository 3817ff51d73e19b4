import { expect, test, type APIRequestContext, type Page } from "./fixtures";

import {
  alice,
  availableCredit,
  axeViolations,
  cards,
  fillCard,
  logInThroughDialog,
  openHome,
  recordRequestUrls,
} from "./support";

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
 * The business's date (Europe/London) `days` from today, as YYYY-MM-DD. The demo data is dated
 * from the day it was seeded, which is this run's (a fresh database per run).
 */
function londonDate(days = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-21" as the page writes it: `21 Nov 2026` (joined by " ") or `21-Nov-2026` ("-"). */
function shown(date: string, joiner: " " | "-"): string {
  const [y, m, d] = date.split("-");
  return [d, MONTHS[Number(m) - 1], y].join(joiner);
}

/** Alice logs in from the header and opens My Account (her bookings). */
async function aliceInHerAccount(page: Page) {
  await openHome(page);
  await page.getByRole("button", { name: "Login" }).click();
  await logInThroughDialog(page, alice);
  await page.getByRole("link", { name: "My Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Booking" })).toBeVisible();
}

/** Alice, signed in (the stored sign-in), opens My Account (her bookings). */
async function aliceOnMyAccount(page: Page) {
  await page.goto("/my-account/my-booking");
  await expect(page.getByRole("heading", { level: 1, name: "My Booking" })).toBeVisible();
}

test.describe("Alice, signed in", () => {
  test.use({ signedInAs: alice });

  test("Alice reads her inbox: New markers, a message marked read, the second page", async ({
    page,
    request,
  }) => {
    const failures = watchFailures(page);
    // Journeys before this one (account-actions: a changed date, a refund) add their own
    // messages to the demo's seven (events write to the inbox), so the counts are
    // taken from the server, newest first, five a page.
    await request.post("/api/user/login", {
      data: { userEmail: alice.email, pwd: alice.password },
    });
    const messages: { sender: string; unread: boolean; sendtime: string }[] = (
      await (await request.get(`/api/myinbox/${alice.arnum}`)).json()
    ).data;
    expect(messages.length).toBeGreaterThanOrEqual(7);
    const firstPage = messages.slice(0, 5);
    const unreadFirst = firstPage.filter((message) => message.unread).length;
    await aliceOnMyAccount(page);
    const nav = page.getByRole("navigation", { name: "My Account" });
    await expect(nav.getByRole("link", { name: "My Inbox" })).toHaveAttribute(
      "href",
      "/my-account/my-inbox",
    );
    await nav.getByRole("link", { name: "My Inbox" }).click();
    await expect(page).toHaveURL(/\/my-account\/my-inbox$/);

    const list = page.getByRole("list", { name: "Messages" });
    await expect(list.getByRole("button")).toHaveCount(5);
    await expect(list.getByText("New", { exact: true })).toHaveCount(unreadFirst);
    expect(await axeViolations(page)).toEqual([]);

    // The newest message is unread; opening it shows it and the marker goes.
    const newest = list.getByRole("button").first();
    await expect(newest).toContainText(messages[0]!.sender);
    await newest.click();
    const message = page.getByRole("article", { name: "Message" });
    await expect(message.getByRole("heading", { name: messages[0]!.sender })).toBeVisible();
    if (messages.length === 7) {
      // Only the demo's messages: the newest was sent yesterday (the day before it was seeded).
      await expect(message.getByText(shown(londonDate(-1), " "))).toBeVisible();
    }
    await expect(list.getByText("New", { exact: true })).toHaveCount(unreadFirst - 1);
    // The page is checked whole above: here the message it opened.
    expect(await axeViolations(page, message)).toEqual([]);

    // Read stays read: after a reload the server's answer has one unread fewer.
    await page.reload();
    await expect(
      page.getByRole("list", { name: "Messages" }).getByText("New", { exact: true }),
    ).toHaveCount(unreadFirst - 1);

    // The second page holds the next (at most) five.
    await page
      .getByRole("navigation", { name: "Message pages" })
      .getByRole("button", { name: /Next/ })
      .click();
    await expect(page.getByRole("list", { name: "Messages" }).getByRole("button")).toHaveCount(
      Math.min(5, messages.length - 5),
    );
    expect(failures).toEqual([]);
  });

  test("Alice sees her credits: available, expiring, totals and transactions", async ({
    page,
    request,
  }) => {
    const failures = watchFailures(page);
    // The demo's expiring credit is £18.00 in 39 days and £70.00 in 113; a journey that ran
    // before may have spent some of the first (a tip), so the page must show what the server
    // holds now, on the demo's dates.
    await request.post("/api/user/login", {
      data: { userEmail: alice.email, pwd: alice.password },
    });
    const summary = (await (await request.get(`/api/mycredit/summary/${alice.arnum}`)).json()).data;
    const expiring: { qty: number; date: string }[] = summary.expiryList;
    expect(expiring.map((entry) => entry.date)).toEqual([londonDate(39), londonDate(113)]);
    expect(expiring[0]!.qty).toBeGreaterThan(0);
    expect(expiring[0]!.qty).toBeLessThanOrEqual(18);
    expect(expiring[1]!.qty).toBe(70);
    await aliceOnMyAccount(page);
    await page
      .getByRole("navigation", { name: "My Account" })
      .getByRole("link", { name: "My Credits" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "My Credits" })).toBeVisible();
    await expect(page.getByText("Available credits")).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Expiring credits" }).getByRole("listitem"),
    ).toHaveText([
      `£${expiring[0]!.qty.toFixed(2)} expiring on ${shown(londonDate(39), "-")}`,
      `£70.00 expiring on ${shown(londonDate(113), "-")}`,
    ]);
    await expect(page.getByRole("table", { name: "Credit transactions" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(failures).toEqual([]);
  });

  test("Alice tops up £20 with a card that asks for authentication, then a declined card changes nothing", async ({
    page,
    request,
  }) => {
    const before = await availableCredit(request, alice);
    await aliceOnMyAccount(page);
    await page
      .getByRole("navigation", { name: "My Account" })
      .getByRole("link", { name: "My Credits" })
      .click();
    await page.getByRole("button", { name: "TOP-UP CREDITS" }).click();
    const dialog = page.getByRole("dialog", { name: "Top-up credits" });
    await dialog.getByRole("radio", { name: "Another amount" }).click();
    await dialog.getByRole("textbox", { name: "Amount in pounds" }).fill("20");
    await fillCard(page, cards.requiresAuthentication);
    // My Credits is checked whole above: here the dialog opened on it.
    expect(await axeViolations(page, dialog)).toEqual([]);
    await dialog.getByRole("button", { name: "PAY £20" }).click();
    const authentication = page.getByRole("dialog", { name: "Authenticate this payment" });
    await authentication.getByRole("button", { name: "Complete authentication" }).click();
    await expect(dialog.getByText("Payment Successfull !")).toBeVisible();
    await expect(
      dialog.getByText("You have Successfully completed your Top Up credit."),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Back to my credits" }).click();
    const available = `£${(before + 20).toFixed(2)}`;
    await expect(page.getByText(available, { exact: true }).first()).toBeVisible();
    expect(await availableCredit(request, alice)).toBeCloseTo(before + 20, 2);

    await page.getByRole("button", { name: "TOP-UP CREDITS" }).click();
    await dialog.getByRole("radio", { name: "£100", exact: true }).click();
    await fillCard(page, cards.declined);
    await dialog.getByRole("button", { name: "PAY £100" }).click();
    await expect(dialog.getByText("Payment Failed ! Please try again..")).toBeVisible();
    expect(await availableCredit(request, alice)).toBeCloseTo(before + 20, 2);
  });

  test("an account page opened directly keeps the customer's session and data", async ({
    page,
  }) => {
    await page.goto("/my-account/my-credits");
    await expect(page.getByRole("heading", { level: 1, name: "My Credits" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Expiring credits" })).toBeVisible();
  });
});

const newPassword = "Fresh!Pass27";

async function logIn(request: APIRequestContext, password: string) {
  return request.post("/api/user/login", { data: { userEmail: alice.email, pwd: password } });
}

/**
 * Puts Alice back as the demo data made her, whatever step the profile journey stopped at
 * (the journeys share one database): her password, her particulars, no "Studio" location.
 */
async function restoreAlice(request: APIRequestContext, particulars: unknown) {
  if (!(await logIn(request, alice.password)).ok()) {
    if (!(await logIn(request, newPassword)).ok()) return;
    await request.post("/api/user/changepwd", {
      data: { email: alice.email, encryptedOldPWD: newPassword, encryptedNewPWD: alice.password },
    });
  }
  if (particulars) {
    await request.put(`/api/myaccount/myparticulars/${alice.arnum}`, { data: particulars });
  }
  const locations = await (await request.get(`/api/myaccount/mylocations/${alice.arnum}`)).json();
  for (const location of locations.data ?? []) {
    if (location.locationname === "Studio") {
      await request.delete(
        `/api/myaccount/mylocations/${alice.arnum}?locationId=${location.locationid}`,
      );
    }
  }
  const home = (locations.data ?? []).find(
    (location: { locationname: string }) => location.locationname === "Home",
  );
  if (home) {
    await request.put(`/api/myaccount/mylocations/${alice.arnum}?locationId=${home.locationid}`, {
      data: { ...home, isDefault: true },
    });
  }
}

test("Alice keeps her profile: particulars (a bad entry first), a new default location, a deleted contact, a new password that logs in", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  expect((await logIn(request, alice.password)).ok()).toBe(true);
  const original = (await (await request.get(`/api/myaccount/myparticulars/${alice.arnum}`)).json())
    .data;
  const urls = recordRequestUrls(page);
  const failures = watchFailures(page);

  try {
    await aliceInHerAccount(page);
    const nav = page.getByRole("navigation", { name: "My Account" });
    await expect(nav.getByRole("link", { name: "My Profile" })).toHaveAttribute(
      "href",
      "/my-account/my-profile",
    );
    await nav.getByRole("link", { name: "My Profile" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();

    // My Particulars: a bad entry shows the first message in the spec's order, then a save.
    const particulars = page.getByRole("form", { name: "My Particulars" });
    await expect(particulars.getByRole("textbox", { name: /First name/ })).toHaveValue("Alice");
    expect(await axeViolations(page)).toEqual([]);
    await particulars.getByRole("textbox", { name: /First name/ }).fill("");
    await particulars.getByRole("textbox", { name: /Mobile/ }).fill("");
    await particulars.getByRole("button", { name: "UPDATE" }).click();
    await expect(particulars.getByText("First name is required.")).toBeVisible();
    await expect(particulars.getByText("Phone number is required.")).toHaveCount(0);
    await expect(particulars.getByRole("textbox", { name: /First name/ })).toBeFocused();
    // What she typed is still there.
    await expect(particulars.getByRole("textbox", { name: /Last name/ })).toHaveValue("Walker");
    // The page is checked whole above: from here on, each part it opens or changes.
    expect(await axeViolations(page, particulars)).toEqual([]);
    await particulars.getByRole("textbox", { name: /First name/ }).fill("Alice");
    await particulars.getByRole("textbox", { name: /Mobile/ }).fill("07700900777");
    await particulars.getByRole("button", { name: "UPDATE" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "My Particulars Updated successfully." }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole("form", { name: "My Particulars" }).getByRole("textbox", { name: /Mobile/ }),
    ).toHaveValue("07700900777");
    // The first HTML is hers (server-rendered with her session cookie).
    const html = await (await page.request.get("/my-account/my-profile")).text();
    expect(html).toContain('value="07700900777"');

    // My Location: add a location, then make it the default.
    await page.getByRole("tab", { name: "My Location" }).click();
    await page.getByRole("button", { name: "Add location" }).click();
    const editor = page.getByRole("form", { name: "New location" });
    expect(await axeViolations(page, page.getByRole("tabpanel"))).toEqual([]);
    await editor.getByRole("textbox", { name: /Location name/ }).fill("Studio");
    await editor.getByRole("textbox", { name: /Address line 1/ }).fill("7 Hanbury Street");
    await editor.getByRole("textbox", { name: /Postal code/ }).fill("E1 6QR");
    await editor.getByRole("combobox", { name: /House type/ }).selectOption("Apartment");
    await editor.getByRole("textbox", { name: /Property size/ }).fill("520");
    await editor.getByRole("textbox", { name: /Bedrooms/ }).fill("1");
    await editor.getByRole("textbox", { name: /Bathrooms/ }).fill("1");
    await editor.getByRole("combobox", { name: "Owner contact" }).selectOption({
      label: "Priya Shah",
    });
    await editor.getByRole("button", { name: "UPDATE" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Location Updated successfully." }),
    ).toBeVisible();
    const saved = page.getByRole("list", { name: "Saved locations" });
    const studio = saved.getByRole("article", { name: "Studio" });
    await expect(studio).toContainText("Priya Shah");
    await studio.getByRole("button", { name: "Make default: Studio" }).click();
    await expect(studio.getByText("Default", { exact: true })).toBeVisible();
    await expect(
      saved.getByRole("article", { name: "Home" }).getByText("Default", { exact: true }),
    ).toHaveCount(0);
    expect(await axeViolations(page, saved)).toEqual([]);

    // My Contacts: delete Tom, after the confirmation.
    await page.getByRole("tab", { name: "My Contacts" }).click();
    const contacts = page.getByRole("table", { name: "My Contacts" });
    await contacts.getByRole("button", { name: "Delete Tom Hughes" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this contact?" });
    expect(await axeViolations(page, confirm)).toEqual([]);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Contact deleted successfully." }),
    ).toBeVisible();
    await expect(contacts.getByText("Tom Hughes")).toHaveCount(0);

    // Update Password; the new one logs in, the old one no longer does.
    await page.getByRole("tab", { name: "Update Password" }).click();
    const password = page.getByRole("form", { name: "Update Password" });
    await password.getByLabel(/Current password/).fill(alice.password);
    await password.getByLabel(/New password/).fill(newPassword);
    await password.getByLabel(/Confirm password/).fill(newPassword);
    expect(await axeViolations(page, password)).toEqual([]);
    await password.getByRole("button", { name: "UPDATE" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Password updated successfully." }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    // Logging out on an account page says so, and only so.
    await expect(page.getByText("Logout Successfully.").first()).toBeVisible();
    await expect(page.getByText("Your session has been expired, Please login again")).toHaveCount(
      0,
    );
    await page.getByRole("button", { name: "Login" }).click();
    await logInThroughDialog(page, alice);
    await expect(
      page.getByRole("dialog", { name: "Login" }).getByText("Invalid email or password."),
    ).toBeVisible();
    await logInThroughDialog(page, { ...alice, password: newPassword });
    await expect(page.getByRole("status").filter({ hasText: "Login successfully." })).toBeVisible();

    expect(failures).toEqual([]);
    const withPassword = urls.filter((url) => {
      const decoded = decodeURIComponent(url);
      return decoded.includes(alice.password) || decoded.includes(newPassword);
    });
    expect(withPassword).toEqual([]);
  } finally {
    await restoreAlice(request, original);
  }
});
